/**
 * xAPI 1.0.3 statements for one finish record the server accepted (issue 23, item 3): one
 * "answered" per question the student answered or skipped, with the server's own verdict and
 * score, and one "completed" for the task when the play was complete. Pure: the caller gives the
 * scored record; the sender (sender.ts) delivers them.
 *
 * The actor is a pseudonymous account: never an email, a name or the database id, but a hash of
 * the id under this deployment's public URL, stable per student so an LRS can follow progress.
 * Statement ids are name-based UUIDs of (session, finish time, question, verb): a resent record
 * gives the same ids, and an LRS keeps the first statement of an id (xAPI 1.0.3, 2.2.1), while a
 * later record that replaces it is a new set of statements in the same registration.
 */
import { createHash } from 'node:crypto';
import type { PlayScore } from '@web-ed/engine';
import type { FinishRecord } from '@web-ed/schemas';

export const XAPI_VERSION = '1.0.3';

export const VERBS = {
  answered: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { 'en-US': 'answered' } },
  completed: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
} as const;

const QUESTION_TYPE = 'http://adlnet.gov/expapi/activities/question';
const LESSON_TYPE = 'http://adlnet.gov/expapi/activities/lesson';
const COURSE_TYPE = 'http://adlnet.gov/expapi/activities/course';

export interface Activity {
  objectType: 'Activity';
  id: string;
  definition: { type: string; name?: Record<string, string> };
}

export interface Statement {
  id: string;
  actor: { objectType: 'Agent'; account: { homePage: string; name: string } };
  verb: (typeof VERBS)[keyof typeof VERBS];
  object: Activity;
  result: {
    success?: boolean;
    completion?: boolean;
    score?: { raw: number; min: number; max: number; scaled: number };
    duration?: string;
  };
  context: {
    registration: string;
    platform: string;
    language: string;
    contextActivities: { parent?: Activity[]; grouping: Activity[] };
  };
  timestamp: string;
}

/** What a statement needs of an accepted record: the record, the server's score, the task. */
export interface AcceptedPlay {
  userId: string;
  record: FinishRecord;
  score: PlayScore;
  complete: boolean;
  task: { title: string; lang: string };
}

/** An RFC 4122 version 5 (name-based, SHA-1) UUID. */
export function uuidV5(name: string, namespace: string): string {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name)
    .digest()
    .subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The UUID namespace of web-ed's xAPI ids (itself a v5 UUID of the URL namespace). */
const NAMESPACE = uuidV5('https://web-ed.app/xapi', '6ba7b811-9dad-11d1-80b4-00c04fd430c8');

export function actorOf(
  homePage: string,
  userId: string,
): { objectType: 'Agent'; account: { homePage: string; name: string } } {
  const name = createHash('sha256').update(`${homePage}\n${userId}`).digest('hex').slice(0, 32);
  return { objectType: 'Agent', account: { homePage, name } };
}

/** An ISO 8601 duration in seconds, as xAPI wants it (e.g. PT12.5S). */
function duration(ms: number): string {
  return `PT${Math.round(Math.max(0, ms) / 100) / 10}S`;
}

function scoreOf(earned: number, max: number): NonNullable<Statement['result']['score']> {
  const raw = Math.round(Math.min(Math.max(earned, 0), max) * 1000) / 1000;
  return { raw, min: 0, max, scaled: max > 0 ? Math.round((raw / max) * 1000) / 1000 : 0 };
}

export function finishStatements(baseUrl: string, play: AcceptedPlay): Statement[] {
  const base = baseUrl.replace(/\/+$/, '');
  const { record, score, task } = play;
  const language = task.lang;
  const course: Activity = {
    objectType: 'Activity',
    id: `${base}/xapi/activities/course/${record.subject_id}`,
    definition: { type: COURSE_TYPE },
  };
  const lesson: Activity = {
    objectType: 'Activity',
    id: `${base}/xapi/activities/task/${record.subject_id}/${record.task_id}`,
    definition: { type: LESSON_TYPE, name: { [language]: task.title } },
  };
  const registration = uuidV5(`session:${record.identifier}:${record.session}`, NAMESPACE);
  const actor = actorOf(base, play.userId);
  const context = (parent?: Activity): Statement['context'] => ({
    registration,
    platform: 'web-ed',
    language,
    contextActivities: parent ? { parent: [parent], grouping: [course] } : { grouping: [course] },
  });
  const attempt = `${registration}:${record.timestamp_finished}`;
  const shown = new Map(record.answers.map((a) => [a.question_id, a]));
  const statements: Statement[] = score.answers.map((scored) => {
    const given = shown.get(scored.questionId);
    const at = given?.timestamp_answered ?? record.timestamp_finished;
    const points = scored.score.kind === 'points' ? scored.score : { earned: 0, total: 1 };
    const total = points.total > 0 ? points.total : 1;
    return {
      id: uuidV5(`answered:${attempt}:${scored.questionId}`, NAMESPACE),
      actor,
      verb: VERBS.answered,
      object: {
        objectType: 'Activity',
        id: `${lesson.id}/question/${encodeURIComponent(scored.questionId)}`,
        definition: { type: QUESTION_TYPE },
      },
      result: {
        ...(scored.isCorrect === null ? {} : { success: scored.isCorrect }),
        score: scoreOf(points.earned, total),
        ...(given && given.timestamp_answered !== null
          ? { duration: duration(given.timestamp_answered - given.timestamp_show) }
          : {}),
      },
      context: context(lesson),
      timestamp: new Date(at || record.timestamp_started).toISOString(),
    };
  });
  if (play.complete) {
    statements.push({
      id: uuidV5(`completed:${attempt}`, NAMESPACE),
      actor,
      verb: VERBS.completed,
      object: lesson,
      result: {
        completion: true,
        score: scoreOf(score.earned, Math.max(score.total, 1)),
        duration: duration(record.timestamp_finished - record.timestamp_started),
      },
      context: context(),
      timestamp: new Date(record.timestamp_finished).toISOString(),
    });
  }
  return statements;
}
