/**
 * A QTI orderInteraction → ordering: the choices in the order of the correct response, the item
 * body and prompt as the prompt. QTI's mapping of an ordered response credits the values it
 * holds whatever their place, so it cannot give credit per place: the order is scored right or
 * wrong as a whole (QTI match_correct), and an item scored by its mapping is reported.
 */
import { compact, ordering, type Converted } from '../converted';
import { joinFeedback } from '../feedback';
import { xmlPath, type XmlElement } from '../safe-xml';
import { declarationOf, type ItemParts, leaveOut, mathLeftOut, note, promptOf } from './item-parts';
import { picturesLeftOut } from './question-picture';
import { attr, childrenNamed } from './qti-tree';
import { correctValues, scoredByMapping } from './response';
import { xmlText, type Found } from './xml-text';

export function convertOrder(
  interaction: XmlElement,
  item: ItemParts,
  idHint: string,
): Converted | null {
  const fail = (message: string) => leaveOut(item, interaction, message);
  const declaration = declarationOf(item, interaction);
  if (!declaration) return null;
  const inChoices: Found = { images: [], math: item.found.math };
  const choices = childrenNamed(interaction, 'simpleChoice').map((c) => ({
    id: attr(c, 'identifier') ?? '',
    text: xmlText(c, inChoices),
  }));
  const blank = choices.find((c) => !c.text);
  if (blank)
    return fail(`The choice "${blank.id}" has no text (pictures as choices are not supported).`);
  const order = correctValues(declaration);
  if (order.length === 0) return fail('It has no correct response.');
  const unknown = order.find((id) => !choices.some((c) => c.id === id));
  if (unknown) return fail(`Its correct response "${unknown}" is none of its choices.`);
  if (new Set(order).size !== choices.length || order.length !== choices.length)
    return fail(
      `Its correct response orders ${order.length} of its ${choices.length} choices; the ordering minigame orders every item once.`,
    );
  if (mathLeftOut(item, interaction)) return null;

  if (scoredByMapping(item, declaration))
    note(
      item,
      interaction,
      'Its mapping credits the choices whatever their place, so it gives no credit per place: the player scores the order right or wrong as a whole.',
    );
  const prompt = promptOf(item, interaction);
  if (inChoices.images.length > 0)
    note(item, interaction, 'The pictures in its choices are left out.');
  picturesLeftOut(item, interaction, 'ordering');
  return ordering(
    compact({
      prompt,
      items: order.map((id) => ({ text: choices.find((c) => c.id === id)!.text })),
      explanation: joinFeedback(item.feedback.map((text) => ({ text }))),
    }),
    xmlPath(item.file, interaction),
    idHint,
  );
}
