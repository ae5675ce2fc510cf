/**
 * Renders user text (posts, comments, appeals) safely: every part is a React text node, and only
 * http(s) URLs become links (lib/shell/link-tokens.ts), opened in a new tab without the opener or
 * the referrer. Never dangerouslySetInnerHTML.
 */
import { linkTokens } from './shell/link-tokens';
import './user-text.css';

export function UserText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className ?? 'user-text'}>
      {linkTokens(text).map((t, i) =>
        t.kind === 'link' ? (
          <a key={i} href={t.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {t.text}
          </a>
        ) : (
          <span key={i}>{t.text}</span>
        ),
      )}
    </p>
  );
}
