/**
 * Mission periods in the student's own time zone: a daily mission resets at the student's local
 * midnight, a weekly one on their local Monday 00:00 (ISO weeks), a monthly one on the 1st; a
 * special mission has one period forever. The leaderboard's week is the same rule in UTC.
 *
 * `key` names the period (stored with progress); `start`/`end` are epoch ms, `end` exclusive
 * (null: never ends). Time zones are IANA names; an unknown one throws RangeError (validate with
 * isTimeZone first).
 */
export const RECURRENCES = ['daily', 'weekly', 'monthly', 'special'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

export interface Period {
  key: string;
  start: number;
  end: number | null;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let f = partFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(timeZone, f);
  }
  return f;
}

/** Whether `tz` is an IANA time zone this runtime knows. */
export function isTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || tz.length === 0 || tz.length > 64) return false;
  try {
    format(tz);
    return true;
  } catch {
    return false;
  }
}

interface Wall {
  y: number;
  m: number;
  d: number;
  h: number;
  min: number;
  s: number;
}

function wall(ms: number, timeZone: string): Wall {
  const p: Record<string, number> = {};
  for (const { type, value } of format(timeZone).formatToParts(new Date(ms))) {
    if (type !== 'literal') p[type] = Number(value);
  }
  return { y: p.year!, m: p.month!, d: p.day!, h: p.hour!, min: p.minute!, s: p.second! };
}

/** Offset of the zone from UTC at instant `ms`, in ms (Jakarta: +7 h). */
function offsetAt(ms: number, timeZone: string): number {
  const w = wall(ms, timeZone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(ms / 1000) * 1000;
}

/** The instant of local midnight starting day y-m-d (month 1-based; overflow rolls over). */
export function localMidnight(y: number, m: number, d: number, timeZone: string): number {
  const utc = Date.UTC(y, m - 1, d);
  let t = utc - offsetAt(utc, timeZone);
  // A second pass settles days whose offset differs from the guess (DST changes).
  t = utc - offsetAt(t, timeZone);
  return t;
}

/** The local calendar day of `ms` as YYYY-MM-DD (its daily period, usually remembered). */
export function localDay(ms: number, timeZone: string): string {
  return periodOf('daily', ms, timeZone).key.slice(2);
}

const iso = (y: number, m: number, d: number) =>
  new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/**
 * The last period computed per recurrence and zone: periods are whole intervals, so an instant
 * inside one gets it without reading the zone's calendar (Intl, a costly call on every play).
 */
const lastPeriods = new Map<string, Period>();

export function periodOf(recurrence: Recurrence, ms: number, timeZone: string): Period {
  if (recurrence === 'special') return { key: 'special', start: 0, end: null };
  const cacheKey = `${recurrence} ${timeZone}`;
  const last = lastPeriods.get(cacheKey);
  if (last && last.start <= ms && ms < last.end!) return { ...last };
  const period = computePeriod(recurrence, ms, timeZone);
  lastPeriods.set(cacheKey, period);
  return { ...period };
}

function computePeriod(
  recurrence: Exclude<Recurrence, 'special'>,
  ms: number,
  timeZone: string,
): Period {
  const w = wall(ms, timeZone);
  if (recurrence === 'daily') {
    return {
      key: `d:${iso(w.y, w.m, w.d)}`,
      start: localMidnight(w.y, w.m, w.d, timeZone),
      end: localMidnight(w.y, w.m, w.d + 1, timeZone),
    };
  }
  if (recurrence === 'weekly') {
    // Days since Monday of the local date (getUTCDay: Sunday 0).
    const back = (new Date(Date.UTC(w.y, w.m - 1, w.d)).getUTCDay() + 6) % 7;
    return {
      key: `w:${iso(w.y, w.m, w.d - back)}`,
      start: localMidnight(w.y, w.m, w.d - back, timeZone),
      end: localMidnight(w.y, w.m, w.d - back + 7, timeZone),
    };
  }
  return {
    key: `m:${iso(w.y, w.m, 1).slice(0, 7)}`,
    start: localMidnight(w.y, w.m, 1, timeZone),
    end: localMidnight(w.y, w.m + 1, 1, timeZone),
  };
}
