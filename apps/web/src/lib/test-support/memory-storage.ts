/** A Storage in memory, for tests of what the app keeps in localStorage. */
export function memoryStorage(): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    clear: () => items.clear(),
    get length() {
      return items.size;
    },
  };
}
