/**
 * KaTeX and its stylesheet, fetched once and only when some text really holds math, so a
 * chapter without LaTeX never downloads them. A failed load (offline) is forgotten so the next
 * render can try again; until then the math shows as its source text.
 */
export type Katex = typeof import('katex').default;

let loaded: Katex | null = null;
let loading: Promise<Katex | null> | null = null;

export function loadedKatex(): Katex | null {
  return loaded;
}

export function loadKatex(): Promise<Katex | null> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([mod]) => (loaded = mod.default),
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}
