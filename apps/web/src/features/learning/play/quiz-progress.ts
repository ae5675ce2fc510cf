/**
 * Plays left half-way, kept on the device (localStorage `web_ed_quiz_progress`) after every step,
 * so a closed tab, a reload or a phone that killed the page continues where the student stopped,
 * online or offline: the same session (one finish record in the end), the answers and their
 * times. One entry per student and task, the newest QUIZ_PROGRESS_MAX kept, none older than
 * QUIZ_PROGRESS_MAX_AGE_MS. A play with nothing answered yet is not kept. The server keeps a copy
 * of each answer too (learning/save-quiz-answer, ../learning-calls.ts).
 */
import { answeredCount, type PlaySession } from '@web-ed/engine';

export const QUIZ_PROGRESS_KEY = 'web_ed_quiz_progress';
export const QUIZ_PROGRESS_MAX = 20;
export const QUIZ_PROGRESS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Entry {
  userId: string;
  subjectId: number;
  chapterId: number;
  taskId: number;
  savedAt: number;
  /** The PlaySession as JSON; checked again by the engine's `resumeSession` before use. */
  session: unknown;
}

const isEntry = (e: unknown): e is Entry => {
  if (typeof e !== 'object' || e === null) return false;
  const x = e as Record<string, unknown>;
  return (
    typeof x.userId === 'string' &&
    typeof x.subjectId === 'number' &&
    typeof x.chapterId === 'number' &&
    typeof x.taskId === 'number' &&
    typeof x.savedAt === 'number' &&
    'session' in x
  );
};

function readAll(kv: KeyValueStore, now: number): Entry[] {
  try {
    const raw: unknown = JSON.parse(kv.getItem(QUIZ_PROGRESS_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter(isEntry).filter((e) => now - e.savedAt < QUIZ_PROGRESS_MAX_AGE_MS);
  } catch {
    return [];
  }
}

function writeAll(kv: KeyValueStore, entries: Entry[]): void {
  try {
    if (entries.length === 0) kv.removeItem(QUIZ_PROGRESS_KEY);
    else kv.setItem(QUIZ_PROGRESS_KEY, JSON.stringify(entries.slice(0, QUIZ_PROGRESS_MAX)));
  } catch {
    // Storage full or refused (private mode): the play goes on, it just cannot be continued.
  }
}

/** Keeps the play after a step (newest first); a play with nothing answered drops its entry. */
export function keepProgress(kv: KeyValueStore, session: PlaySession, now: number): void {
  const others = readAll(kv, now).filter(
    (e) => !(e.userId === session.userId && e.taskId === session.taskId),
  );
  if (session.finishedAt !== null || answeredCount(session) === 0) {
    writeAll(kv, others);
    return;
  }
  const entry: Entry = {
    userId: session.userId,
    subjectId: session.subjectId,
    chapterId: session.chapterId,
    taskId: session.taskId,
    savedAt: now,
    session,
  };
  writeAll(kv, [entry, ...others]);
}

/** The kept play of this student's task, unchecked (give it to `resumeSession`), else null. */
export function progressOf(
  kv: KeyValueStore,
  userId: string,
  taskId: number,
  now: number,
): unknown {
  return readAll(kv, now).find((e) => e.userId === userId && e.taskId === taskId)?.session ?? null;
}

/** Tasks of a chapter this student left half-way, the latest first. */
export function tasksInProgress(
  kv: KeyValueStore,
  userId: string,
  subjectId: number,
  chapterId: number,
  now: number,
): number[] {
  return readAll(kv, now)
    .filter((e) => e.userId === userId && e.subjectId === subjectId && e.chapterId === chapterId)
    .map((e) => e.taskId);
}

/** Forgets one kept play (finished, started over, or no longer fitting its task). */
export function dropProgress(kv: KeyValueStore, userId: string, taskId: number, now: number): void {
  writeAll(
    kv,
    readAll(kv, now).filter((e) => !(e.userId === userId && e.taskId === taskId)),
  );
}

/** Forgets every kept play of a student (reset-account). */
export function dropAllProgress(kv: KeyValueStore, userId: string, now: number): void {
  writeAll(
    kv,
    readAll(kv, now).filter((e) => e.userId !== userId),
  );
}
