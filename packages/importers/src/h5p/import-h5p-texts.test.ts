import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { FillBlanksContent, MarkWordsContent, McqContent } from '@web-ed/schemas';
import { importFile } from '../index';
import { full, scoreOf } from '../testing/score-question';
import { IMPORT_FIXTURES, zipFolder } from '../testing/zip-folder';

const OPTS = { courseId: 9110, lang: 'en' };
const importH5p = (name: string) =>
  importFile(`${name}.h5p`, zipFolder(`${IMPORT_FIXTURES}/h5p/${name}`), OPTS);
const questionsOf = (r: ReturnType<typeof importFile>) =>
  r.course!.chapters[0]!.tasks[0]!.questions;
/** A package of one content of `library`. */
const h5p = (library: string, content: unknown) =>
  importFile(
    'x.h5p',
    zipSync({
      'h5p.json': strToU8(JSON.stringify({ title: 'T', mainLibrary: library })),
      'content/content.json': strToU8(JSON.stringify(content)),
    }),
    OPTS,
  );

describe('H5P texts with blanks and words', () => {
  it('maps H5P.Blanks onto typed fill-blanks: alternatives, tips, capitals as the author set them', () => {
    const r = importH5p('blanks');
    expect(r.report).toEqual([
      {
        path: 'content/content.json#/behaviour/acceptSpellingErrors',
        level: 'warning',
        message: expect.stringMatching(/forgives small spelling errors/),
      },
      {
        path: 'content/content.json#/media/type/library',
        level: 'warning',
        message: expect.stringMatching(/H5P\.Image media is left out/),
      },
    ]);
    const [q] = questionsOf(r);
    expect(q!.type).toBe(43);
    expect(q!.content as unknown as FillBlanksContent).toEqual({
      instruction: 'Fill in the missing words about the solar system.',
      segments: [
        'The Earth goes once around the ',
        { answers: ['Sun'] },
        ' in a year.\n\nLight from the Sun reaches the Earth in about ',
        { answers: ['8', 'eight'] },
        ' minutes, and the planet nearest to it is ',
        { answers: ['Mercury'] },
        '.\n\nMars is called the ',
        { answers: ['red planet'] },
        ' because of the rust in its soil.',
      ],
      hint: '1: It is the star at the centre.\n4: Look at its colour.',
    });
    // caseSensitive: false in the package.
    expect(scoreOf(q!, ['sun', 'eight', 'MERCURY', 'Red Planet'])).toEqual(full(4));
    expect(scoreOf(q!, ['Moon', '8', 'Mercury', 'red planet'])).toEqual(
      full(4) && {
        kind: 'points',
        earned: 3,
        total: 4,
      },
    );
    expect(r.media).toEqual([]);
  });

  it('keeps H5P.Blanks case-sensitive by default, and matches a punctuation mark exactly', () => {
    const r = h5p('H5P.Blanks', {
      questions: ['<p>*Paris* is a city. Half is 50 *%*. A question ends in *?/question mark*</p>'],
      behaviour: { caseSensitive: false },
    });
    const [q] = questionsOf(r);
    expect((q!.content as unknown as FillBlanksContent).segments).toEqual([
      { answers: ['Paris'], case_sensitive: false },
      ' is a city. Half is 50 ',
      { answers: ['%'], case_sensitive: true },
      '. A question ends in ',
      { answers: ['?', 'question mark'], case_sensitive: true },
    ]);
    // A mark alone has no capitals to lose; a blank that also takes words has.
    expect(r.report).toEqual([
      {
        path: 'content/content.json',
        level: 'warning',
        message:
          'Blank 3 is matched exactly, capitals included: its answer "?" has no words for the loose rule to match.',
      },
    ]);
    expect(scoreOf(q!, ['paris', '%', 'question mark'])).toEqual(full(3));
    const byDefault = questionsOf(h5p('H5P.Blanks', { questions: ['*Paris*'] }))[0]!;
    expect(byDefault.content).toEqual({ segments: [{ answers: ['Paris'] }], case_sensitive: true });
    expect(scoreOf(byDefault, ['paris'])).toEqual({ kind: 'points', earned: 0, total: 1 });
  });

  it('leaves out H5P.Blanks it cannot carry over, and says why', () => {
    const regex = h5p('H5P.Blanks', { questions: ['<p>*[[[a+]]]*</p>'] });
    expect(regex.course).toBeNull();
    expect(regex.report[0]).toEqual({
      path: 'content/content.json',
      level: 'error',
      message:
        'Blank 1 accepts a regular expression ([[[…]]]), which the player cannot. It is left out.',
    });
    expect(h5p('H5P.Blanks', { questions: ['<p>No blanks.</p>'] }).report[0]!.message).toBe(
      'The text has no *blanks*. It is left out.',
    );
  });

  it('maps H5P.DragText onto fill-blanks with a word bank, distractors, tips and feedback', () => {
    const r = importH5p('drag-text');
    expect(r.report).toEqual([]);
    const [q] = questionsOf(r);
    expect(q!.content as unknown as FillBlanksContent).toEqual({
      instruction: 'Drag the words into the right places.',
      segments: [
        'Green plants take in ',
        { answers: ['carbon dioxide'] },
        ' from the air.\nIn sunlight they make sugar and give out ',
        { answers: ['oxygen'] },
        '.',
      ],
      bank: ['carbon dioxide', 'oxygen', 'nitrogen', 'helium'],
      case_sensitive: true,
      hint: 'A gas that we breathe out.',
      explanation:
        'oxygen: Right, animals need it to breathe.\noxygen: Think of what we breathe in.',
    });
    expect(scoreOf(q!, ['carbon dioxide', 'oxygen'])).toEqual(full(2));
    expect(scoreOf(q!, ['nitrogen', 'oxygen'])).toEqual({ kind: 'points', earned: 1, total: 2 });
    expect(scoreOf(q!, ['Oxygen', 'carbon dioxide'])).toMatchObject({ kind: 'invalid' });
  });

  it('maps H5P.MarkTheWords onto mark-words: every word markable, the starred ones right', () => {
    const r = importH5p('mark-the-words');
    expect(r.report).toEqual([]);
    const [q] = questionsOf(r);
    expect(q!.type).toBe(46);
    const c = q!.content as unknown as MarkWordsContent;
    expect(c.instruction).toBe('Click on every verb in the text.');
    const words = c.segments.filter((s) => typeof s !== 'string');
    expect(words.filter((w) => w.correct).map((w) => w.word)).toEqual([
      'runs',
      'swim',
      'shines',
      'float',
    ]);
    expect(words.map((w) => w.word).join(' ')).toBe(
      'The river runs past the old mill and children swim there when the sun shines Ducks float on it says Ana',
    );
    // Punctuation stays text around the words, line breaks kept.
    expect(c.segments.filter((s) => typeof s === 'string')).toContain('.\n“');
    const at = (word: string) =>
      String(c.segments.findIndex((s) => typeof s !== 'string' && s.word === word));
    const right = ['runs', 'swim', 'shines', 'float'].map(at);
    expect(scoreOf(q!, right)).toEqual(full(4));
    expect(scoreOf(q!, [...right, at('river')])).toEqual({ kind: 'points', earned: 3, total: 4 });
  });

  it('maps H5P.Summary onto one MCQ per set of statements, the first one true', () => {
    const r = importH5p('summary');
    expect(r.report).toEqual([]);
    const questions = questionsOf(r);
    const contents = questions.map((q) => q.content as unknown as McqContent);
    expect(contents.map((c) => c.prompt)).toEqual([
      'Choose the true statement.',
      'Choose the true statement.',
    ]);
    const right = contents.map((c) => c.options.find((o) => o.id === c.answers[0])!.text);
    expect(right).toEqual([
      'Bees make honey from the nectar of flowers.',
      'A spider has eight legs.',
    ]);
    expect(contents[0]!.options).toHaveLength(3);
    expect(contents[0]!.hint).toBe('Think of what bees collect when they visit flowers.');
    expect(contents[1]!.hint).toBeUndefined();
    for (const [i, q] of questions.entries())
      expect(scoreOf(q, contents[i]!.answers)).toEqual(full());
  });
});
