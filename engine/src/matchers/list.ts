/**
 * List answers (ordering, multi-select): the given option ids must be the same
 * multiset as the expected ones, in any order.
 *
 * Rule: "compares the list of expected answers to given answers". Ids are
 * case-sensitive; only surrounding whitespace is ignored. An empty given list
 * is never correct, so an unanswered question cannot pass on broken content.
 */

function countTrimmed(items: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = item.trim();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export function isListCorrect(given: readonly string[], expected: readonly string[]): boolean {
  if (given.length === 0 || given.length !== expected.length) return false;
  const want = countTrimmed(expected);
  for (const [id, n] of countTrimmed(given)) {
    if (want.get(id) !== n) return false;
  }
  return true;
}
