import { describe, expect, it } from 'vitest';
import {
  BEHAVIOR_STORE_KEY,
  behaviourKey,
  isSendableRoute,
  needsSending,
  normaliseRoute,
  remember,
} from './mission-behavior';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('mission behaviour keys', () => {
  it('are the server keys: pages without case or trailing slash, buttons by id', () => {
    expect(normaliseRoute('/Profile/')).toBe('/profile');
    expect(normaliseRoute('/')).toBe('/');
    expect(behaviourKey({ page_route: '/shop/' })).toBe('page:/shop');
    expect(behaviourKey({ button_id: 'shop_explore' })).toBe('button:shop_explore');
  });
  it('only sends routes the server accepts', () => {
    expect(isSendableRoute('/missions/beginner-quest')).toBe(true);
    expect(isSendableRoute('/ecopower/quiz/3/7/')).toBe(true);
    expect(isSendableRoute('/a b/')).toBe(false);
    expect(isSendableRoute(`/${'a'.repeat(100)}`)).toBe(false);
  });
});

describe('a behaviour already sent is not resent', () => {
  it('until the resend_after the server gave, per student', () => {
    const store = memory();
    expect(needsSending(store, 'u1', 'page:/shop', 1000)).toBe(true);
    remember(store, 'u1', ['page:/shop'], 5000, 1000);
    expect(needsSending(store, 'u1', 'page:/shop', 4999)).toBe(false);
    expect(needsSending(store, 'u1', 'button:ed_icon_home', 4999)).toBe(true);
    expect(needsSending(store, 'u1', 'page:/shop', 5000)).toBe(true);
    // Another student on the same device sends their own.
    expect(needsSending(store, 'u2', 'page:/shop', 2000)).toBe(true);
  });
  it('drops expired keys and keeps one student only', () => {
    const store = memory();
    remember(store, 'u1', ['a'], 2000, 1000);
    remember(store, 'u1', ['b'], 9000, 3000);
    expect(JSON.parse(store.getItem(BEHAVIOR_STORE_KEY) ?? '')).toEqual({ u1: { b: 9000 } });
    remember(store, 'u2', ['c'], 9000, 3000);
    expect(JSON.parse(store.getItem(BEHAVIOR_STORE_KEY) ?? '')).toEqual({ u2: { c: 9000 } });
  });
  it('survives a broken stored value', () => {
    const store = memory();
    store.setItem(BEHAVIOR_STORE_KEY, '{oops');
    expect(needsSending(store, 'u1', 'a', 0)).toBe(true);
    remember(store, 'u1', ['a'], 10, 0);
    expect(needsSending(store, 'u1', 'a', 5)).toBe(false);
  });
});
