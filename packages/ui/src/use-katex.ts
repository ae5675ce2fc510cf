import { useEffect, useState } from 'react';
import { loadKatex, loadedKatex, type KatexKit } from './load-katex';

/** KaTeX once it is needed and loaded; null before that (or if it could not be loaded). */
export function useKatex(needed: boolean): KatexKit | null {
  const [kit, setKit] = useState(loadedKatex);
  useEffect(() => {
    if (!needed || kit) return;
    let live = true;
    void loadKatex().then((loaded) => {
      if (live && loaded) setKit(loaded);
    });
    return () => {
      live = false;
    };
  }, [needed, kit]);
  return kit;
}
