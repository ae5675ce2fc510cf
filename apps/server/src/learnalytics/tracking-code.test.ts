import { describe, expect, it } from 'vitest';
import { normaliseTrackingCode } from './tracking-code';

describe('normaliseTrackingCode', () => {
  it('upper-cases and trims codes of 1 to 10 letters or digits', () => {
    expect(normaliseTrackingCode(' demo1 ')).toBe('DEMO1');
    expect(normaliseTrackingCode('a')).toBe('A');
    expect(normaliseTrackingCode('ABCDEFGHIJ')).toBe('ABCDEFGHIJ');
  });

  it('refuses empty, longer than 10, and other characters', () => {
    for (const bad of ['', '   ', 'ABCDEFGHIJK', 'DE MO', 'DEMO-1', 'démo'])
      expect(normaliseTrackingCode(bad)).toBeNull();
  });
});
