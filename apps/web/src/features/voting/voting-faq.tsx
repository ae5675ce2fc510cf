/** /voting/faq/: the questions about voting. */
import { useTranslation } from '@web-ed/i18n/react';
import { Page } from '../../lib/chrome';
import { VLink } from '../../lib/nav';
import { VotingNav } from './voting-nav';
import { VOTING } from './voting-path';
import '../../lib/styles/card-list.css';
import './voting.css';

const FAQ_KEYS = ['What', 'Votes', 'Quota', 'Twice', 'End', 'Share'] as const;

export function VotingFaq() {
  const { t } = useTranslation('voting');
  return (
    <Page title={t('faqTitle')} className="page--voting">
      <VotingNav />
      {FAQ_KEYS.map((k) => (
        <details key={k} className="card faq-item">
          <summary>{t(`faq${k}Q`)}</summary>
          <p>{t(`faq${k}A`)}</p>
        </details>
      ))}
      <VLink to={VOTING.entry} className="button button--secondary">
        {t('seeEvents')}
      </VLink>
    </Page>
  );
}
