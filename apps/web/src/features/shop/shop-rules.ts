/**
 * What a purchase may do: warn before asking when the balance cannot cover it; the server's
 * refusals as messages.
 */
import type { Avatar } from '@web-ed/schemas/api';

type Price = Avatar['price'];

export type BuyCheck = { ok: true } | { ok: false; key: string };

/** Whether the balance covers the price (the server decides; this only warns before asking). */
export function canAfford(price: Price, balance: { points: number; diamond: number }): BuyCheck {
  if (price.type === 'free') return { ok: true };
  const held = price.type === 'diamond' ? balance.diamond : balance.points;
  return held >= price.cost
    ? { ok: true }
    : {
        ok: false,
        key: price.type === 'diamond' ? 'shop:notEnoughDiamonds' : 'shop:notEnoughPoints',
      };
}

/** The shop's message for a refused purchase (402 not_enough_*, 404 item_not_found). */
export function buyErrorKey(error: string | null): string | null {
  switch (error) {
    case 'not_enough_diamond':
      return 'shop:notEnoughDiamonds';
    case 'not_enough_points':
      return 'shop:notEnoughPoints';
    case 'item_not_found':
      return 'shop:itemGone';
    default:
      return null;
  }
}
