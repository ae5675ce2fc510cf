/**
 * An event screen's content once its event is read. A link that names no event, or one that is
 * gone, says so and leads to the events, as /voting/detail/ does, instead of an error to retry.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@web-ed/i18n/react';
import type { VotingEvent } from '@web-ed/schemas/api';
import { Loaded } from '../../lib/chrome';
import { VLink } from '../../lib/nav';
import type { Load } from '../../lib/use-load';
import { StateNote } from './state-note';
import { VOTING } from './voting-path';

export function EventLoaded({
  load,
  retry,
  inPage = false,
  children,
}: {
  load: Load<VotingEvent | null>;
  retry: () => void;
  /** The screen's own title is the page's heading already. */
  inPage?: boolean;
  children: (event: VotingEvent) => ReactNode;
}) {
  return (
    <Loaded load={load} retry={retry}>
      {(event) => (event ? children(event) : <VoteNotFound inPage={inPage} />)}
    </Loaded>
  );
}

/** A vote's event or candidate that is not there: said, with the way to the events. */
export function VoteNotFound({ inPage = false }: { inPage?: boolean }) {
  const { t } = useTranslation('voting');
  const Heading = inPage ? 'h2' : 'h1';
  return (
    <>
      <Heading className={inPage ? undefined : 'page__title'}>{t('notFoundTitle')}</Heading>
      <StateNote state="2_not_found" votesLeft={0} />
      <VLink to={VOTING.entry} className="button button--primary">
        {t('seeEvents')}
      </VLink>
    </>
  );
}
