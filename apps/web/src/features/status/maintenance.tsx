/** Replaces every page while the server's maintenance flag is on (no navigation: nothing works). */
import { useTranslation } from '@web-ed/i18n/react';
import './maintenance.css';

export function Maintenance({ image }: { image: string | null }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="page page--center maintenance">
      {image ? (
        <img className="maintenance__image" src={image} alt={t('maintenanceImageAlt')} />
      ) : (
        <MaintenanceArt label={t('maintenanceImageAlt')} />
      )}
      <h1 className="page__title">{t('maintenanceTitle')}</h1>
      <p className="muted">{t('maintenanceDescription')}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => window.location.reload()}
      >
        {t('retry')}
      </button>
    </main>
  );
}

function MaintenanceArt({ label }: { label: string }) {
  return (
    <svg className="maintenance__image" viewBox="0 0 160 120" role="img" aria-label={label}>
      <rect x="20" y="30" width="120" height="72" rx="8" fill="var(--color-primary-soft)" />
      <rect x="30" y="40" width="100" height="52" rx="4" fill="var(--color-surface)" />
      <rect x="8" y="102" width="144" height="8" rx="4" fill="var(--color-primary)" />
      <circle cx="80" cy="66" r="14" fill="none" stroke="var(--color-primary)" strokeWidth="6" />
      <path
        d="M80 46v8M80 78v8M60 66h8M92 66h8M66 52l6 6M88 74l6 6M66 80l6-6M88 58l6-6"
        stroke="var(--color-primary)"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}
