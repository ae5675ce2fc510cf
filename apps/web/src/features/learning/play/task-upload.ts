/**
 * The plugins' `upload` service in the student app: learning/task-upload (multipart: question_id,
 * then the file). No connection → ServiceUnavailableError('offline') (the "no internet" text with
 * Retry); anything else the server refuses → a server failure ("File gagal diunggah…").
 */
import { ApiError, NetworkError, unwrap } from '@web-ed/api-client';
import type { GetTaskUploadResponse, TaskUploadResponse } from '@web-ed/schemas/api';
import { ServiceUnavailableError, type UploadResult } from '@web-ed/plugins/services';
import { api } from '../../../lib/store';

export const UPLOAD_EXHAUSTED = 'upload_exhausted';

export async function uploadTaskFile(
  file: Blob,
  fileName: string,
  questionId: string,
): Promise<UploadResult> {
  const form = new FormData();
  form.append('question_id', questionId);
  form.append('file', file, fileName);
  try {
    const answer = unwrap(
      await api.post<TaskUploadResponse>('learning', 'learning/task-upload', form, {
        retries: 0,
      }),
    );
    return { url: `upload:${answer.id}`, chancesLeft: answer.chances_left };
  } catch (error) {
    if (error instanceof NetworkError) throw new ServiceUnavailableError('offline');
    if (error instanceof ApiError) throw new ServiceUnavailableError('server');
    throw error;
  }
}

export async function fetchTaskUploads(questionId: string): Promise<GetTaskUploadResponse['data']> {
  return unwrap(
    await api.get<GetTaskUploadResponse>('learning', 'learning/get-task-upload', {
      query: { question_id: questionId },
      retries: 0,
    }),
  );
}
