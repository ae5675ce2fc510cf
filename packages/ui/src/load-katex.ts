/**
 * KaTeX, its speech-text helper and its stylesheet, fetched once and only when some text really
 * holds math, so a chapter without LaTeX never downloads them. A failed load (offline) is
 * forgotten so the next render can try again; until then the math shows as its source text.
 */
import type katex from 'katex';
import type renderA11yString from 'katex/contrib/render-a11y-string';

export interface KatexKit {
  katex: typeof katex;
  /** Words a screen reader can say for a formula ("start fraction, 4, divided by, 9, …"). */
  speech: typeof renderA11yString;
}

let loaded: KatexKit | null = null;
let loading: Promise<KatexKit | null> | null = null;

export function loadedKatex(): KatexKit | null {
  return loaded;
}

export function loadKatex(): Promise<KatexKit | null> {
  loading ??= Promise.all([
    import('katex'),
    import('katex/contrib/render-a11y-string'),
    import('katex/dist/katex.min.css'),
  ]).then(
    ([katex, speech]) => (loaded = { katex: katex.default, speech: speech.default }),
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}
