import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** A window whose load event and idle callbacks the test fires. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const target = new EventTarget();
  const idle: { run: () => void; timeout: number | undefined }[] = [];
  const win = Object.assign(target, {
    document: { readyState },
    requestIdleCallback: withIdle
      ? (run: () => void, options?: { timeout?: number }) =>
          idle.push({ run, timeout: options?.timeout })
      : undefined,
    cancelIdleCallback: (handle: number) => {
      idle.splice(handle - 1, 1);
    },
    setTimeout: (run: () => void) => {
      idle.push({ run, timeout: undefined });
      return idle.length;
    },
    clearTimeout: () => undefined,
  });
  return { win: win as unknown as Window, idle };
}

describe('afterFirstPaint', () => {
  it('waits for the load event, then for an idle moment of at most 1.5 s', () => {
    const { win, idle } = fakeWindow('loading');
    const run = vi.fn();
    afterFirstPaint(run, win);
    expect(idle).toHaveLength(0);
    win.dispatchEvent(new Event('load'));
    expect(idle).toEqual([{ run: expect.any(Function), timeout: 1500 }]);
    expect(run).not.toHaveBeenCalled();
    idle[0]!.run();
    expect(run).toHaveBeenCalledOnce();
  });

  it('only waits for idle when the page has loaded already', () => {
    const { win, idle } = fakeWindow('complete');
    const run = vi.fn();
    afterFirstPaint(run, win);
    idle[0]!.run();
    expect(run).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where there is no requestIdleCallback (Safari)', () => {
    const { win, idle } = fakeWindow('complete', false);
    const run = vi.fn();
    afterFirstPaint(run, win);
    expect(idle).toEqual([{ run: expect.any(Function), timeout: undefined }]);
    idle[0]!.run();
    expect(run).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled, before or after the load event', () => {
    const before = fakeWindow('loading');
    const run = vi.fn();
    afterFirstPaint(run, before.win)();
    before.win.dispatchEvent(new Event('load'));
    expect(before.idle).toHaveLength(0);

    const after = fakeWindow('complete');
    const cancel = afterFirstPaint(run, after.win);
    const pending = after.idle[0]!;
    cancel();
    pending.run();
    expect(run).not.toHaveBeenCalled();
  });
});
