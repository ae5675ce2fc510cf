/** Small shared pieces of the screens: page frame, load states, stat tiles, avatars. */
import type { ReactNode } from 'react';
import { Glyph, type GlyphName } from './icons';
import { useTranslation } from '@web-ed/i18n/react';
import type { Load } from './use-load';

export function Page({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`page ${className}`}>
      <h1 className="page__title">{title}</h1>
      {children}
    </div>
  );
}

export function Skeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="skeleton__block" aria-hidden="true" />
      ))}
    </div>
  );
}

export function LoadError({ errorKey, onRetry }: { errorKey: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card card--error" role="alert">
      <p>{t(errorKey)}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** Renders the data once loaded, a skeleton before and a retryable error after a failure. */
export function Loaded<T>({
  load,
  retry,
  children,
}: {
  load: Load<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (load.status === 'loading') return <Skeleton />;
  if (load.status === 'error') return <LoadError errorKey={load.errorKey} onRetry={retry} />;
  return <>{children(load.data)}</>;
}

const AVATAR_COLOURS = [
  '#1a56b8',
  '#0f7b5f',
  '#b4367a',
  '#8a4b0f',
  '#5b3cc4',
  '#a3222b',
  '#0e6f8a',
  '#4d6410',
];

/** One of the 8 starter avatars: a friendly face on its own colour. */
export function Avatar({ index, size = 48 }: { index: number; size?: number }) {
  const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length] ?? '#1a56b8';
  const smile = index % 2 === 0 ? 'M11 20q5 5 10 0' : 'M11 19q5 6 10 0';
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="avatar">
      <circle cx="16" cy="16" r="16" fill={colour} />
      <circle cx="11.5" cy="13" r="2" fill="#fff" />
      <circle cx="20.5" cy="13" r="2" fill="#fff" />
      <path d={smile} stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      {index >= 4 && <path d="M7 8q9-7 18 0" stroke="#fff" strokeWidth="2" fill="none" />}
    </svg>
  );
}

export function StatTile({
  label,
  value,
  icon,
}: {
  label: string;
  value: string;
  icon: GlyphName;
}) {
  return (
    <div className="stat">
      <span className="stat__icon">
        <Glyph name={icon} size={28} />
      </span>
      <span className="stat__value">{value}</span>
      <span className="stat__label">{label}</span>
    </div>
  );
}
