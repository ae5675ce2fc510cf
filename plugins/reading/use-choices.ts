import { useState } from 'react';
import { encodeChoice, type ChoiceItem } from './choice-items';

/** Whether an item has all the choices it asks for (one, or as many as a choose-all item has answers). */
function isAnswered(item: ChoiceItem, chosen: readonly string[]): boolean {
  return chosen.length >= Math.max(1, item.answers.length);
}

/**
 * The student's choices for a list of items. A single-answer item keeps the last tap; a
 * choose-all item toggles. Kept by the view (not the list) so it survives switching panels.
 */
export function useChoices(items: readonly ChoiceItem[]) {
  const [chosen, setChosen] = useState<string[][]>(() => items.map(() => []));

  const toggle = (index: number, id: string) => {
    const item = items[index];
    if (!item) return;
    setChosen((all) =>
      all.map((ids, i) => {
        if (i !== index) return ids;
        if (item.answers.length <= 1) return [id];
        return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
      }),
    );
  };

  const answered = items.filter((item, i) => isAnswered(item, chosen[i] ?? [])).length;
  /** The answer event's entries, in item order. */
  const entries = () => items.map((item, i) => encodeChoice(item, chosen[i] ?? []));

  return { chosen, toggle, answered, remaining: items.length - answered, entries };
}
