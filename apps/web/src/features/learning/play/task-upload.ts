/**
 * The plugins' `upload` service in the student app: learning/task-upload (multipart: question_id,
 * then the file). No connection → ServiceUnavailableError('offline') (the "no internet" text with
 * Retry); anything else the server refuses → a server failure ("File gagal diunggah…").
 */
import { ApiError, NetworkError, unwrap, type DoneResponse } from '@web-ed/api-client';
import { ServiceUnavailableError, type UploadResult } from '@web-ed/plugins/services';
import { api } from '../../../lib/store';

export interface TaskUploadAnswer {
  id: number;
  question_id: string;
  type: string;
  chances_left: number;
}

export interface TaskUploadsAnswer {
  question_id: string;
  chances_left: number;
  uploads: { file_name: string; type: string; bytes: number; created_at: string }[];
}

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
      await api.post<DoneResponse<TaskUploadAnswer>>('learning', 'learning/task-upload', form, {
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

export async function fetchTaskUploads(questionId: string): Promise<TaskUploadsAnswer> {
  return unwrap(
    await api.get<DoneResponse<TaskUploadsAnswer>>('learning', 'learning/get-task-upload', {
      query: { question_id: questionId },
      retries: 0,
    }),
  );
}
