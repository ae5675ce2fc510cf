import { describe, expect, it } from 'vitest';
import { parseRoute, routeSearch } from './sandbox-route';

describe('sandbox route', () => {
  it('defaults to the editor with no fixture', () => {
    expect(parseRoute('')).toEqual({ view: 'editor', fixture: '' });
    expect(parseRoute('?view=nonsense')).toEqual({ view: 'editor', fixture: '' });
  });

  it('reads the view and the fixture', () => {
    expect(parseRoute('?view=fixtures&fixture=broken%2Fnot-json.json')).toEqual({
      view: 'fixtures',
      fixture: 'broken/not-json.json',
    });
  });

  it('writes the query back, leaving out the default view', () => {
    expect(routeSearch({ view: 'editor', fixture: '' })).toBe('');
    expect(routeSearch({ view: 'editor', fixture: 'brain-battle/en.json' })).toBe(
      '?fixture=brain-battle%2Fen.json',
    );
    expect(routeSearch({ view: 'plugins', fixture: '' })).toBe('?view=plugins');
  });

  it('round-trips', () => {
    const route = { view: 'fixtures', fixture: 'math-foundations/id.json' } as const;
    expect(parseRoute(routeSearch(route))).toEqual(route);
  });
});
