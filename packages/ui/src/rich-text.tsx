import { useMemo } from 'react';
import { MathFormula } from './math-formula';
import { splitMath } from './split-math';
import { useKatex } from './use-katex';
import './rich-text.css';

interface RichTextProps {
  text: string;
  className?: string;
  id?: string;
}

/**
 * Author text with optional LaTeX (`$…$` inline, `$$…$$` display). Plain text is rendered as
 * React text, never as HTML; KaTeX is fetched only when the text holds math.
 */
export function RichText({ text, className, id }: RichTextProps) {
  const segments = useMemo(() => splitMath(text), [text]);
  const hasMath = segments.some((s) => s.kind === 'math');
  const katex = useKatex(hasMath);
  return (
    <span id={id} className={className ? `rich-text ${className}` : 'rich-text'}>
      {segments.map((s, i) =>
        s.kind === 'text' ? s.text : <MathFormula key={i} tex={s.tex} display={s.display} katex={katex} />,
      )}
    </span>
  );
}
