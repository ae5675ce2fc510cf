/**
 * A secret ordering question. Its written order is the answer, so the items go in an order that
 * says nothing of it: by text. The answer names items by their text, so nothing else can tell.
 */
import type { OrderingContent, OrderingItem } from '@web-ed/schemas';
import { omit } from '../shared/content-text';

const byText = (a: OrderingItem, b: OrderingItem) =>
  a.text.localeCompare(b.text, undefined, { numeric: true }) ||
  (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

/** The items sorted by text: the same for every order they were written in. */
export const answerFreeOrder = (items: readonly OrderingItem[]): OrderingItem[] =>
  [...items].sort(byText);

export const redactOrdering = (c: OrderingContent): OrderingContent => ({
  ...omit(c, ['explanation']),
  items: answerFreeOrder(c.items),
});
