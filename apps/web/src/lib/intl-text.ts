/**
 * Dates and region names written with Intl, and the copies a page brings of them. A page's first
 * Intl formatter loads the browser's locale data: 170–290 ms of main thread at 4× CPU, which fell
 * in the render that hydrates /leaderboard/ (its reset time). So the server's render notes every
 * text it wrote here (`writtenBy`), the page brings them beside its strings (`bringWritten`), and
 * the browser reads those instead of asking Intl; a text the page did not bring is written with a
 * formatter kept per language and options.
 *
 * Dates are written in the student's time zone on the server and the device's in the browser
 * (lib/server-render's zoneOption): the two agree once the device has told the server its zone,
 * and a brought date is the server's. So a date's key leaves the zone out.
 */
import { zoneOption } from './server-render';

/** What a page brought: text by key (`writtenBy`'s keys). */
const brought = new Map<string, string>();
/** What the server's render wrote, while it renders. */
let noting: Map<string, string> | null = null;
const formatters = new Map<string, Intl.DateTimeFormat | Intl.DisplayNames>();

/** The texts `render` wrote here, by key: for the page to bring. */
export function writtenBy(render: () => void): Record<string, string> {
  noting = new Map();
  try {
    render();
    return Object.fromEntries(noting);
  } finally {
    noting = null;
  }
}

/** Keeps the texts the server wrote into this page, for the renders that hydrate it. */
export function bringWritten(texts: Record<string, string>): void {
  for (const [key, text] of Object.entries(texts))
    if (typeof text === 'string') brought.set(key, text);
}

function written(key: string, write: () => string): string {
  const text = brought.get(key) ?? write();
  noting?.set(key, text);
  return text;
}

function formatter<T extends Intl.DateTimeFormat | Intl.DisplayNames>(key: string, make: () => T) {
  let made = formatters.get(key) as T | undefined;
  if (!made) formatters.set(key, (made = make()));
  return made;
}

/** `value` (epoch ms) as a date in `lang`, in the student's time zone. */
export function formatDate(
  lang: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
  value: number,
): string {
  const shape = `${lang}|${JSON.stringify(options)}`;
  return written(`date|${shape}|${value}`, () => {
    const zone = zoneOption();
    return formatter(
      `date|${shape}|${zone.timeZone ?? ''}`,
      () => new Intl.DateTimeFormat(lang, { ...options, ...zone }),
    ).format(value);
  });
}

/** A region's name (ISO 3166 code) in `lang`; the code itself when Intl knows none. */
export function regionName(lang: string, code: string): string {
  return written(
    `region|${lang}|${code}`,
    () =>
      formatter(`region|${lang}`, () => new Intl.DisplayNames([lang], { type: 'region' })).of(
        code,
      ) ?? code,
  );
}
