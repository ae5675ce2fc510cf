import { describe, expect, it } from 'vitest';
import { buyErrorKey, canAfford } from './shop-rules';

describe('shop', () => {
  it('warns before asking when the balance cannot cover the price', () => {
    const balance = { points: 100, diamond: 3 };
    expect(canAfford({ type: 'free', cost: 0 }, balance)).toEqual({ ok: true });
    expect(canAfford({ type: 'diamond', cost: 3 }, balance)).toEqual({ ok: true });
    expect(canAfford({ type: 'diamond', cost: 10 }, balance)).toEqual({
      ok: false,
      key: 'shop:notEnoughDiamonds',
    });
    expect(canAfford({ type: 'points', cost: 300 }, balance)).toEqual({
      ok: false,
      key: 'shop:notEnoughPoints',
    });
  });
  it('maps the server refusals to messages', () => {
    expect(buyErrorKey('not_enough_diamond')).toBe('shop:notEnoughDiamonds');
    expect(buyErrorKey('not_enough_points')).toBe('shop:notEnoughPoints');
    expect(buyErrorKey('item_not_found')).toBe('shop:itemGone');
    expect(buyErrorKey('unknown_server')).toBeNull();
    expect(buyErrorKey(null)).toBeNull();
  });
});
