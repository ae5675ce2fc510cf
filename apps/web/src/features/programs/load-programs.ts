/**
 * Learning programs for the survey gate (section 4). The get-programs call comes with issue 7
 * (programs, surveys, certificates); until the server has it, it answers 404 and the student has
 * no programs, so no course is gated. Nothing is made up here.
 */
import { ApiError, unwrap, type DoneResponse } from '@web-ed/api-client';
import type { LearningProgram } from '../start-course';

/** Spec section 7: "GET get-programs (lang)"; under the learning service (our choice). */
export const GET_PROGRAMS = { service: 'learning', path: 'learning/get-programs' } as const;

export interface ProgramsAnswer {
  user_programs?: LearningProgram[] | null;
  user_certificate_name?: string | null;
}

/** The student's programs; none when the call answers 404 (not there yet). */
export async function loadPrograms(
  call: () => Promise<DoneResponse<ProgramsAnswer>>,
): Promise<LearningProgram[]> {
  try {
    return unwrap(await call()).user_programs ?? [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}
