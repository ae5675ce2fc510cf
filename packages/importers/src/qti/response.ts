/**
 * Reading a QTI response declaration: its correct response, its mapping, and whether the item
 * scores by that mapping (partial credit) or by matching the correct response (right or wrong as
 * a whole).
 */
import type { XmlElement } from '../safe-xml';
import type { ItemParts } from './item-parts';
import { attr, child, childrenNamed } from './qti-tree';
import { xmlPlain } from './xml-text';

export interface MapEntry {
  key: string;
  value: number;
  caseSensitive: boolean;
}

export interface Mapping {
  entries: MapEntry[];
  defaultValue: number;
  lowerBound?: number;
  upperBound?: number;
}

export function correctValues(declaration: XmlElement): string[] {
  const correct = child(declaration, 'correctResponse');
  return correct ? childrenNamed(correct, 'value').map(xmlPlain) : [];
}

const numberOf = (text: string | undefined) =>
  text === undefined || text.trim() === '' || !Number.isFinite(Number(text))
    ? undefined
    : Number(text);

export function mappingOf(declaration: XmlElement): Mapping | undefined {
  const mapping = child(declaration, 'mapping');
  if (!mapping) return undefined;
  return {
    entries: childrenNamed(mapping, 'mapEntry').map((e) => ({
      key: (attr(e, 'mapKey') ?? '').trim(),
      value: numberOf(attr(e, 'mappedValue')) ?? 0,
      // QTI 2.2 and 3.0: case-sensitive unless said otherwise.
      caseSensitive: attr(e, 'caseSensitive') !== 'false',
    })),
    defaultValue: numberOf(attr(mapping, 'defaultValue')) ?? 0,
    lowerBound: numberOf(attr(mapping, 'lowerBound')),
    upperBound: numberOf(attr(mapping, 'upperBound')),
  };
}

/**
 * Whether the item's score comes from the mapping: the response processing template says so
 * (map_response) or not (match_correct); with rules of its own, a mapping is taken as used.
 */
export function scoredByMapping(item: ItemParts, declaration: XmlElement): boolean {
  if (/match_correct/.test(item.template)) return false;
  if (/map_response/.test(item.template)) return true;
  return child(declaration, 'mapping') !== undefined;
}

/**
 * Whether a mapping gives the same points for each right value and `wrong` of them for each of the
 * `others` (the wrong values a student can give), with bounds that cut nothing off between 0 and
 * full marks: then it scores as the player does. `same` says whether two keys name one value
 * (a pair may be written either way round).
 */
export function mapsUniformly(
  mapping: Mapping,
  rights: readonly string[],
  others: readonly string[],
  wrong: (right: number) => number,
  same: (a: string, b: string) => boolean = (a, b) => a === b,
): boolean {
  const valueOf = (key: string) =>
    mapping.entries.find((e) => same(e.key, key))?.value ?? mapping.defaultValue;
  const right = valueOf(rights[0] ?? '');
  const floorKept = wrong(right) < 0 ? mapping.lowerBound === 0 : (mapping.lowerBound ?? 0) <= 0;
  return (
    right > 0 &&
    rights.every((k) => valueOf(k) === right) &&
    others.every((k) => valueOf(k) === wrong(right)) &&
    (mapping.upperBound === undefined || mapping.upperBound >= right * rights.length) &&
    floorKept
  );
}
