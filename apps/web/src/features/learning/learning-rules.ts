/** Pure rules of learning-calls.ts (no browser, no network). */
import { isNetworkError } from '@web-ed/api-client';

/**
 * Whether a failed online read (get-content-data, get-quiz-questions) should fall back to the
 * device's copy of get-questions: only when no answer came (offline, a dropped or stalled
 * connection). A server's answer, even an error, is the truth: a 404 stays a 404.
 */
export function fallsBackToDevice(error: unknown): boolean {
  return isNetworkError(error);
}
