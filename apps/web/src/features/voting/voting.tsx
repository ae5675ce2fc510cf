/** /voting/: the entry, the ongoing events. */
import { useTranslation } from '@web-ed/i18n/react';
import { Page } from '../../lib/chrome';
import { EventList } from './event-list';
import { Guard } from './guard';
import { VotingNav } from './voting-nav';
import '../../lib/styles/card-list.css';
import './voting.css';

export function Voting() {
  const { t } = useTranslation('voting');
  return (
    <Guard>
      <Page title={t('title')} className="page--voting">
        <p className="muted">{t('intro')}</p>
        <VotingNav />
        <EventList list="ongoing" />
      </Page>
    </Guard>
  );
}
