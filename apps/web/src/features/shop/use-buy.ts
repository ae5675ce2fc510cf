/** Buys one item; a message (role alert) for a refusal. */
import { useState } from 'react';
import { errorTextKey } from '../../lib/shell';
import { isApiError } from '@web-ed/api-client';
import { buyItem } from './shop-api';
import { buyErrorKey, canAfford } from './shop-rules';
import { snackbars } from '../../lib/store';
import type { ShopEntry } from './shop-entries';

export function useBuy(balance: { points: number; diamond: number } | null, onBought: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ key: string; item: string } | null>(null);
  const buy = async (entry: ShopEntry) => {
    if (busy) return;
    const itemKey = `${entry.kind}-${entry.id}`;
    setMessage(null);
    if (balance) {
      const check = canAfford(entry.price, balance);
      if (!check.ok) {
        setMessage({ key: check.key, item: itemKey });
        return;
      }
    }
    setBusy(itemKey);
    try {
      const answer = await buyItem(entry.kind, entry.id);
      snackbars.show({
        message: answer.result === 'bought' ? 'shop:bought' : 'shop:alreadyOwned',
        type: 'success',
      });
      onBought();
    } catch (error) {
      const key = buyErrorKey(isApiError(error) ? error.error : null) ?? errorTextKey(error);
      if (key) setMessage({ key, item: itemKey });
    } finally {
      setBusy(null);
    }
  };
  return { buy: (e: ShopEntry) => void buy(e), busy, message };
}
