import { describe, expect, it } from 'vitest';
import { allTimeBucket } from './buckets';

describe('all-time buckets', () => {
  it('is exact below 10,000 points and per 100 above', () => {
    expect(allTimeBucket(1)).toBe(1);
    expect(allTimeBucket(9_999)).toBe(9_999);
    expect(allTimeBucket(10_000)).toBe(10_000);
    expect(allTimeBucket(12_345)).toBe(12_300);
  });
});
