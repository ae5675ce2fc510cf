/**
 * Tracking codes (section 5): 1 to 10 letters or digits, compared without case (stored upper
 * case); surrounding spaces are ignored.
 */
import { TRACKING_CODE_MAX, TRACKING_CODE_MIN } from '@web-ed/engine';

export function normaliseTrackingCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  if (code.length < TRACKING_CODE_MIN || code.length > TRACKING_CODE_MAX) return null;
  return /^[A-Z0-9]+$/.test(code) ? code : null;
}
