/**
 * The server's OpenFeature provider over the flags table: every evaluation applies the same pure
 * rule as /data/flags.json (evaluate.ts). Rules are read at most once per `cacheMs` per process,
 * so a thousand students polling every 10 s cost one query a second, and a flag flipped by the
 * admin command reaches every process within that time.
 */
import {
  ErrorCode,
  StandardResolutionReasons,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/server-sdk';
import type { Db } from '../db/client';
import { featureFlags } from '../db/schema';
import { evaluateFlag, type FlagContext, type FlagRule } from './evaluate';

export class ServerFlagProvider implements Provider {
  readonly metadata = { name: 'web-ed-flags-table' } as const;
  readonly runsOn = 'server' as const;
  private cache: { at: number; rules: Promise<Map<string, FlagRule>> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly cacheMs: number,
    private readonly monotonic: () => number = () => performance.now(),
  ) {}

  /** Every rule, from the cache when fresh. */
  rules(): Promise<Map<string, FlagRule>> {
    const t = this.monotonic();
    if (!this.cache || t - this.cache.at >= this.cacheMs) {
      const rules = this.db
        .select()
        .from(featureFlags)
        .then((rows) => new Map(rows.map((r) => [r.key, r])));
      rules.catch(() => {
        this.cache = null;
      });
      this.cache = { at: t, rules };
    }
    return this.cache.rules;
  }

  private async resolve<T>(
    key: string,
    defaultValue: T,
    context: EvaluationContext,
    pick: (enabled: boolean, value: Record<string, unknown> | null) => T | undefined,
  ): Promise<ResolutionDetails<T>> {
    const rule = (await this.rules()).get(key);
    if (!rule) {
      return {
        value: defaultValue,
        reason: StandardResolutionReasons.ERROR,
        errorCode: ErrorCode.FLAG_NOT_FOUND,
      };
    }
    const flagContext: FlagContext = {
      targetingKey: context.targetingKey ?? null,
      country: typeof context['country'] === 'string' ? context['country'] : null,
      lang: typeof context['lang'] === 'string' ? context['lang'] : null,
    };
    const result = evaluateFlag(rule, flagContext);
    const value = pick(result.enabled, result.value);
    return value === undefined
      ? { value: defaultValue, reason: StandardResolutionReasons.DISABLED }
      : {
          value,
          reason: result.enabled
            ? StandardResolutionReasons.TARGETING_MATCH
            : StandardResolutionReasons.DISABLED,
        };
  }

  resolveBooleanEvaluation(key: string, defaultValue: boolean, context: EvaluationContext) {
    return this.resolve(key, defaultValue, context, (enabled) => enabled);
  }

  resolveObjectEvaluation<T extends JsonValue>(
    key: string,
    defaultValue: T,
    context: EvaluationContext,
  ) {
    return this.resolve(key, defaultValue, context, (enabled, value) =>
      enabled && value !== null ? (value as T) : undefined,
    );
  }

  resolveStringEvaluation(key: string, defaultValue: string, context: EvaluationContext) {
    return this.resolve(key, defaultValue, context, (enabled, value) =>
      enabled && typeof value?.['value'] === 'string' ? value['value'] : undefined,
    );
  }

  resolveNumberEvaluation(key: string, defaultValue: number, context: EvaluationContext) {
    return this.resolve(key, defaultValue, context, (enabled, value) =>
      enabled && typeof value?.['value'] === 'number' ? value['value'] : undefined,
    );
  }
}
