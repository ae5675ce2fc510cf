/**
 * The data web-ed used, per week and per kind of connection (pure: the caller gives the time and
 * what the Network Information API said). Kept as the current week only: "this week" is what a
 * student on prepaid data asks about.
 */

/** Wi-Fi (or a cable), mobile data, or a connection the browser does not name. */
export type ConnectionKind = 'wifi' | 'mobile' | 'unknown';

export interface WeekUsage {
  /** The Monday the week starts on, as YYYY-MM-DD in the device's zone. */
  week: string;
  bytes: Record<ConnectionKind, number>;
}

/** The Monday of the week holding `ms`, in the device's zone. */
export function weekOf(ms: number): string {
  const day = new Date(ms);
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** navigator.connection.type as a kind (undefined where the browser does not say). */
export function connectionKind(type: string | undefined): ConnectionKind {
  if (type === 'wifi' || type === 'ethernet') return 'wifi';
  if (type === 'cellular' || type === 'wimax') return 'mobile';
  return 'unknown';
}

const EMPTY = { wifi: 0, mobile: 0, unknown: 0 };

/** `usage` with `bytes` more on `kind` at `ms`; a new week starts from zero. */
export function addUsage(
  usage: WeekUsage | null,
  ms: number,
  kind: ConnectionKind,
  bytes: number,
): WeekUsage {
  const week = weekOf(ms);
  const base = usage?.week === week ? usage.bytes : EMPTY;
  return { week, bytes: { ...base, [kind]: base[kind] + Math.max(0, bytes) } };
}

/** What to show at `ms`: last week's figures are no longer this week's. */
export function usageThisWeek(usage: WeekUsage | null, ms: number): WeekUsage {
  const week = weekOf(ms);
  return usage?.week === week ? usage : { week, bytes: { ...EMPTY } };
}
