/**
 * The Google-style sign-in (OAuth 2.0 authorization code flow with any OpenID issuer, config.oidc):
 *
 * - GET auth/providers (no auth): `{google}`, whether an issuer is configured: the sign-in page
 *   draws the button from it (in the server's first HTML too), and asks authorize-url only when
 *   the student taps it. Cacheable, writes nothing, so a class opening the page at once costs
 *   nothing and meets no limit.
 * - GET auth/authorize-url?redirect_uri=… (no auth): the provider URL to send the browser to (scope
 *   openid email profile, access_type=offline, prompt=consent, state, nonce, PKCE S256) and its
 *   `state`. The state, PKCE verifier, nonce and redirect URI stay on the server (oauth_states),
 *   single use, for 10 minutes. The state is bound to the browser that asked: it is the hash of
 *   a secret set in that browser as an HttpOnly cookie (BINDING_COOKIE), which sign-in must
 *   bring back. A code and state sent to someone else's browser (login CSRF: signing a victim
 *   into the attacker's account) are refused there.
 * - POST auth/sign-in {code, redirect_uri, state, iss?, token?, ga?} (no auth): exchanges the code,
 *   verifies the ID token, finds or creates the user by (issuer, subject), issues a session and
 *   answers the User (auth) entity. `token` (a session token of an existing account, typically a
 *   local one) links the Google account to that account instead. `ga` is accepted and ignored.
 *
 * Errors (section 8 keys): incomplete_cred 400 (no code or redirect_uri), invalid_state 400
 * (missing, unknown, used, expired, issued for another redirect_uri, or to another browser), invalid_token 400 (the
 * provider refused the code or the ID token failed its checks, or the link token is not a live
 * session), invalid_or_already_linked_email 400, unknown_server 502 (issuer unreachable) or 503
 * (no issuer configured).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, lt } from 'drizzle-orm';
import {
  findOrCreateUser,
  linkIdentity,
  refreshEmail,
  userBySessionToken,
} from '../../auth/accounts';
import { OidcClient, OidcError } from '../../auth/oidc';
import { oauthStates } from '../../db/schema';
import { issueSession } from '../../http/auth';
import { setSessionCookie } from '../../http/session-cookie';
import { ApiError, done } from '../../http/envelope';
import { SERVICE_PREFIX } from '../prefixes';
import { signInResponse } from './sign-in-response';
import { answerSchema } from '../../http/response-schemas';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;
const BINDING_COOKIE = 'web_ed_oauth_binding';

const stateOf = (binding: string) => createHash('sha256').update(binding).digest('base64url');

/** Whether the browser's binding cookie is the one `state` was made from. */
function boundTo(state: string, binding: string | undefined): boolean {
  if (!binding) return false;
  const expected = Buffer.from(stateOf(binding));
  const given = Buffer.from(state);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

interface AuthorizeQuery {
  redirect_uri: string;
}

interface SignInBody {
  code?: string;
  redirect_uri?: string;
  state?: string;
  iss?: string;
  token?: string;
  ga?: string;
}

const unknownServer = (message = 'Unknown server error') =>
  new ApiError(502, 'unknown_server', message);

function apiErrorOf(e: unknown): unknown {
  if (!(e instanceof OidcError)) return e;
  return e.kind === 'unreachable'
    ? unknownServer('Unknown server error: the sign-in provider could not be reached')
    : new ApiError(
        400,
        'invalid_token',
        'Invalid token: the sign-in provider did not accept this sign-in',
      );
}

/** An absolute http(s) URL without query or fragment (openid-client rebuilds it from the path). */
function checkRedirectUri(value: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ApiError(
      400,
      'invalid_request',
      'Invalid request: redirect_uri must be an absolute URL',
    );
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.search !== '' ||
    url.hash !== '' ||
    value.includes('?') ||
    value.includes('#')
  ) {
    throw new ApiError(
      400,
      'invalid_request',
      'Invalid request: redirect_uri must be an http(s) URL without query or fragment',
    );
  }
}

