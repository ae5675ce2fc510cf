/**
 * H5P and QTI shuffle options at play time; the player shows them in the order written, and
 * authors usually write the right answer first. So the importer orders them once, the same way on
 * every import of the same text (seeded by it), leaving in place the items `stays` pins.
 */
import { seededRandom, seedOf, shuffled } from '@web-ed/engine';

export function stableShuffle<T>(
  items: readonly T[],
  seed: string,
  stays?: (item: T) => boolean,
): T[] {
  const slots = items.flatMap((item, i) => (stays?.(item) ? [] : [i]));
  const moving = shuffled(
    slots.map((i) => items[i]!),
    seededRandom(seedOf(seed)),
  );
  const out = [...items];
  slots.forEach((slot, k) => (out[slot] = moving[k]!));
  return out;
}
