/**
 * Identity of an outbox record: the key (identifier = user, session) and the
 * rule for which of two records with the same key wins.
 */
import type { FinishRecord } from '@web-ed/schemas';

/**
 * Composite key. JSON keeps the two parts apart, so ("a|b", "c") and
 * ("a", "b|c") never collide the way a joined string would.
 */
export function outboxKey(identifier: string, session: string): string {
  return JSON.stringify([identifier, session]);
}

export function recordKey(record: FinishRecord): string {
  return outboxKey(record.identifier, record.session);
}

/**
 * Duplicates keep the latest finish. On a tie the newer write wins, so a
 * record re-saved with the same finish time (e.g. more answers) is not lost.
 */
export function supersedes(incoming: FinishRecord, existing: FinishRecord): boolean {
  return incoming.timestamp_finished >= existing.timestamp_finished;
}

function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  // Absent and undefined properties are the same once stored (JSON drops undefined).
  const defined = (o: object) => Object.entries(o).filter(([, v]) => v !== undefined);
  const ea = defined(a);
  const eb = new Map(defined(b));
  return ea.length === eb.size && ea.every(([k, v]) => eb.has(k) && jsonEqual(v, eb.get(k)));
}

/**
 * Structural equality of two records. Stores hand out copies (IndexedDB
 * structured-clones), so "is this still the record we sent" has to compare
 * content, not references.
 */
export function sameRecord(a: FinishRecord, b: FinishRecord): boolean {
  return jsonEqual(a, b);
}
