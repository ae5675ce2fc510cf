/**
 * The student's order, as indexes into the written items. It starts shuffled by the engine's
 * seeded shuffle, seeded by the question id: a reload (or another device) shows the same start.
 */
import { seededRandom, seedOf, shuffled } from '@web-ed/engine';

export function startOrder(questionId: string, count: number): number[] {
  const written = Array.from({ length: count }, (_, i) => i);
  const order = shuffled(written, seededRandom(seedOf(questionId)));
  // The shuffle may land on the written order, which is the answer: one turn makes it wrong.
  const solved = count > 1 && order.every((item, i) => item === i);
  return solved ? [...order.slice(1), order[0]!] : order;
}

/** `order` with the item at `from` moved to `to`. */
export function moved(order: readonly number[], from: number, to: number): number[] {
  const out = [...order];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(to, 0, item);
  return out;
}
