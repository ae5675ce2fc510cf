import { describe, expect, it } from 'vitest';
import type { QuestionContext } from './context';
import {
  composeOfflineAnswer,
  intentOf,
  lookupTermIn,
  relevantParagraph,
  stepsOf,
  withoutAnswers,
} from './offline-tutor';

const fraction: QuestionContext = {
  questionId: 'math-1-1-01',
  question: 'Which fraction is equivalent to $\\frac{2}{3}$?',
  options: ['4/9', '8/12', '6/8', '3/2'],
  hint: 'Multiply the numerator and the denominator by the same number.',
  explanation:
    '$\\frac{2}{3} = \\frac{2 \\times 4}{3 \\times 4} = \\frac{8}{12}$. Multiplying the top and bottom by the same number does not change the value.',
  skillCheck: false,
};

const base = { lang: 'en' as const, helpGiven: 0, lookup: null, hits: [] };

describe('offline tutor pieces', () => {
  it('reads intents in mixed languages', () => {
    expect(intentOf('kak jawabannya apa?')).toBe('answer');
    expect(intentOf('kenapa yang b?')).toBe('explain');
    expect(intentOf('I dont understand, explain pls')).toBe('explain');
    expect(intentOf('halo!')).toBe('greeting');
    expect(intentOf('library')).toBe('other');
  });

  it('finds the word asked about', () => {
    expect(lookupTermIn('apa arti "library"?')).toBe('library');
    expect(lookupTermIn('arti library')).toBe('library');
    expect(lookupTermIn('Library artinya apa?')).toBe('library');
    expect(lookupTermIn('What does canteen mean?')).toBe('canteen');
    expect(lookupTermIn('apa artinya library')).toBe('library');
    expect(lookupTermIn('kenapa jawabannya b')).toBeNull();
  });

  it('splits an explanation into steps and finds the paragraph of a question', () => {
    expect(stepsOf(fraction.explanation!)).toHaveLength(2);
    const passage = 'Nurul lives in Shah Alam.\n\nShe sells kuih with her mother at the market.';
    expect(relevantParagraph(passage, 'What does she sell at the market with her mother?')).toBe(2);
    expect(relevantParagraph(passage, 'xyz?')).toBeNull();
  });
});

describe('composeOfflineAnswer', () => {
  it('climbs the ladder: hint and a guiding question, then one step, then the explanation', () => {
    const first = composeOfflineAnswer({ ...base, text: 'help', context: fraction });
    expect(first).toContain('Here is a hint: Multiply the numerator');
    expect(first).toContain('What do you think the question is really asking?');
    expect(first).not.toContain('8}{12');
    const second = composeOfflineAnswer({
      ...base,
      text: 'still stuck',
      context: fraction,
      helpGiven: 1,
    });
    expect(second).toMatch(/^Let us go one step at a time: \$\\frac\{2\}\{3\} =/);
    expect(second).not.toContain('does not change the value');
    const third = composeOfflineAnswer({ ...base, text: 'hmm', context: fraction, helpGiven: 2 });
    expect(third).toContain('does not change the value');
  });

  it('never hands over the key when asked for the answer; "why" moves a rung up', () => {
    const asked = composeOfflineAnswer({
      ...base,
      text: 'just tell me the answer',
      context: fraction,
    });
    expect(asked).toMatch(/^I will not just give you the answer/);
    expect(asked).toContain('hint');
    const why = composeOfflineAnswer({ ...base, lang: 'id', text: 'kenapa?', context: fraction });
    expect(why).toMatch(/^Kita coba selangkah demi selangkah/);
  });

  it('refuses in a skill check, whatever is asked', () => {
    const out = composeOfflineAnswer({
      ...base,
      lang: 'id',
      text: 'jawabannya apa',
      context: { ...fraction, skillCheck: true },
      lookup: { term: 'a', translation: 'b', alternatives: [] },
    });
    expect(out).toMatch(/^Ini tes kemampuan/);
  });

  it('answers a word from the dictionary, and from the search without a question', () => {
    expect(
      composeOfflineAnswer({
        ...base,
        lang: 'id',
        text: 'arti library',
        context: null,
        lookup: { term: 'library', translation: 'perpustakaan', alternatives: ['pustaka'] },
      }),
    ).toBe('"library" artinya "perpustakaan". Bisa juga berarti: pustaka.');
    expect(
      composeOfflineAnswer({
        ...base,
        text: 'how do streaks work',
        context: null,
        hits: [{ title: 'Streaks', text: 'Play one complete lesson a day.' }],
      }),
    ).toBe('Here is what I found in "Streaks":\nPlay one complete lesson a day.');
    expect(composeOfflineAnswer({ ...base, text: 'qwerty', context: null })).toMatch(
      /could not find/,
    );
  });
});

describe('withoutAnswers', () => {
  it('blanks the answers out of a quoted explanation, whole words, any case', () => {
    expect(
      withoutAnswers('Library artinya perpustakaan. A library lends books.', ['Library.']),
    ).toBe('____ artinya perpustakaan. A ____ lends books.');
    expect(withoutAnswers('"Good morning" is used until noon.', ['Good morning!'])).toBe(
      '"____" is used until noon.',
    );
    expect(withoutAnswers('12 ÷ 3 = 4, so 4 groups; 14 is too many.', ['4'])).toBe(
      '12 ÷ 3 = 4, so 4 groups; 14 is too many.',
    );
    expect(withoutAnswers('12 ÷ 3 = 40 … 40 groups', ['40'])).toBe('12 ÷ 3 = ____ … ____ groups');
    expect(withoutAnswers('Librarian is a job.', ['Library'])).toBe('Librarian is a job.');
  });
});
