import { describe, expect, it } from 'vitest';
import { mergeFeed } from './newsfeed';

const at = (t: number, id: string) => ({ at: new Date(t), id });

describe('newsfeed merge', () => {
  it('merges sources newest first and pages before the last time shown', () => {
    const posts = [at(50, 'p50'), at(30, 'p30'), at(10, 'p10')];
    const votes = [at(40, 'v40'), at(20, 'v20')];
    const first = mergeFeed([posts, votes], 3);
    expect(first.items.map((i) => i.id)).toEqual(['p50', 'v40', 'p30']);
    expect(first.nextBefore).toEqual(new Date(30));
    const all = mergeFeed([posts, votes], 10);
    expect(all.items).toHaveLength(5);
    expect(all.nextBefore).toBeNull();
  });
  it('never splits one time across pages', () => {
    const page = mergeFeed([[at(5, 'a'), at(5, 'b'), at(5, 'c'), at(1, 'd')]], 2);
    expect(page.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(page.nextBefore).toEqual(new Date(5));
  });
});
