import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { SNACKBAR_AUTOHIDE_MS, SNACKBAR_MAX } from '@web-ed/engine';
import { SnackbarQueue } from './snackbar-queue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SnackbarQueue', () => {
  it('shows one at a time and auto-hides after 3 s', () => {
    expect(SNACKBAR_AUTOHIDE_MS).toBe(3000);
    const q = new SnackbarQueue();
    q.show({ message: 'a' });
    q.show({ message: 'b', type: 'success' });
    expect(q.state.current?.message).toBe('a');
    expect(q.state.waiting.map((s) => s.message)).toEqual(['b']);
    vi.advanceTimersByTime(2999);
    expect(q.state.current?.message).toBe('a');
    vi.advanceTimersByTime(1);
    expect(q.state.current?.message).toBe('b');
    vi.advanceTimersByTime(3000);
    expect(q.state.current).toBeNull();
  });

  it('error snackbars do not auto-hide; the queue waits for a dismiss', () => {
    const q = new SnackbarQueue();
    const error = q.show({ message: 'errors:noInternet', type: 'error' });
    q.show({ message: 'next' });
    vi.advanceTimersByTime(60_000);
    expect(q.state.current?.id).toBe(error);
    q.dismiss();
    expect(q.state.current?.message).toBe('next');
    vi.advanceTimersByTime(3000);
    expect(q.state.current).toBeNull();
  });

  it('prevents duplicates of a shown or waiting snackbar', () => {
    const q = new SnackbarQueue();
    expect(q.show({ message: 'a' })).not.toBeNull();
    expect(q.show({ message: 'a' })).toBeNull();
    expect(q.show({ message: 'b' })).not.toBeNull();
    expect(q.show({ message: 'b' })).toBeNull();
    // Same text, other type: a different snackbar.
    expect(q.show({ message: 'a', type: 'error' })).not.toBeNull();
    vi.advanceTimersByTime(3000);
    // Once hidden it may come again.
    expect(q.show({ message: 'a' })).not.toBeNull();
  });

  it('holds at most 10, shown included, and drops newer ones', () => {
    const q = new SnackbarQueue();
    for (let i = 0; i < SNACKBAR_MAX; i++) expect(q.show({ message: `m${i}` })).not.toBeNull();
    expect(q.show({ message: 'overflow' })).toBeNull();
    expect(q.state.waiting).toHaveLength(SNACKBAR_MAX - 1);
    vi.advanceTimersByTime(3000);
    expect(q.show({ message: 'now fits' })).not.toBeNull();
  });

  it('a manual dismiss cancels the auto-hide of the one dismissed', () => {
    const q = new SnackbarQueue();
    q.show({ message: 'a' });
    vi.advanceTimersByTime(2000);
    q.dismiss();
    q.show({ message: 'b' });
    vi.advanceTimersByTime(1500);
    // b got its own full 3 s, not a's leftover second.
    expect(q.state.current?.message).toBe('b');
    vi.advanceTimersByTime(1500);
    expect(q.state.current).toBeNull();
  });

  it('removes a waiting snackbar by id and ignores unknown ids', () => {
    const q = new SnackbarQueue();
    q.show({ message: 'a' });
    const b = q.show({ message: 'b' })!;
    q.show({ message: 'c' });
    q.dismiss(b);
    q.dismiss(999);
    expect(q.state.waiting.map((s) => s.message)).toEqual(['c']);
  });

  it('notifies subscribers, clears, and keeps the action', () => {
    const q = new SnackbarQueue();
    const seen: (string | null)[] = [];
    const stop = q.subscribe((s) => seen.push(s.current?.message ?? null));
    q.show({ message: 'a', type: 'warning', action: { label: 'common:retry', id: 'retry' } });
    expect(q.state.current?.action).toEqual({ label: 'common:retry', id: 'retry' });
    vi.advanceTimersByTime(3000);
    q.show({ message: 'b' });
    q.clear();
    stop();
    q.show({ message: 'c' });
    expect(seen).toEqual(['a', null, 'b', null]);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('takes injected timers', () => {
    const callbacks: (() => void)[] = [];
    const q = new SnackbarQueue({
      timers: { setTimeout: (cb) => callbacks.push(cb), clearTimeout: () => {} },
    });
    q.show({ message: 'a' });
    expect(callbacks).toHaveLength(1);
    callbacks[0]!();
    expect(q.state.current).toBeNull();
  });
});
