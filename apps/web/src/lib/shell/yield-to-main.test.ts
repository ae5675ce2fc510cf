import { describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    const win = { scheduler: { yield: yielded }, setTimeout: vi.fn() } as unknown as Window;
    await yieldToMain(win);
    expect(yielded).toHaveBeenCalledOnce();
    expect(win.setTimeout).not.toHaveBeenCalled();
  });

  it('else resolves from a zero timeout, in a task of its own', async () => {
    let run: (() => void) | undefined;
    const win = {
      setTimeout: vi.fn((callback: () => void, ms: number) => {
        expect(ms).toBe(0);
        run = callback;
        return 1;
      }),
    } as unknown as Window;
    let resumed = false;
    const done = yieldToMain(win).then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed, 'not before the timeout fires').toBe(false);
    run!();
    await done;
    expect(resumed).toBe(true);
  });
});
