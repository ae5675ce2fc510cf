/**
 * The OpenID Connect relying party (openid-client): discovery of the configured issuer (Google by
 * default), the authorization URL (scope openid email profile, offline access, consent prompt,
 * state, nonce and PKCE S256), and the authorization code grant with ID token checks: issuer,
 * audience, expiry, nonce, and its signature against the issuer's keys (non-repudiation checks on,
 * though OpenID Connect allows trusting the TLS channel instead).
 */
import * as client from 'openid-client';
import type { OidcConfig } from '../config';

export const OIDC_SCOPE = 'openid email profile';

/** `unreachable`: the issuer could not be asked (network, timeout, 5xx, bad client config); `rejected`: it said no. */
export class OidcError extends Error {
  override name = 'OidcError';
  constructor(
    readonly kind: 'unreachable' | 'rejected',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcIdentity {
  /** The ID token's `iss`. */
  issuer: string;
  subject: string;
  /** Lower-cased. */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface CodeResponse {
  code: string;
  state: string;
  /** RFC 9207 `iss` of the authorization response, when the client passes it on. */
  iss?: string | undefined;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function isNetworkError(e: unknown): boolean {
  if (e instanceof DOMException) return e.name === 'TimeoutError' || e.name === 'AbortError';
  if (e instanceof TypeError) return e.message === 'fetch failed' || e.cause !== undefined;
  return false;
}

/** Sorts what openid-client throws into "could not ask" and "the answer was no". */
export function classifyOidcError(e: unknown): OidcError {
  if (e instanceof OidcError) return e;
  if (isNetworkError(e))
    return new OidcError('unreachable', 'The sign-in provider could not be reached', { cause: e });
  if (e instanceof client.ResponseBodyError) {
    // The client's own credentials refused: a server configuration problem, not the student's.
    if (e.error === 'invalid_client' || e.error === 'unauthorized_client' || e.status >= 500) {
      return new OidcError('unreachable', `The sign-in provider refused this server (${e.error})`, {
        cause: e,
      });
    }
    return new OidcError('rejected', `The sign-in provider refused the code (${e.error})`, {
      cause: e,
    });
  }
  if (e instanceof client.ClientError) {
    const cause = e.cause as { status?: unknown } | undefined;
    if (
      e.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' &&
      typeof cause?.status === 'number' &&
      cause.status >= 500
    ) {
      return new OidcError('unreachable', 'The sign-in provider failed', { cause: e });
    }
    if (e.code === 'OAUTH_HTTP_REQUEST_FORBIDDEN' || e.code === 'OAUTH_RESPONSE_IS_NOT_JSON') {
      return new OidcError('unreachable', 'The sign-in provider could not be used', { cause: e });
    }
    if (isNetworkError(e.cause))
      return new OidcError('unreachable', 'The sign-in provider could not be reached', {
        cause: e,
      });
  }
  return new OidcError('rejected', 'The sign-in response could not be verified', { cause: e });
}

export interface OidcClientOptions {
  /** Per request, seconds. */
  timeoutSeconds?: number;
  /** How long discovery metadata is reused, ms. */
  cacheMs?: number;
}

export class OidcClient {
  private configuration: Promise<client.Configuration> | null = null;
  private discoveredAt = 0;
  private readonly timeoutSeconds: number;
  private readonly cacheMs: number;

  constructor(
    private readonly settings: OidcConfig,
    options: OidcClientOptions = {},
  ) {
    this.timeoutSeconds = options.timeoutSeconds ?? 10;
    this.cacheMs = options.cacheMs ?? 60 * 60_000;
  }

  /** Discovery, cached for an hour; a failure is not cached. */
  private discover(): Promise<client.Configuration> {
    if (this.configuration && Date.now() - this.discoveredAt < this.cacheMs)
      return this.configuration;
    const server = new URL(this.settings.issuer);
    // Plain http only to this machine (the tests' provider); anything else must be https.
    const execute = [client.enableNonRepudiationChecks];
    if (server.protocol === 'http:' && isLoopback(server.hostname))
      execute.push(client.allowInsecureRequests);
    const pending = client
      .discovery(
        server,
        this.settings.clientId,
        undefined,
        client.ClientSecretBasic(this.settings.clientSecret),
        {
          execute,
          timeout: this.timeoutSeconds,
        },
      )
      .catch((e: unknown) => {
        if (this.configuration === pending) this.configuration = null;
        const err = classifyOidcError(e);
        // Discovery failing for any reason means the server cannot use its issuer.
        throw new OidcError(
          'unreachable',
          `Discovery of ${this.settings.issuer} failed: ${err.message}`,
          { cause: e },
        );
      });
    this.configuration = pending;
    this.discoveredAt = Date.now();
    return pending;
  }

  /**
   * The URL to send the browser to, and the secrets to keep server-side until the code comes
   * back. `state` is the caller's: it binds the request to the browser that started it.
   */
  async authorizationRequest(redirectUri: string, state: string): Promise<AuthorizationRequest> {
    const config = await this.discover();
    const codeVerifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: OIDC_SCOPE,
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      // Google: a refresh token and the consent screen every time (section 7).
      access_type: 'offline',
      prompt: 'consent',
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /** Exchanges the code and returns the verified identity. Throws OidcError. */
  async exchange(response: CodeResponse): Promise<OidcIdentity> {
    const config = await this.discover();
    const current = new URL(response.redirectUri);
    current.searchParams.set('code', response.code);
    current.searchParams.set('state', response.state);
    // RFC 9207: a provider that sends `iss` expects it checked. The client passes it on when it has
    // it; when not, the only issuer this server talks to is assumed (no mix-up is possible with one).
    const iss =
      response.iss ??
      (config.serverMetadata().authorization_response_iss_parameter_supported
        ? config.serverMetadata().issuer
        : undefined);
    if (iss !== undefined) current.searchParams.set('iss', iss);
    try {
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: response.codeVerifier,
        expectedState: response.state,
        expectedNonce: response.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new OidcError('rejected', 'The provider sent no ID token');
      let email = typeof claims.email === 'string' ? claims.email : null;
      let verified: unknown = claims.email_verified;
      let name = typeof claims.name === 'string' ? claims.name : null;
      if (email === null && tokens.access_token) {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        email = typeof info.email === 'string' ? info.email : null;
        verified = info.email_verified;
        name ??= typeof info.name === 'string' ? info.name : null;
      }
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: email ? email.trim().toLowerCase() : null,
        // Absent means the provider does not say; Google always says.
        emailVerified: verified !== false && verified !== 'false',
        name,
      };
    } catch (e) {
      throw classifyOidcError(e);
    }
  }
}
