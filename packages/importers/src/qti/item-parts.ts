/** What the interactions of one QTI item share: its file, body text, picture, feedback, answers. */
import type { MediaCollector } from '../media';
import type { ImportReport } from '../report';
import type { XmlElement } from '../safe-xml';
import type { Found } from './xml-text';

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
  found: Found;
  report: ImportReport;
  media: MediaCollector;
}
