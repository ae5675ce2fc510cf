/** What the learning routes share: the security note of authenticated routes and common errors. */
import { ApiError, MESSAGE_CODE } from '../../http/envelope';

/** OpenAPI security of an authenticated route (a bearer token, or a header named token). */
export const AUTH_SECURITY: { [label: string]: string[] }[] = [{ bearer: [] }, { token: [] }];

export const TAGS = ['learning'];

export const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export const langSchema = { enum: ['en', 'id', 'th', 'hi', 'ms'] } as const;

export function notFound(error: string, message: string): ApiError {
  return new ApiError(404, error, message, MESSAGE_CODE.notFound);
}

/** A body of one task id: set-like and task-completion. */
export const taskIdBody = {
  type: 'object',
  required: ['task_id'],
  additionalProperties: false,
  properties: { task_id: idSchema },
} as const;
