import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type {
  FillBlanksContent,
  MarkWordsContent,
  MatchingContent,
  OrderingContent,
  Question,
} from '@web-ed/schemas';
import { importFile } from '../index';
import { full, scoreOf } from '../testing/score-question';
import { fixture } from '../testing/zip-folder';

const OPTS = { courseId: 9210, lang: 'en' };
const importXml = (name: string, xml?: string) =>
  importFile(name, xml === undefined ? fixture(`qti/${name}`) : strToU8(xml), OPTS);
const questionsOf = (r: ReturnType<typeof importFile>): Question[] =>
  r.course?.chapters[0]!.tasks[0]!.questions ?? [];
const only = (name: string) => {
  const r = importXml(name);
  const [q] = questionsOf(r);
  return { r, q: q!, content: q!.content as unknown };
};
const points = (earned: number, total: number) => ({ kind: 'points', earned, total });
/** The positions of the words to mark, as a mark-words answer names them. */
const marked = (c: MarkWordsContent, ...words: string[]) =>
  words.map((w) => String(c.segments.findIndex((s) => typeof s !== 'string' && s.word === w)));

/** A QTI 2.2 item: its response declarations, body and response processing template. */
const item = (declarations: string, body: string, template = '') =>
  '<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2" identifier="i1" title="T">' +
  `${declarations}<itemBody>${body}</itemBody>` +
  (template
    ? `<responseProcessing template="http://www.imsglobal.org/question/qti_v2p2/rptemplates/${template}"/>`
    : '') +
  '</assessmentItem>';
const declaration = (id: string, cardinality: string, baseType: string, inner: string) =>
  `<responseDeclaration identifier="${id}" cardinality="${cardinality}" baseType="${baseType}">${inner}</responseDeclaration>`;
const correct = (...values: string[]) =>
  `<correctResponse>${values.map((v) => `<value>${v}</value>`).join('')}</correctResponse>`;
const mapping = (entries: [string, number, string?][], attrs = '') =>
  `<mapping ${attrs}>${entries
    .map(([k, v, more = '']) => `<mapEntry mapKey="${k}" mappedValue="${v}" ${more}/>`)
    .join('')}</mapping>`;
const CHOICE =
  '<choiceInteraction responseIdentifier="C" maxChoices="1"><prompt>Q?</prompt>' +
  '<simpleChoice identifier="a">A</simpleChoice><simpleChoice identifier="b">B</simpleChoice></choiceInteraction>';
const CHOICE_DECLARATION = declaration('C', 'single', 'identifier', correct('a'));

