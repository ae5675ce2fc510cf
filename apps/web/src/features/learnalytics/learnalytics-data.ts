/** Learnalytics of the user service: tracking codes and class reports (calls and shapes). */
import { unwrap, type DoneResponse } from '@web-ed/api-client';
import { api } from '../../lib/store';

export interface LinkedCode {
  code: string;
  class_name: string;
  owner_name: string | null;
  linked_at: string;
}

export interface CodesData {
  codes: LinkedCode[];
  roles: string[];
  owned_classes: { code: string; name: string; student_count: number }[];
}

export interface ClassReport {
  code: string;
  name: string;
  students: {
    name: string;
    points: number;
    exercise_completed: number;
    learning_streak: number;
    chapters_completed: number;
    certificates: number;
    linked_at: string;
    last_login: string;
  }[];
  summary: { students: number; chapters_completed: number; average_chapters_completed: number };
}

export async function fetchCodes(): Promise<CodesData> {
  return unwrap(await api.get<DoneResponse<CodesData>>('user', 'learnalytics/get-codes'));
}

export async function addCode(code: string): Promise<{ code: string; class_name: string }> {
  return unwrap(
    await api.post<DoneResponse<{ code: string; class_name: string }>>(
      'user',
      'learnalytics/add-code',
      { code },
      { retries: 0 },
    ),
  );
}

export async function cancelCode(code: string): Promise<void> {
  unwrap(
    await api.post<DoneResponse<unknown>>(
      'user',
      'learnalytics/cancel-code',
      { code },
      { retries: 0 },
    ),
  );
}

export async function fetchClassReport(code: string): Promise<ClassReport> {
  return unwrap(
    await api.get<DoneResponse<ClassReport>>('user', 'learnalytics/class-report', {
      query: { code },
    }),
  );
}
