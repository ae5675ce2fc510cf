import { useMemo } from 'react';
import type { KatexKit } from './load-katex';

interface MathFormulaProps {
  tex: string;
  /** Display math: a block of its own. */
  display: boolean;
  /** Inline math typeset at display size (\displaystyle). */
  displayStyle?: boolean;
  kit: KatexKit | null;
}

interface Rendered {
  html: string;
  speech: string;
}

/**
 * One LaTeX formula: KaTeX's drawing for the eye, hidden from screen readers, and its words for
 * the ear (MathML support is patchy on the phones we serve). Its source text until KaTeX is
 * there, and whenever KaTeX cannot render it.
 */
export function MathFormula({ tex, display, displayStyle = false, kit }: MathFormulaProps) {
  const rendered = useMemo((): Rendered | null => {
    if (!kit) return null;
    try {
      const source = displayStyle && !display ? `\\displaystyle ${tex}` : tex;
      // throwOnError false: a parse error shows the source in the error colour, never a crash.
      // trust stays false, so \href and friends cannot inject links or HTML.
      const html = kit.katex.renderToString(source, {
        displayMode: display,
        throwOnError: false,
        output: 'html',
      });
      let speech = tex;
      try {
        speech = kit.speech(tex);
      } catch {
        // A formula the speech helper cannot read is spoken as its source.
      }
      return { html, speech };
    } catch {
      return null;
    }
  }, [kit, tex, display, displayStyle]);
  const className = display ? 'rich-text__math rich-text__math--display' : 'rich-text__math';
  if (!rendered) {
    return (
      <span className={`${className} rich-text__math--source`}>
        {display ? `$$${tex}$$` : `$${tex}$`}
      </span>
    );
  }
  return (
    <span className={className}>
      {/* KaTeX's own output, built from the formula alone; the only HTML this component injects. */}
      <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: rendered.html }} />
      <span className="rich-text__speech">{rendered.speech}</span>
    </span>
  );
}
