import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_PROMPT_VISIBLE_MS } from '@web-ed/engine';
import {
  attachInstallPrompt,
  createInstallPrompt,
  type InstallPromptEvent,
  type InstallPromptStatus,
} from './install-prompt';

function offer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = {
    preventDefault: vi.fn(),
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  };
  return event satisfies InstallPromptEvent;
}

const fakeTimers = {
  setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

describe('install prompt state machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('captures the offer: prevents the browser prompt, keeps the event', () => {
    const m = createInstallPrompt({ timers: fakeTimers });
    expect(m.status()).toBe('idle');
    const e = offer();
    m.capture(e);
    expect(e.preventDefault).toHaveBeenCalledOnce();
    expect(m.status()).toBe('available');
  });

  it('hides the banner 60 s after it appears, not after the capture', () => {
    expect(INSTALL_PROMPT_VISIBLE_MS).toBe(60_000);
    const m = createInstallPrompt({ timers: fakeTimers });
    const seen: InstallPromptStatus[] = [];
    m.subscribe((s) => seen.push(s));
    m.capture(offer());
    vi.advanceTimersByTime(120_000);
    expect(m.status()).toBe('available');
    m.shown();
    expect(m.status()).toBe('visible');
    vi.advanceTimersByTime(INSTALL_PROMPT_VISIBLE_MS - 1);
    expect(m.status()).toBe('visible');
    vi.advanceTimersByTime(1);
    expect(m.status()).toBe('hidden');
    expect(seen).toEqual(['available', 'visible', 'hidden']);
    // Another offer in the same page load does not bring it back.
    m.capture(offer());
    m.shown();
    expect(m.status()).toBe('hidden');
  });

  it('install calls prompt() once and hides the banner', async () => {
    const m = createInstallPrompt({ timers: fakeTimers });
    const e = offer('accepted');
    m.capture(e);
    m.shown();
    await expect(m.install()).resolves.toBe('accepted');
    expect(e.prompt).toHaveBeenCalledOnce();
    expect(m.status()).toBe('hidden');
    await expect(m.install()).resolves.toBe('unavailable');
    expect(e.prompt).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dismiss hides it and stops the timer', () => {
    const m = createInstallPrompt({ timers: fakeTimers });
    m.capture(offer());
    m.shown();
    m.dismiss();
    expect(m.status()).toBe('hidden');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('appinstalled hides it for good', () => {
    const m = createInstallPrompt({ timers: fakeTimers });
    m.capture(offer());
    m.shown();
    m.installed();
    expect(m.status()).toBe('installed');
    expect(vi.getTimerCount()).toBe(0);
    const again = offer();
    m.capture(again);
    expect(again.preventDefault).toHaveBeenCalledOnce();
    m.shown();
    expect(m.status()).toBe('installed');
  });

  it('uses the injected timers', () => {
    const calls: number[] = [];
    const m = createInstallPrompt({
      timers: { setTimeout: (_cb, ms) => calls.push(ms), clearTimeout: () => undefined },
    });
    m.capture(offer());
    m.shown();
    expect(calls).toEqual([INSTALL_PROMPT_VISIBLE_MS]);
  });

  it('attaches to window events and detaches', () => {
    const target = new EventTarget();
    const m = createInstallPrompt({ timers: fakeTimers });
    const detach = attachInstallPrompt(m, target);
    const e = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
    });
    target.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    expect(m.status()).toBe('available');
    target.dispatchEvent(new Event('appinstalled'));
    expect(m.status()).toBe('installed');
    detach();
    const m2 = createInstallPrompt({ timers: fakeTimers });
    attachInstallPrompt(m2, target)();
    target.dispatchEvent(new Event('appinstalled'));
    expect(m2.status()).toBe('idle');
  });
});
