/** /voting/concluded-voting/: every event that ended. */
import { useTranslation } from '@web-ed/i18n/react';
import { Page } from '../../lib/chrome';
import { EventList } from './event-list';
import { Guard } from './guard';
import { VotingNav } from './voting-nav';
import '../../lib/styles/card-list.css';
import './voting.css';

export function VotingConcluded() {
  const { t } = useTranslation('voting');
  return (
    <Guard>
      <Page title={t('concludedTitle')} className="page--voting">
        <VotingNav />
        <EventList list="concluded" />
      </Page>
    </Guard>
  );
}
