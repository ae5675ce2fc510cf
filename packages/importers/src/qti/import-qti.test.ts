import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { McqContent } from '@web-ed/schemas';
import { importFile } from '../index';
import { fixture, IMPORT_FIXTURES, zipFolder } from '../testing/zip-folder';

const OPTS = { courseId: 9200, lang: 'en' };
const importXml = (name: string, xml?: string) =>
  importFile(name, xml === undefined ? fixture(`qti/${name}`) : strToU8(xml), OPTS);
const mcqs = (r: ReturnType<typeof importFile>) =>
  r.course!.chapters[0]!.tasks[0]!.questions.map((q) => q.content as unknown as McqContent);
const rightTexts = (c: McqContent) =>
  c.answers.map((id) => c.options.find((o) => o.id === id)?.text);

const QTI2 = 'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2"';
/** A QTI 2.2 item whose body is `body`. */
const item2 = (body: string, attrs = '') =>
  `<assessmentItem ${QTI2} identifier="i1" title="T" ${attrs}>` +
  '<responseDeclaration identifier="R" cardinality="single" baseType="identifier"><correctResponse><value>a</value></correctResponse></responseDeclaration>' +
  `<itemBody>${body}</itemBody></assessmentItem>`;
const CHOICE =
  '<choiceInteraction responseIdentifier="R" maxChoices="1"><prompt>Q?</prompt>' +
  '<simpleChoice identifier="a">A</simpleChoice><simpleChoice identifier="b">B</simpleChoice></choiceInteraction>';

