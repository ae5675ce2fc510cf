/**
 * False while the server renders and while the browser hydrates what it rendered, true after (and
 * at once in a page the browser renders itself): for parts that depend on the device (its
 * window's size, an install offer) and so cannot be in the server's HTML.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
