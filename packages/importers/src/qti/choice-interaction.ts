/**
 * A QTI choiceInteraction → MCQ. Single cardinality is one answer, multiple a choose-all
 * question; the answers come from the response declaration's correct response (or, when it has
 * none, the choices its mapping scores above zero). The item's feedback, and each choice's inline
 * feedback, become the explanation. Choices are shuffled once when the item says so, fixed
 * choices staying where they are.
 */
import { compact, mcq, optionId, type Converted } from '../converted';
import { joinFeedback } from '../feedback';
import { stableShuffle } from '../stable-shuffle';
import { xmlPath, type XmlElement } from '../safe-xml';
import type { ItemParts } from './item-parts';
import { attr, child, childrenNamed, descendants, qtiName } from './qti-tree';
import { xmlText, type Found } from './xml-text';

function correctValues(declaration: XmlElement, item: ItemParts, where: string): string[] {
  const values = (el: XmlElement | undefined) =>
    el ? childrenNamed(el, 'value').map((v) => xmlText(v, item.found)) : [];
  const correct = values(child(declaration, 'correctResponse'));
  const mapping = child(declaration, 'mapping');
  const mapped = mapping
    ? childrenNamed(mapping, 'mapEntry')
        .filter((e) => Number(attr(e, 'mappedValue')) > 0)
        .map((e) => attr(e, 'mapKey') ?? '')
    : [];
  if (mapping && (correct.length === 0 || attr(declaration, 'cardinality') === 'multiple'))
    item.report.push({
      path: where,
      level: 'warning',
      message:
        correct.length === 0
          ? 'It has no correct response: the choices its mapping scores above zero are taken as the answers, scored right or wrong as a whole.'
          : 'Its mapping gives partial credit; the player scores a choose-all question right or wrong as a whole.',
    });
  return correct.length > 0 ? correct : mapped;
}

export function convertChoice(
  interaction: XmlElement,
  item: ItemParts,
  idHint: string,
): Converted | null {
  const where = xmlPath(item.file, interaction);
  const fail = (message: string, level: 'error' | 'warning' = 'error') => {
    item.report.push({
      path: where,
      level,
      message: `${message} The item "${item.id}" is left out.`,
    });
    return null;
  };
  const responseId = attr(interaction, 'responseIdentifier') ?? '';
  const declaration = item.responses.get(responseId);
  if (!declaration) return fail(`No responseDeclaration "${responseId}" answers this interaction.`);
  const cardinality = attr(declaration, 'cardinality') ?? 'single';
  if (cardinality !== 'single' && cardinality !== 'multiple')
    return fail(`Its response has cardinality "${cardinality}", which no minigame scores yet.`);

  // Pictures inside choices are not the question's picture.
  const inChoices: Found = { images: [], math: item.found.math };
  const choices = childrenNamed(interaction, 'simpleChoice').map((c) => ({
    identifier: attr(c, 'identifier') ?? '',
    fixed: attr(c, 'fixed') === 'true',
    text: xmlText(c, inChoices),
    feedback: descendants(c)
      .filter((f) => qtiName(f) === 'feedbackInline')
      .map((f) => xmlText(f, item.found))
      .join(' '),
  }));
  const blank = choices.find((c) => !c.text);
  if (blank)
    return fail(
      `The choice "${blank.identifier}" has no text (pictures as choices are not supported yet).`,
    );
  const correct = correctValues(declaration, item, where);
  if (correct.length === 0) return fail('It has no correct response.');
  const unknown = correct.find((v) => !choices.some((c) => c.identifier === v));
  if (unknown) return fail(`Its correct response "${unknown}" is none of its choices.`);
  if (cardinality === 'single' && correct.length > 1)
    return fail('Its response takes one choice, but several are marked correct.');

  const promptEl = child(interaction, 'prompt');
  const prompt = [item.bodyText, promptEl ? xmlText(promptEl, item.found) : '']
    .filter(Boolean)
    .join('\n\n');
  const math = item.found.math[0];
  if (math)
    return fail(
      `It holds MathML (${xmlPath(item.file, math)}), which is not converted yet.`,
      'warning',
    );
  if (inChoices.images.length > 0)
    item.report.push({
      path: where,
      level: 'warning',
      message: 'The pictures in its choices are left out.',
    });
  if (item.found.images.length > 1)
    item.report.push({ path: where, level: 'warning', message: 'Only its first picture is kept.' });
  const ordered =
    attr(interaction, 'shuffle') === 'true'
      ? stableShuffle(choices, prompt, (c) => c.fixed)
      : choices;
  const picture = item.found.images[0];
  const src = picture ? attr(picture, 'src') : undefined;
  const image =
    picture && src ? item.media.image(item.base, src, xmlPath(item.file, picture)) : undefined;
  const alt = picture && image ? attr(picture, 'alt') : undefined;
  return mcq(
    compact({
      prompt,
      image,
      image_alt: alt || undefined,
      options: ordered.map((c, i) => ({ id: optionId(i), text: c.text })),
      answers: ordered.flatMap((c, i) => (correct.includes(c.identifier) ? [optionId(i)] : [])),
      explanation: joinFeedback([
        ...item.feedback.map((text) => ({ text })),
        ...ordered.map((c) => ({ label: c.text, text: c.feedback })),
      ]),
    }),
    where,
    idHint,
  );
}
