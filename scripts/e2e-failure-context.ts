/**
 * A Playwright reporter that prints a failed test's error context (the page's accessibility
 * snapshot when it failed) into the run's output. CI keeps only that output, not test-results/,
 * and a test that waits for something that never comes says little more than what it waited for.
 */
import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Enough for a screen's snapshot; a page left huge is cut, not printed whole. */
const MAX_CHARS = 8000;

export default class FailureContextReporter implements Reporter {
  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus) return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context') continue;
      const text = attachment.path
        ? readFileSync(attachment.path, 'utf8')
        : (attachment.body?.toString('utf8') ?? '');
      // Only the page: the error and the test's source are in the output already.
      const start = text.indexOf('# Page snapshot');
      const end = text.indexOf('\n# Test source');
      const snapshot = text.slice(Math.max(start, 0), end > start ? end : undefined);
      const cut =
        snapshot.length > MAX_CHARS ? `${snapshot.slice(0, MAX_CHARS)}\n[…cut]` : snapshot;
      process.stdout.write(
        `\n── error context: ${test.titlePath().filter(Boolean).join(' › ')}\n${cut}\n`,
      );
    }
  }
}
