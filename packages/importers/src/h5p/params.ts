/**
 * Reading H5P's content.json, which is the author tool's and may hold anything: each accessor
 * answers the expected shape or an empty value, never throws.
 */
import { jsonPath } from '../report';

export const CONTENT_JSON = 'content/content.json';

/** Where a value sits in content.json, as JSON pointer segments. */
export type Pointer = (string | number)[];

export const at = (pointer: Pointer) => jsonPath(CONTENT_JSON, ...pointer);

export const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** "H5P.MultiChoice 1.16" → "H5P.MultiChoice". */
export const machineName = (library: string) => library.trim().split(/\s+/)[0] ?? '';
