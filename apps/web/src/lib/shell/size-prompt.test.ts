import { describe, expect, it } from 'vitest';
import { shouldShowSizePrompt, SIZE_PROMPT_MIN_WIDTH } from './size-prompt';

describe('size prompt rule', () => {
  it('shows on a wide window without touch', () => {
    expect(shouldShowSizePrompt({ viewportWidth: 1280, maxTouchPoints: 0 })).toBe(true);
    expect(shouldShowSizePrompt({ viewportWidth: 901, maxTouchPoints: 0 })).toBe(true);
  });

  it('does not show at 900 px or narrower', () => {
    expect(SIZE_PROMPT_MIN_WIDTH).toBe(900);
    expect(shouldShowSizePrompt({ viewportWidth: 900, maxTouchPoints: 0 })).toBe(false);
    expect(shouldShowSizePrompt({ viewportWidth: 360, maxTouchPoints: 0 })).toBe(false);
  });

  it('never shows on a touch device, however wide', () => {
    expect(shouldShowSizePrompt({ viewportWidth: 1366, maxTouchPoints: 10 })).toBe(false);
    expect(shouldShowSizePrompt({ viewportWidth: 1024, maxTouchPoints: 1 })).toBe(false);
  });
});
