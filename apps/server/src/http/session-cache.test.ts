import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InProcessPubSub } from '../live/pubsub';
import { SESSION_USER_FIELDS, type User } from './session-user';
import { ENTRY_TTL_MS, SessionCache, type CachedSession } from './session-cache';

const T0 = 1_800_000_000_000;

function entry(userId: string, o: Partial<CachedSession> = {}): CachedSession {
  return {
    user: { id: userId, name: 'Ana' } as User,
    anonymous: false,
    expiresAt: T0 + 86_400_000,
    cachedAt: T0,
    ...o,
  };
}

describe('SessionCache', () => {
  it('answers a cached session until its TTL, its expiry or a clock that went back', () => {
    const c = new SessionCache();
    c.set('h1', entry('u1'));
    expect(c.get('h1', T0 + ENTRY_TTL_MS - 1)?.user.id).toBe('u1');
    expect(c.get('h1', T0 + ENTRY_TTL_MS)).toBeUndefined();
    c.set('h2', entry('u1', { expiresAt: T0 + 10 }));
    expect(c.get('h2', T0 + 10)).toBeUndefined();
    c.set('h3', entry('u1'));
    expect(c.get('h3', T0 - 1)).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it("forgets every session of one student, and one token alone, leaving the others'", () => {
    const c = new SessionCache();
    c.set('a1', entry('a'));
    c.set('a2', entry('a'));
    c.set('b1', entry('b'));
    c.forgetUser('a');
    expect([c.get('a1', T0), c.get('a2', T0)]).toEqual([undefined, undefined]);
    expect(c.get('b1', T0)?.user.id).toBe('b');
    c.set('b2', entry('b'));
    c.forgetToken('b1');
    expect(c.get('b1', T0)).toBeUndefined();
    expect(c.get('b2', T0)?.user.id).toBe('b');
  });

  it('does not keep a read that a forget overtook (the profile changed while it was read)', () => {
    const c = new SessionCache();
    const readAt = c.generation;
    c.forgetUser('u');
    c.set('t', entry('u'), readAt);
    expect(c.get('t', T0)).toBeUndefined();
    c.set('t', entry('u'), c.generation);
    expect(c.get('t', T0)?.user.id).toBe('u');
  });

  it("hears another process's forgets through the bus, and tells it its own", async () => {
    const bus = new InProcessPubSub();
    const here = new SessionCache();
    const there = new SessionCache();
    await here.listen(bus);
    await there.listen(bus);
    here.set('t', entry('u'));
    there.set('t', entry('u'));
    there.set('t2', entry('v'));
    here.forgetUser('u');
    expect(there.get('t', T0)).toBeUndefined();
    here.forgetToken('t2');
    expect(there.get('t2', T0)).toBeUndefined();
    await bus.close();
  });
});

/** Source files of the server, tests excepted. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** The text of the call's parentheses that starts at `open`. */
function argumentOf(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open);
}

describe('every write the cached sessions depend on forgets them', () => {
  const root = join(import.meta.dirname, '..');
  const forget = /forgetSessionsOf\(|forgetUser\(|forgetToken\(/;
  // How far after the write the forget must come: the same function, after its commit.
  const WINDOW = 1_200;

  it('finds profile writes, session ends and claims, each followed by a forget', () => {
    const missing: string[] = [];
    let writes = 0;
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      const profileField = new RegExp(`\\b(${SESSION_USER_FIELDS.join('|')})\\b|\\.\\.\\.`);
      for (const m of text.matchAll(/\.(update|delete)\((users|sessions|embedAnonymousUsers)\)/g)) {
        const at = m.index;
        if (m[1] === 'update' && m[2] === 'users') {
          const set = text.indexOf('.set(', at);
          if (set < 0 || !profileField.test(argumentOf(text, set + 4))) continue;
        }
        writes++;
        if (!forget.test(text.slice(at, at + WINDOW))) {
          const line = text.slice(0, at).split('\n').length;
          missing.push(`${relative(root, file)}:${line} ${m[0]}`);
        }
      }
    }
    // The scan must keep finding the writes it guards (profile, sign-out, claim, deletion).
    expect(writes).toBeGreaterThanOrEqual(12);
    expect(missing, 'write a forgetSessionsOf(db, userId) after these').toEqual([]);
  });
});
