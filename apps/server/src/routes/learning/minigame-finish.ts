/**
 * learning/minigame-finish: a batch of finish records. The body is `{records: FinishRecord[]}`;
 * a bare array of records, or one record on its own, is accepted too and treated as that batch.
 * Every record must match the finish-record schema, else the whole batch is refused with 400 and
 * nothing is written. Each record is then re-scored and applied (learning/finish.ts), mission
 * progress included; the answer comes after the commit, with a result per record, the rewards
 * this batch gave, and the missions it completed (ready to claim: the client's reward popup).
 * A record whose times no person could produce is refused (implausible_timing). Per student,
 * at most `finishPerMinute` batches a minute, and MAX_NEW_PLAYS_PER_MINUTE new plays a minute
 * (429 too_many_plays, nothing applied: the outbox sends them again later).
 *
 * A record may come in section 3's shape, which has no chapter_id and no task_id (and a
 * question_length that defaults to 10): the server finds the task from the record's subject,
 * minigame and answered question ids, and refuses that record alone (`unknown_task`, inside the
 * 200) when no single task fits. Records that name both are not looked up (the hot path).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { FinishRecord } from '@web-ed/schemas';
import { userOf } from '../../http/auth';
import { perStudent } from '../../http/rate-limits';
import type { Db } from '../../db/client';
import { courseQuestions, courseTasks } from '../../db/schema';
import { ApiError, MESSAGE_CODE } from '../../http/envelope';
import { projectSchemas } from '../../http/validation';
import { ingestFinishRecords } from '../../learning/finish';
import {
  MAX_NEW_PLAYS_PER_MINUTE,
  PlayBudgetExceeded,
  type FinishResult,
} from '../../learning/finish-plan';
import { pushStored } from '../../notifications/notify';
import { AUTH_SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

export const MAX_RECORDS_PER_BATCH = 100;
/** 2100-01-01 in epoch milliseconds: later times are malformed. */
const MAX_TIMESTAMP_MS = 4_102_444_800_000;
const MAX_INT = 2_147_483_647;

const FINISH_RECORD_ID = 'https://web-ed.app/schemas/finish-record.schema.json';

/** Fields the engine always sends but section 3's record does not have: found by the server. */
const DERIVED_FIELDS = ['chapter_id', 'task_id'] as const;
/** Section 3: "question_length (default 10)". The schema's default fills it in. */
const DEFAULTED_FIELDS = ['question_length'] as const;
const DEFAULT_QUESTION_LENGTH = 10;

/** A record as it may arrive: the engine's (every field) or section 3's (no chapter or task). */
export type WireFinishRecord = Omit<
  FinishRecord,
  (typeof DERIVED_FIELDS)[number] | (typeof DEFAULTED_FIELDS)[number]
> &
  Partial<Pick<FinishRecord, (typeof DERIVED_FIELDS)[number] | (typeof DEFAULTED_FIELDS)[number]>>;

/** `$ref: '#/…'` made absolute, so the schema still resolves when inlined elsewhere. */
function absoluteRefs(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((n) => absoluteRefs(n, base));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#') ? base + v : absoluteRefs(v, base),
    ]),
  );
}

let wireSchema: Record<string, unknown> | undefined;
/**
 * finish-record.schema.json (the type the engine and outbox use, every field required) with the
 * fields section 3 lacks made optional: the one schema stays the source of every other rule.
 */
export function wireRecordSchema(): Record<string, unknown> {
  if (wireSchema) return wireSchema;
  const base = projectSchemas().find((s) => s.$id === FINISH_RECORD_ID);
  if (!base) throw new Error(`${FINISH_RECORD_ID} not found in schemas/`);
  const optional: readonly string[] = [...DERIVED_FIELDS, ...DEFAULTED_FIELDS];
  const {
    $id: _id,
    $schema: _schema,
    $defs: _defs,
    ...rest
  } = absoluteRefs(base, FINISH_RECORD_ID) as Record<string, unknown> & { required: string[] };
  wireSchema = { ...rest, required: rest.required.filter((k) => !optional.includes(k)) };
  return wireSchema;
}

/** The finish-record schema (chapter and task optional), plus the bounds of the stored columns. */
const recordSchema = {
  allOf: [
    wireRecordSchema(),
    {
      properties: {
        timestamp_started: { maximum: MAX_TIMESTAMP_MS },
        timestamp_finished: { maximum: MAX_TIMESTAMP_MS },
        points: { maximum: MAX_INT },
        subject_id: { maximum: MAX_INT },
        chapter_id: { maximum: MAX_INT },
        task_id: { maximum: MAX_INT },
        minigame_id: { maximum: MAX_INT },
      },
    },
  ],
};

interface Body {
  records: WireFinishRecord[];
}

/** A record's result: task_id is null when the record named none and none could be found. */
export type RecordResult = Omit<FinishResult, 'task_id'> & { task_id: number | null };

