/**
 * The learning calls of section 7 the play and the content pages make around the Player
 * (docs/api.md, docs/decisions.md "Issue 21, items 2 and 3"):
 *
 * - save-quiz-answer: the server's copy of each answer of a play in progress (the device keeps
 *   the play itself, play/quiz-progress.ts); best effort, never awaited, nothing sent offline.
 * - task-completion: a reading passage read or a video watched to the end (the plugin's
 *   `completed` event) marks the task done, once per task and page.
 * - listening-result: the server's verdict on one listening item, only to enrich the feedback
 *   the device's scorer already gave; rejects at once offline, and after LISTENING_TIMEOUT_MS.
 * - get-content-data (theory and reading pages) and get-quiz-questions (the quiz screens):
 *   online; offline, or when the network fails, the service worker's copy of get-questions, so
 *   those pages still open offline.
 * - reset-account: Settings; the device forgets the student's plays and cached reads as well.
 */
import { unwrap } from '@web-ed/api-client';
import type { Lang } from '@web-ed/schemas';
import type {
  ChapterQuestions,
  GetContentDataResponse,
  GetQuizQuestionsResponse,
  ListeningResultResponse,
  ResetAccountResponse,
} from '@web-ed/schemas/api';
import { ServiceUnavailableError, type ListeningVerdict } from '@web-ed/plugins/services';
import { API_CACHE } from '../../lib/storage';
import { CEREBRY_STORE_KEY, fetchQuestions } from '../courses';
import { BEHAVIOR_STORE_KEY } from '../../lib/mission-behavior';
import { fallsBackToDevice } from './learning-rules';
import { dropAllProgress } from './play/quiz-progress';
import { api, outbox, state } from '../../lib/store';

/** How long the listening feedback waits for the server before it stays the device's own. */
export const LISTENING_TIMEOUT_MS = 5_000;
/** A content or quiz read that takes longer falls back to the copy on the device. */
export const CONTENT_TIMEOUT_MS = 10_000;

const online = () => typeof navigator === 'undefined' || navigator.onLine;

// ---- save-quiz-answer

/** Sends the answers given since the last step (a skip is `[]`); failures are only the copy lost. */
export function saveQuizAnswers(
  subjectId: number,
  answers: readonly { questionId: string; answer: string[] }[],
): void {
  if (!online()) return;
  for (const a of answers) {
    void api
      .post(
        'learning',
        'learning/save-quiz-answer',
        { question_id: a.questionId, answer: a.answer, subject_id: subjectId },
        { retries: 0 },
      )
      .catch(() => undefined);
  }
}

// ---- task-completion

const markedDone = new Set<string>();

/** A task's content was read or watched: the task list's check mark (no points: docs/api.md). */
export function markTaskDone(taskId: number): void {
  const owner = state.session?.id;
  if (!owner || !online()) return;
  const key = `${owner}:${taskId}`;
  if (markedDone.has(key)) return;
  markedDone.add(key);
  void api
    .post('learning', 'learning/task-completion', { task_id: taskId }, { retries: 1 })
    .catch(() => markedDone.delete(key));
}

// ---- listening-result

/** The plugin service: the server's verdict, or a rejection at once offline. */
export async function listeningResult(
  subjectId: number,
  questionId: string,
  answer: string[],
  lang: Lang,
): Promise<ListeningVerdict> {
  if (!online()) throw new ServiceUnavailableError('offline');
  const r = unwrap(
    await api.post<ListeningResultResponse>(
      'learning',
      'learning/listening-result',
      { question_id: questionId, answer, subject_id: subjectId, lang },
      { retries: 0, timeoutMs: LISTENING_TIMEOUT_MS },
    ),
  );
  return {
    result: r.result,
    isCorrect: r.is_correct,
    expected: r.expected_answer,
    transcript: r.transcript,
    explanation: r.explanation,
  };
}

// ---- get-content-data and get-quiz-questions, with the offline copy of get-questions

/** A content page's read: get-content-data's answer, or offline get-questions' (same fields). */
export type ContentData = GetContentDataResponse['data'] | ChapterQuestions;

async function withDeviceCopy<T>(
  read: () => Promise<T>,
  copy: () => Promise<ChapterQuestions>,
): Promise<T | ChapterQuestions> {
  if (!online()) return copy();
  try {
    return await read();
  } catch (error) {
    if (fallsBackToDevice(error)) return copy();
    throw error;
  }
}

/**
 * What a reading or theory page shows (get-content-data): the chapter's text and the task's (or
 * every task's) content. Offline, the cached get-questions of the chapter.
 */
export async function fetchContentData(
  subjectId: number,
  chapterId: number,
  lang: string,
  taskId: number | null = null,
): Promise<ContentData> {
  const body = {
    subject_id: subjectId,
    chapter_id: chapterId,
    lang,
    ...(taskId !== null ? { task_id: taskId } : {}),
  };
  return withDeviceCopy(
    async () =>
      unwrap(
        await api.post<GetContentDataResponse>('learning', 'learning/get-content-data', body, {
          retries: 0,
          timeoutMs: CONTENT_TIMEOUT_MS,
        }),
      ),
    async () => {
      const all = await fetchQuestions(subjectId, chapterId, lang);
      return taskId === null ? all : { ...all, tasks: all.tasks.filter((t) => t.id === taskId) };
    },
  );
}

/** A quiz's questions (get-quiz-questions); offline, the cached get-questions. */
export async function fetchQuizQuestions(
  subjectId: number,
  chapterId: number,
  lang: string,
): Promise<ChapterQuestions> {
  return withDeviceCopy(
    async () =>
      unwrap(
        await api.post<GetQuizQuestionsResponse>(
          'learning',
          'learning/get-quiz-questions',
          { subject_id: subjectId, chapter_id: chapterId, lang },
          { retries: 0, timeoutMs: CONTENT_TIMEOUT_MS },
        ),
      ),
    () => fetchQuestions(subjectId, chapterId, lang),
  );
}

// ---- reset-account

export type ResetType = 'progress' | 'all';

/**
 * learning/reset-account, then the device forgets what belonged to the old progress: plays kept
 * half-way, finish records not sent yet (they would bring the progress back), behaviours and
 * cerebry chapters already counted, and the service worker's copies of the student's reads.
 */
export async function resetAccount(type: ResetType): Promise<void> {
  const owner = state.session?.id;
  unwrap(
    await api.post<ResetAccountResponse>(
      'learning',
      'learning/reset-account',
      { type },
      {
        retries: 0,
      },
    ),
  );
  if (owner) await forgetProgressOnDevice(owner);
}

async function forgetProgressOnDevice(owner: string): Promise<void> {
  const now = Date.now();
  dropAllProgress(localStorage, owner, now);
  for (const key of [BEHAVIOR_STORE_KEY, CEREBRY_STORE_KEY]) localStorage.removeItem(key);
  state.lastResult = null;
  try {
    const store = await outbox();
    for (const r of await store.all()) {
      if (r.identifier === owner) await store.remove(r.identifier, r.session);
    }
  } catch {
    // No IndexedDB (private mode): nothing was kept there either.
  }
  if ('caches' in window) await caches.delete(API_CACHE).catch(() => undefined);
}
