import { describe, expect, it } from 'vitest';
import { hiddenByReports, REPORTS_TO_HIDE } from './hide-rule';

describe('hide rule', () => {
  it('hides at REPORTS_TO_HIDE reports, not before', () => {
    expect(REPORTS_TO_HIDE).toBe(3);
    expect(hiddenByReports(0)).toBe(false);
    expect(hiddenByReports(REPORTS_TO_HIDE - 1)).toBe(false);
    expect(hiddenByReports(REPORTS_TO_HIDE)).toBe(true);
    expect(hiddenByReports(REPORTS_TO_HIDE + 5)).toBe(true);
  });
});
