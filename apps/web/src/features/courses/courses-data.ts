/** Course and chapter data shared by home, courses and learn. */
import {
  unwrap,
  type ChapterSummary,
  type DoneResponse,
  type SubjectSummary,
} from '@web-ed/api-client';
import type { Lang } from '@web-ed/schemas';
import { checkCerebryChapters } from './cerebry-check';
import { api } from '../../lib/store';

export async function fetchSubjects(): Promise<SubjectSummary[]> {
  return unwrap(await api.getSubjects());
}

/** A course's chapters; completed external (cerebry) ones are counted for missions meanwhile. */
export async function fetchChapters(subjectId: number): Promise<ChapterSummary[]> {
  const byCourse = unwrap(await api.getChapters(subjectId));
  const chapters = byCourse[String(subjectId)] ?? [];
  void checkCerebryChapters(subjectId, chapters).catch(() => undefined);
  return chapters;
}

export interface ChapterQuestions {
  subject_id: number;
  chapter_id: number;
  lang: Lang;
  tasks: unknown[];
}

export interface TaskInfo {
  id: number;
  is_completed: boolean;
  stars: number;
}

export interface ChapterTasks {
  chapter_progress: number;
  data: TaskInfo[];
}

/**
 * A chapter's tasks and questions. The /learn/ screen and the offline cache call these with the
 * same URLs, so what the service worker cached is what the screen asks for offline.
 */
export async function fetchQuestions(
  subjectId: number,
  chapterId: number,
  lang: string,
): Promise<ChapterQuestions> {
  return unwrap(
    await api.get<DoneResponse<ChapterQuestions>>('learning', 'learning/get-questions', {
      query: { subject_id: subjectId, chapter_id: chapterId, lang },
    }),
  );
}

/** `fresh`: past every HTTP cache (the ecopower task refresh flag). */
export function fetchTasks(chapterId: number, fresh = false): Promise<ChapterTasks> {
  return api.get<ChapterTasks>('learning', 'learning/get-tasks', {
    query: { chapter_id: chapterId },
    ...(fresh ? { cache: 'reload' as const } : {}),
  });
}