describe('QTI text entry and inline choice → fill-blanks', () => {
  it('maps a 2.2 text entry: its correct response and the mapped alternatives, capitals ignored as mapped', () => {
    const { r, q, content } = only('text-entry-2.2.xml');
    expect(r.report).toEqual([]);
    expect([q.type, q.id]).toEqual([43, 'capital-of-thailand']);
    expect(content).toEqual({
      segments: ['The capital city of Thailand is ', { answers: ['Bangkok', 'Krung Thep'] }, '.'],
      explanation: 'Thais often call it Krung Thep.',
    });
    expect(scoreOf(q, ['bangkok'])).toEqual(full());
    expect(scoreOf(q, ['Krung Thep'])).toEqual(full());
    expect(scoreOf(q, ['Bankok'])).toEqual(points(0, 1));
  });

  it('maps 3.0 text entries matched exactly, as QTI matches a correct response', () => {
    const { r, q, content } = only('text-entry-3.0.xml');
    expect(r.report).toEqual([]);
    expect(content).toEqual({
      segments: [
        'Write the chemical symbols, capitals as they should be.\n\nThe symbol for gold is ',
        { answers: ['Au'] },
        ' and the symbol for iron is ',
        { answers: ['Fe'] },
        '.',
      ],
      case_sensitive: true,
      explanation: 'Both symbols come from Latin: aurum and ferrum.',
    });
    expect(scoreOf(q, ['Au', 'Fe'])).toEqual(full(2));
    expect(scoreOf(q, ['AU', 'Fe'])).toEqual(points(1, 2));
  });

  it('maps a 2.2 inline choice onto a blank with options, shuffled once', () => {
    const { r, q, content } = only('inline-choice-2.2.xml');
    expect(r.report).toEqual([]);
    const c = content as FillBlanksContent;
    expect(c.segments[0]).toBe('A spider has ');
    expect(c.segments[1]).toEqual({ answers: ['eight'], options: expect.any(Array) });
    expect(c.segments[2]).toBe(' legs, so it is not an insect.');
    const blank = c.segments[1] as { options: string[] };
    expect([...blank.options].sort()).toEqual(['eight', 'six', 'ten']);
    expect(only('inline-choice-2.2.xml').content).toEqual(c);
    expect(scoreOf(q, ['eight'])).toEqual(full());
    expect(scoreOf(q, ['six'])).toEqual(points(0, 1));
    expect(scoreOf(q, ['seven'])).toMatchObject({ kind: 'invalid' });
  });

  it('makes one fill-blanks question of a 3.0 body mixing an inline choice and a text entry', () => {
    const { r, q, content } = only('inline-choice-3.0.xml');
    expect(r.report).toEqual([]);
    expect(questionsOf(r)).toHaveLength(1);
    expect(content).toEqual({
      segments: [
        'The Moon goes around the ',
        { answers: ['Earth'], options: ['Sun', 'Earth', 'planet Mars'] },
        ' once in about ',
        { answers: ['27'] },
        ' days.',
      ],
      case_sensitive: true,
    });
    expect(scoreOf(q, ['Earth', '27'])).toEqual(full(2));
    expect(scoreOf(q, ['Sun', '27'])).toEqual(points(1, 2));
  });

  it('reports mapped partial credit and mixed capitals rules, and keeps the question', () => {
    const xml = item(
      declaration(
        'R',
        'single',
        'string',
        correct('Nile') +
          mapping([
            ['Nile', 1, 'caseSensitive="false"'],
            ['River Nile', 0.5],
          ]),
      ),
      '<p>The longest river is the <textEntryInteraction responseIdentifier="R"/>.</p>',
      'map_response',
    );
    const r = importXml('nile.xml', xml);
    expect(r.report.map((e) => e.message)).toEqual([
      'Its mapping gives part of the points for "River Nile"; the player accepts every credited answer as right.',
      'Its mapping ignores capitals for some answers only; the player then compares all of them exactly.',
    ]);
    expect(questionsOf(r)[0]!.content).toMatchObject({
      segments: [expect.any(String), { answers: ['Nile', 'River Nile'] }, '.'],
      case_sensitive: true,
    });
  });
});

