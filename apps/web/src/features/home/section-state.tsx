/** The head, loading and error states of one part of /home/, in the student's language. */
import { useTranslation } from '@web-ed/i18n/react';
import { useSnapshot } from 'valtio';
import { VLink } from '../../lib/nav';
import { state } from '../../lib/store';

/**
 * Grey blocks shaped like the part that is coming, so nothing moves when it arrives. Hidden from
 * screen readers: the page says "Loading…" once (see home.tsx).
 */
export function SectionSkeleton({ rows, className = '' }: { rows: number; className?: string }) {
  return (
    <div className={`skeleton home-skeleton ${className}`} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton__block" />
      ))}
    </div>
  );
}

/**
 * A part that could not load: what is missing, in words. Offline, it reloads by itself when the
 * device is back online; online, it offers a retry.
 */
export function SectionError({
  what,
  onRetry,
}: {
  what: 'course' | 'missions' | 'streak' | 'news' | 'profile';
  onRetry: () => void;
}) {
  const { t } = useTranslation('home');
  const { online } = useSnapshot(state);
  return (
    <div className="home-error">
      <p>{t(online ? `${what}Error` : `${what}Offline`)}</p>
      {online && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('common:retry')}
        </button>
      )}
    </div>
  );
}

/** A part's heading (`id` names the section) and its "See all" link to the full screen. */
export function SectionHead({ id, title, allTo }: { id: string; title: string; allTo: string }) {
  const { t } = useTranslation('home');
  return (
    <div className="home-section__head">
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      <VLink id={`${id}-all`} className="home-link" to={allTo} aria-labelledby={`${id}-all ${id}`}>
        {t('seeAll')}
      </VLink>
    </div>
  );
}
