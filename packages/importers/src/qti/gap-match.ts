/**
 * A QTI gapMatchInteraction → fill-blanks with a word bank: the item body is the text, each gap a
 * blank, the gap texts the bank. A gap's accepted words are the gap texts its correct response
 * (and, when the item scores by its mapping, the pairs the mapping credits) puts in it; the bank
 * holds each gap's first word once per gap and every other gap text once (the distractors). The
 * player gives a point per gap; what QTI scores otherwise is reported.
 */
import { fillBlanks, type Converted } from '../converted';
import { fillBlanksContent, type BlankDraft } from '../fill-blanks-content';
import { joinFeedback } from '../feedback';
import { mark, splitMarked } from '../marked-text';
import { xmlPath, type XmlElement } from '../safe-xml';
import { declarationOf, leaveOut, mathLeftOut, note, type ItemParts } from './item-parts';
import { picturesLeftOut } from './question-picture';
import { attr, child, childrenNamed, descendants, qtiName } from './qti-tree';
import { correctValues, mappingOf, mapsUniformly, scoredByMapping } from './response';
import { xmlPlain, xmlText, type Found } from './xml-text';

const pairKey = (value: string) => value.trim().split(/\s+/).join(' ');

export function convertGapMatch(
  body: XmlElement,
  interaction: XmlElement,
  item: ItemParts,
): Converted | null {
  const fail = (message: string) => leaveOut(item, interaction, message);
  const declaration = declarationOf(item, interaction);
  if (!declaration) return null;
  const picture = child(interaction, 'gapImg');
  if (picture) return leaveOut(item, picture, 'Pictures as words (gapImg) are not supported.');
  const words = childrenNamed(interaction, 'gapText').map((g) => ({
    id: attr(g, 'identifier') ?? '',
    text: xmlPlain(g),
    matchMax: Number(attr(g, 'matchMax') ?? '1'),
  }));
  const empty = words.find((w) => !w.text);
  if (empty) return fail(`The gap text "${empty.id}" has no text.`);
  const gaps = descendants(interaction).filter((el) => qtiName(el) === 'gap');
  const gapIds = gaps.map((g) => attr(g, 'identifier') ?? '');

  const mapping = mappingOf(declaration);
  const byMapping = mapping !== undefined && scoredByMapping(item, declaration);
  const correct = correctValues(declaration).map(pairKey);
  const credited = byMapping
    ? mapping.entries.filter((e) => e.value > 0).map((e) => pairKey(e.key))
    : [];
  const rights = [...new Set([...correct, ...credited])];
  const pairs = rights.map((key) => key.split(' '));
  const blanks: BlankDraft[] = [];
  for (const [g, gapId] of gapIds.entries()) {
    const texts = pairs.filter(([, gap]) => gap === gapId).map(([word]) => word);
    const unknown = texts.find((id) => !words.some((w) => w.id === id));
    if (unknown)
      return fail(`Its correct response puts "${unknown}", none of its gap texts, in a gap.`);
    if (texts.length === 0)
      return leaveOut(item, gaps[g]!, `No gap text is right for the gap "${gapId}".`);
    const answers = texts.map((id) => words.find((w) => w.id === id)!.text);
    blanks.push({ answers: [...new Set(answers)], caseSensitive: true });
  }

  const found: Found = { images: [], math: [] };
  const text = xmlText(body, found, (el) => {
    const name = qtiName(el);
    if (name === 'gap') return mark(gaps.indexOf(el));
    return name === 'gapText' || (name === 'prompt' && el === child(interaction, 'prompt'))
      ? ''
      : undefined;
  });
  if (mathLeftOut(item, interaction, { images: [], math: [...found.math, ...item.found.math] }))
    return null;
  const segments = splitMarked(text, blanks);
  if (!segments) return fail('Its gaps could not be placed in its text.');
  picturesLeftOut(item, interaction, 'fill-in-the-blanks', found.images.length);

  for (const w of words.filter((w) => w.matchMax !== 1))
    note(
      item,
      interaction,
      `In QTI the gap text "${w.text}" may fill ${w.matchMax === 0 ? 'any number of' : `up to ${w.matchMax}`} gaps; the bank holds it once for each gap it is the answer to.`,
    );
  if (!byMapping && blanks.length > 1)
    note(
      item,
      interaction,
      'QTI gives credit only when every gap is right; the player gives a point per gap.',
    );
  const others = words.flatMap((w) =>
    gapIds.map((gap) => `${w.id} ${gap}`).filter((key) => !rights.includes(key)),
  );
  if (byMapping && !mapsUniformly(mapping, rights, others, () => 0))
    note(
      item,
      interaction,
      'Its mapping weighs the gaps differently or takes points off for wrong words; the player gives a point per right gap.',
    );

  const firsts = blanks.map((b) => b.answers[0]!);
  const promptEl = child(interaction, 'prompt');
  const { content } = fillBlanksContent({
    segments,
    instruction: promptEl ? xmlText(promptEl, item.found) : undefined,
    bank: [...firsts, ...new Set(words.map((w) => w.text).filter((t) => !firsts.includes(t)))],
    explanation: joinFeedback(item.feedback.map((t) => ({ text: t }))),
  });
  return fillBlanks(content, xmlPath(item.file, interaction), item.id);
}
