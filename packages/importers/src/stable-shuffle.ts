/**
 * H5P and QTI shuffle options at play time; the player shows them in the order written, and
 * authors usually write the right answer first. So the importer orders them once, the same way on
 * every import of the same text (seeded by it), leaving in place the items `stays` pins.
 */
function random(seed: string): () => number {
  let h = 0x811c9dc5; // FNV-1a of the seed, then mulberry32
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function stableShuffle<T>(
  items: readonly T[],
  seed: string,
  stays?: (item: T) => boolean,
): T[] {
  const next = random(seed);
  const slots = items.flatMap((item, i) => (stays?.(item) ? [] : [i]));
  const moving = slots.map((i) => items[i]!);
  for (let i = moving.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [moving[i], moving[j]] = [moving[j]!, moving[i]!];
  }
  const out = [...items];
  slots.forEach((slot, k) => (out[slot] = moving[k]!));
  return out;
}
