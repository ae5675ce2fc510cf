/**
 * The device's IANA time zone, worked out in a worker: a page's first Intl.DateTimeFormat loads
 * the locale's calendar data, some 200 ms of main thread on a slow phone (4× CPU), which would
 * hold the student's first taps. The worker's file is under /workers/, where it gets the page's
 * security policy.
 */
export function deviceTimeZone(): Promise<string | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./time-zone.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(null);
      return;
    }
    const done = (zone: string | null) => {
      worker.terminate();
      resolve(zone);
    };
    worker.onmessage = (event: MessageEvent<unknown>) =>
      done(typeof event.data === 'string' && event.data !== '' ? event.data : null);
    worker.onerror = () => done(null);
  });
}

/**
 * What a zone means for the student's days, without Intl: the UTC offsets of mid-winter and
 * mid-summer this year. Two zones with the same offsets have the same midnights.
 */
export function zoneOffsets(now: Date): string {
  const year = now.getFullYear();
  const offset = (month: number) => new Date(year, month, 1).getTimezoneOffset();
  return `${offset(0)},${offset(6)}`;
}
