/**
 * workbox-build copies the runtime-caching functions of pwa.config.ts into the worker as source
 * text: they must work with nothing around them. Each is rebuilt here from its text alone.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { packFallback, pwaWorkbox } from './pwa.config';
import { PACK_CACHE_PREFIX, PACK_REQUEST_HEADER } from './src/lib/storage/cache-names';

/** The function as the worker gets it: its source text, evaluated in an empty scope. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const asInWorker = <F extends Function>(fn: F): F =>
  new Function(`return (${fn.toString()})`)() as F;

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

afterEach(() => vi.unstubAllGlobals());

describe('the course packs, asked when a runtime cache has nothing', () => {
  const url = 'http://app.test/media/content/105/assets/a.ogg';
  const use = (cachedResponse: Response | undefined) =>
    asInWorker(packFallback.cachedResponseWillBeUsed)({
      cachedResponse,
      request: new Request(url),
    });

  it('keep the runtime cache’s copy when there is one', async () => {
    fakeCaches({ [`${PACK_CACHE_PREFIX}105`]: { [url]: 'packed' } });
    expect(await (await use(new Response('runtime')))!.text()).toBe('runtime');
  });

  it('answer from a pack, and only from caches named as packs', async () => {
    fakeCaches({
      'web-ed-api': { [url]: 'other' },
      [`${PACK_CACHE_PREFIX}105`]: { [url]: 'packed' },
    });
    expect(await (await use(undefined))!.text()).toBe('packed');
    fakeCaches({ 'web-ed-api': { [url]: 'other' } });
    expect(await use(undefined)).toBeNull();
  });

  it("prefer the student's own course download to a chapter a friend shared", async () => {
    fakeCaches({
      [`${PACK_CACHE_PREFIX}shared-105-1051`]: { [url]: 'shared' },
      [`${PACK_CACHE_PREFIX}105`]: { [url]: 'own' },
    });
    expect(await (await use(undefined))!.text()).toBe('own');
    fakeCaches({ [`${PACK_CACHE_PREFIX}shared-105-1051`]: { [url]: 'shared' } });
    expect(await (await use(undefined))!.text()).toBe('shared');
  });
});

describe('the runtime routes', () => {
  type Match = (o: { url: URL; request: Request }) => boolean;
  const [api, media] = (pwaWorkbox(() => '').runtimeCaching ?? []).map((r) =>
    asInWorker(r.urlPattern as Match),
  );
  const at = (path: string, headers: Record<string, string> = {}) => {
    const url = new URL(path, 'http://app.test');
    return { url, request: new Request(url, { headers }) };
  };

  it('take the learning reads and the course media', () => {
    expect(api!(at('/learning-service/api/web-ed/learning/get-questions?subject_id=1'))).toBe(true);
    expect(media!(at('/media/content/105/assets/a.ogg'))).toBe(true);
  });

  it('let a course pack download pass, so nothing is stored twice', () => {
    const pack = { [PACK_REQUEST_HEADER]: '1' };
    expect(api!(at('/learning-service/api/web-ed/learning/get-questions?subject_id=1', pack))).toBe(
      false,
    );
    expect(media!(at('/media/content/105/assets/a.ogg', pack))).toBe(false);
  });
});
