/**
 * A vote link (pure): the share link of one candidate, `/voting/detail/?event=<slug>&candidate=<slug>`
 * (with any origin and extra parameters such as version). `voting_link` on get-user-preference
 * carries it through the sign-in so a new visitor lands on the right event.
 */
export interface VoteLink {
  event: string;
  candidate: string | null;
}

const SLUG = /^[a-z0-9-]{2,60}$/;

export function voteLinkPath(event: string, candidate?: string): string {
  const q = new URLSearchParams({ event });
  if (candidate) q.set('candidate', candidate);
  return `/voting/detail/?${q.toString()}`;
}

export function parseVoteLink(link: string): VoteLink | null {
  let url: URL;
  try {
    url = new URL(link, 'https://web-ed.invalid');
  } catch {
    return null;
  }
  if (!url.pathname.startsWith('/voting/')) return null;
  const event = url.searchParams.get('event');
  const candidate = url.searchParams.get('candidate');
  if (!event || !SLUG.test(event)) return null;
  if (candidate !== null && !SLUG.test(candidate)) return null;
  return { event, candidate };
}
