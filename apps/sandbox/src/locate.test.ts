import { describe, expect, it } from 'vitest';
import { parseTree } from 'jsonc-parser';
import { locatePointer, pointerSegments, spanAt } from './locate';

const text = `{
  "title": "Fruit",
  "a/b": { "~x": 1 },
  "questions": [
    { "id": "q1", "content": { "prompt": "Red?" } },
    {
      "id": "q2",
      "content": { "options": [] }
    }
  ]
}`;
const tree = parseTree(text);
const at = (pointer: string) => {
  const span = locatePointer(text, tree, pointer);
  return span && { line: span.line, text: text.slice(span.offset, span.offset + span.length) };
};

describe('pointerSegments', () => {
  it('splits and unescapes a JSON pointer', () => {
    expect(pointerSegments('')).toEqual([]);
    expect(pointerSegments('/questions/0/id')).toEqual(['questions', '0', 'id']);
    expect(pointerSegments('/a~1b/~0x')).toEqual(['a/b', '~x']);
  });
});

describe('spanAt', () => {
  it('counts lines and columns from 1', () => {
    expect(spanAt('ab\ncd', 4, 1)).toEqual({ offset: 4, length: 1, line: 2, column: 2 });
    expect(spanAt('ab', 0, 2)).toEqual({ offset: 0, length: 2, line: 1, column: 1 });
  });
});

describe('locatePointer', () => {
  it('selects a scalar value', () => {
    expect(at('/title')).toEqual({ line: 2, text: '"Fruit"' });
    expect(at('/questions/1/id')).toEqual({ line: 7, text: '"q2"' });
  });

  it('follows escaped keys', () => {
    expect(at('/a~1b/~0x')).toEqual({ line: 3, text: '1' });
  });

  it('selects an object by its key, an array item by its bracket', () => {
    expect(at('/questions/1/content')).toEqual({ line: 8, text: '"content"' });
    expect(at('/questions/1')).toEqual({ line: 6, text: '{' });
  });

  it('falls back to the nearest ancestor of a missing value', () => {
    expect(at('/questions/1/content/prompt')).toEqual({ line: 8, text: '"content"' });
    expect(at('/questions/9/id')).toEqual({ line: 4, text: '"questions"' });
    expect(at('/questions/1/content/options/0')).toEqual({ line: 8, text: '"options"' });
  });

  it('points at the document start for the root', () => {
    expect(at('')).toEqual({ line: 1, text: '{' });
  });

  it('has no span without a tree', () => {
    expect(locatePointer('nope', undefined, '/x')).toBeNull();
  });
});
