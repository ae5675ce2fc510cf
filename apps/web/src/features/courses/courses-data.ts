/** Course and chapter data shared by home, courses and learn. */
import { unwrap } from '@web-ed/api-client';
import type {
  ChapterQuestions,
  ChapterSummary,
  GetQuestionsResponse,
  GetTasksResponse,
  SubjectSummary,
} from '@web-ed/schemas/api';
import type { FinishRecord } from '@web-ed/schemas';
import { checkCerebryChapters } from './cerebry-check';
import { withPendingPlays } from '../../lib/chapters';
import { api, outbox, outboxSettled, state } from '../../lib/store';

export async function fetchSubjects(): Promise<SubjectSummary[]> {
  return unwrap(await api.getSubjects());
}

/** The signed-in student's plays not on the server yet. */
async function pendingPlays() {
  const userId = state.session?.id;
  if (!userId) return [];
  const records = await outbox()
    .then((o) => o.all())
    .catch((): FinishRecord[] => []);
  return records.filter((r) => r.identifier === userId);
}

/**
 * A course's chapters, with the plays still in the outbox applied (a chapter finished offline
 * unlocks the next); completed external (cerebry) ones are counted for missions meanwhile.
 */
export async function fetchChapters(subjectId: number): Promise<ChapterSummary[]> {
  // A play the server has taken but the outbox not yet let go of would count twice.
  await outboxSettled();
  const [byCourse, pending] = await Promise.all([api.getChapters(subjectId), pendingPlays()]);
  const chapters = unwrap(byCourse)[String(subjectId)] ?? [];
  void checkCerebryChapters(subjectId, chapters).catch(() => undefined);
  return withPendingPlays(chapters, subjectId, pending);
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
