/**
 * The review-time page (section 2, /courses/review-time/): a chapter with a scheduled review is
 * due when its review time is not in the future (server clock); until then the page counts down.
 */
export interface ReviewCountdown {
  due: boolean;
  /** Whole seconds left, 0 when due. */
  secondsLeft: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function reviewCountdown(reviewAtMs: number, nowMs: number): ReviewCountdown {
  const left = Math.max(0, Math.ceil((reviewAtMs - nowMs) / 1000));
  return {
    due: left === 0,
    secondsLeft: left,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** "2:05:09" style clock for under a day (hours unpadded), days shown apart by the caller. */
export function countdownClock(c: Pick<ReviewCountdown, 'hours' | 'minutes' | 'seconds'>): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${c.hours}:${pad(c.minutes)}:${pad(c.seconds)}`;
}
