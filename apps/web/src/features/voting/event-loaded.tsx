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
  const { t } = useTranslation('voting');
  return (
    <Loaded load={load} retry={retry}>
      {(event) => {
        if (event) return children(event);
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
      }}
    </Loaded>
  );
}
