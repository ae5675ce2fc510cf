/** What the learning routes share: the security note of authenticated routes and common errors. */
import type { Db } from '../../db/client';
import { ApiError, MESSAGE_CODE } from '../../http/envelope';
import { locateQuestion } from '../../learning/catalogue';

/** OpenAPI security of an authenticated route (a bearer token, or a header named token). */
export const AUTH_SECURITY: { [label: string]: string[] }[] = [{ bearer: [] }, { token: [] }];

export const TAGS = ['learning'];

export const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export const langSchema = { enum: ['en', 'id', 'th', 'hi', 'ms'] } as const;

export function notFound(error: string, message: string): ApiError {
  return new ApiError(404, error, message, MESSAGE_CODE.notFound);
}

export const questionNotFound = (questionId: string, subjectId?: number) =>
  notFound(
    'question_not_found',
    `No question with id "${questionId}"${subjectId ? ` in subject ${subjectId}` : ''}`,
  );

/**
 * The one place a question id (in `subjectId`'s course when given) lives: 404 when nowhere, 409
 * when several courses hold it and no subject says which.
 */
export async function locateOneQuestion(db: Db, questionId: string, subjectId?: number) {
  const found = (await locateQuestion(db, questionId)).filter(
    (q) => subjectId === undefined || q.subjectId === subjectId,
  );
  const where = found[0];
  if (!where) throw questionNotFound(questionId, subjectId);
  if (found.length > 1)
    throw new ApiError(
      409,
      'ambiguous_question',
      `Question id "${questionId}" exists in several courses: send subject_id`,
      MESSAGE_CODE.conflict,
    );
  return where;
}

/** A body of one task id: set-like and task-completion. */
export const taskIdBody = {
  type: 'object',
  required: ['task_id'],
  additionalProperties: false,
  properties: { task_id: idSchema },
} as const;
