/**
 * The device a server render runs on: Node has no web storage nor navigator, and the app's
 * modules read both (some when they load). Each render gets a fresh one, holding only the
 * student's session and the answers the render loaded (entry-server.tsx).
 */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

export interface Device {
  storage: Storage;
  session: Storage;
  navigator: Pick<Navigator, 'onLine' | 'language' | 'userAgent' | 'maxTouchPoints'> & {
    /** The Network Information API's, as far as the request's Save-Data header tells. */
    connection: { saveData: boolean };
  };
}

export function newDevice(userAgent = '', language = 'en', savesData = false): Device {
  return {
    storage: new MemoryStorage(),
    session: new MemoryStorage(),
    navigator: {
      onLine: true,
      language,
      userAgent,
      maxTouchPoints: 0,
      connection: { saveData: savesData },
    },
  };
}

let current = newDevice();

Object.defineProperty(globalThis, 'localStorage', {
  configurable: true,
  get: () => current.storage,
});
Object.defineProperty(globalThis, 'sessionStorage', {
  configurable: true,
  get: () => current.session,
});
Object.defineProperty(globalThis, 'navigator', {
  configurable: true,
  get: () => current.navigator,
});

export function switchDevice(device: Device): void {
  current = device;
}
