import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { VocabularyContent } from '@web-ed/schemas';
import { importFile } from '../index';
import { full, scoreOf } from '../testing/score-question';
import { IMPORT_FIXTURES, zipFolder } from '../testing/zip-folder';

const OPTS = { courseId: 9140, lang: 'en' };
const importH5p = (name: string) =>
  importFile(`${name}.h5p`, zipFolder(`${IMPORT_FIXTURES}/h5p/${name}`), OPTS);
const questionsOf = (r: ReturnType<typeof importFile>) =>
  r.course!.chapters[0]!.tasks[0]!.questions;
const vocabularyOf = (r: ReturnType<typeof importFile>) =>
  questionsOf(r).map((q) => q.content as unknown as VocabularyContent);
/** The option ids a student who knows every word picks, item by item. */
const rightPicks = (c: VocabularyContent) => c.items.map((item) => item.answers[0]!);
/** The word each recall item asks for, by its prompt. */
const asked = (c: VocabularyContent) =>
  Object.fromEntries(
    c.items.map((item) => [item.prompt, item.options.find((o) => o.id === item.answers[0])!.text]),
  );
const GENERATED = {
  path: 'content/content.json',
  level: 'warning',
  message: expect.stringMatching(/^The vocabulary minigame shows the cards, then scores questions/),
};
/** A package of one H5P.Dialogcards of `dialogs` (front, back). */
const dialogs = (cards: [string, string][]) =>
  importFile(
    'x.h5p',
    zipSync({
      'h5p.json': strToU8(JSON.stringify({ title: 'T', mainLibrary: 'H5P.Dialogcards 1.9' })),
      'content/content.json': strToU8(
        JSON.stringify({ dialogs: cards.map(([text, answer]) => ({ text, answer })) }),
      ),
    }),
    OPTS,
  );