describe('QTI gap match → fill-blanks with a word bank', () => {
  it('maps a 2.2 gap match: the gap texts the bank, its prompt the instruction', () => {
    const { r, q, content } = only('gap-match-2.2.xml');
    expect(content).toEqual({
      instruction: 'Drag the animals into the food chain.',
      segments: [
        'Grass is eaten by a ',
        { answers: ['rabbit'] },
        ', which is eaten by a ',
        { answers: ['fox'] },
        '.',
      ],
      bank: ['rabbit', 'fox', 'shark'],
      case_sensitive: true,
    });
    expect(r.report).toEqual([
      {
        path: 'gap-match-2.2.xml#/assessmentItem/itemBody/gapMatchInteraction[1]',
        level: 'warning',
        message: 'QTI gives credit only when every gap is right; the player gives a point per gap.',
      },
    ]);
    expect(scoreOf(q, ['rabbit', 'fox'])).toEqual(full(2));
    expect(scoreOf(q, ['rabbit', 'shark'])).toEqual(points(1, 2));
  });

  it('maps a 3.0 gap match scored by an even mapping, and reports a gap text that fills several gaps', () => {
    const { r, q, content } = only('gap-match-3.0.xml');
    expect(content).toMatchObject({
      segments: [
        'Look at the sky over a day.\n\nThe Sun rises in the ',
        { answers: ['east'] },
        ' and sets in the ',
        { answers: ['west'] },
        '.',
      ],
      bank: ['east', 'west', 'north'],
    });
    expect(r.report).toEqual([
      {
        path: 'gap-match-3.0.xml#/qti-assessment-item/qti-item-body/qti-gap-match-interaction[1]',
        level: 'warning',
        message:
          'In QTI the gap text "north" may fill any number of gaps; the bank holds it once for each gap it is the answer to.',
      },
    ]);
    expect(scoreOf(q, ['east', 'west'])).toEqual(full(2));
  });

  it('leaves out an item with two gap matches, or a gap without a right word', () => {
    const gapMatch = (id: string) =>
      `<gapMatchInteraction responseIdentifier="${id}"><gapText identifier="w" matchMax="1">w</gapText><p><gap identifier="g"/></p></gapMatchInteraction>`;
    const two = importXml(
      'two.xml',
      item(
        declaration('A', 'multiple', 'directedPair', correct('w g')) +
          declaration('B', 'multiple', 'directedPair', correct('w g')),
        gapMatch('A') + gapMatch('B'),
      ),
    );
    expect(two.course).toBeNull();
    expect(two.report[0]).toMatchObject({
      path: 'two.xml#/assessmentItem/itemBody/gapMatchInteraction[1]',
      message: /must be the only interaction of the item\. The item "i1" is left out\./,
    });
    const empty = importXml(
      'empty.xml',
      item(declaration('A', 'multiple', 'directedPair', correct('w x')), gapMatch('A')),
    );
    expect(empty.report[0]).toMatchObject({
      path: 'empty.xml#/assessmentItem/itemBody/gapMatchInteraction/p/gap[1]',
      message: /No gap text is right for the gap "g"/,
    });
  });
});

describe('QTI hottext → mark-words', () => {
  it('maps a 2.2 hottext: the hottexts the words, the correct response the ones to mark', () => {
    const { r, q, content } = only('hottext-2.2.xml');
    const c = content as MarkWordsContent;
    expect(c).toEqual({
      instruction: 'Select the two metals.',
      segments: [
        { word: 'Copper', correct: true },
        ' and ',
        { word: 'iron', correct: true },
        ' carry electricity well; ',
        { word: 'wood' },
        ' and ',
        { word: 'glass' },
        ' do not.',
      ],
      max_choices: 2,
    });
    expect(r.report[0]!.message).toMatch(/QTI gives credit only for exactly the right words/);
    expect(scoreOf(q, marked(c, 'Copper', 'iron'))).toEqual(full(2));
    expect(scoreOf(q, marked(c, 'Copper', 'wood'))).toEqual(points(0, 2));
  });

  it('maps a 3.0 hottext of one right word, which both score alike', () => {
    const { r, q, content } = only('hottext-3.0.xml');
    expect(r.report).toEqual([]);
    const c = content as MarkWordsContent;
    expect(c.segments.filter((s) => typeof s !== 'string').map((w) => w.word)).toEqual([
      'small',
      'bird',
      'sings',
      'morning',
    ]);
    expect(c).toMatchObject({ instruction: 'Select the verb.', max_choices: 1 });
    expect(c.explanation).toBe('“Sings” is what the bird does.');
    expect(scoreOf(q, marked(c, 'sings'))).toEqual(full());
    expect(scoreOf(q, marked(c, 'bird'))).toEqual(points(0, 1));
  });

  it('takes a mapping of +1 per right word and −1 per other word, floored at 0, as the player’s rule', () => {
    const body =
      '<hottextInteraction responseIdentifier="R" maxChoices="0"><p><hottext identifier="a">a</hottext> ' +
      '<hottext identifier="b">b</hottext> <hottext identifier="c">c</hottext></p></hottextInteraction>';
    const decl = (lowerBound: string) =>
      declaration(
        'R',
        'multiple',
        'identifier',
        correct('a', 'b') +
          mapping(
            [
              ['a', 1],
              ['b', 1],
              ['c', -1],
            ],
            lowerBound,
          ),
      );
    expect(importXml('h.xml', item(decl('lowerBound="0"'), body, 'map_response')).report).toEqual(
      [],
    );
    expect(importXml('h.xml', item(decl(''), body, 'map_response')).report[0]!.message).toMatch(
      /Its mapping scores the words otherwise than the player/,
    );
  });
});

