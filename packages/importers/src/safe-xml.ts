/**
 * Parses untrusted XML (QTI items, IMS manifests) into a small element tree. A DOCTYPE that
 * declares entities or points at an outside file is refused before parsing: entities can expand
 * without end ("billion laughs") or read other files (XXE). Size and depth are capped.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { byteSize } from './byte-size';
import { ImportError } from './import-error';

export const MAX_XML_BYTES = 2 * 1024 * 1024;
const MAX_DEPTH = 100;

export interface XmlElement {
  /** The element's name without its namespace prefix. */
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  /** From the root, e.g. `/assessmentItem/itemBody/p[2]`: an index only where a name repeats. */
  path: string;
}

export type XmlNode = XmlElement | string;

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  // XHTML content uses &nbsp; and numeric references; no DOCTYPE gets this far to add others.
  htmlEntities: true,
  maxNestedTags: MAX_DEPTH,
});

function refuseDoctype(text: string, file: string): void {
  const start = text.search(/<!DOCTYPE/i);
  if (/<!ENTITY/i.test(text))
    throw new ImportError(
      `${file} declares XML entities (<!ENTITY …>). Entities can expand without end (a "billion laughs" attack) or read other files, so the file is refused: remove its DOCTYPE.`,
      file,
    );
  if (start === -1) return;
  const head = text.slice(start, text.indexOf('>', start));
  if (/\b(SYSTEM|PUBLIC)\b/.test(head))
    throw new ImportError(
      `${file} has a DOCTYPE that refers to an outside file (SYSTEM or PUBLIC). Outside files are never read, so the file is refused: remove its DOCTYPE.`,
      file,
    );
  if (head.includes('['))
    throw new ImportError(
      `${file} has a DOCTYPE with declarations ([…]); they are refused: remove its DOCTYPE.`,
      file,
    );
}

function toElements(nodes: Ordered[], parentPath: string): XmlNode[] {
  const nameOf = (n: Ordered) => Object.keys(n).find((k) => k !== ':@') ?? '';
  const counts = new Map<string, number>();
  for (const n of nodes) counts.set(nameOf(n), (counts.get(nameOf(n)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const out: XmlNode[] = [];
  for (const n of nodes) {
    const name = nameOf(n);
    if (name === '#text') out.push(String(n[name]));
    else if (name && !name.startsWith('?')) {
      const index = (seen.get(name) ?? 0) + 1;
      seen.set(name, index);
      const path = `${parentPath}/${name}${(counts.get(name) ?? 0) > 1 ? `[${index}]` : ''}`;
      const children = toElements((n[name] as Ordered[] | undefined) ?? [], path);
      out.push({ name, attrs: { ...n[':@'] }, children, path });
    }
  }
  return out;
}

/**
 * Where an element is, for a report: `file#/assessmentItem/itemBody/choiceInteraction[1]`. The
 * element itself always carries its index below the root, so "the first one" reads as such.
 */
export function xmlPath(file: string, el: XmlElement): string {
  const indexed = el.path.endsWith(']') || el.path.lastIndexOf('/') === 0;
  return `${file}#${el.path}${indexed ? '' : '[1]'}`;
}

/** The root element of an XML document; throws ImportError with a message for the author. */
export function parseXml(bytes: Uint8Array, file: string): XmlElement {
  if (bytes.length > MAX_XML_BYTES)
    throw new ImportError(
      `${file} is ${byteSize(bytes.length)}, over the ${byteSize(MAX_XML_BYTES)} limit for one XML file.`,
      file,
    );
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportError(`${file} is not UTF-8 text.`, file);
  }
  refuseDoctype(text, file);
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new ImportError(
      `${file} is not well-formed XML (line ${valid.err.line}, column ${valid.err.col}): ${valid.err.msg}`,
      file,
    );
  let parsed: Ordered[];
  try {
    parsed = parser.parse(text) as Ordered[];
  } catch (e) {
    // The parser's own limits (nesting depth): the depth also bounds the recursion below.
    throw new ImportError(`${file} is refused: ${(e as Error).message}.`, file);
  }
  const root = toElements(parsed, '').find((n): n is XmlElement => typeof n !== 'string');
  if (!root) throw new ImportError(`${file} has no root element.`, file);
  return root;
}
