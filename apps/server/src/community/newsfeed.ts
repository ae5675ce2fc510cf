/**
 * The newsfeed's paging (pure): items of several kinds (community posts, voting results), each
 * with a time, merged newest first, `limit` a page; the next page starts before the last time
 * shown. Ties keep their source order and a page never splits a time (so `before` loses none).
 */
export interface Dated {
  at: Date;
}

export function mergeFeed<T extends Dated>(
  sources: readonly (readonly T[])[],
  limit: number,
): { items: T[]; nextBefore: Date | null } {
  const all = sources.flat().sort((a, b) => b.at.getTime() - a.at.getTime());
  if (all.length <= limit) return { items: all, nextBefore: null };
  let end = limit;
  const cut = all[limit - 1]!.at.getTime();
  // Take every item of the cut's time, so "before cut" on the next page skips none.
  while (end < all.length && all[end]!.at.getTime() === cut) end++;
  return { items: all.slice(0, end), nextBefore: new Date(cut) };
}
