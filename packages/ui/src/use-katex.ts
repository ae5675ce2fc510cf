import { useEffect, useState } from 'react';
import { loadKatex, loadedKatex, type Katex } from './load-katex';

/** KaTeX once it is needed and loaded; null before that (or if it could not be loaded). */
export function useKatex(needed: boolean): Katex | null {
  const [katex, setKatex] = useState(loadedKatex);
  useEffect(() => {
    if (!needed || katex) return;
    let live = true;
    void loadKatex().then((k) => {
      if (live && k) setKatex(k);
    });
    return () => {
      live = false;
    };
  }, [needed, katex]);
  return katex;
}
