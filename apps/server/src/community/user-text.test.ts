import { describe, expect, it } from 'vitest';
import { checkUserText, POST_MAX } from './user-text';

describe('user text', () => {
  it('trims and accepts ordinary text in the five languages', () => {
    expect(checkUserText('  Hello, who studies English?  ', POST_MAX)).toEqual({
      ok: true,
      text: 'Hello, who studies English?',
    });
    for (const t of ['Selamat pagi semua', 'สวัสดีครับ', 'नमस्ते दोस्तों', 'Apa khabar?'])
      expect(checkUserText(t, POST_MAX).ok).toBe(true);
  });
  it('refuses empty, too long and banned words (en, id, ms) inside a sentence', () => {
    expect(checkUserText('   ', POST_MAX)).toEqual({ ok: false, reason: 'empty' });
    expect(checkUserText('a'.repeat(POST_MAX + 1), POST_MAX)).toEqual({
      ok: false,
      reason: 'too_long',
    });
    for (const t of ['you are a fucking cheat', 'dasar kontol kamu', 'kau ni babi la'])
      expect(checkUserText(t, POST_MAX)).toEqual({ ok: false, reason: 'banned_word' });
  });
  it('keeps markup as plain text (rendering makes it harmless)', () => {
    expect(checkUserText('<script>alert(1)</script>', POST_MAX)).toEqual({
      ok: true,
      text: '<script>alert(1)</script>',
    });
  });
});
