/**
 * One QTI assessmentItem (2.1, 2.2 or 3.0) → its questions: each choiceInteraction an MCQ. An item
 * with any other interaction, an adaptive item, or a template item is reported and left out as a
 * whole: part of it would score differently from what its author wrote.
 */
import type { Converted } from '../converted';
import { ImportError } from '../import-error';
import type { MediaCollector } from '../media';
import type { ImportReport } from '../report';
import { xmlPath, type XmlElement } from '../safe-xml';
import { convertChoice } from './choice-interaction';
import type { ItemParts } from './item-parts';
import { attr, child, childrenNamed, descendants, isInteraction, qtiName } from './qti-tree';
import { xmlText, type Found } from './xml-text';

const NOT_YET: Record<string, string> = {
  textEntryInteraction: 'typed answers in a gap have no minigame yet',
  inlineChoiceInteraction: 'a choice inside a sentence has no minigame yet',
  gapMatchInteraction: 'filling gaps from a word bank has no minigame yet',
  orderInteraction: 'ordering has no minigame yet',
  matchInteraction: 'matching pairs has no minigame yet',
  associateInteraction: 'matching pairs has no minigame yet',
  hottextInteraction: 'selecting words in a text has no minigame yet',
  extendedTextInteraction: 'free writing cannot be scored by the player',
  hotspotInteraction: 'answering on an image has no minigame',
  selectPointInteraction: 'answering on an image has no minigame',
  graphicOrderInteraction: 'answering on an image has no minigame',
  graphicAssociateInteraction: 'answering on an image has no minigame',
  graphicGapMatchInteraction: 'answering on an image has no minigame',
  positionObjectInteraction: 'answering on an image has no minigame',
  sliderInteraction: 'a slider has no minigame',
  drawingInteraction: 'drawing cannot be scored by the player',
  uploadInteraction: 'an uploaded file cannot be scored by the player',
};

export interface ItemFile {
  /** The item's file, as reports name it. */
  file: string;
  /** Its folder in the package ("" at the top, or for a lone file). */
  base: string;
}

export function convertItem(
  root: XmlElement,
  { file, base }: ItemFile,
  report: ImportReport,
  media: MediaCollector,
): { title: string; questions: Converted[] } {
  const rootName = qtiName(root);
  if (rootName !== 'assessmentItem')
    throw new ImportError(
      rootName === 'assessmentTest' || rootName === 'manifest'
        ? `${file} is a QTI ${rootName === 'manifest' ? 'package manifest' : 'assessment test'}, which refers to items in other files: import the whole content package zip.`
        : `${file} is not a QTI assessment item (its root element is <${root.name}>).`,
      file,
    );
  const id = attr(root, 'identifier') ?? file;
  const title = attr(root, 'title') ?? '';
  const leftOut = (el: XmlElement, message: string) => {
    report.push({
      path: xmlPath(file, el),
      level: 'warning',
      message: `${message} The item "${id}" is left out.`,
    });
    return { title, questions: [] };
  };
  if (attr(root, 'adaptive') === 'true')
    return leftOut(
      root,
      'Adaptive items (several attempts with changing feedback) are not supported.',
    );
  const template = child(root, 'templateDeclaration');
  if (template)
    return leftOut(template, 'Template items (values drawn at random) are not supported yet.');
  const body = child(root, 'itemBody');
  if (!body) throw new ImportError(`${file} has no itemBody.`, file);

  const interactions = descendants(body).filter(isInteraction);
  if (interactions.length === 0) return leftOut(body, 'It has no interaction to answer.');
  const unsupported = interactions.filter((el) => qtiName(el) !== 'choiceInteraction');
  for (const el of unsupported) {
    const why = NOT_YET[qtiName(el)];
    leftOut(el, `QTI ${el.name} is not supported yet${why ? `: ${why}` : ''}.`);
  }
  if (unsupported.length > 0) return { title, questions: [] };

  const found: Found = { images: [], math: [] };
  const parts: ItemParts = {
    file,
    base,
    id,
    bodyText: xmlText(body, found, isInteraction),
    feedback: [
      ...childrenNamed(root, 'modalFeedback'),
      ...descendants(body).filter((el) => qtiName(el) === 'feedbackBlock'),
    ].map((el) => xmlText(el, found)),
    responses: new Map(
      childrenNamed(root, 'responseDeclaration').map((d) => [attr(d, 'identifier') ?? '', d]),
    ),
    found,
    report,
    media,
  };
  const questions = interactions.flatMap((el) => {
    const idHint = interactions.length > 1 ? `${id}-${attr(el, 'responseIdentifier')}` : id;
    return convertChoice(el, parts, idHint) ?? [];
  });
  return { title, questions };
}
