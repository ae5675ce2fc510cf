import { afterEach, describe, expect, it } from 'vitest';
import { bringWritten, formatDate, regionName, writtenBy } from './intl-text';
import { setServerTimeZone } from './server-render';

const RESET = Date.UTC(2026, 10, 29, 17, 0); // Monday 00:00 in Jakarta
const SHORT = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** Counts the formatters of `name` made while `run` runs. */
function counting<K extends 'DateTimeFormat' | 'DisplayNames'>(name: K, run: () => void): number {
  const real = Intl[name];
  let made = 0;
  Object.assign(Intl, {
    [name]: new Proxy(real, {
      construct: (target, args) => (made++, Reflect.construct(target, args) as object),
      apply: (target, self, args) => (made++, Reflect.apply(target, self, args) as unknown),
    }),
  });
  try {
    run();
  } finally {
    Object.assign(Intl, { [name]: real });
  }
  return made;
}

afterEach(() => setServerTimeZone(null));

describe('texts written with Intl', () => {
  it("writes dates in the student's zone on the server and notes what a render wrote", () => {
    setServerTimeZone('Asia/Jakarta');
    const texts = writtenBy(() => {
      expect(formatDate('en', SHORT, RESET)).toBe('Nov 30, 2026, 12:00 AM');
      expect(regionName('id', 'TH')).toBe('Thailand');
    });
    expect(texts).toEqual({
      [`date|en|${JSON.stringify(SHORT)}|${RESET}`]: 'Nov 30, 2026, 12:00 AM',
      'region|id|TH': 'Thailand',
    });
    expect(
      writtenBy(() => undefined),
      'each render notes its own',
    ).toEqual({});
  });

  it('reads what the page brought instead of asking Intl, and asks Intl for the rest', () => {
    bringWritten({
      [`date|ms|${JSON.stringify(SHORT)}|${RESET}`]: '30 Nov 2026, 12:00 PG',
      'region|ms|MY': 'Malaysia (dibawa)',
    });
    const dates = counting('DateTimeFormat', () =>
      expect(formatDate('ms', SHORT, RESET)).toBe('30 Nov 2026, 12:00 PG'),
    );
    expect(dates, 'no formatter for a brought date').toBe(0);
    const names = counting('DisplayNames', () => {
      expect(regionName('ms', 'MY')).toBe('Malaysia (dibawa)');
      expect(regionName('ms', 'ID')).toBe('Indonesia');
      expect(regionName('ms', 'TH')).toBe('Thailand');
    });
    expect(names, 'one formatter a language, for what was not brought').toBe(1);
    expect(regionName('ms', 'QQ'), 'a code Intl has no name for').toBe('QQ');
  });

  it('ignores what is not text in a page', () => {
    bringWritten({ 'region|th|LA': 42 } as unknown as Record<string, string>);
    expect(regionName('th', 'LA')).not.toBe(42);
  });
});
