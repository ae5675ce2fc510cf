/**
 * Voting screens check the sign-in themselves: a signed-out visitor's link is kept through the
 * sign-in (pending-vote-link.ts) and opened again after it.
 */
import { useEffect } from 'react';
import { Navigate, useLocation } from '../../lib/router';
import { useSnapshot } from 'valtio';
import { PATH } from '../../lib/paths';
import { state } from '../../lib/store';
import { keepVoteLink, takeVoteLink } from './pending-vote-link';

/** Signed out: keep the link (voting_link) and go to the sign-in; it comes back here after. */
function useSignedIn(): boolean {
  const snap = useSnapshot(state);
  const location = useLocation();
  const signedIn = snap.session !== null;
  // Kept before the redirect renders; forgotten once a signed-in student reached a voting screen.
  if (!signedIn) keepVoteLink(localStorage, `${location.pathname}${location.search}`);
  useEffect(() => {
    if (signedIn) takeVoteLink(localStorage);
  }, [signedIn]);
  return signedIn;
}

export function Guard({ children }: { children: React.ReactNode }) {
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to={PATH.login} replace />;
  return <>{children}</>;
}
