/**
 * The "made for phones" prompt (section 2, "size or device prompt"). The app is laid out for a
 * phone; on a wide window of a device without touch (a desktop or laptop browser) the student is
 * told so, once per session, and can dismiss it.
 *
 * Rule (docs/decisions.md): the viewport is wider than SIZE_PROMPT_MIN_WIDTH (900 px, one of the
 * spec's unexplained constants) AND the device reports no touch point (`maxTouchPoints === 0`).
 * A tablet or a touch laptop is never nagged; a narrow desktop window is fine as it is.
 */
export const SIZE_PROMPT_MIN_WIDTH = 900;

export interface SizeEnv {
  /** `window.innerWidth` in CSS px. */
  viewportWidth: number;
  /** `navigator.maxTouchPoints`. */
  maxTouchPoints: number;
}

export function shouldShowSizePrompt(env: SizeEnv): boolean {
  return env.viewportWidth > SIZE_PROMPT_MIN_WIDTH && env.maxTouchPoints === 0;
}
