import { useMemo } from 'react';
import { MathFormula } from './math-formula';
import { splitMath } from './split-math';
import { useKatex } from './use-katex';
import './rich-text.css';

interface RichTextProps {
  text: string;
  className?: string;
  id?: string;
  /**
   * "display" sets inline formulas in display style (full-size fractions), for short text that
   * is mostly a formula, such as an answer option on a small screen.
   */
  mathStyle?: 'inline' | 'display';
}

/**
 * Author text with optional LaTeX (`$…$` inline, `$$…$$` display). Plain text is rendered as
 * React text, never as HTML; KaTeX is fetched only when the text holds math.
 */
export function RichText({ text, className, id, mathStyle = 'inline' }: RichTextProps) {
  const segments = useMemo(() => splitMath(text), [text]);
  const hasMath = segments.some((s) => s.kind === 'math');
  const kit = useKatex(hasMath);
  return (
    <span id={id} className={className ? `rich-text ${className}` : 'rich-text'}>
      {segments.map((s, i) =>
        s.kind === 'text' ? (
          s.text
        ) : (
          <MathFormula
            key={i}
            tex={s.tex}
            display={s.display}
            displayStyle={mathStyle === 'display'}
            kit={kit}
          />
        ),
      )}
    </span>
  );
}
