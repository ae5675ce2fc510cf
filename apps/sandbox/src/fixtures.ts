/**
 * Every course fixture under content-fixtures/, and each plugin's own (plugins/<name>/fixtures/),
 * as raw text (broken JSON must load too) and fetched only when picked. The import sources
 * (content-fixtures/imports: H5P and QTI, not web-ed courses) are not fixtures.
 */
const loaders = import.meta.glob<string>(
  ['/content-fixtures/**/*.json', '/plugins/*/fixtures/*.json', '!/content-fixtures/imports/**'],
  { query: '?raw', import: 'default' },
);

export interface Fixture {
  /** Path under content-fixtures/ ("english-everyday/en.json"), or a plugin's ("plugins/true-false/fixtures/en.json"). */
  id: string;
  group: string;
  name: string;
}

const PREFIX = '/content-fixtures/';

/** The file a fixture id names, from the root of the repository. */
export const fixturePath = (id: string) => (id.startsWith('plugins/') ? `/${id}` : PREFIX + id);
const idOf = (path: string) =>
  path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path.slice(1);

/**
 * Course documents are `<lang>.json`; the other JSON files there (missions, shop, FAQ…) are the
 * server's data, not content to play. The broken examples are all listed.
 */
export function isCourseFixture(id: string): boolean {
  return id.startsWith('broken/') || /(^|\/)(en|id|th|hi|ms)\.json$/.test(id);
}

export const FIXTURES: Fixture[] = Object.keys(loaders)
  .map(idOf)
  .filter(isCourseFixture)
  .map((id) => {
    const slash = id.lastIndexOf('/');
    return {
      id,
      group: slash === -1 ? '' : id.slice(0, slash),
      name: id.slice(slash + 1).replace(/\.json$/, ''),
    };
  })
  .sort((a, b) => a.id.localeCompare(b.id));

export function loadFixture(id: string): Promise<string> {
  const load = loaders[fixturePath(id)];
  return load ? load() : Promise.reject(new Error(`no fixture "${id}"`));
}

/** Fixtures by folder, in order, for the picker's option groups. */
export function fixtureGroups(): [string, Fixture[]][] {
  const groups = new Map<string, Fixture[]>();
  for (const f of FIXTURES) groups.set(f.group, [...(groups.get(f.group) ?? []), f]);
  return [...groups];
}
