/**
 * Learning programs for the survey gate (section 4). A server without get-programs (one older
 * than issue 7) answers 404: the student then has no programs, so no course is gated. Nothing
 * is made up here.
 */
import { ApiError, unwrap } from '@web-ed/api-client';
import type { GetProgramsResponse, StudentProgram } from '@web-ed/schemas/api';

/** Spec section 7: "GET get-programs (lang)"; under the learning service (our choice). */
export const GET_PROGRAMS = { service: 'learning', path: 'learning/get-programs' } as const;

/** The student's programs; none when the call answers 404 (not there). */
export async function loadPrograms(
  call: () => Promise<GetProgramsResponse>,
): Promise<StudentProgram[]> {
  try {
    return unwrap(await call()).user_programs;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}
