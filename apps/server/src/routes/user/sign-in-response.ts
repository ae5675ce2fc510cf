/** The `data` of a successful sign-in: the spec's User (auth) entity. */
import type { UserRow } from '../../http/auth';

export function signInResponse(user: UserRow, token: string) {
  return {
    id: user.id,
    email: user.email,
    token,
    bearerToken: token,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLogin.toISOString(),
    shouldRegister: user.shouldRegister,
  };
}