describe('QTI order → ordering', () => {
  it('maps a 2.2 order interaction: the items in the correct order, right or wrong as a whole', () => {
    const { r, q, content } = only('order-2.2.xml');
    expect(r.report).toEqual([]);
    expect(content as OrderingContent).toEqual({
      prompt:
        'A butterfly changes shape four times in its life.\n\nPut the stages in order, first to last.',
      items: [{ text: 'Egg' }, { text: 'Caterpillar' }, { text: 'Pupa' }, { text: 'Butterfly' }],
      scoring: 'all',
    });
    expect(scoreOf(q, ['Egg', 'Caterpillar', 'Pupa', 'Butterfly'])).toEqual(full());
    expect(scoreOf(q, ['Egg', 'Pupa', 'Caterpillar', 'Butterfly'])).toEqual(points(0, 1));
  });

  it('maps a 3.0 order interaction and reports that its mapping gives no credit per place', () => {
    const { r, q, content } = only('order-3.0.xml');
    expect((content as OrderingContent).items.map((i) => i.text)).toEqual([
      'Mercury',
      'Venus',
      'Earth',
      'Mars',
    ]);
    expect((content as OrderingContent).scoring).toBe('all');
    expect(r.report).toEqual([
      {
        path: 'order-3.0.xml#/qti-assessment-item/qti-item-body/qti-order-interaction[1]',
        level: 'warning',
        message:
          'Its mapping credits the choices whatever their place, so it gives no credit per place: the player scores the order right or wrong as a whole.',
      },
    ]);
    expect(scoreOf(q, ['Mercury', 'Venus', 'Earth', 'Mars'])).toEqual(full());
  });

  it('leaves out an order whose correct response orders only some choices', () => {
    const r = importXml(
      'o.xml',
      item(
        declaration('R', 'ordered', 'identifier', correct('a', 'b')),
        '<orderInteraction responseIdentifier="R"><prompt>Order</prompt><simpleChoice identifier="a">A</simpleChoice>' +
          '<simpleChoice identifier="b">B</simpleChoice><simpleChoice identifier="c">C</simpleChoice></orderInteraction>',
      ),
    );
    expect(r.course).toBeNull();
    expect(r.report[0]!.message).toBe(
      'Its correct response orders 2 of its 3 choices; the ordering minigame orders every item once. The item "i1" is left out.',
    );
  });
});

