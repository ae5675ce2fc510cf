import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { McqContent, TrueFalseContent } from '@web-ed/schemas';
import { importFile } from '../index';
import { full, scoreOf } from '../testing/score-question';
import { IMPORT_FIXTURES, zipFolder } from '../testing/zip-folder';

const OPTS = { courseId: 9100, lang: 'en' };
const folder = (name: string) => `${IMPORT_FIXTURES}/h5p/${name}`;
const importH5p = (name: string, extra?: Zippable) =>
  importFile(`${name}.h5p`, zipFolder(folder(name), extra), OPTS);
const questionsOf = (r: ReturnType<typeof importFile>) =>
  r.course!.chapters[0]!.tasks[0]!.questions;
/** The texts of the options an MCQ counts as right. */
const rightTexts = (c: McqContent) =>
  c.answers.map((id) => c.options.find((o) => o.id === id)?.text);

/** A package of one content: h5p.json naming `mainLibrary`, and its content.json. */
const h5p = (mainLibrary: string, content: unknown) =>
  zipSync({
    'h5p.json': strToU8(JSON.stringify({ title: 'T', mainLibrary })),
    'content/content.json': strToU8(JSON.stringify(content)),
    // Library folders are never read, even when broken.
    'H5P.MultiChoice-1.16/library.json': strToU8('{ not json'),
  });

