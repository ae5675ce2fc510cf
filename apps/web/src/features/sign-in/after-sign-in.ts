/** Where a signed-in student goes next, and where the OpenID provider sends them back to. */
import type { UserAuth } from '@web-ed/schemas/api';
import { PATH } from '../../lib/paths';
import { peekVoteLink } from '../voting';

export const redirectUri = () => `${location.origin}${PATH.loginSuccess}`;

/** Where a freshly signed-in student goes: a kept vote link first (voting_link), else on. */
export const afterSignIn = (user: Pick<UserAuth, 'shouldRegister'>) =>
  peekVoteLink(localStorage) ?? (user.shouldRegister ? PATH.onboarding : PATH.home);
