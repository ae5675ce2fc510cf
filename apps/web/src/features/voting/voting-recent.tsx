/** /voting/recent-voting/: the events that ended lately. */
import { useTranslation } from '@web-ed/i18n/react';
import { Page } from '../../lib/chrome';
import { EventList } from './event-list';
import { Guard } from './guard';
import { VotingNav } from './voting-nav';
import '../../lib/styles/card-list.css';
import './voting.css';

export function VotingRecent() {
  const { t } = useTranslation('voting');
  return (
    <Guard>
      <Page title={t('recentTitle')} className="page--voting">
        <VotingNav />
        <EventList list="recent" />
      </Page>
    </Guard>
  );
}
