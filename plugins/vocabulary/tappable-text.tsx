import { useMemo, type KeyboardEvent } from 'react';
import { useRovingFocus } from '../reading/use-roving-focus';
import { tokenizeWords } from './tokenize-words';
import { useWordLookup } from './word-lookup';

interface TappableTextProps {
  text: string;
  /** A word to stand out (the card's word in its example), matched by its start: "bored" marks "boredom". */
  highlight?: string;
  className?: string;
}

/**
 * Plain text whose words are buttons: a tap (or Enter or Space) asks for a translation. The whole
 * text is one tab stop and arrow keys move word by word, so a sentence is not twenty stops for
 * keyboard users. Spaces, punctuation and gaps stay plain text. Words are spans with the button
 * role, not <button>s: a button is an inline block, which spreads the lines and lets a closing
 * quote wrap away from its word.
 */
export function TappableText({ text, highlight, className }: TappableTextProps) {
  const tokens = useMemo(() => tokenizeWords(text), [text]);
  const wordCount = tokens.filter((t) => t.isWord).length;
  const roving = useRovingFocus(wordCount);
  const lookUp = useWordLookup();
  const mark = highlight && !/\s/.test(highlight.trim()) ? highlight.trim().toLowerCase() : null;

  let wordIndex = -1;
  return (
    <span className={className ? `vocab-text ${className}` : 'vocab-text'}>
      {tokens.map((token) => {
        if (!token.isWord) return token.text;
        wordIndex++;
        const focus = roving.itemProps(wordIndex);
        const marked = mark !== null && token.text.toLowerCase().startsWith(mark);
        const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            lookUp(token.text, e.currentTarget);
            return;
          }
          focus.onKeyDown(e);
        };
        return (
          <span
            key={token.start}
            ref={focus.ref}
            role="button"
            className={marked ? 'vocab-word vocab-word--marked' : 'vocab-word'}
            tabIndex={focus.tabIndex}
            onFocus={focus.onFocus}
            onKeyDown={onKeyDown}
            onClick={(e) => lookUp(token.text, e.currentTarget)}
          >
            {token.text}
          </span>
        );
      })}
    </span>
  );
}
