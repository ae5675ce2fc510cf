import { describe, expect, it } from 'vitest';
import { checkChatText } from './check-text';

describe('checkChatText', () => {
  it('passes a learning question, trimmed', () => {
    expect(checkChatText('  apa arti library?  ')).toEqual({ ok: true, text: 'apa arti library?' });
  });
  it('lets everyday Indonesian through ("nggak" is not a slur)', () => {
    expect(checkChatText('aku nggak ngerti soal ini')).toMatchObject({ ok: true });
  });
  it('refuses abusive words in any of our languages (code 2)', () => {
    for (const text of ['dasar goblok', 'you are a fucking idiot', 'bangsat lu']) {
      expect(checkChatText(text)).toMatchObject({ ok: false, code: 2, reason: 'abusive' });
    }
  });
  it('refuses personal data (code 3) and says which kind', () => {
    expect(checkChatText('wa aku 081234567890')).toMatchObject({
      ok: false,
      code: 3,
      reason: 'personal_data',
      kind: 'phone',
    });
  });
});
