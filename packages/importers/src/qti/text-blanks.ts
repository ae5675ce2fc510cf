/**
 * QTI textEntryInteraction and inlineChoiceInteraction → one fill-blanks question for the item:
 * its body is the text, each interaction a blank where it stands. A text entry is typed: its
 * correct response, and the values its mapping credits when the item scores by the mapping, are
 * the accepted answers, matched with capitals as QTI matches them (exactly, unless every crediting
 * map entry says caseSensitive="false"). An inline choice is picked from its choices, shuffled
 * once when the item says so.
 */
import { fillBlanks, type Converted } from '../converted';
import { fillBlanksContent, type BlankDraft } from '../fill-blanks-content';
import { joinFeedback } from '../feedback';
import { mark, splitMarked } from '../marked-text';
import { xmlPath, type XmlElement } from '../safe-xml';
import { stableShuffle } from '../stable-shuffle';
import { declarationOf, leaveOut, mathLeftOut, note, type ItemParts } from './item-parts';
import { picturesLeftOut } from './question-picture';
import { attr, childrenNamed, qtiName } from './qti-tree';
import { correctValues, mappingOf, scoredByMapping } from './response';
import { xmlPlain, xmlText, type Found } from './xml-text';

/** The values the item accepts, best first, and whether capitals count in all of them. */
function accepted(item: ItemParts, declaration: XmlElement, interaction: XmlElement) {
  const correct = correctValues(declaration);
  const mapping = mappingOf(declaration);
  if (!mapping || !scoredByMapping(item, declaration))
    return { values: correct, caseSensitive: true };
  const credited = mapping.entries.filter((e) => e.value > 0).sort((a, b) => b.value - a.value);
  const best = credited[0]?.value ?? 0;
  if (credited.some((e) => e.value < best))
    note(
      item,
      interaction,
      `Its mapping gives part of the points for ${credited
        .filter((e) => e.value < best)
        .map((e) => `"${e.key}"`)
        .join(', ')}; the player accepts every credited answer as right.`,
    );
  const cases = new Set(credited.map((e) => e.caseSensitive));
  if (cases.size > 1)
    note(
      item,
      interaction,
      'Its mapping ignores capitals for some answers only; the player then compares all of them exactly.',
    );
  return {
    values: [...new Set([...correct, ...credited.map((e) => e.key)])],
    caseSensitive: cases.size !== 1 || cases.has(true),
  };
}

function textEntry(item: ItemParts, el: XmlElement, declaration: XmlElement): BlankDraft | null {
  const baseType = attr(declaration, 'baseType') ?? 'string';
  if (!['string', 'integer', 'float'].includes(baseType))
    return leaveOut(
      item,
      el,
      `Its response has base type "${baseType}", which a blank cannot take.`,
    );
  if (baseType === 'float')
    note(
      item,
      el,
      'QTI compares its numbers by value; the player compares the text as written (0.50 is not 0.5).',
    );
  const { values, caseSensitive } = accepted(item, declaration, el);
  return { answers: values.filter(Boolean), caseSensitive };
}

function inlineChoice(item: ItemParts, el: XmlElement, declaration: XmlElement): BlankDraft | null {
  const choices = childrenNamed(el, 'inlineChoice').map((c) => ({
    id: attr(c, 'identifier') ?? '',
    text: xmlPlain(c),
    fixed: attr(c, 'fixed') === 'true',
  }));
  const texts = choices.map((c) => c.text);
  if (texts.some((t, i) => !t || texts.indexOf(t) !== i))
    return leaveOut(item, el, 'Two of its choices read the same, or one has no text.');
  const { values } = accepted(item, declaration, el);
  const unknown = values.find((v) => !choices.some((c) => c.id === v));
  if (unknown)
    return leaveOut(item, el, `Its correct response "${unknown}" is none of its choices.`);
  const ordered =
    attr(el, 'shuffle') === 'true'
      ? stableShuffle(choices, texts.join('\n'), (c) => c.fixed)
      : choices;
  return {
    answers: values.map((v) => choices.find((c) => c.id === v)!.text),
    options: ordered.map((c) => c.text),
    // Picked, not typed: the option is the answer exactly.
    caseSensitive: true,
  };
}

export function convertTextBlanks(
  body: XmlElement,
  interactions: XmlElement[],
  item: ItemParts,
): Converted | null {
  const first = interactions[0]!;
  const blanks: BlankDraft[] = [];
  for (const el of interactions) {
    const declaration = declarationOf(item, el);
    if (!declaration) return null;
    if ((attr(declaration, 'cardinality') ?? 'single') !== 'single')
      return leaveOut(item, el, 'Its response takes several values; a blank takes one.');
    const blank =
      qtiName(el) === 'textEntryInteraction'
        ? textEntry(item, el, declaration)
        : inlineChoice(item, el, declaration);
    if (!blank) return null;
    if (blank.answers.length === 0) return leaveOut(item, el, 'It has no correct response.');
    blanks.push(blank);
  }
  const found: Found = { images: [], math: [] };
  const text = xmlText(body, found, (el) => {
    const i = interactions.indexOf(el);
    return i === -1 ? undefined : mark(i);
  });
  if (mathLeftOut(item, first, { images: [], math: [...found.math, ...item.found.math] }))
    return null;
  const segments = splitMarked(text, blanks);
  if (!segments) return leaveOut(item, first, 'Its blanks could not be placed in its text.');
  picturesLeftOut(item, first, 'fill-in-the-blanks', found.images.length);
  const { content, notes } = fillBlanksContent({
    segments,
    explanation: joinFeedback(item.feedback.map((t) => ({ text: t }))),
  });
  for (const message of notes) note(item, first, message);
  return fillBlanks(content, xmlPath(item.file, first), item.id);
}