export default async function oidcSignIn(app: FastifyInstance): Promise<void> {
  // Sent back to the sign-in routes only; Lax, as the provider's redirect is a top-level GET.
  const bindingCookie = (maxAge: number) =>
    ({
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      path: `${SERVICE_PREFIX.user}/auth`,
      maxAge,
    }) as const;
  const oidc = app.config.oidc ? new OidcClient(app.config.oidc) : null;
  const provider = (): OidcClient => {
    if (!oidc)
      throw new ApiError(
        503,
        'unknown_server',
        'Unknown server error: Google sign-in is not configured on this server',
      );
    return oidc;
  };

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The sign-ins this server offers besides the local one.',
        response: answerSchema('user-service/auth/providers'),
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return done({ google: oidc !== null });
    },
  );

  app.get<{ Querystring: AuthorizeQuery }>(
    '/auth/authorize-url',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Starts the Google-style sign-in: the provider URL and its state.',
        querystring: {
          type: 'object',
          required: ['redirect_uri'],
          properties: { redirect_uri: { type: 'string', minLength: 1, maxLength: 2000 } },
        },
        response: answerSchema('user-service/auth/authorize-url'),
      },
    },
    async (req, reply) => {
      const redirectUri = req.query.redirect_uri;
      checkRedirectUri(redirectUri);
      const binding = randomBytes(32).toString('base64url');
      const request = await provider()
        .authorizationRequest(redirectUri, stateOf(binding))
        .catch((e: unknown) => {
          req.log.warn({ err: e }, 'OpenID authorization request failed');
          throw apiErrorOf(e);
        });
      const now = app.now();
      await app.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
      await app.db.insert(oauthStates).values({
        state: request.state,
        codeVerifier: request.codeVerifier,
        nonce: request.nonce,
        redirectUri,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
      });
      reply.setCookie(BINDING_COOKIE, binding, bindingCookie(OAUTH_STATE_TTL_MS / 1000));
      return done({ url: request.url, state: request.state });
    },
  );

  const text = (max: number) => ({ type: 'string', maxLength: max });
  app.post<{ Body: SignInBody }>(
    '/auth/sign-in',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Finishes the Google-style sign-in with the authorization code.',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            code: text(4096),
            redirect_uri: text(2000),
            state: text(512),
            iss: text(2000),
            token: text(512),
            ga: text(512),
          },
        },
        response: answerSchema('user-service/auth/sign-in'),
      },
    },
    async (req, reply) => {
      const { code, redirect_uri: redirectUri, state, iss, token } = req.body;
      if (!code?.trim() || !redirectUri?.trim())
        throw new ApiError(
          400,
          'incomplete_cred',
          'Incomplete credentials: code and redirect_uri are required',
        );
      const oidcClient = provider();
      if (!state)
        throw new ApiError(
          400,
          'invalid_state',
          'Invalid state: start the sign-in with auth/authorize-url and send its state back',
        );
      // Before the state is used up: a victim's refusal must not spend it.
      if (!boundTo(state, req.cookies[BINDING_COOKIE]))
        throw new ApiError(
          400,
          'invalid_state',
          'Invalid state: this sign-in was started in another browser, start it again here',
        );
      reply.setCookie(BINDING_COOKIE, '', bindingCookie(0));
      const now = app.now();
      // Single use: the row is gone whatever happens next.
      const [pending] = await app.db
        .delete(oauthStates)
        .where(eq(oauthStates.state, state))
        .returning();
      if (!pending || pending.expiresAt.getTime() <= now.getTime()) {
        throw new ApiError(
          400,
          'invalid_state',
          'Invalid state: unknown or expired, start the sign-in again',
        );
      }
      if (pending.redirectUri !== redirectUri) {
        throw new ApiError(
          400,
          'invalid_state',
          'Invalid state: it was issued for another redirect_uri',
        );
      }
      const linkTo = token ? await userBySessionToken(app.db, token, now) : null;
      if (token && !linkTo)
        throw new ApiError(
          400,
          'invalid_token',
          'Invalid token: the account to link is not signed in',
        );

      const identity = await oidcClient
        .exchange({
          code,
          state,
          iss,
          redirectUri,
          codeVerifier: pending.codeVerifier,
          nonce: pending.nonce,
        })
        .catch((e: unknown) => {
          req.log.warn({ err: e }, 'OpenID code exchange failed');
          throw apiErrorOf(e);
        });
      const id = {
        issuer: identity.issuer,
        subject: identity.subject,
        email: identity.email,
        emailVerified: identity.emailVerified,
      };
      let user;
      if (linkTo) {
        user = await linkIdentity(app.db, linkTo, id, identity.emailVerified, now);
      } else {
        const found = await findOrCreateUser(app.db, id, now);
        user = found.created ? found.user : await refreshEmail(app.db, found.user, id);
      }
      const session = await issueSession(app.db, user.id, now);
      setSessionCookie(reply, session);
      return done(signInResponse({ ...user, lastLogin: now }, session));
    },
  );
}
