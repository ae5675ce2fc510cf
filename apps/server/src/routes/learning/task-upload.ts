/**
 * learning/task-upload (POST, multipart, auth): a fun activity's hand-in. Fields first
 * (`question_id`: the ecopower deck's question id), then one `file` part. The type is sniffed from
 * the bytes (uploads/sniff-upload.ts), never taken from the name or the part's header; the body is
 * cut off at UPLOAD_MAX_BYTES while it streams; an empty file is refused; each student has
 * UPLOAD_CHANCES accepted uploads per activity, counted here (a refused file does not use one).
 * Stored on disk under DATA_DIR or in an S3-compatible bucket (uploads/upload-store.ts).
 */
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { UPLOAD_CHANCES, UPLOAD_MAX_BYTES } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { taskUploads } from '../../db/schema';
import { ApiError, done, MESSAGE_CODE } from '../../http/envelope';
import { funActivityOf } from '../../uploads/fun-activity';
import { sniffUpload } from '../../uploads/sniff-upload';
import { uploadStore } from '../../uploads/upload-store';
import { AUTH_SECURITY, notFound, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';
import { perStudent } from '../../http/rate-limits';

const QUESTION_ID = /^[A-Za-z0-9_.:-]{1,100}$/;

const refuse = (
  status: number,
  error: string,
  message: string,
  code: number = MESSAGE_CODE.validation,
) => new ApiError(status, error, message, code);

/**
 * The multipart parser's own errors ("Unexpected end of multipart data", "Malformed part
 * header") carry no status: the body is broken, a 400, not a 500 (found by the route fuzzer).
 */
const malformed = (e: unknown) =>
  (e as { statusCode?: number }).statusCode
    ? e
    : refuse(400, 'malformed_multipart', 'The multipart/form-data body is malformed');

export const exhausted = () =>
  refuse(
    409,
    'upload_exhausted',
    `Only ${UPLOAD_CHANCES} uploads per activity`,
    MESSAGE_CODE.limit,
  );

function fieldValue(field: unknown): string | null {
  const f = Array.isArray(field) ? field[0] : field;
  if (f && typeof f === 'object' && 'value' in f && typeof f.value === 'string') return f.value;
  return null;
}

export default async function taskUpload(app: FastifyInstance): Promise<void> {
  const store = uploadStore(app.config);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 3 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/learning/task-upload',
    {
      config: { auth: true, rateLimit: perStudent(30) },
      schema: {
        tags: TAGS,
        summary: "A fun activity's file (multipart: question_id, then file).",
        description: `PNG, JPEG, PDF, Word, Excel or PowerPoint, sniffed from the bytes; at most ${UPLOAD_MAX_BYTES} bytes; ${UPLOAD_CHANCES} accepted uploads per student and activity.`,
        security: AUTH_SECURITY,
        consumes: ['multipart/form-data'],
        response: answerSchema('learning-service/learning/task-upload'),
      },
    },
    async (req) => {
      const user = userOf(req);
      if (!req.isMultipart())
        throw refuse(415, 'not_multipart', 'Send multipart/form-data: question_id, then file');
      const part = await req.file().catch((e: unknown) => {
        throw malformed(e);
      });
      if (!part) throw refuse(400, 'no_file', 'No file part');
      const questionId = fieldValue(part.fields.question_id);
      if (!questionId || !QUESTION_ID.test(questionId))
        throw refuse(400, 'question_id', 'question_id must come before the file');
      const activity = await funActivityOf(app.db, questionId);
      if (!activity) throw notFound('activity_not_found', `No fun activity ${questionId}`);
      const used = async () =>
        (
          await app.db
            .select({ n: count() })
            .from(taskUploads)
            .where(and(eq(taskUploads.userId, user.id), eq(taskUploads.questionId, questionId)))
        )[0]?.n ?? 0;
      // Refused before the bytes are read: an exhausted activity costs no bandwidth to store.
      if ((await used()) >= UPLOAD_CHANCES) {
        part.file.resume();
        throw exhausted();
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (e) {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw refuse(413, 'too_large', `The file is larger than ${UPLOAD_MAX_BYTES} bytes`);
        throw malformed(e);
      }
      const fileName = part.filename.slice(0, 200);
      const sniffed = await sniffUpload(bytes, fileName, activity.accept);
      if (!sniffed.ok)
        throw sniffed.reason === 'empty'
          ? refuse(400, 'empty_file', 'The file is empty')
          : refuse(415, 'unsupported_type', 'This type of file is not accepted');
      const attempt = (await used()) + 1;
      if (attempt > UPLOAD_CHANCES) throw exhausted();
      const key = `${user.id}/${questionId}/${attempt}-${randomBytes(8).toString('hex')}.${sniffed.ext}`;
      // Claim the attempt first: the unique (user, activity, attempt) index settles a race.
      const claimed = await app.db
        .insert(taskUploads)
        .values({
          userId: user.id,
          questionId,
          subjectId: activity.subjectId,
          taskId: activity.taskId,
          attempt,
          storageKey: key,
          ext: sniffed.ext,
          mime: sniffed.mime,
          bytes: bytes.length,
          fileName,
          createdAt: app.now(),
        })
        .onConflictDoNothing()
        .returning({ id: taskUploads.id });
      if (claimed.length === 0) throw exhausted();
      try {
        await store.put(key, bytes, sniffed.mime);
      } catch (e) {
        // Not stored: the chance is given back.
        await app.db.delete(taskUploads).where(eq(taskUploads.id, claimed[0]!.id));
        req.log.error({ err: e }, 'task-upload: store failed');
        throw refuse(502, 'store_failed', 'The file could not be stored', MESSAGE_CODE.generic);
      }
      return done({
        id: claimed[0]!.id,
        question_id: questionId,
        file_name: fileName,
        type: sniffed.ext,
        bytes: bytes.length,
        chances_left: UPLOAD_CHANCES - attempt,
      });
    },
  );
}
