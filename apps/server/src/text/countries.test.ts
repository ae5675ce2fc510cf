import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCode } from './countries';

describe('countries', () => {
  it('holds the 249 assigned codes, each a region the platform can name', () => {
    expect(COUNTRY_CODES.size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).not.toBe(code);
  });

  it('normalises case and refuses unassigned or malformed codes', () => {
    expect(countryCode('id')).toBe('ID');
    expect(countryCode('TH')).toBe('TH');
    expect(countryCode(' my ')).toBe('MY');
    for (const bad of ['XX', 'EU', 'UK', 'IDN', 'I', '', '12'])
      expect(countryCode(bad), bad).toBeNull();
  });
});
