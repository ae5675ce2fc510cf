/**
 * Old hash-style links (section 2) from the previous app, still found in shared messages,
 * notifications and bookmarks, become today's query-style routes.
 *
 * Old formats (a route hash starts with `#/` or `#!/`; values are URL-decoded):
 *
 * | old link                                  | new route                                   |
 * | ----------------------------------------- | ------------------------------------------- |
 * | `#/faq`                                   | `/faq/`                                     |
 * | `#/faq/<category>`                        | `/faq/?category=<category>`                 |
 * | `#/faq/detail/<id>`                       | `/faq/detail/?id=<id>`                      |
 * | `#/faq/detail/<id>/<category>`            | `/faq/detail/?id=<id>&category=<category>`  |
 * | `#/learn/<sid>/<cid>`                     | `/learn/?sid=<sid>&cid=<cid>`               |
 * | `#/learn/<sid>/<cid>/<source>`            | `/learn/?sid=<sid>&cid=<cid>&source=<source>` |
 * | `#/courses`                               | `/courses/`                                 |
 * | `#/courses/<sid>`                         | `/courses/?sid=<sid>`                       |
 * | any other route hash (`#/shop`, `#/x/y`)  | `/home/`                                    |
 *
 * The same parameters may also come as a query inside the hash (`#/faq/detail?id=12&category=general`,
 * `#/learn?sid=5&cid=31&source=home`, `#/courses?sid=5`); a path segment wins over the same
 * parameter in the hash query. A learn link without a chapter opens its course (`/courses/?sid=`),
 * one without a course opens `/courses/`; a faq detail link without an id opens the FAQ list.
 * Query parameters of the page URL itself (e.g. `utm_source`) are kept.
 *
 * A hash that is not a route (`#top`, `#main-content`) is an in-page anchor and is left alone.
 */

const PARSE_BASE = 'https://web-ed.invalid';
const HOME = '/home/';

/** The route hash's path segments and query, or null when the hash is not a route. */
function parseRouteHash(hash: string): { segments: string[]; query: URLSearchParams } | null {
  const match = /^#!?\/(.*)$/.exec(hash);
  if (!match) return null;
  const rest = match[1] ?? '';
  const q = rest.indexOf('?');
  const path = q === -1 ? rest : rest.slice(0, q);
  const query = new URLSearchParams(q === -1 ? '' : rest.slice(q + 1));
  const segments = path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  return { segments, query };
}

type Params = Record<string, string | undefined>;

function route(path: string, params: Params, outer: URLSearchParams): string {
  const search = new URLSearchParams(outer);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const qs = search.toString();
  return qs === '' ? path : `${path}?${qs}`;
}

function convert(segments: string[], query: URLSearchParams, outer: URLSearchParams): string {
  const [head, ...rest] = segments;
  const pick = (index: number, name: string) => rest[index] ?? query.get(name) ?? undefined;
  switch (head?.toLowerCase()) {
    case 'faq': {
      if (rest[0]?.toLowerCase() === 'detail') {
        const id = rest[1] ?? query.get('id') ?? undefined;
        const category = rest[2] ?? query.get('category') ?? undefined;
        if (id === undefined) return route('/faq/', { category }, outer);
        return route('/faq/detail/', { id, category }, outer);
      }
      return route('/faq/', { category: pick(0, 'category') }, outer);
    }
    case 'learn': {
      const sid = pick(0, 'sid');
      const cid = pick(1, 'cid');
      const source = pick(2, 'source');
      if (sid === undefined) return route('/courses/', {}, outer);
      if (cid === undefined) return route('/courses/', { sid }, outer);
      return route('/learn/', { sid, cid, source }, outer);
    }
    case 'courses':
      return route('/courses/', { sid: pick(0, 'sid') }, outer);
    default:
      return route(HOME, {}, outer);
  }
}

/**
 * The query-style route (path and query, no hash) for a URL with an old route hash, or null when
 * the URL has no route hash. Give it `location.href` on start and on `hashchange`, and
 * `history.replaceState` to the result.
 */
export function convertHashLink(href: string): string | null {
  const url = new URL(href, PARSE_BASE);
  const parsed = parseRouteHash(url.hash);
  if (!parsed) return null;
  return convert(parsed.segments, parsed.query, url.searchParams);
}
