/**
 * From an error's JSON path to the spot in the author's text: jsonc-parser gives every value's
 * offset, so an error can name its line and the editor can select it.
 */
import { findNodeAtLocation, type Node } from 'jsonc-parser';

export interface TextSpan {
  offset: number;
  length: number;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

export function spanAt(text: string, offset: number, length: number): TextSpan {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { offset, length, line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** "/tasks/0/title" → ["tasks", "0", "title"], unescaping ~1 and ~0 (RFC 6901). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The span of the value at `pointer`, or of its nearest existing ancestor when the value is
 * missing (a required field, say). A scalar is selected whole; an object or array by its key
 * (or its opening bracket), so selecting a whole chapter never floods the editor.
 */
export function locatePointer(
  text: string,
  tree: Node | undefined,
  pointer: string,
): TextSpan | null {
  if (!tree) return null;
  let node = tree;
  for (const segment of pointerSegments(pointer)) {
    const child =
      node.type === 'array' && /^\d+$/.test(segment)
        ? findNodeAtLocation(node, [Number(segment)])
        : node.type === 'object'
          ? findNodeAtLocation(node, [segment])
          : undefined;
    if (!child) break;
    node = child;
  }
  if (node.type !== 'object' && node.type !== 'array')
    return spanAt(text, node.offset, node.length);
  const key = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
  return key ? spanAt(text, key.offset, key.length) : spanAt(text, node.offset, 1);
}
