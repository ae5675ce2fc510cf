/**
 * Snackbars (sections 4, 8, 9): one shown at a time, the rest queued, at most SNACKBAR_MAX (10)
 * in all (shown + waiting); a snackbar equal to one already shown or waiting (same type and
 * message) is not added again. A snackbar hides itself after SNACKBAR_AUTOHIDE_MS (3 s), except an
 * error snackbar, which stays until dismissed (section 8). When one hides the next one shows.
 *
 * When the queue is full a new snackbar is dropped (`show` returns null): the ones already waiting
 * were raised first and the student sees them in order.
 *
 * UI binding: `subscribe` (e.g. into a valtio proxy or useSyncExternalStore) and render
 * `state.current`; call `dismiss(id)` from its close button or action.
 */
import { SNACKBAR_AUTOHIDE_MS, SNACKBAR_MAX } from '@web-ed/engine';
import { globalTimers, type TimerHandle, type Timers } from './timers';

export type SnackbarType = 'info' | 'success' | 'warning' | 'error';

export interface SnackbarInput {
  /** The text, or an i18n key the view translates. */
  message: string;
  /** Default 'info'. */
  type?: SnackbarType;
  /** Optional action button (e.g. retry): an i18n key for its label and an id the view handles. */
  action?: { label: string; id: string };
}

export interface Snackbar {
  id: number;
  message: string;
  type: SnackbarType;
  action?: { label: string; id: string };
}

export interface SnackbarState {
  current: Snackbar | null;
  waiting: readonly Snackbar[];
}

export interface SnackbarQueueOptions {
  timers?: Timers;
  max?: number;
  autoHideMs?: number;
}

export class SnackbarQueue {
  private current: Snackbar | null = null;
  private waiting: Snackbar[] = [];
  private timer: TimerHandle | null = null;
  private nextId = 1;
  private readonly listeners = new Set<(state: SnackbarState) => void>();
  private readonly timers: Timers;
  private readonly max: number;
  private readonly autoHideMs: number;

  constructor(options: SnackbarQueueOptions = {}) {
    this.timers = options.timers ?? globalTimers;
    this.max = options.max ?? SNACKBAR_MAX;
    this.autoHideMs = options.autoHideMs ?? SNACKBAR_AUTOHIDE_MS;
  }

  get state(): SnackbarState {
    return { current: this.current, waiting: [...this.waiting] };
  }

  /** Queues a snackbar; its id, or null when it is a duplicate or the queue is full. */
  show(input: SnackbarInput): number | null {
    const type = input.type ?? 'info';
    const all = this.current ? [this.current, ...this.waiting] : this.waiting;
    if (all.some((s) => s.type === type && s.message === input.message)) return null;
    if (all.length >= this.max) return null;
    const snackbar: Snackbar = { id: this.nextId++, message: input.message, type };
    if (input.action) snackbar.action = input.action;
    if (this.current === null) this.present(snackbar);
    else this.waiting.push(snackbar);
    this.emit();
    return snackbar.id;
  }

  /** Hides the shown snackbar (or removes a waiting one by id). */
  dismiss(id?: number): void {
    if (this.current !== null && (id === undefined || id === this.current.id)) {
      this.advance();
      this.emit();
      return;
    }
    const before = this.waiting.length;
    this.waiting = this.waiting.filter((s) => s.id !== id);
    if (this.waiting.length !== before) this.emit();
  }

  clear(): void {
    this.stopTimer();
    this.current = null;
    this.waiting = [];
    this.emit();
  }

  subscribe(listener: (state: SnackbarState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private present(snackbar: Snackbar): void {
    this.current = snackbar;
    if (snackbar.type !== 'error') {
      this.timer = this.timers.setTimeout(() => {
        this.timer = null;
        if (this.current?.id === snackbar.id) {
          this.advance();
          this.emit();
        }
      }, this.autoHideMs);
    }
  }

  private advance(): void {
    this.stopTimer();
    this.current = null;
    const next = this.waiting.shift();
    if (next) this.present(next);
  }

  private stopTimer(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private emit(): void {
    const state = this.state;
    for (const listener of this.listeners) listener(state);
  }
}
