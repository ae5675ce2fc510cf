/**
 * An IMS content package (a zip with imsmanifest.xml) → a draft course of the QTI items its
 * manifest lists, in manifest order. Assessment tests in the package are not read (their
 * sections and selection rules are reported as left out); each item's images are resolved from
 * the item's own folder.
 */
import type { Draft } from '../build-course';
import type { Converted } from '../converted';
import { ImportError } from '../import-error';
import { resolveInPackage, type MediaCollector } from '../media';
import type { ImportReport } from '../report';
import type { SafeZip } from '../safe-zip';
import { parseXml, xmlPath } from '../safe-xml';
import { convertItem } from './assessment-item';
import { attr, child, descendants, qtiName } from './qti-tree';
import { xmlText } from './xml-text';

const MANIFEST = 'imsmanifest.xml';

export function importQtiPackage(zip: SafeZip, report: ImportReport, media: MediaCollector): Draft {
  const manifest = parseXml(zip.read(MANIFEST), MANIFEST);
  const resources = descendants(manifest).filter((el) => qtiName(el) === 'resource');
  const ofType = (prefix: string) =>
    resources.filter((r) => (attr(r, 'type') ?? '').startsWith(prefix));
  const items = ofType('imsqti_item_xml');
  const test = ofType('imsqti_test_xml')[0];
  if (test)
    report.push({
      path: xmlPath(MANIFEST, test),
      level: 'warning',
      message:
        'QTI assessment tests are not read: their sections, order and selection rules are left out, and the items are imported in manifest order.',
    });
  if (items.length === 0)
    throw new ImportError(
      `${MANIFEST} lists no QTI items (resources of type imsqti_item_xmlv2p1, v2p2 or v3p0).`,
      MANIFEST,
    );

  const questions: Converted[] = [];
  for (const resource of items) {
    const href = attr(resource, 'href') ?? '';
    const entry = resolveInPackage('', href);
    if (!entry || !zip.has(entry)) {
      report.push({
        path: xmlPath(MANIFEST, resource),
        level: 'error',
        message: `The manifest lists the item "${href}", which is not in the package.`,
      });
      continue;
    }
    try {
      const base = entry.includes('/') ? entry.slice(0, entry.lastIndexOf('/')) : '';
      questions.push(
        ...convertItem(parseXml(zip.read(entry), entry), { file: entry, base }, report, media)
          .questions,
      );
    } catch (e) {
      if (!(e instanceof ImportError)) throw e;
      report.push({ path: e.path || entry, level: 'error', message: e.message });
    }
  }
  const general = descendants(manifest).find((el) => el.name === 'general');
  const title = general && child(general, 'title');
  return {
    title: title ? xmlText(title, { images: [], math: [] }) : '',
    description: `Imported from a QTI content package (${items.length} items).`,
    questions,
  };
}
