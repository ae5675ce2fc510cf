/** Counts the statements a test's code sends to the database (issue 18's round trips). */
import { vi } from 'vitest';
import type { TestContext } from './harness';

/** Every statement sent to the database from now on (the driver's query calls); mockRestore() ends it. */
export function statementsSent(ctx: TestContext) {
  const client = (ctx.database.db as unknown as { $client: object }).$client as {
    query: (...args: unknown[]) => unknown;
  };
  return vi.spyOn(client, 'query');
}
