/**
 * The math (/math/…) and external course (/play/…) areas: the same pages under two bases,
 * query-addressed as section 2 says (cid: the course, chapter_id, id: the task).
 */
import { useSearchParams } from '../../../lib/router';
import type { SubjectSummary } from '@web-ed/api-client';
import { idParam } from './course-play';

export type Area = 'math' | 'play';

export const AREA_PATH = {
  home: (a: Area) => `/${a}/`,
  chapters: (a: Area) => `/${a}/chapters/`,
  taskList: (a: Area) => `/${a}/task-list/`,
  quiz: (a: Area) => `/${a}/quiz/`,
  result: (a: Area) => `/${a}/quiz/result/`,
  coreConcept: (a: Area) => `/${a}/core-concept/`,
} as const;

/** Courses of an area: math courses (chapter_list math), or external ones for play. */
export function inArea(area: Area, s: SubjectSummary): boolean {
  return area === 'math' ? s.chapter_list === 'math' : s.domain === 'external';
}

/** The course, chapter and task ids of an area link's query. */
export function useIds() {
  const [params] = useSearchParams();
  return {
    cid: idParam(params.get('cid')),
    chapterId: idParam(params.get('chapter_id')),
    taskId: idParam(params.get('id')),
  };
}