describe('H5P.Flashcards and H5P.Dialogcards', () => {
  it('map flashcards onto vocabulary: the answer the word, the question its meaning, recall items made', () => {
    const r = importH5p('flashcards');
    expect(r.report).toEqual([
      {
        path: 'content/content.json#/cards/1/tip/tip',
        level: 'warning',
        message: 'The tip is left out: vocabulary cards have no tips.',
      },
      {
        path: 'content/content.json#/cards/2/image/path',
        level: 'warning',
        message: 'The image is left out: vocabulary cards show no picture.',
      },
      {
        path: 'content/content.json#/cards/5/image/path',
        level: 'warning',
        message: 'The image is left out: vocabulary cards show no picture.',
      },
      {
        path: 'content/content.json#/cards/5/text',
        level: 'error',
        message:
          'There is no text here, and a vocabulary card needs a word and its meaning. The card is left out.',
      },
      GENERATED,
    ]);
    expect(r.media).toEqual([]);
    const [q] = questionsOf(r);
    expect(q!.type).toBe(33);
    const [c] = vocabularyOf(r);
    expect(c!.instruction).toBe('What do we call these young animals?');
    expect(c!.cards).toEqual([
      { word: 'puppy', meaning: 'a young dog' },
      // The first of "kitten|kitty": the student picks the word, never types it.
      { word: 'kitten', meaning: 'a young cat' },
      { word: 'calf', meaning: 'a young cow' },
      { word: 'foal', meaning: 'a young horse' },
      { word: 'lamb', meaning: 'What do we call a young sheep?' },
    ]);
    // One item per card (5, under the 6 a question holds); a card's question is asked as it is.
    expect(asked(c!)).toEqual({
      'Which word means “a young dog”?': 'puppy',
      'Which word means “a young cat”?': 'kitten',
      'Which word means “a young cow”?': 'calf',
      'Which word means “a young horse”?': 'foal',
      'What do we call a young sheep?': 'lamb',
    });
    for (const item of c!.items) expect(item.options).toHaveLength(4);
    // Shuffled once: the right word is not always first, and the same file imports the same way.
    expect(new Set(rightPicks(c!)).size).toBeGreaterThan(1);
    expect(questionsOf(importH5p('flashcards'))).toEqual(questionsOf(r));
    expect(scoreOf(q!, rightPicks(c!))).toEqual(full(5));
    const oneWrong = rightPicks(c!).map((id, i) => (i === 0 ? (id === 'a' ? 'b' : 'a') : id));
    expect(scoreOf(q!, oneWrong)).toEqual({ kind: 'points', earned: 4, total: 5 });
  });

  it('map dialog cards onto vocabulary: the front the word, the back its meaning, the recordings copied', () => {
    const r = importH5p('dialogcards');
    expect(r.report).toEqual([
      {
        path: 'content/content.json#/dialogs/1/tips/front',
        level: 'warning',
        message: 'The tip is left out: vocabulary cards have no tips.',
      },
      GENERATED,
    ]);
    const [q] = questionsOf(r);
    const [c] = vocabularyOf(r);
    expect(c!.title).toBe('Feelings');
    expect(c!.instruction).toBe('Turn each card to see what the word means.');
    expect(c!.cards.slice(0, 3)).toEqual([
      {
        word: 'cheerful',
        meaning: 'happy and friendly, in a way others can see',
        audio: 'assets/cheerful.wav',
      },
      { word: 'nervous', meaning: 'worried and a little afraid', audio: 'assets/nervous.wav' },
      { word: 'proud', meaning: 'pleased about something good you have done' },
    ]);
    expect(r.media.map((m) => [m.path, m.bytes.length])).toEqual([
      ['assets/cheerful.wav', 2044],
      ['assets/nervous.wav', 2044],
    ]);
    expect(asked(c!)['Which word means “tired and not interested”?']).toBe('bored');
    expect(scoreOf(q!, rightPicks(c!))).toEqual(full(5));
  });

  it('splits a deck of more than 12 cards into even questions, each asking at most 6 of its words', () => {
    const words = Array.from({ length: 20 }, (_, i) => `word${i + 1}`);
    const r = dialogs(words.map((w) => [w, `meaning of ${w}`]));
    expect(r.report).toEqual([
      {
        path: 'content/content.json#/dialogs',
        level: 'warning',
        message:
          'Its 20 cards are split into 2 vocabulary questions of 10 cards: a question holds at most 12.',
      },
      GENERATED,
    ]);
    const contents = vocabularyOf(r);
    expect(contents.map((c) => c.cards.map((card) => card.word))).toEqual([
      words.slice(0, 10),
      words.slice(10),
    ]);
    for (const [i, c] of contents.entries()) {
      expect(c.items).toHaveLength(6);
      // Every word offered is one of the question's own cards.
      const own = new Set(c.cards.map((card) => card.word));
      for (const item of c.items) for (const o of item.options) expect(own.has(o.text)).toBe(true);
      expect(scoreOf(questionsOf(r)[i]!, rightPicks(c))).toEqual(full(6));
    }
    expect(dialogs(words.slice(0, 13).map((w) => [w, `m ${w}`])).report[0]!.message).toBe(
      'Its 13 cards are split into 2 vocabulary questions of 7 and 6 cards: a question holds at most 12.',
    );
  });

  it('leaves out the cards a vocabulary question cannot hold, and a deck of fewer than 2', () => {
    const r = dialogs([
      ['dog', 'an animal that barks'],
      ['Dog', 'a pet'],
      ['x'.repeat(61), 'too long a word'],
      ['hound', 'an animal that barks'],
      ['cat', ''],
    ]);
    expect(r.report.slice(0, 3)).toEqual([
      {
        path: 'content/content.json#/dialogs/1/text',
        level: 'error',
        message: '"Dog" is the word of an earlier card too. The card is left out.',
      },
      {
        path: 'content/content.json#/dialogs/2/text',
        level: 'error',
        message:
          'Its word is longer than the 60 characters a vocabulary card holds. The card is left out.',
      },
      {
        path: 'content/content.json#/dialogs/4/answer',
        level: 'error',
        message:
          'There is no text here, and a vocabulary card needs a word and its meaning. The card is left out.',
      },
    ]);
    // Two words of one meaning: no question can tell them apart.
    expect(r.report[3]).toEqual({
      path: 'content/content.json#/dialogs',
      level: 'error',
      message:
        'Its cards "dog", "hound" all have the same meaning, so no question can tell their words apart. They are left out.',
    });
    expect(r.course).toBeNull();

    const lone = dialogs([['dog', 'an animal that barks']]);
    expect(lone.report[0]).toEqual({
      path: 'content/content.json#/dialogs',
      level: 'error',
      message:
        "It has one card with a word and its meaning, and the vocabulary minigame's questions choose among the words of 2 or more. It is left out.",
    });
    expect(lone.course).toBeNull();
  });

  it('asks once per meaning, never offering another word of the same meaning as a wrong one', () => {
    const r = dialogs([
      ['dog', 'an animal that barks'],
      ['hound', 'an animal that barks'],
      ['cat', 'an animal that purrs'],
    ]);
    const [c] = vocabularyOf(r);
    const words = c!.items.map((item) => ({
      right: item.options.find((o) => o.id === item.answers[0])!.text,
      offered: item.options.map((o) => o.text).sort(),
    }));
    expect(words).toHaveLength(2);
    const barks = words.find((w) => w.right !== 'cat')!;
    expect(barks.offered).toEqual([barks.right, 'cat'].sort());
    expect(words.find((w) => w.right === 'cat')!.offered).toEqual(['cat', 'dog', 'hound']);
  });
});