describe('QTI match and associate → matching', () => {
  it('maps a 2.2 match: the first set the items, the second their partners, right or wrong as a whole', () => {
    const { r, q, content } = only('match-2.2.xml');
    expect(r.report).toEqual([]);
    expect(content as MatchingContent).toEqual({
      prompt: 'Match each animal with its home.',
      pairs: [
        { left: 'Bird', right: 'Nest' },
        { left: 'Bee', right: 'Hive' },
        { left: 'Rabbit', right: 'Burrow' },
      ],
      distractors: ['Web'],
      scoring: 'all',
    });
    expect(scoreOf(q, ['Nest', 'Hive', 'Burrow'])).toEqual(full());
    expect(scoreOf(q, ['Nest', 'Burrow', 'Hive'])).toEqual(points(0, 1));
  });

  it('maps a 3.0 match with a shared partner and an even mapping: a point per pair', () => {
    const { r, q, content } = only('match-3.0.xml');
    expect(r.report).toEqual([]);
    expect(content as MatchingContent).toMatchObject({
      pairs: [
        { left: 'Kenya', right: 'Africa' },
        { left: 'Egypt', right: 'Africa' },
        { left: 'Peru', right: 'South America' },
      ],
      distractors: ['Europe'],
      scoring: 'each',
    });
    expect(scoreOf(q, ['Africa', 'Africa', 'South America'])).toEqual(full(3));
    expect(scoreOf(q, ['Africa', 'Europe', 'South America'])).toEqual(points(2, 3));
  });

  it('maps 2.2 and 3.0 associate interactions, reporting that the pairs get sides', () => {
    for (const [name, pairs, distractors] of [
      [
        'associate-2.2.xml',
        [
          ['hot', 'cold'],
          ['big', 'small'],
        ],
        undefined,
      ],
      [
        'associate-3.0.xml',
        [
          ['cat', 'kitten'],
          ['dog', 'puppy'],
        ],
        ['calf'],
      ],
    ] as const) {
      const { r, q, content } = only(name);
      expect(content as MatchingContent, name).toMatchObject({
        pairs: pairs.map(([left, right]) => ({ left, right })),
        scoring: 'all',
      });
      expect((content as MatchingContent).distractors).toEqual(distractors);
      expect(r.report.map((e) => e.message)).toEqual([
        expect.stringMatching(/^QTI lets the student pair any two choices/),
      ]);
      expect(
        scoreOf(
          q,
          pairs.map(([, right]) => right),
        ),
      ).toEqual(full());
    }
  });

  it('leaves out a match pairing an item with two partners, and reports an uneven mapping', () => {
    const sets =
      '<simpleMatchSet><simpleAssociableChoice identifier="a" matchMax="2">A</simpleAssociableChoice>' +
      '<simpleAssociableChoice identifier="b" matchMax="1">B</simpleAssociableChoice></simpleMatchSet>' +
      '<simpleMatchSet><simpleAssociableChoice identifier="x" matchMax="1">X</simpleAssociableChoice>' +
      '<simpleAssociableChoice identifier="y" matchMax="1">Y</simpleAssociableChoice></simpleMatchSet>';
    const body = `<matchInteraction responseIdentifier="R"><prompt>Match</prompt>${sets}</matchInteraction>`;
    const twice = importXml(
      'm.xml',
      item(declaration('R', 'multiple', 'directedPair', correct('a x', 'a y')), body),
    );
    expect(twice.course).toBeNull();
    expect(twice.report[0]!.message).toMatch(
      /pairs "a" with 2 choices; the matching minigame pairs each item with exactly one partner/,
    );
    const uneven = importXml(
      'm.xml',
      item(
        declaration(
          'R',
          'multiple',
          'directedPair',
          correct('a x', 'b y') +
            mapping([
              ['a x', 2],
              ['b y', 1],
            ]),
        ),
        body,
        'map_response',
      ),
    );
    expect(uneven.report[0]!.message).toMatch(/weighs the pairs differently/);
    expect(questionsOf(uneven)[0]!.content).toMatchObject({ scoring: 'each' });
  });
});

describe('QTI items as a whole', () => {
  it('leaves out an item that mixes a text interaction with one standing on its own', () => {
    const r = importXml(
      'mix.xml',
      item(
        CHOICE_DECLARATION + declaration('T', 'single', 'string', correct('x')),
        `${CHOICE}<p>Then type <textEntryInteraction responseIdentifier="T"/>.</p>`,
      ),
    );
    expect(r.course).toBeNull();
    expect(r.report[0]).toEqual({
      path: 'mix.xml#/assessmentItem/itemBody/choiceInteraction[1]',
      level: 'warning',
      message:
        'QTI textEntryInteraction makes a question of the whole item text, which cannot also hold this interaction. The item "i1" is left out.',
    });
  });

  it('keeps no part of an item when one of its interactions cannot be converted', () => {
    const order =
      '<orderInteraction responseIdentifier="O"><simpleChoice identifier="a">A</simpleChoice>' +
      '<simpleChoice identifier="b">B</simpleChoice></orderInteraction>';
    const r = importXml(
      'part.xml',
      item(CHOICE_DECLARATION + declaration('O', 'ordered', 'identifier', ''), CHOICE + order),
    );
    expect(r.course).toBeNull();
    expect(r.report[0]).toMatchObject({
      path: 'part.xml#/assessmentItem/itemBody/orderInteraction[1]',
      message: 'It has no correct response. The item "i1" is left out.',
    });
  });
});
