import { describe, expect, it } from 'vitest';
import type { QuestionContext } from './context';
import { composeOfflineAnswer } from './offline-tutor';
import { translateOfflineText } from './translate-message';

const listening: QuestionContext = {
  questionId: 'l-1',
  question: 'Where is Tom going?',
  passage: 'Tom is going to the market.',
  options: ['School', 'Market'],
  hint: 'Listen for a place.',
  explanation: 'Tom says "market". So the answer is the place he names.',
  skillCheck: false,
};
const base = { helpGiven: 0, lookup: null, hits: [] };

describe('translateOfflineText', () => {
  it('writes the tutor phrases again in the target language, values unchanged', () => {
    const en = composeOfflineAnswer({ ...base, text: 'help', lang: 'en', context: listening });
    const id = composeOfflineAnswer({ ...base, text: 'help', lang: 'id', context: listening });
    expect(en).toContain('Here is a hint: Listen for a place.');
    expect(translateOfflineText(en, 'id')).toEqual({ text: id, translated: true });
    expect(translateOfflineText(id, 'en')).toEqual({ text: en, translated: true });
  });

  it('keeps the course value of an explanation and the step phrases', () => {
    for (const helpGiven of [1, 2]) {
      const input = { ...base, helpGiven, text: 'why?', context: listening };
      const th = composeOfflineAnswer({ ...input, lang: 'th' });
      const hi = composeOfflineAnswer({ ...input, lang: 'hi' });
      expect(translateOfflineText(th, 'hi').text).toBe(hi);
    }
  });

  it('a word lookup and the refusal during a skill check', () => {
    const lookup = { term: 'market', translation: 'pasar', alternatives: ['pekan'] };
    const en = composeOfflineAnswer({
      ...base,
      lookup,
      text: 'what does market mean',
      lang: 'en',
      context: listening,
    });
    const ms = composeOfflineAnswer({
      ...base,
      lookup,
      text: 'apa maksud market',
      lang: 'ms',
      context: listening,
    });
    expect(translateOfflineText(en, 'ms').text).toBe(ms);
    const check = { ...listening, skillCheck: true };
    expect(
      translateOfflineText(
        composeOfflineAnswer({ ...base, text: 'x', lang: 'en', context: check }),
        'id',
      ).text,
    ).toBe(composeOfflineAnswer({ ...base, text: 'x', lang: 'id', context: check }));
  });

  it('leaves text it does not know (a model answer) untranslated', () => {
    const text = 'What place do you hear Tom talk about?';
    expect(translateOfflineText(text, 'id')).toEqual({ text, translated: false });
  });
});
