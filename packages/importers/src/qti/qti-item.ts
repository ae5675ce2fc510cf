/** A lone QTI item file (2.1, 2.2 or 3.0 XML) → a draft course of its questions. */
import type { Draft } from '../build-course';
import type { MediaCollector } from '../media';
import type { ImportReport } from '../report';
import { parseXml } from '../safe-xml';
import { convertItem } from './assessment-item';

export function importQtiItem(
  bytes: Uint8Array,
  file: string,
  report: ImportReport,
  media: MediaCollector,
): Draft {
  const { title, questions } = convertItem(
    parseXml(bytes, file),
    { file, base: '' },
    report,
    media,
  );
  return { title, description: 'Imported from a QTI item.', questions };
}
