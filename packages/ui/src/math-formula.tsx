import { useMemo } from 'react';
import type { Katex } from './load-katex';

interface MathFormulaProps {
  tex: string;
  display: boolean;
  katex: Katex | null;
}

/** One LaTeX formula; its source text until KaTeX is there, and whenever KaTeX cannot render it. */
export function MathFormula({ tex, display, katex }: MathFormulaProps) {
  const html = useMemo(() => {
    if (!katex) return null;
    try {
      // throwOnError false: a parse error renders the source in the error colour, never a crash.
      // trust stays false, so \href and friends cannot inject links or HTML.
      return katex.renderToString(tex, { displayMode: display, throwOnError: false, output: 'htmlAndMathml' });
    } catch {
      return null;
    }
  }, [katex, tex, display]);
  const className = display ? 'rich-text__math rich-text__math--display' : 'rich-text__math';
  if (html === null) {
    return <span className={`${className} rich-text__math--source`}>{display ? `$$${tex}$$` : `$${tex}$`}</span>;
  }
  // KaTeX's own output, built from the formula alone; the only HTML this component injects.
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