describe('QTI import', () => {
  it('maps a QTI 2.1 single choice onto an MCQ: answer, prompt, modal feedback, fixed choice last', () => {
    const r = importXml('choice-single-2.1.xml');
    expect(r.report).toEqual([]);
    const [c] = mcqs(r);
    expect(c!.prompt).toBe(
      'Green plants make their own food in sunlight.\n\nWhich gas do they take in from the air to do this?',
    );
    expect(rightTexts(c!)).toEqual(['Carbon dioxide']);
    expect(c!.options.at(-1)!.text).toBe('None of these');
    expect(c!.explanation).toBe('Plants take in carbon dioxide and give out oxygen.');
    expect(r.course!.chapters[0]!.tasks[0]!.questions[0]!.id).toBe('photosynthesis-gas');
    expect(r.course!.subject_name).toBe('Photosynthesis: the gas plants take in');
  });

  it('maps a QTI 2.2 multiple choice onto a choose-all MCQ, warning that partial credit goes', () => {
    const r = importXml('choice-multiple-2.2.xml');
    const [c] = mcqs(r);
    expect(rightTexts(c!)).toEqual(['Sunlight', 'Wind', 'Flowing water']);
    expect(c!.options.map((o) => o.text)).toContain('Coal');
    expect(c!.explanation).toBe('Coal took millions of years to form and runs out.');
    expect(r.report).toEqual([
      {
        path: 'choice-multiple-2.2.xml#/assessmentItem/itemBody/choiceInteraction[1]',
        level: 'warning',
        message: expect.stringMatching(/partial credit/),
      },
    ]);
  });

  it('maps QTI 3.0 single and multiple choice the same way', () => {
    const single = importXml('choice-single-3.0.xml');
    expect(single.report).toEqual([]);
    const [s] = mcqs(single);
    expect(s!.prompt).toBe(
      'The Sun warms the sea, and water rises into the air as vapour.\n\nWhat is this step of the water cycle called?',
    );
    expect(rightTexts(s!)).toEqual(['Evaporation']);
    expect(s!.explanation).toBe('Evaporation turns liquid water into water vapour.');
    const multiple = importXml('choice-multiple-3.0.xml');
    const [m] = mcqs(multiple);
    expect(rightTexts(m!).sort()).toEqual(['Blue whale', 'Fruit bat']);
    expect(m!.explanation).toBe(
      'Whales and bats feed their young on milk; sharks and penguins do not.',
    );
    expect(m!.prompt).not.toContain('sharks');
  });

  it.each([
    'extendedTextInteraction',
    'hotspotInteraction',
    'graphicGapMatchInteraction',
    'sliderInteraction',
    'qti-upload-interaction',
    'qti-drawing-interaction',
  ])('reports %s, and leaves its whole item out even beside a choice', (name) => {
    const r = importXml(
      'item.xml',
      item2(`${CHOICE}<div><${name} responseIdentifier="R2"/></div>`),
    );
    expect(r.course).toBeNull();
    expect(r.report[0]).toEqual({
      path: `item.xml#/assessmentItem/itemBody/div/${name}[1]`,
      level: 'warning',
      message: expect.stringContaining(`QTI ${name} is not supported yet`),
    });
  });

  it('reports adaptive items, template items and MathML', () => {
    expect(importXml('a.xml', item2(CHOICE, 'adaptive="true"')).report[0]).toMatchObject({
      path: 'a.xml#/assessmentItem',
      message: /Adaptive items .* The item "i1" is left out/,
    });
    const template = item2(CHOICE).replace(
      '<itemBody>',
      '<templateDeclaration identifier="X" cardinality="single" baseType="integer"/><itemBody>',
    );
    expect(importXml('t.xml', template).report[0]).toMatchObject({
      path: 't.xml#/assessmentItem/templateDeclaration[1]',
      message: /Template items/,
    });
    const math = item2(
      `<p><math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math></p>${CHOICE}`,
    );
    expect(importXml('m.xml', math).report[0]).toMatchObject({
      level: 'warning',
      message:
        /MathML \(m\.xml#\/assessmentItem\/itemBody\/p\/math\[1\]\), which is not converted yet/,
    });
  });

  it('reports a choice with no correct response, or an unknown one', () => {
    const none = item2(CHOICE).replace(/<correctResponse>.*<\/correctResponse>/, '');
    expect(importXml('n.xml', none).report[0]).toMatchObject({
      level: 'error',
      message: /no correct response/,
    });
    const unknown = item2(CHOICE).replace('<value>a</value>', '<value>z</value>');
    expect(importXml('u.xml', unknown).report[0]).toMatchObject({
      message: /"z" is none of its choices/,
    });
  });

  it('reads a content package: the items its manifest lists, with their images', () => {
    const r = importFile('electricity.zip', zipFolder(`${IMPORT_FIXTURES}/qti/package`), OPTS);
    expect(r.report).toEqual([]);
    expect(r.course!.subject_name).toBe('Electricity basics');
    const [circuit, conductors] = mcqs(r);
    expect(rightTexts(circuit!)).toEqual(['It lights up']);
    expect([circuit!.image, circuit!.image_alt]).toEqual([
      'assets/circuit.png',
      'A bulb in a closed loop of wire',
    ]);
    expect(rightTexts(conductors!)).toEqual(['A copper wire', 'A steel spoon']);
    expect(r.media.map((m) => [m.path, m.bytes.length])).toEqual([['assets/circuit.png', 100]]);
  });

  it('reports what a package lists but lacks, and the tests it does not read', () => {
    const manifest = `<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources>
      <resource identifier="t" type="imsqti_test_xmlv2p2" href="test.xml"/>
      <resource identifier="a" type="imsqti_item_xmlv2p2" href="items/a.xml"/>
      <resource identifier="b" type="imsqti_item_xmlv2p2" href="items/missing.xml"/>
      </resources></manifest>`;
    const r = importFile(
      'p.zip',
      zipSync({ 'imsmanifest.xml': strToU8(manifest), 'items/a.xml': strToU8(item2(CHOICE)) }),
      OPTS,
    );
    expect(r.report).toEqual([
      {
        path: 'imsmanifest.xml#/manifest/resources/resource[1]',
        level: 'warning',
        message: expect.stringMatching(/tests are not read/),
      },
      {
        path: 'imsmanifest.xml#/manifest/resources/resource[3]',
        level: 'error',
        message: expect.stringMatching(/"items\/missing\.xml", which is not in the package/),
      },
    ]);
    expect(mcqs(r)).toHaveLength(1);
  });

  it('explains an assessment test or a manifest given on its own', () => {
    const test = importXml('test.xml', `<assessmentTest ${QTI2} identifier="t" title="T"/>`);
    expect(test.report).toEqual([
      {
        path: 'test.xml',
        level: 'error',
        message: expect.stringMatching(/assessment test.*import the whole content package zip/),
      },
    ]);
  });
});
