/**
 * Signed-in sessions kept in memory, so most requests find their student without a database round
 * trip. An entry holds the student's profile (never counters: points, diamonds and votes are
 * always read from the database) and lives at most ENTRY_TTL_MS; a process holds at most
 * MAX_ENTRIES. Whatever changes a cached field or ends a session forgets the student here and,
 * through the live bus (Redis when REDIS_URL is set), in every other process.
 *
 * The cache belongs to a database handle: code that writes with `db` forgets with the same `db`.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import type { PubSub } from '../live/pubsub';
import type { User } from './session-user';

/** A change missed by every forget (another writer of the same database) shows at most this long. */
export const ENTRY_TTL_MS = 30_000;
export const MAX_ENTRIES = 50_000;
const CHANNEL = 'session-cache';

export interface CachedSession {
  user: User;
  /** An unclaimed anonymous embed account: reaches only the embed's routes. */
  anonymous: boolean;
  expiresAt: number;
  cachedAt: number;
}

type Forget = { userId: string } | { tokenHash: string };

export class SessionCache {
  private readonly byToken = new LRUCache<string, CachedSession>({ max: MAX_ENTRIES });
  private readonly tokensOf = new Map<string, Set<string>>();
  private bus: PubSub | null = null;
  /** Counts forgets: a look-up that saw another value may have read what a forget meant to drop. */
  private forgets = 0;
  private readonly sending = new Set<Promise<void>>();

  /** A live entry for this token hash at `now`, else undefined (an expired one is dropped). */
  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return undefined;
    if (now >= entry.expiresAt || now - entry.cachedAt >= ENTRY_TTL_MS || now < entry.cachedAt) {
      this.drop(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Where a database read starts: pass it to `set` with what the read found. */
  get generation(): number {
    return this.forgets;
  }

  /** Keeps what a read found, unless a forget came while it was reading (it may be stale). */
  set(tokenHash: string, entry: CachedSession, readAt = this.forgets): void {
    if (readAt !== this.forgets) return;
    this.byToken.set(tokenHash, entry);
    let tokens = this.tokensOf.get(entry.user.id);
    if (!tokens) this.tokensOf.set(entry.user.id, (tokens = new Set()));
    tokens.add(tokenHash);
    // The LRU may have evicted other entries of this student: the index keeps only live ones.
    for (const t of tokens) if (!this.byToken.has(t)) tokens.delete(t);
  }

  /** Forgets every session of a student here and in the other processes. */
  forgetUser(userId: string): void {
    this.apply({ userId });
    this.broadcast({ userId });
  }

  /** Forgets one session here and in the other processes. */
  forgetToken(tokenHash: string): void {
    this.apply({ tokenHash });
    this.broadcast({ tokenHash });
  }

  /** Hears the other processes' forgets. Resolves once subscribed. */
  async listen(bus: PubSub): Promise<() => Promise<void>> {
    this.bus = bus;
    const stop = await bus.subscribe(CHANNEL, (message) => {
      const m = message as Partial<Record<'userId' | 'tokenHash', unknown>> | null;
      if (typeof m?.userId === 'string') this.apply({ userId: m.userId });
      else if (typeof m?.tokenHash === 'string') this.apply({ tokenHash: m.tokenHash });
    });
    return async () => {
      if (this.bus === bus) this.bus = null;
      await stop();
    };
  }

  /** Resolves once every forget told so far has reached the bus (a short-lived process waits). */
  async sent(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  get size(): number {
    return this.byToken.size;
  }

  private apply(f: Forget): void {
    this.forgets++;
    if ('tokenHash' in f) {
      this.drop(f.tokenHash);
      return;
    }
    for (const t of this.tokensOf.get(f.userId) ?? []) this.byToken.delete(t);
    this.tokensOf.delete(f.userId);
  }

  private drop(tokenHash: string): void {
    const entry = this.byToken.get(tokenHash);
    this.byToken.delete(tokenHash);
    if (entry) this.tokensOf.get(entry.user.id)?.delete(tokenHash);
  }

  private broadcast(f: Forget): void {
    if (!this.bus) return;
    // A lost broadcast leaves the other processes at most ENTRY_TTL_MS behind; never a failure.
    const sent = this.bus.publish(CHANNEL, f).catch(() => undefined);
    this.sending.add(sent);
    void sent.finally(() => this.sending.delete(sent));
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The session cache of this database handle. */
export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache()));
  return cache;
}

/** Forgets a student's cached sessions: call after writing a profile field or ending sessions. */
export function forgetSessionsOf(db: Db, userId: string): void {
  sessionCacheOf(db).forgetUser(userId);
}
