/**
 * A QTI hottextInteraction → mark-words: the item body is the text, each hottext a word the
 * student can mark, the correct response the words to mark; minChoices and maxChoices (0: no
 * limit) carry over. The player scores as H5P does, a point per right mark and one off per wrong
 * mark, never below 0; a QTI item scored otherwise is reported.
 */
import { compact, markWords, type Converted } from '../converted';
import { joinFeedback } from '../feedback';
import { mark, splitMarked } from '../marked-text';
import { xmlPath, type XmlElement } from '../safe-xml';
import { declarationOf, leaveOut, mathLeftOut, note, type ItemParts } from './item-parts';
import { picturesLeftOut } from './question-picture';
import { attr, child, descendants, qtiName } from './qti-tree';
import { correctValues, mappingOf, mapsUniformly, scoredByMapping } from './response';
import { xmlText, type Found } from './xml-text';

const MAX_INSTRUCTION = 300;

const limit = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function convertHottext(
  body: XmlElement,
  interaction: XmlElement,
  item: ItemParts,
): Converted | null {
  const fail = (message: string) => leaveOut(item, interaction, message);
  const declaration = declarationOf(item, interaction);
  if (!declaration) return null;
  const hottexts = descendants(interaction).filter((el) => qtiName(el) === 'hottext');
  const ids = hottexts.map((h) => attr(h, 'identifier') ?? '');
  const mapping = mappingOf(declaration);
  const byMapping = mapping !== undefined && scoredByMapping(item, declaration);
  let rights = correctValues(declaration);
  if (rights.length === 0 && byMapping)
    rights = mapping.entries.filter((e) => e.value > 0).map((e) => e.key);
  if (rights.length === 0) return fail('It has no correct response.');
  const unknown = rights.find((r) => !ids.includes(r));
  if (unknown) return fail(`Its correct response "${unknown}" is none of its hottexts.`);

  const found: Found = { images: [], math: [] };
  const words = hottexts.map((h, i) => ({
    word: xmlText(h, found),
    ...(rights.includes(ids[i]!) ? { correct: true } : {}),
  }));
  const blank = words.findIndex((w) => !w.word);
  if (blank !== -1) return fail(`The hottext "${ids[blank]}" has no text.`);
  const promptEl = child(interaction, 'prompt');
  const text = xmlText(body, found, (el) => {
    const i = hottexts.indexOf(el);
    if (i !== -1) return mark(i);
    return el === promptEl ? '' : undefined;
  });
  if (mathLeftOut(item, interaction, { images: [], math: [...found.math, ...item.found.math] }))
    return null;
  const segments = splitMarked(text, words);
  if (!segments) return fail('Its hottexts could not be placed in its text.');
  picturesLeftOut(item, interaction, 'select-the-words', found.images.length);

  const others = ids.filter((id) => !rights.includes(id));
  const faithful = byMapping
    ? mapsUniformly(mapping, rights, others, (right) => -right)
    : rights.length === 1;
  if (!faithful)
    note(
      item,
      interaction,
      byMapping
        ? 'Its mapping scores the words otherwise than the player, which gives a point per right word and takes one off per wrong word, never below 0.'
        : 'QTI gives credit only for exactly the right words; the player gives a point per right word and takes one off per wrong word, never below 0.',
    );
  const instruction = promptEl ? xmlText(promptEl, item.found) : '';
  // An instruction too long for its field is shown as the text's first lines.
  if (instruction.length > MAX_INSTRUCTION) segments.unshift(`${instruction}\n\n`);
  return markWords(
    compact({
      instruction: instruction && instruction.length <= MAX_INSTRUCTION ? instruction : undefined,
      segments,
      // QTI's default maxChoices for hottext is 1.
      max_choices: limit(attr(interaction, 'maxChoices') ?? '1'),
      min_choices: limit(attr(interaction, 'minChoices')),
      explanation: joinFeedback(item.feedback.map((t) => ({ text: t }))),
    }),
    xmlPath(item.file, interaction),
    item.id,
  );
}
