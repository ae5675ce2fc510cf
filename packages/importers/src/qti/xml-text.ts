/**
 * XHTML content of a QTI item as the player's plain text: blocks and line breaks become new
 * lines, the rest of the markup goes. Images and MathML are collected for the caller (an image
 * becomes the question's picture; MathML is not converted yet, so its item is reported).
 */
import { unmarked } from '../marked-text';
import { playerText } from '../player-text';
import type { XmlElement } from '../safe-xml';
import { attr, qtiName } from './qti-tree';

const BLOCKS = new Set(
  'p div li ul ol h1 h2 h3 h4 h5 h6 table tr blockquote pre prompt simpleChoice'.split(' '),
);

/** Feedback is kept apart (the explanation); a rubric not meant for the candidate is never shown. */
function hidden(el: XmlElement): boolean {
  const name = qtiName(el);
  if (name === 'rubricBlock') return !(attr(el, 'view') ?? 'candidate').includes('candidate');
  return ['feedbackInline', 'feedbackBlock', 'modalFeedback', 'printedVariable'].includes(name);
}

export interface Found {
  images: XmlElement[];
  math: XmlElement[];
}

/**
 * `instead` gives the text an element stands for instead of its own (an interaction left out
 * is "", a blank its mark), or undefined to read it as usual.
 */
export function xmlText(
  el: XmlElement,
  found: Found,
  instead: (el: XmlElement) => string | undefined = () => undefined,
): string {
  const walk = (node: XmlElement): string =>
    node.children
      .map((c) => {
        if (typeof c === 'string') return unmarked(c).replace(/\s+/g, ' ');
        const name = qtiName(c);
        const replaced = instead(c);
        if (replaced !== undefined) return replaced;
        if (hidden(c)) return '';
        if (name === 'img') found.images.push(c);
        if (name === 'math') found.math.push(c);
        if (name === 'br') return '\n';
        if (name === 'img' || name === 'math') return '';
        return BLOCKS.has(name) ? `\n${walk(c)}\n` : walk(c);
      })
      .join('');
  return playerText(walk(el));
}

/** What a student types or picks (a value, an inline choice, a word): one line as written. */
export function xmlPlain(el: XmlElement): string {
  const walk = (node: XmlElement): string =>
    node.children.map((c) => (typeof c === 'string' ? c : hidden(c) ? '' : walk(c))).join('');
  return walk(el).replace(/\s+/g, ' ').trim();
}
