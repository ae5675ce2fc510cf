/**
 * Sends xAPI statements to the configured LRS in the background: a finish never waits for it and
 * never fails because of it. Accepted plays are queued in memory (bounded: past MAX_QUEUED
 * statements the oldest waiting plays are dropped, counted and logged), turned into statements
 * when sent and POSTed in batches. A batch the LRS
 * could not take (network, timeout, 429, 5xx, 401/403) is sent again after a growing wait; one it
 * refuses as bad (400) or as conflicting (409) is sent again statement by statement, so one bad
 * statement never holds back the others, and a statement refused alone is dropped and logged.
 * Statement ids are stable (statements.ts), so a batch sent twice is stored once.
 */
import type { XapiConfig } from '../config';
import { finishStatements, XAPI_VERSION, type AcceptedPlay, type Statement } from './statements';

export const BATCH_SIZE = 50;
export const MAX_QUEUED = 10_000;
const FLUSH_MS = 2_000;
const TIMEOUT_MS = 10_000;
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 5 * 60_000;

export interface XapiLog {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface XapiSenderOptions {
  /** Activity ids and the actor's home page are under this URL (the app's PUBLIC_URL). */
  baseUrl: string;
  log: XapiLog;
  fetch?: typeof fetch;
  flushMs?: number;
  firstRetryMs?: number;
  timeoutMs?: number;
}

export interface XapiStats {
  sent: number;
  refused: number;
  dropped: number;
  queued: number;
}

/** What finishStatements makes of a play: one per scored answer, and completed. */
function statementCount(play: AcceptedPlay): number {
  return play.score.answers.length + (play.complete ? 1 : 0);
}

type Outcome = 'sent' | 'refused' | 'retry' | 'split';

export class XapiSender {
  private queue: Statement[] = [];
  private plays: AcceptedPlay[] = [];
  /** Statements the waiting plays will make. */
  private planned = 0;
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;
  private retryMs = 0;
  private closed = false;
  readonly stats: XapiStats = { sent: 0, refused: 0, dropped: 0, queued: 0 };

  constructor(
    private readonly config: XapiConfig,
    private readonly options: XapiSenderOptions,
  ) {}

  /** Queues the statements of accepted plays; returns at once. */
  record(plays: readonly AcceptedPlay[]): void {
    if (this.closed || plays.length === 0) return;
    for (const play of plays) {
      this.plays.push(play);
      this.planned += statementCount(play);
    }
    this.trim();
    this.schedule(this.pending() >= BATCH_SIZE ? 0 : (this.options.flushMs ?? FLUSH_MS));
  }

  /** Sends everything queued now, waiting for retries to run out only while `until` allows. */
  async flush(until = Date.now() + 30_000): Promise<void> {
    while (this.pending() > 0 && Date.now() < until) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      await this.sendOnce();
      if (this.retryMs > 0 && this.pending() > 0) {
        const wait = Math.min(this.retryMs, until - Date.now());
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  /** Stops taking plays and sends what is queued for up to `deadlineMs`. */
  async close(deadlineMs = 5_000): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.sending;
    await this.flush(Date.now() + deadlineMs);
    if (this.pending() > 0)
      this.options.log.warn({ unsent: this.pending() }, 'xapi: statements not sent at shutdown');
  }

  private pending(): number {
    return this.queue.length + this.planned;
  }

  /** Past MAX_QUEUED, the oldest plays not yet made into statements go (never a batch in flight). */
  private trim(): void {
    let dropped = 0;
    while (this.pending() > MAX_QUEUED && this.plays.length > 0) {
      const count = statementCount(this.plays.shift()!);
      this.planned -= count;
      dropped += count;
    }
    if (dropped === 0) return;
    this.stats.dropped += dropped;
    this.options.log.warn({ dropped }, 'xapi: queue full, the oldest statements dropped');
  }

  private schedule(ms: number): void {
    if (this.closed || this.sending) return;
    if (this.timer) {
      if (ms > 0) return;
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sendOnce().then(() => {
        if (this.pending() > 0) this.schedule(this.retryMs || 0);
      });
    }, ms);
    this.timer.unref();
  }

  /** Statements are built when sent, off the finish's request. */
  private fill(): void {
    while (this.plays.length > 0 && this.queue.length < BATCH_SIZE) {
      const play = this.plays.shift()!;
      this.planned -= statementCount(play);
      this.queue.push(...finishStatements(this.options.baseUrl, play));
    }
    this.stats.queued = this.pending();
  }

  private sendOnce(): Promise<void> {
    if (!this.sending) {
      this.sending = this.sendBatch().finally(() => {
        this.sending = null;
        this.stats.queued = this.pending();
      });
    }
    return this.sending;
  }

  private async sendBatch(): Promise<void> {
    this.fill();
    const batch = this.queue.slice(0, BATCH_SIZE);
    if (batch.length === 0) return;
    const outcome = await this.post(batch);
    if (outcome === 'sent' || outcome === 'refused') {
      this.queue.splice(0, batch.length);
      this.stats[outcome === 'sent' ? 'sent' : 'refused'] += batch.length;
      this.retryMs = 0;
      return;
    }
    if (outcome === 'split') {
      for (const statement of batch) {
        const alone = await this.post([statement]);
        if (alone === 'retry') {
          this.backOff();
          return;
        }
        this.queue.shift();
        if (alone === 'sent') this.stats.sent++;
        else this.stats.refused++;
      }
      this.retryMs = 0;
      return;
    }
    this.backOff();
  }

  private backOff(): void {
    this.retryMs = Math.min(
      LAST_RETRY_MS,
      this.retryMs ? this.retryMs * 2 : (this.options.firstRetryMs ?? FIRST_RETRY_MS),
    );
  }

  private async post(statements: Statement[]): Promise<Outcome> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-experience-api-version': XAPI_VERSION,
    };
    if (this.config.username !== null) {
      const pair = `${this.config.username}:${this.config.password ?? ''}`;
      headers['authorization'] = `Basic ${Buffer.from(pair).toString('base64')}`;
    }
    let status: number;
    let detail: string;
    try {
      const answer = await (this.options.fetch ?? fetch)(`${this.config.endpoint}/statements`, {
        method: 'POST',
        headers,
        body: JSON.stringify(statements),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? TIMEOUT_MS),
      });
      status = answer.status;
      detail = (await answer.text()).slice(0, 500);
    } catch (e) {
      this.options.log.warn({ err: String(e) }, 'xapi: the LRS could not be reached');
      return 'retry';
    }
    if (status >= 200 && status < 300) return 'sent';
    if (status === 400 || status === 409) {
      if (statements.length > 1) return 'split';
      this.options.log.error(
        { status, detail, statement: statements[0]!.id },
        'xapi: the LRS refused a statement',
      );
      return 'refused';
    }
    this.options.log.warn({ status, detail }, 'xapi: the LRS did not take the batch');
    return 'retry';
  }
}
