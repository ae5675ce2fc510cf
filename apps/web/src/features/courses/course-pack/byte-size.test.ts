import { describe, expect, it } from 'vitest';
import { formatBytes } from './byte-size';

describe('formatBytes', () => {
  it('says kB under a megabyte, MB under a gigabyte, GB above, one decimal under ten', () => {
    expect(formatBytes(850_000, 'en')).toBe('850 kB');
    expect(formatBytes(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatBytes(12_345_678, 'en')).toBe('12 MB');
    expect(formatBytes(10_737_000_000, 'en')).toBe('11 GB');
  });
  it('never says zero for a file that has bytes', () => {
    expect(formatBytes(20, 'en')).toBe('1 kB');
    expect(formatBytes(0, 'en')).toBe('0 kB');
  });
  it('writes numbers as the language does', () => {
    expect(formatBytes(1_234_567, 'id')).toBe('1,2 MB');
  });
});
