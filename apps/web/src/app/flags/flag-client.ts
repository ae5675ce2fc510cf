/**
 * The student app's feature flags, backed by the server's flags table (/data/flags.json,
 * evaluated there per student: rollout, country, language). Section 9's feature-flag settings:
 * flags refreshed and exposures flushed every 10 s, at most 100 exposures queued, a 10 s fetch
 * timeout, and a flag session that ends after 30 min idle or 4 h in all (exposures carry its id,
 * so one visit counts once per flag and session).
 *
 * Reading is synchronous from the last answer; a failed refresh keeps the last flags (a flaky
 * connection must not flip features on and off). The server evaluates through OpenFeature; the
 * app needs none of its web SDK (10 KB gzip on every first load) to read a table it was sent.
 */
import { FEATURE_FLAGS } from '@web-ed/engine';
import type { FlagValue, Flags } from '../../lib/shell';

/** Who the flags are evaluated for: the student (or the device's pseudo user) and the language. */
export interface FlagContext {
  targetingKey: string;
  lang: string;
}

export interface FlagExposure {
  flag: string;
  enabled: boolean;
  session: string;
}

export interface FlagClientDeps {
  fetchFlags: (context: FlagContext, signal: AbortSignal) => Promise<Flags>;
  /** Exposures (first read of a flag's answer in a session), at most 100 per call. */
  onExposures?: (exposures: FlagExposure[]) => void;
  now?: () => number;
  newSessionId?: () => string;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export class FlagClient {
  private flags: Flags = {};
  private context: FlagContext | null = null;
  private timer: unknown = null;
  private session = { id: '', startedAt: 0, lastSeen: 0 };
  private exposed = new Set<string>();
  private queue: FlagExposure[] = [];
  private readonly listeners = new Set<(changed: string[]) => void>();
  private readonly now: () => number;

  constructor(private readonly deps: FlagClientDeps) {
    this.now = deps.now ?? (() => Date.now());
  }

  /** The last flags the server gave, whole (nothing is exposed by looking). */
  get snapshot(): Flags {
    return this.flags;
  }

  /** Fetches the flags for `context`, then every 10 s with the exposures flushed. */
  async start(context: FlagContext): Promise<void> {
    this.context = context;
    await this.refresh();
    const every = this.deps.setInterval ?? ((fn, ms) => setInterval(fn, ms));
    this.timer = every(() => {
      this.flushExposures();
      void this.refresh();
    }, FEATURE_FLAGS.flushIntervalMs);
  }

  /** A new student or language: the flags are fetched again for them. */
  async setContext(context: FlagContext): Promise<void> {
    this.context = context;
    await this.refresh();
  }

  stop(): void {
    if (this.timer !== null)
      (this.deps.clearInterval ?? ((h) => clearInterval(h as number)))(this.timer);
    this.timer = null;
    this.flushExposures();
  }

  /** Calls `listener` with the flags whose answer changed; returns the unsubscribe. */
  onChange(listener: (changed: string[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Fetches the flags now; tells the listeners which answers changed. */
  async refresh(): Promise<void> {
    if (!this.context) return;
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), FEATURE_FLAGS.timeoutMs);
    let next: Flags;
    try {
      next = await this.deps.fetchFlags(this.context, controller.signal);
    } catch {
      return;
    } finally {
      clearTimeout(timeout);
    }
    const keys = new Set([...Object.keys(this.flags), ...Object.keys(next)]);
    const changed = [...keys].filter(
      (k) => JSON.stringify(this.flags[k] ?? null) !== JSON.stringify(next[k] ?? null),
    );
    this.flags = next;
    if (changed.length > 0) for (const listener of this.listeners) listener(changed);
  }

  /** A flag's answer as the app acts on it (exposed once per answer and session); none if unknown. */
  read(flag: string): FlagValue | undefined {
    const answer = this.flags[flag];
    if (answer) this.expose(flag, answer.enabled);
    return answer ?? undefined;
  }

  /** The flag session: a new one after 30 min idle or 4 h in all. */
  private sessionId(): string {
    const t = this.now();
    const s = this.session;
    const expired =
      s.id === '' ||
      t - s.lastSeen > FEATURE_FLAGS.sessionIdleMs ||
      t - s.startedAt > FEATURE_FLAGS.sessionMaxMs;
    if (expired) {
      this.session = {
        id: (this.deps.newSessionId ?? (() => crypto.randomUUID()))(),
        startedAt: t,
        lastSeen: t,
      };
      this.exposed.clear();
    } else s.lastSeen = t;
    return this.session.id;
  }

  private expose(flag: string, enabled: boolean): void {
    const session = this.sessionId();
    const key = `${flag}:${String(enabled)}`;
    if (this.exposed.has(key)) return;
    this.exposed.add(key);
    if (this.queue.length >= FEATURE_FLAGS.maxQueue) this.flushExposures();
    this.queue.push({ flag, enabled, session });
  }

  private flushExposures(): void {
    if (this.queue.length === 0) return;
    const batch = this.queue.splice(0, FEATURE_FLAGS.maxQueue);
    this.deps.onExposures?.(batch);
  }
}