describe('H5P import', () => {
  it('maps H5P.MultiChoice onto an MCQ with its image, tips and feedback', () => {
    const r = importH5p('multi-choice');
    expect(r.report).toEqual([]);
    const [q] = questionsOf(r);
    expect(q!.type).toBe(29);
    const c = q!.content as unknown as McqContent;
    expect(c.prompt).toBe('What is molten rock under the ground called?');
    expect(c.options.map((o) => o.text).sort()).toEqual(['Ash', 'Granite', 'Lava', 'Magma']);
    expect(rightTexts(c)).toEqual(['Magma']);
    expect(c.hint).toBe('It is the same rock once it reaches the surface.');
    expect(c.explanation).toBe(
      'Magma: Yes: molten rock under the ground is magma.\nLava: Lava is what magma is called once it erupts.',
    );
    expect([c.image, c.image_alt]).toEqual([
      'assets/volcano.png',
      'A volcano with a red glow at its top',
    ]);
    expect(r.media.map((m) => [m.path, m.bytes.length])).toEqual([['assets/volcano.png', 120]]);
    expect(r.course).toMatchObject({
      subject_id: 9100,
      subject_name: 'Volcanoes: rock under the ground',
    });
  });

  it('maps H5P.TrueFalse onto true-false with its feedback as the explanation', () => {
    const r = importH5p('true-false');
    const [q] = questionsOf(r);
    expect(q!.type).toBe(42);
    expect(q!.content as unknown as TrueFalseContent).toEqual({
      statement: 'Water always boils at 100 °C, even at the top of a high mountain.',
      answer: false,
      explanation: 'Right.\nHigh up the air pressure is lower, so water boils below 100 °C.',
    });
  });

  it('maps H5P.SingleChoiceSet onto one MCQ per choice, the first answer right, shuffled once', () => {
    const r = importH5p('single-choice-set');
    const contents = questionsOf(r).map((q) => q.content as unknown as McqContent);
    expect(contents.map((c) => c.prompt)).toEqual([
      'Which planet is closest to the Sun?',
      'Which planet is known for its bright rings?',
      'Which is the largest planet?',
    ]);
    expect(contents.map(rightTexts)).toEqual([['Mercury'], ['Saturn'], ['Jupiter']]);
    expect(contents.some((c) => c.answers[0] !== 'a')).toBe(true);
    // The same file gives the same order every time.
    expect(questionsOf(importH5p('single-choice-set'))).toEqual(questionsOf(r));
    expect(r.course!.chapters[0]!.tasks[0]!.question_length).toBe(3);
  });

  it('maps H5P.QuestionSet onto a task of its questions, each by its own library', () => {
    const r = importH5p('question-set');
    const [mcq, blanks, tf, drag] = questionsOf(r);
    const prime = mcq!.content as unknown as McqContent;
    expect(rightTexts(prime)).toEqual(['2', '11']);
    expect(prime.explanation).toBe(
      '9: $9 = 3 \\times 3$, so 9 is not prime.\n15: $15 = 3 \\times 5$, so 15 is not prime.',
    );
    expect(blanks!.content).toEqual({
      instruction: 'Fill in the missing number.',
      segments: ['Half of 10 is ', { answers: ['5'] }, '.'],
      case_sensitive: true,
    });
    expect(tf!.content).toEqual({
      statement: '$2^3 = 6$',
      answer: false,
      explanation: '$2^3 = 2 \\times 2 \\times 2 = 8$',
    });
    expect(drag!.content).toMatchObject({
      segments: [
        'An even number ends in ',
        { answers: ['0'] },
        ', 2, 4, 6 or ',
        { answers: ['8'] },
        '.',
      ],
      bank: ['0', '8'],
    });
    expect(questionsOf(r).map((q) => q.type)).toEqual([29, 43, 42, 43]);
    expect(r.report).toEqual([
      {
        path: 'content/content.json#/questions/0',
        level: 'warning',
        message: expect.stringMatching(/right or wrong as a whole/),
      },
    ]);
  });

  it('maps H5P.Dictation onto one typed listening question per sentence, with its recording', () => {
    const r = importH5p('dictation');
    expect(r.report).toEqual([
      {
        path: 'content/content.json',
        level: 'warning',
        message: expect.stringMatching(/^H5P scores a dictation word by word/),
      },
    ]);
    const [cat, colour] = questionsOf(r);
    expect([cat!.type, colour!.type]).toEqual([32, 32]);
    expect(cat!.content).toEqual({
      kind: 'type',
      prompt: 'Listen to each sentence and write it down.',
      audio: 'assets/sentence-1.wav',
      text: 'The cat sleeps on the mat.',
      lang: 'en',
      answers: ['The cat sleeps on the mat.'],
    });
    expect(colour!.content).toMatchObject({
      text: 'My favourite colour is green.',
      answers: ['My favourite colour is green.', 'My favourite color is green.'],
    });
    expect(r.media.map((m) => [m.path, m.bytes.length])).toEqual([
      ['assets/sentence-1.wav', 2044],
      ['assets/sentence-2.wav', 2044],
    ]);
    expect(scoreOf(cat!, ['the cat sleeps on the mat'])).toEqual(full());
    expect(scoreOf(colour!, ['My favourite color is green.'])).toEqual(full());
    expect(scoreOf(cat!, ['A bird sings in the tree.'])).toEqual({
      kind: 'points',
      earned: 0,
      total: 1,
    });
    // Without its recording a sentence is read aloud by the device.
    const silent = importH5p('dictation', {
      'content/audios/sentence-2.wav': strToU8('not audio'),
    });
    expect(silent.report).toContainEqual({
      path: 'content/content.json#/sentences/1/sample/0/path',
      level: 'warning',
      message:
        'The recording "audios/sentence-2.wav" is left out: its bytes are not those of a .wav recording.',
    });
    expect(questionsOf(silent)[1]!.content).not.toHaveProperty('audio');
  });

  it.each([
    'H5P.ArithmeticQuiz',
    'H5P.CoursePresentation',
    'H5P.Essay',
    'H5P.FindTheWords',
    'H5P.SomethingNew',
  ])('reports %s as not supported yet, and no course', (library) => {
    const r = importFile('x.h5p', h5p(library, { text: 'x' }), OPTS);
    expect(r.course).toBeNull();
    expect(r.report[0]).toEqual({
      path: 'h5p.json#/mainLibrary',
      level: 'warning',
      message: expect.stringContaining(`${library} is not supported yet`),
    });
    expect(r.report.at(-1)).toMatchObject({ level: 'error', message: /Nothing in the file/ });
  });

  it('leaves oversized media out with an error, and keeps the question', () => {
    const big = new Uint8Array(2.5 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47]);
    const r = importH5p('multi-choice', { 'content/images/volcano.png': [big, { level: 0 }] });
    expect(r.report).toEqual([
      {
        path: 'content/content.json#/media/type/params/file/path',
        level: 'error',
        message: expect.stringMatching(/2\.5 MB unpacked, over the 2 MB limit for one file/),
      },
    ]);
    expect((questionsOf(r)[0]!.content as unknown as McqContent).image).toBeUndefined();
    expect(r.media).toEqual([]);
  });

  it('reports a question with no right answer, or one the MCQ cannot hold, at its source', () => {
    const answer = (text: string, correct = false) => ({ text, correct });
    const r = importFile(
      'set.h5p',
      h5p('H5P.QuestionSet', {
        questions: [
          {
            library: 'H5P.MultiChoice 1.16',
            params: { question: 'A?', answers: [answer('x'), answer('y')] },
          },
          {
            library: 'H5P.MultiChoice 1.16',
            params: {
              question: 'B?',
              answers: 'abcdefg'.split('').map((l) => answer(l, l === 'a')),
            },
          },
          { library: 'H5P.TrueFalse 1.8', params: { question: 'C.', correct: 'true' } },
        ],
      }),
      OPTS,
    );
    expect(r.report).toEqual([
      {
        path: 'content/content.json#/questions/0/answers',
        level: 'error',
        message: expect.stringMatching(/No answer is marked correct/),
      },
      {
        path: 'content/content.json#/questions/1',
        level: 'error',
        message: expect.stringMatching(/not valid.*\/options.*at most 6/),
      },
    ]);
    expect(questionsOf(r).map((q) => q.type)).toEqual([42]);
    expect(r.course!.chapters[0]!.tasks[0]!.minigame_id).toBe(42);
  });

  it('refuses a package without its content, or with broken JSON', () => {
    const noContent = zipSync({ 'h5p.json': strToU8('{"mainLibrary":"H5P.TrueFalse"}') });
    expect(importFile('a.h5p', noContent, OPTS).report).toEqual([
      {
        path: 'content/content.json',
        level: 'error',
        message: 'The H5P package has no content/content.json.',
      },
    ]);
    const broken = zipSync({ 'h5p.json': strToU8('{"mainLibrary": }') });
    expect(importFile('b.h5p', broken, OPTS).report[0]).toMatchObject({
      path: 'h5p.json',
      message: /h5p\.json: Not valid JSON \(line 1, column \d+\)/,
    });
  });
});
