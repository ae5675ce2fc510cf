import { describe, expect, it } from 'vitest';
import type { SpeakingContent } from '@web-ed/schemas';
import { speaking } from './index';
import { checkSpeaking, expectedAnswer, scoreSpeaking } from './score';

const brothers: SpeakingContent = { text: 'I have 2 brothers.', lang: 'en' };
const grade: SpeakingContent = {
  text: 'I am in grade 8.',
  answers: ['I am in grade 8.', "I'm in grade 8."],
  lang: 'en',
};
const kakak: SpeakingContent = { text: 'Saya punya 2 kakak.', lang: 'id' };

const right = { kind: 'points', earned: 1, total: 1 };
const wrong = { kind: 'points', earned: 0, total: 1 };
const ctx = { lang: 'en' as const, subjectId: 104 };

describe('scoreSpeaking', () => {
  it('accepts the sentence itself when no answers are listed', () => {
    expect(scoreSpeaking(brothers, ['I have 2 brothers.'])).toEqual(right);
  });

  it('hears digits and number words as the same ("2" = "two"), both ways', () => {
    // Recognisers write numbers as digits or words depending on the engine and the phone.
    expect(scoreSpeaking(brothers, ['i have two brothers'])).toEqual(right);
    const spelled: SpeakingContent = { text: 'I have two brothers.' };
    expect(scoreSpeaking(spelled, ['I have 2 brothers'])).toEqual(right);
    expect(
      scoreSpeaking({ text: 'There are 32 students in my class.' }, [
        'there are thirty-two students in my class',
      ]),
    ).toEqual(right);
  });

  it('spells digits in the language spoken: Indonesian "2" is "dua"', () => {
    expect(scoreSpeaking(kakak, ['saya punya dua kakak'])).toEqual(right);
    expect(
      scoreSpeaking({ text: 'Umur saya 15 tahun.', lang: 'id' }, ['umur saya lima belas tahun']),
    ).toEqual(right);
    expect(scoreSpeaking(kakak, ['saya punya two kakak'])).toEqual(wrong);
  });

  it('ignores case, edge punctuation, extra spaces and newlines', () => {
    expect(scoreSpeaking(brothers, ['  I HAVE 2\n  brothers!! '])).toEqual(right);
    expect(scoreSpeaking(brothers, ['I have\r\n2\tbrothers'])).toEqual(right);
  });

  it('accepts any listed answer, and only those', () => {
    expect(scoreSpeaking(grade, ['im in grade eight'])).toEqual(wrong);
    expect(scoreSpeaking(grade, ['I’m in grade eight'])).toEqual(right);
    expect(scoreSpeaking(grade, ['I am in grade eight'])).toEqual(right);
    expect(scoreSpeaking(grade, ['I am in grade nine'])).toEqual(wrong);
  });

  it('gives nothing for a different sentence or a missing word', () => {
    expect(scoreSpeaking(brothers, ['I have 3 brothers'])).toEqual(wrong);
    expect(scoreSpeaking(brothers, ['I have brothers'])).toEqual(wrong);
  });

  it('is invalid, not wrong, when nothing was said', () => {
    expect(scoreSpeaking(brothers, [])).toMatchObject({ kind: 'invalid' });
    expect(scoreSpeaking(brothers, [''])).toMatchObject({ kind: 'invalid' });
    expect(scoreSpeaking(brothers, ['  \n '])).toMatchObject({ kind: 'invalid' });
    expect(scoreSpeaking(brothers, ['...'])).toMatchObject({ kind: 'invalid' });
  });

  it('scores a hidden sentence as a shown one: the answers, else the sentence', () => {
    const legs: SpeakingContent = {
      prompt: 'How many legs does a spider have?',
      text: 'A spider has 8 legs.',
      answers: ['A spider has 8 legs.', 'It has 8 legs.'],
      hideSentence: true,
    };
    expect(scoreSpeaking(legs, ['it has eight legs'])).toEqual(right);
    expect(scoreSpeaking(legs, ['a spider has six legs'])).toEqual(wrong);
    expect(expectedAnswer(legs)).toEqual(['A spider has 8 legs.', 'It has 8 legs.']);
  });

  it('defaults the spoken language to English', () => {
    expect(scoreSpeaking({ text: 'I have 2 brothers.' }, ['I have two brothers'])).toEqual(right);
  });

  it('goes by the spoken language, not the language of the instructions (the plugin ignores ctx.lang)', () => {
    expect(
      speaking.score(brothers, ['I have two brothers'], { lang: 'id', subjectId: 104 }),
    ).toEqual(right);
    expect(speaking.score(kakak, ['Saya punya dua kakak'], ctx)).toEqual(right);
  });
});

describe('expectedAnswer', () => {
  it('is the sentence when no answers are listed', () => {
    expect(expectedAnswer(brothers)).toEqual(['I have 2 brothers.']);
  });

  it('is a copy of the answers', () => {
    const expected = expectedAnswer(grade);
    expect(expected).toEqual(['I am in grade 8.', "I'm in grade 8."]);
    expected.push('x');
    expect(grade.answers).toHaveLength(2);
  });
});

describe('checkSpeaking', () => {
  it('accepts sound content', () => {
    expect(checkSpeaking(brothers)).toEqual([]);
    expect(checkSpeaking(grade)).toEqual([]);
    expect(checkSpeaking(kakak)).toEqual([]);
  });

  it('reports a sentence that saying would not pass', () => {
    expect(checkSpeaking({ text: 'I have 2 brothers.', answers: ['I have two sisters.'] })).toEqual(
      [
        {
          path: '/answers',
          message: 'the sentence shown is not among the answers: saying it would be marked wrong',
        },
      ],
    );
  });

  it('reports answers that repeat each other once normalised, at the repeat', () => {
    expect(
      checkSpeaking({
        text: 'I have 2 brothers.',
        answers: ['I have 2 brothers.', 'i have two brothers'],
      }),
    ).toEqual([
      {
        path: '/answers/1',
        message: 'answer is the same as answer 0 once normalised ("i have two brothers")',
      },
    ]);
  });

  it('asks a hidden sentence for the question it answers', () => {
    const legs: SpeakingContent = {
      prompt: 'How many legs does a spider have?',
      text: 'A spider has 8 legs.',
      hideSentence: true,
    };
    expect(checkSpeaking(legs)).toEqual([]);
    expect(checkSpeaking({ ...legs, prompt: undefined })).toEqual([
      {
        path: '/prompt',
        message: 'the sentence is hidden, so a prompt must ask the question it answers',
      },
    ]);
    expect(checkSpeaking({ ...legs, prompt: ' ' }).map((i) => i.path)).toEqual(['/prompt']);
    // Shown sentences need no prompt.
    expect(checkSpeaking({ text: 'Hello.', hideSentence: false })).toEqual([]);
  });

  it('reports text or answers with no words', () => {
    expect(checkSpeaking({ text: '?!' }).map((i) => i.path)).toEqual(['/text']);
    expect(checkSpeaking({ text: 'Hello.', answers: ['Hello.', '—'] }).map((i) => i.path)).toEqual([
      '/answers/1',
    ]);
  });
});
