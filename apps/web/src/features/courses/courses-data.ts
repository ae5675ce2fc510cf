/** Course and chapter data shared by home, courses and learn. */
import { unwrap } from '@web-ed/api-client';
import type {
  ChapterQuestions,
  ChapterSummary,
  GetQuestionsResponse,
  GetTasksResponse,
  SubjectSummary,
} from '@web-ed/schemas/api';
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

/** A task of get-tasks: the student's results in it. */
export type TaskInfo = GetTasksResponse['data'][number];

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
    await api.get<GetQuestionsResponse>('learning', 'learning/get-questions', {
      query: { subject_id: subjectId, chapter_id: chapterId, lang },
    }),
  );
}

/** `fresh`: past every HTTP cache (the ecopower task refresh flag). */
export function fetchTasks(chapterId: number, fresh = false): Promise<GetTasksResponse> {
  return api.get<GetTasksResponse>('learning', 'learning/get-tasks', {
    query: { chapter_id: chapterId },
    ...(fresh ? { cache: 'reload' as const } : {}),
  });
}