/**
 * The record with its chapter and task, found when it lacks them: the one task of its subject
 * and minigame (within the chapter or task it names) that holds every question it answers.
 * Null when none or several fit.
 */
export async function completeRecord(db: Db, r: WireFinishRecord): Promise<FinishRecord | null> {
  const question_length = r.question_length ?? DEFAULT_QUESTION_LENGTH;
  if (r.chapter_id !== undefined && r.task_id !== undefined)
    return { ...r, chapter_id: r.chapter_id, task_id: r.task_id, question_length };
  const tasks = await db
    .selectDistinct({ taskId: courseTasks.taskId, chapterId: courseTasks.chapterId })
    .from(courseTasks)
    .where(
      and(
        eq(courseTasks.subjectId, r.subject_id),
        eq(courseTasks.minigameId, r.minigame_id),
        r.chapter_id === undefined ? undefined : eq(courseTasks.chapterId, r.chapter_id),
        r.task_id === undefined ? undefined : eq(courseTasks.taskId, r.task_id),
      ),
    );
  const ids = [...new Set(r.answers.map((a) => a.question_id))];
  // Question ids are unique within a course language; every language is looked at.
  const held =
    ids.length === 0
      ? []
      : await db
          .selectDistinct({
            taskId: courseQuestions.taskId,
            chapterId: courseQuestions.chapterId,
            questionId: courseQuestions.questionId,
          })
          .from(courseQuestions)
          .where(
            and(
              eq(courseQuestions.subjectId, r.subject_id),
              inArray(courseQuestions.questionId, ids),
            ),
          );
  const fits = tasks.filter((t) =>
    ids.every((id) =>
      held.some((h) => h.taskId === t.taskId && h.chapterId === t.chapterId && h.questionId === id),
    ),
  );
  const only = fits.length === 1 ? fits[0] : undefined;
  return only ? { ...r, chapter_id: only.chapterId, task_id: only.taskId, question_length } : null;
}

function notFoundTask(r: WireFinishRecord): RecordResult {
  return {
    session: r.session,
    task_id: r.task_id ?? null,
    status: 'refused',
    code: 'unknown_task',
    message: `No single task of subject ${r.subject_id} and minigame ${r.minigame_id}${
      r.chapter_id === undefined ? '' : ` in chapter ${r.chapter_id}`
    } holds the answered questions: send chapter_id and task_id`,
  };
}

/** `{records}`, a bare array, or a single record, as `{records}`. */
export function asBatch(body: unknown): unknown {
  if (Array.isArray(body)) return { records: body };
  if (typeof body === 'object' && body !== null && !('records' in body)) return { records: [body] };
  return body;
}

export default async function minigameFinish(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Body }>(
    '/learning/minigame-finish',
    {
      config: {
        auth: true,
        // Forged plays must not arrive by the thousand.
        rateLimit: perStudent(app.config.finishPerMinute),
      },
      preValidation: async (req) => {
        req.body = asBatch(req.body) as Body;
      },
      schema: {
        tags: TAGS,
        summary:
          'Finish records of played tasks: re-scored, applied once per session, rewards returned.',
        security: AUTH_SECURITY,
        body: {
          type: 'object',
          required: ['records'],
          additionalProperties: false,
          properties: {
            records: {
              type: 'array',
              maxItems: MAX_RECORDS_PER_BATCH,
              items: recordSchema,
            },
          },
        },
        response: answerSchema('learning-service/learning/minigame-finish'),
      },
    },
    async (req, reply) => {
      // A record that names no task and fits none is refused alone: the rest are applied.
      const slots: (RecordResult | null)[] = [];
      const complete: FinishRecord[] = [];
      for (const r of req.body.records) {
        const full = await completeRecord(app.db, r);
        slots.push(full ? null : notFoundTask(r));
        if (full) complete.push(full);
      }
      const ingested = await ingestFinishRecords(app.db, userOf(req), complete, app.now()).catch(
        (e: unknown) => {
          if (!(e instanceof PlayBudgetExceeded)) throw e;
          void reply.header('retry-after', String(e.retryAfterSeconds));
          throw new ApiError(
            429,
            'too_many_plays',
            `Too many plays at once: at most ${MAX_NEW_PLAYS_PER_MINUTE} a minute are stored, send the rest in a minute`,
            MESSAGE_CODE.limit,
          );
        },
      );
      const { rewards, missionsCompleted, notification, push } = ingested;
      let next = 0;
      const results = slots.map((slot) => slot ?? ingested.results[next++]!);
      // Stored with the batch; the push and the xAPI statements go out in the background and
      // never fail the answer.
      if (notification && push) void pushStored(app, userOf(req).id, notification);
      app.xapi?.record(
        ingested.stored.map((s) => ({
          userId: userOf(req).id,
          record: s.record,
          score: s.score,
          complete: s.complete,
          task: { title: s.task.title, lang: s.task.lang },
        })),
      );
      return {
        bDone: true,
        iMessageCode: 1,
        total_rewards: rewards,
        results,
        missions_completed: missionsCompleted,
      };
    },
  );
}
