/**
 * One QTI assessmentItem (2.1, 2.2 or 3.0) → its questions. Interactions that stand on their own
 * (choice, order, match, associate) each become a question, with the item body as their prompt;
 * interactions that sit in the text (text entry and inline choice together, or one gap match, or
 * one hottext) make the whole body one question. An item with any other interaction, with a mix
 * the player cannot show as one, an adaptive item or a template item is reported and left out as
 * a whole, as is an item with any part that cannot be converted: part of it would score
 * differently from what its author wrote.
 */
import type { Converted } from '../converted';
import { ImportError } from '../import-error';
import type { MediaCollector } from '../media';
import type { ImportReport } from '../report';
import { xmlPath, type XmlElement } from '../safe-xml';
import { convertChoice } from './choice-interaction';
import { convertGapMatch } from './gap-match';
import { convertHottext } from './hottext';
import type { ItemParts } from './item-parts';
import { convertMatch } from './match-interaction';
import { convertOrder } from './order-interaction';
import { attr, child, childrenNamed, descendants, isInteraction, qtiName } from './qti-tree';
import { convertTextBlanks } from './text-blanks';
import { NOT_SUPPORTED } from './unsupported';
import { xmlText, type Found } from './xml-text';

type Standalone = (el: XmlElement, item: ItemParts, idHint: string) => Converted | null;

const STANDALONE: Record<string, Standalone> = {
  choiceInteraction: convertChoice,
  orderInteraction: convertOrder,
  matchInteraction: convertMatch,
  associateInteraction: convertMatch,
};

const TYPED = new Set(['textEntryInteraction', 'inlineChoiceInteraction']);
const IN_TEXT = new Set([...TYPED, 'gapMatchInteraction', 'hottextInteraction']);

export interface ItemFile {
  /** The item's file, as reports name it. */
  file: string;
  /** Its folder in the package ("" at the top, or for a lone file). */
  base: string;
}

/** The question the item's in-text interactions make, or why they cannot make one (a message). */
function inTextQuestion(body: XmlElement, inText: XmlElement[], item: ItemParts) {
  const names = new Set(inText.map(qtiName));
  if ([...names].every((n) => TYPED.has(n))) return convertTextBlanks(body, inText, item);
  if (inText.length === 1 && names.has('gapMatchInteraction'))
    return convertGapMatch(body, inText[0]!, item);
  if (inText.length === 1 && names.has('hottextInteraction'))
    return convertHottext(body, inText[0]!, item);
  return 'A gap match or hottext interaction makes a question of the whole item text, so it must be the only interaction of the item.';
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
  const none = { title, questions: [] };
  const leftOut = (el: XmlElement, message: string) => {
    report.push({
      path: xmlPath(file, el),
      level: 'warning',
      message: `${message} The item "${id}" is left out.`,
    });
    return none;
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
  const unsupported = interactions.filter(
    (el) => !STANDALONE[qtiName(el)] && !IN_TEXT.has(qtiName(el)),
  );
  for (const el of unsupported) {
    const why = NOT_SUPPORTED[qtiName(el)];
    leftOut(el, `QTI ${el.name} is not supported yet${why ? `: ${why}` : ''}.`);
  }
  if (unsupported.length > 0) return none;
  const inText = interactions.filter((el) => IN_TEXT.has(qtiName(el)));
  if (inText.length > 0 && inText.length < interactions.length)
    return leftOut(
      interactions.find((el) => !IN_TEXT.has(qtiName(el)))!,
      `QTI ${inText[0]!.name} makes a question of the whole item text, which cannot also hold this interaction.`,
    );

  const found: Found = { images: [], math: [] };
  const rp = child(root, 'responseProcessing');
  const item: ItemParts = {
    file,
    base,
    id,
    bodyText: xmlText(body, found, (el) => (isInteraction(el) ? '' : undefined)),
    feedback: [
      ...childrenNamed(root, 'modalFeedback'),
      ...descendants(body).filter((el) => qtiName(el) === 'feedbackBlock'),
    ].map((el) => xmlText(el, found)),
    responses: new Map(
      childrenNamed(root, 'responseDeclaration').map((d) => [attr(d, 'identifier') ?? '', d]),
    ),
    template: (rp && attr(rp, 'template')) ?? '',
    found,
    report,
    media,
  };
  if (inText.length > 0) {
    const question = inTextQuestion(body, inText, item);
    if (typeof question === 'string') return leftOut(inText[0]!, question);
    return { title, questions: question ? [question] : [] };
  }
  const questions: Converted[] = [];
  for (const el of interactions) {
    const idHint = interactions.length > 1 ? `${id}-${attr(el, 'responseIdentifier')}` : id;
    const question = STANDALONE[qtiName(el)]!(el, item, idHint);
    // Part of an item is never kept: it would score differently from the whole.
    if (!question) return none;
    questions.push(question);
  }
  return { title, questions };
}
