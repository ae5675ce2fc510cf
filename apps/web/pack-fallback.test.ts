import { afterEach, describe, expect, it, vi } from 'vitest';
import { packFallback } from './pwa.config';
import { PACK_CACHE_PREFIX } from './src/lib/storage/cache-names';

/** Cache Storage with some caches, each a map of URL → body. */
function fakeCaches(contents: Record<string, Record<string, string>>) {
  vi.stubGlobal('caches', {
    keys: async () => Object.keys(contents),
    open: async (name: string) => ({
      match: async (url: string) => {
        const body = contents[name]?.[url];
        return body === undefined ? undefined : new Response(body);
      },
    }),
  });
}

const request = (url: string) => new Request(url);
const use = (cachedResponse: Response | undefined, url: string) =>
  packFallback.cachedResponseWillBeUsed({
    cachedResponse,
    request: request(url),
  });

afterEach(() => vi.unstubAllGlobals());

describe('the service worker asks the course packs when its runtime cache has nothing', () => {
  const url = 'http://app.test/media/content/105/assets/a.ogg';

  it('keeps the runtime cache’s copy when there is one', async () => {
    fakeCaches({ [`${PACK_CACHE_PREFIX}105`]: { [url]: 'packed' } });
    expect(await (await use(new Response('runtime'), url))!.text()).toBe('runtime');
  });

  it('answers from a pack, and only from caches named as packs', async () => {
    fakeCaches({
      'web-ed-api': { [url]: 'other' },
      [`${PACK_CACHE_PREFIX}105`]: { [url]: 'packed' },
    });
    expect(await (await use(undefined, url))!.text()).toBe('packed');
    fakeCaches({ 'web-ed-api': { [url]: 'other' } });
    expect(await use(undefined, url)).toBeNull();
  });
});
