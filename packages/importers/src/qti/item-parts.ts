/** What the interactions of one QTI item share: its file, body text, picture, feedback, answers. */
import type { MediaCollector } from '../media';
import type { ImportReport } from '../report';
import { xmlPath, type XmlElement } from '../safe-xml';
import { attr, child } from './qti-tree';
import { xmlText, type Found } from './xml-text';

export interface ItemParts {
  /** The item's file, as reports name it. */
  file: string;
  /** Its folder in the package, which image references are relative to. */
  base: string;
  /** The item identifier, for question ids and messages. */
  id: string;
  /** The item body's text around the interactions. */
  bodyText: string;
  /** Modal feedback and feedback blocks, as text. */
  feedback: string[];
  responses: Map<string, XmlElement>;
  /** The response processing template's URL ("" when the item writes its own rules or none). */
  template: string;
  found: Found;
  report: ImportReport;
  media: MediaCollector;
}

/** Reports why the item is left out, at `el`; null for the caller to return. */
export function leaveOut(
  item: ItemParts,
  el: XmlElement,
  message: string,
  level: 'error' | 'warning' = 'error',
): null {
  item.report.push({
    path: xmlPath(item.file, el),
    level,
    message: `${message} The item "${item.id}" is left out.`,
  });
  return null;
}

/** A warning at `el` about what the conversion changes; the question is kept. */
export function note(item: ItemParts, el: XmlElement, message: string): void {
  item.report.push({ path: xmlPath(item.file, el), level: 'warning', message });
}

/** MathML is not converted yet: an item holding any is left out (reported at `el`). */
export function mathLeftOut(item: ItemParts, el: XmlElement, found: Found = item.found): boolean {
  const math = found.math[0];
  if (math)
    leaveOut(
      item,
      el,
      `It holds MathML (${xmlPath(item.file, math)}), which is not converted yet.`,
      'warning',
    );
  return math !== undefined;
}

/** The response declaration an interaction answers, or null (reported). */
export function declarationOf(item: ItemParts, interaction: XmlElement): XmlElement | null {
  const id = attr(interaction, 'responseIdentifier') ?? '';
  return (
    item.responses.get(id) ??
    leaveOut(item, interaction, `No responseDeclaration "${id}" answers this interaction.`)
  );
}

/** A question's prompt: the item body's text around the interactions, then the interaction's own. */
export function promptOf(item: ItemParts, interaction: XmlElement): string {
  const own = child(interaction, 'prompt');
  return [item.bodyText, own ? xmlText(own, item.found) : ''].filter(Boolean).join('\n\n');
}
