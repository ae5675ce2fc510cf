import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { registry } from '@web-ed/plugins';
import type { SpeakingContent } from '@web-ed/schemas';
import { importFile } from '../index';
import { full, scoreOf } from '../testing/score-question';
import { IMPORT_FIXTURES, zipFolder } from '../testing/zip-folder';

const OPTS = { courseId: 9130, lang: 'en' };
const importH5p = (name: string) =>
  importFile(`${name}.h5p`, zipFolder(`${IMPORT_FIXTURES}/h5p/${name}`), OPTS);
const questionsOf = (r: ReturnType<typeof importFile>) =>
  r.course!.chapters[0]!.tasks[0]!.questions;
const wrong = { kind: 'points', earned: 0, total: 1 };
/** A package of one H5P.SpeakTheWords. */
const speak = (content: Record<string, unknown>) =>
  importFile(
    'x.h5p',
    zipSync({
      'h5p.json': strToU8(JSON.stringify({ title: 'T', mainLibrary: 'H5P.SpeakTheWords 1.5' })),
      'content/content.json': strToU8(
        JSON.stringify({ question: 'What is 2 + 2?', acceptedAnswers: ['four'], ...content }),
      ),
    }),
    OPTS,
  );

describe('H5P.SpeakTheWords and H5P.SpeakTheWordsSet', () => {
  it('map onto speaking with the sentence hidden: the question asked, the first answer shown after', () => {
    const r = importH5p('speak-the-words');
    expect(r.report).toEqual([]);
    const [q] = questionsOf(r);
    expect(q!.type).toBe(30);
    expect(q!.content).toEqual({
      prompt: 'How do you say <thank you> in Indonesian?',
      text: 'Terima kasih',
      // "terima  kasih!" is "Terima kasih" to the player: kept once.
      answers: ['Terima kasih', 'Terima kasih banyak'],
      lang: 'id',
      hideSentence: true,
      // The author's own text for a wrong answer; H5P's "Correct answer" is the player's verdict.
      explanation: 'Say “terima kasih”: te-RI-ma KA-sih.',
    });
    expect(scoreOf(q!, ['terima kasih'])).toEqual(full());
    expect(scoreOf(q!, ['Terima kasih banyak!'])).toEqual(full());
    expect(scoreOf(q!, ['sama sama'])).toEqual(wrong);
    // The buddy is not told the answer; a hidden answer cannot be a secret question.
    const plugin = registry.get(30);
    const content = q!.content as unknown as SpeakingContent;
    expect(plugin.describe(content)).toEqual({
      question: 'How do you say <thank you> in Indonesian?',
    });
    expect(plugin.redact!(content)).toEqual({
      cannot: expect.stringMatching(/`text` is the answer/),
    });
  });

  it('makes a task of a set, one question per SpeakTheWords; a language it cannot hear is left out', () => {
    const r = importH5p('speak-the-words-set');
    expect(r.report).toEqual([
      {
        path: 'content/content.json#/questions/2/inputLanguage',
        level: 'error',
        message:
          'It is answered in "es-ES", and the speaking minigame listens only in English, Indonesian, Thai, Hindi and Malay. It is left out.',
      },
    ]);
    const [sum, week] = questionsOf(r);
    expect(r.course!.chapters[0]!.tasks[0]!).toMatchObject({ minigame_id: 30, question_length: 2 });
    expect(sum!.content).toEqual({
      prompt: 'What is 2 + 2?',
      text: '4',
      // "four" is "4" to the player.
      answers: ['4', 'It is four'],
      lang: 'en',
      hideSentence: true,
      explanation: 'Yes: two and two make four.',
    });
    // en-GB is English; H5P's own verdict texts are left to the player.
    expect(week!.content).toEqual({
      prompt: 'How many days are there in a week?',
      text: 'Seven',
      answers: ['Seven', '7 days'],
      lang: 'en',
      hideSentence: true,
    });
    expect(scoreOf(sum!, ['four'])).toEqual(full());
    expect(scoreOf(sum!, ['It is 4.'])).toEqual(full());
    expect(scoreOf(week!, ['7'])).toEqual(full());
    expect(scoreOf(week!, ['seven days'])).toEqual(full());
    expect(scoreOf(week!, ['five'])).toEqual(wrong);
  });

  it('leaves out a SpeakTheWords it cannot carry over, and says where and why', () => {
    const report = (content: Record<string, unknown>) => speak(content).report[0];
    expect(report({ question: '<p> </p>' })).toEqual({
      path: 'content/content.json#/question',
      level: 'error',
      message: 'It has no question to ask. It is left out.',
    });
    expect(report({ question: 'Why? '.repeat(101) })).toMatchObject({
      path: 'content/content.json#/question',
      message: expect.stringMatching(/longer than the 500 characters/),
    });
    expect(report({ acceptedAnswers: ['', '?!'] })).toEqual({
      path: 'content/content.json#/acceptedAnswers',
      level: 'error',
      message: 'It has no accepted answer with words. It is left out.',
    });
    expect(
      report({ acceptedAnswers: Array.from({ length: 21 }, (_, i) => `answer ${i}`) }),
    ).toMatchObject({
      path: 'content/content.json#/acceptedAnswers',
      message: expect.stringMatching(/more than the 20 answers/),
    });
    expect(report({ inputLanguage: 'jv-ID' })).toMatchObject({
      path: 'content/content.json#/inputLanguage',
      message: expect.stringMatching(/^It is answered in "jv-ID"/),
    });
    // No language chosen is H5P's default, English; th-TH is Thai.
    expect(questionsOf(speak({})).map((q) => q.content)).toMatchObject([{ lang: 'en' }]);
    expect(questionsOf(speak({ inputLanguage: 'th-TH' })).map((q) => q.content)).toMatchObject([
      { lang: 'th' },
    ]);
  });
});
