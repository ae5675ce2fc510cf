/**
 * The vote link a visitor arrived with, kept through the sign-in (section 3: voting_link): the
 * voting screen stores it before sending a signed-out visitor to /login/, and the sign-in sends
 * the student to it instead of home, and the voting screen forgets it once reached. Only /voting/ paths are kept.
 */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const PENDING_VOTE_LINK_KEY = 'pending_voting_link';

export function keepVoteLink(storage: KeyValueStorage, link: string): void {
  if (link.startsWith('/voting/')) storage.setItem(PENDING_VOTE_LINK_KEY, link);
}

/** The kept link, left in place (the sign-in may read it more than once), or null. */
export function peekVoteLink(storage: KeyValueStorage): string | null {
  const link = storage.getItem(PENDING_VOTE_LINK_KEY);
  return link && link.startsWith('/voting/') ? link : null;
}

/** The kept link, removed as it is read (or null): the voting screen, once signed in. */
export function takeVoteLink(storage: KeyValueStorage): string | null {
  const link = storage.getItem(PENDING_VOTE_LINK_KEY);
  storage.removeItem(PENDING_VOTE_LINK_KEY);
  return link && link.startsWith('/voting/') ? link : null;
}
