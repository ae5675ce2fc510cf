/** The previous and next startable chapters of a chapter's screen, as links. */
import { useTranslation } from '@web-ed/i18n/react';
import { VLink } from '../../../lib/nav';
import type { ChapterNeighbours } from './chapter-neighbours';

export function ChapterNav({
  neighbours,
  hrefOf,
}: {
  neighbours: ChapterNeighbours;
  hrefOf: (chapterId: number) => string;
}) {
  const { t } = useTranslation('play');
  const { previous, next } = neighbours;
  if (!previous && !next) return null;
  return (
    <nav className="chapter-nav" aria-label={t('chapterNav')}>
      {previous && (
        <VLink className="chapter-nav__link" to={hrefOf(previous.id)} rel="prev">
          <span className="muted">{t('previousChapter')}</span>
          <strong>{previous.title}</strong>
        </VLink>
      )}
      {next && (
        <VLink
          className="chapter-nav__link chapter-nav__link--next"
          to={hrefOf(next.id)}
          rel="next"
        >
          <span className="muted">{t('nextChapter')}</span>
          <strong>{next.title}</strong>
        </VLink>
      )}
    </nav>
  );
}
