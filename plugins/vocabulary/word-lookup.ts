import { createContext, useContext } from 'react';

/** Opens the translation popover for a word, anchored to the element that was tapped. */
export type LookUpWord = (word: string, anchor: HTMLElement) => void;

/** Lets every tappable text in the view (cards, prompts) reach the one popover without prop drilling. */
export const WordLookupContext = createContext<LookUpWord>(() => undefined);

export function useWordLookup(): LookUpWord {
  return useContext(WordLookupContext);
}
