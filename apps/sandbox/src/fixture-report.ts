/**
 * One fixture's verdict for the "All fixtures" view: the engine's validation (as the editor runs
 * it), and whether that is what the fixture is for. Files under broken/ exist to fail.
 */
import type { PluginRegistry } from '@web-ed/engine';
import { validateText, type LocatedError } from './validate';

export const BROKEN_FOLDER = 'broken/';

export interface FixtureReport {
  /** Path under content-fixtures/. */
  id: string;
  expectedToFail: boolean;
  /** No error at all. */
  valid: boolean;
  /** The verdict is the expected one (valid, or failing when it is meant to). */
  asExpected: boolean;
  /** Questions that loaded, and questions that were dropped; null when the text is not JSON. */
  questions: { valid: number; invalid: number } | null;
  errors: LocatedError[];
}

export function fixtureReport(id: string, text: string, registry: PluginRegistry): FixtureReport {
  const { errors, result } = validateText(text, registry);
  const expectedToFail = id.startsWith(BROKEN_FOLDER);
  const valid = errors.length === 0;
  return {
    id,
    expectedToFail,
    valid,
    asExpected: valid !== expectedToFail,
    questions: result ? result.questions : null,
    errors,
  };
}

export interface ReportTotals {
  files: number;
  valid: number;
  failingAsExpected: number;
  unexpected: number;
}

export function totalsOf(reports: readonly FixtureReport[]): ReportTotals {
  return {
    files: reports.length,
    valid: reports.filter((r) => r.valid && r.asExpected).length,
    failingAsExpected: reports.filter((r) => !r.valid && r.asExpected).length,
    unexpected: reports.filter((r) => !r.asExpected).length,
  };
}
