/** The voting pages' tabs: ongoing, recent, concluded, FAQ. */
import { useTranslation } from '@web-ed/i18n/react';
import { VLink } from '../../lib/nav';
import { VOTING } from './voting-path';

export function VotingNav() {
  const { t } = useTranslation('voting');
  return (
    <nav className="community-tabs" aria-label={t('sections')}>
      <VLink to={VOTING.ongoing} className="chip">
        {t('ongoingTab')}
      </VLink>
      <VLink to={VOTING.recent} className="chip">
        {t('recentTab')}
      </VLink>
      <VLink to={VOTING.concluded} className="chip">
        {t('concludedTab')}
      </VLink>
      <VLink to={VOTING.faq} className="chip">
        {t('faqTab')}
      </VLink>
    </nav>
  );
}
