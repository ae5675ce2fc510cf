/**
 * Reading QTI elements of any version: 3.0 writes `qti-choice-interaction` and
 * `response-identifier` where 2.x writes `choiceInteraction` and `responseIdentifier`; both are
 * read by their 2.x names. Reports keep the names as the source wrote them.
 */
import type { XmlElement } from '../safe-xml';

const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const kebab = (camelName: string) => camelName.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const qtiName = (el: XmlElement) =>
  el.name.startsWith('qti-') ? camel(el.name.slice(4)) : el.name;

export const attr = (el: XmlElement, name: string): string | undefined =>
  el.attrs[name] ?? el.attrs[kebab(name)];

export const elements = (el: XmlElement): XmlElement[] =>
  el.children.filter((c): c is XmlElement => typeof c !== 'string');

export const childrenNamed = (el: XmlElement, name: string) =>
  elements(el).filter((c) => qtiName(c) === name);

export const child = (el: XmlElement, name: string): XmlElement | undefined =>
  childrenNamed(el, name)[0];

/** Every element below `el`, in document order. */
export function descendants(el: XmlElement): XmlElement[] {
  return elements(el).flatMap((c) => [c, ...descendants(c)]);
}

export const isInteraction = (el: XmlElement) => qtiName(el).endsWith('Interaction');
