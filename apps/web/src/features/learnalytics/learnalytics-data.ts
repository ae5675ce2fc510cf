/** Learnalytics of the user service: tracking codes and class reports (calls and shapes). */
import { unwrap } from '@web-ed/api-client';
import type {
  AddCodeResponse,
  CancelCodeResponse,
  ClassReportResponse,
  GetCodesResponse,
} from '@web-ed/schemas/api';
import { api } from '../../lib/store';

export type CodesData = GetCodesResponse['data'];
export type ClassReport = ClassReportResponse['data'];

export async function fetchCodes(): Promise<CodesData> {
  return unwrap(await api.get<GetCodesResponse>('user', 'learnalytics/get-codes'));
}

export async function addCode(code: string): Promise<AddCodeResponse['data']> {
  return unwrap(
    await api.post<AddCodeResponse>('user', 'learnalytics/add-code', { code }, { retries: 0 }),
  );
}

export async function cancelCode(code: string): Promise<void> {
  unwrap(
    await api.post<CancelCodeResponse>(
      'user',
      'learnalytics/cancel-code',
      { code },
      { retries: 0 },
    ),
  );
}

export async function fetchClassReport(code: string): Promise<ClassReport> {
  return unwrap(
    await api.get<ClassReportResponse>('user', 'learnalytics/class-report', {
      query: { code },
    }),
  );
}
