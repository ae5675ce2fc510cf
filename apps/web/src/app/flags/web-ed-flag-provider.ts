/**
 * The OpenFeature provider of the student app, backed by the server's flags table
 * (/data/flags.json, evaluated there per student: rollout, country, language). Section 9's
 * feature-flag settings: flags refreshed and exposures flushed every 10 s, at most 100 exposures
 * queued, a 10 s fetch timeout, and a flag session that ends after 30 min idle or 4 h in all
 * (exposures carry its id, so one visit counts once per flag and session).
 *
 * Evaluation is synchronous from the last answer; a failed refresh keeps the last flags (a flaky
 * connection must not flip features on and off).
 */
import {
  ErrorCode,
  OpenFeatureEventEmitter,
  ProviderEvents,
  StandardResolutionReasons,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/web-sdk';
import { FEATURE_FLAGS } from '@web-ed/engine';
import type { Flags } from '../../lib/shell';

export interface FlagExposure {
  flag: string;
  enabled: boolean;
  session: string;
}

export interface ProviderDeps {
  fetchFlags: (context: EvaluationContext, signal: AbortSignal) => Promise<Flags>;
  /** Exposures (first evaluation of a flag in a session), at most 100 per call. */
  onExposures?: (exposures: FlagExposure[]) => void;
  now?: () => number;
  newSessionId?: () => string;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export class WebEdFlagProvider implements Provider {
  readonly metadata = { name: 'web-ed' } as const;
  readonly runsOn = 'client' as const;
  readonly events = new OpenFeatureEventEmitter();
  private flags: Flags = {};
  private context: EvaluationContext = {};
  private timer: unknown = null;
  private session = { id: '', startedAt: 0, lastSeen: 0 };
  private exposed = new Set<string>();
  private queue: FlagExposure[] = [];
  private readonly now: () => number;

  constructor(private readonly deps: ProviderDeps) {
    this.now = deps.now ?? (() => Date.now());
  }

  /** The last flags the server gave (the maintenance screen reads them whole). */
  get snapshot(): Flags {
    return this.flags;
  }

  async initialize(context?: EvaluationContext): Promise<void> {
    this.context = context ?? {};
    await this.refresh();
    const every = this.deps.setInterval ?? ((fn, ms) => setInterval(fn, ms));
    this.timer = every(() => {
      this.flushExposures();
      void this.refresh();
    }, FEATURE_FLAGS.flushIntervalMs);
  }

  async onContextChange(_old: EvaluationContext, next: EvaluationContext): Promise<void> {
    this.context = next;
    await this.refresh();
  }

  onClose(): Promise<void> {
    if (this.timer !== null)
      (this.deps.clearInterval ?? ((h) => clearInterval(h as number)))(this.timer);
    this.timer = null;
    this.flushExposures();
    return Promise.resolve();
  }

  /** Fetches the flags now; emits ConfigurationChanged with the keys whose answer changed. */
  async refresh(): Promise<void> {
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
    if (changed.length > 0) {
      this.events.emit(ProviderEvents.ConfigurationChanged, { flagsChanged: changed });
    }
  }

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean): ResolutionDetails<boolean> {
    const flag = this.flags[flagKey];
    if (!flag) return this.missing(defaultValue);
    this.expose(flagKey, flag.enabled);
    return {
      value: flag.enabled,
      reason: flag.enabled
        ? StandardResolutionReasons.TARGETING_MATCH
        : StandardResolutionReasons.DISABLED,
    };
  }

  resolveObjectEvaluation<T extends JsonValue>(
    flagKey: string,
    defaultValue: T,
  ): ResolutionDetails<T> {
    const flag = this.flags[flagKey];
    if (!flag) return this.missing(defaultValue);
    this.expose(flagKey, flag.enabled);
    if (!flag.enabled || flag.value === null) {
      return { value: defaultValue, reason: StandardResolutionReasons.DISABLED };
    }
    return { value: flag.value as T, reason: StandardResolutionReasons.TARGETING_MATCH };
  }

  resolveStringEvaluation(flagKey: string, defaultValue: string): ResolutionDetails<string> {
    const value = this.flags[flagKey]?.value?.['value'];
    return typeof value === 'string' && this.flags[flagKey]?.enabled
      ? { value, reason: StandardResolutionReasons.TARGETING_MATCH }
      : this.missing(defaultValue);
  }

  resolveNumberEvaluation(flagKey: string, defaultValue: number): ResolutionDetails<number> {
    const value = this.flags[flagKey]?.value?.['value'];
    return typeof value === 'number' && this.flags[flagKey]?.enabled
      ? { value, reason: StandardResolutionReasons.TARGETING_MATCH }
      : this.missing(defaultValue);
  }

  private missing<T>(defaultValue: T): ResolutionDetails<T> {
    return {
      value: defaultValue,
      reason: StandardResolutionReasons.ERROR,
      errorCode: ErrorCode.FLAG_NOT_FOUND,
    };
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
