/** A card's text, paragraph by paragraph (LaTeX through KaTeX, lazily). */
import { RichText } from '@web-ed/ui';

export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((p, i) => (
        <p key={i}>
          <RichText text={p} />
        </p>
      ))}
    </>
  );
}
