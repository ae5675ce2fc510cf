/** One community: its name, members, role, and join or leave. */
import { useState } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import type { CommunitySummary } from '@web-ed/schemas/api';
import { joinCommunity } from './community-data';
import { href, VLink } from '../../lib/nav';
import { snackbars } from '../../lib/store';
import { COMMUNITY } from './community-path';
import { showError } from './show-error';

export function CommunityCard({
  c,
  onChange,
}: {
  c: CommunitySummary;
  onChange?: (next: CommunitySummary) => void;
}) {
  const { t } = useTranslation('community');
  const [busy, setBusy] = useState(false);
  const join = () => {
    setBusy(true);
    joinCommunity(c.id)
      .then((next) => {
        snackbars.show({ message: 'community:joined', type: 'success' });
        onChange?.(next);
      })
      .catch(showError)
      .finally(() => setBusy(false));
  };
  return (
    <li className="card community-card">
      <h2 className="community-card__name">
        <VLink to={href(COMMUNITY.current, { id: c.id })}>{c.name}</VLink>
      </h2>
      {c.description && <p className="muted">{c.description}</p>}
      <p className="community-card__meta">
        {[c.school, c.course, c.region].filter(Boolean).join(' · ')}
      </p>
      <p className="community-card__meta">
        {t('members', { count: c.member_count })}
        {c.role && <span className="badge">{t(`role_${c.role}`)}</span>}
      </p>
      {!c.joined && (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy}
          onClick={join}
          aria-label={t('joinNamed', { name: c.name })}
        >
          {t('join')}
        </button>
      )}
    </li>
  );
}
