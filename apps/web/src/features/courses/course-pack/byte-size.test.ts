import { describe, expect, it } from 'vitest';
import { formatBytes } from './byte-size';

describe('formatBytes', () => {
  it('says kB under a megabyte, MB under a gigabyte, GB above, one decimal under ten', () => {
    expect(formatBytes(850_000, 'en')).toBe('850\u00a0kB');
    expect(formatBytes(1_234_567, 'en')).toBe('1.2\u00a0MB');
    expect(formatBytes(12_345_678, 'en')).toBe('12\u00a0MB');
    expect(formatBytes(10_737_000_000, 'en')).toBe('11\u00a0GB');
  });
  it('never says zero for a file that has bytes', () => {
    expect(formatBytes(20, 'en')).toBe('1\u00a0kB');
    expect(formatBytes(0, 'en')).toBe('0\u00a0kB');
  });
  it('holds the number and unit together, whatever space the language puts between', () => {
    for (const lang of ['en', 'id', 'th', 'hi', 'ms'])
      expect(formatBytes(43_210, lang), lang).not.toMatch(/[ \u2009\u202f]/);
  });
  it('writes numbers as the language does', () => {
    expect(formatBytes(1_234_567, 'id')).toBe('1,2\u00a0MB');
  });
});
