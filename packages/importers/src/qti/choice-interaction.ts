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
import { declarationOf, type ItemParts, leaveOut, mathLeftOut, note, promptOf } from './item-parts';
import { questionPicture } from './question-picture';
import { attr, childrenNamed, descendants, qtiName } from './qti-tree';
import { correctValues, mappingOf, scoredByMapping } from './response';
import { xmlText, type Found } from './xml-text';

function answerValues(declaration: XmlElement, item: ItemParts, interaction: XmlElement): string[] {
  const correct = correctValues(declaration);
  const mapping = mappingOf(declaration);
  if (correct.length > 0) {
    if (attr(declaration, 'cardinality') === 'multiple' && scoredByMapping(item, declaration))
      note(
        item,
        interaction,
        'Its mapping gives partial credit; the player scores a choose-all question right or wrong as a whole.',
      );
    return correct;
  }
  if (!mapping) return [];
  note(
    item,
    interaction,
    'It has no correct response: the choices its mapping scores above zero are taken as the answers, scored right or wrong as a whole.',
  );
  return mapping.entries.filter((e) => e.value > 0).map((e) => e.key);
}

export function convertChoice(
  interaction: XmlElement,
  item: ItemParts,
  idHint: string,
): Converted | null {
  const fail = (message: string) => leaveOut(item, interaction, message);
  const declaration = declarationOf(item, interaction);
  if (!declaration) return null;
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
  const correct = answerValues(declaration, item, interaction);
  if (correct.length === 0) return fail('It has no correct response.');
  const unknown = correct.find((v) => !choices.some((c) => c.identifier === v));
  if (unknown) return fail(`Its correct response "${unknown}" is none of its choices.`);
  if (cardinality === 'single' && correct.length > 1)
    return fail('Its response takes one choice, but several are marked correct.');

  const prompt = promptOf(item, interaction);
  if (mathLeftOut(item, interaction)) return null;
  if (inChoices.images.length > 0)
    note(item, interaction, 'The pictures in its choices are left out.');
  const ordered =
    attr(interaction, 'shuffle') === 'true'
      ? stableShuffle(choices, prompt, (c) => c.fixed)
      : choices;
  return mcq(
    compact({
      prompt,
      ...questionPicture(item, interaction),
      options: ordered.map((c, i) => ({ id: optionId(i), text: c.text })),
      answers: ordered.flatMap((c, i) => (correct.includes(c.identifier) ? [optionId(i)] : [])),
      explanation: joinFeedback([
        ...item.feedback.map((text) => ({ text })),
        ...ordered.map((c) => ({ label: c.text, text: c.feedback })),
      ]),
    }),
    xmlPath(item.file, interaction),
    idHint,
  );
}
