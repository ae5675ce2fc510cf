/**
 * For tests only: a real OpenID provider (oidc-provider, a dev dependency) on 127.0.0.1 and a
 * random port, with one confidential client (client_secret_basic) and a browser stand-in that
 * walks its login and consent pages with plain fetch, so a test gets a real authorization code.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type AccountClaims } from 'oidc-provider';

export interface TestIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The only redirect URI the client registered. */
  redirectUri: string;
  /** Accounts by subject; add to it freely. An unknown subject signs in with only `sub`. */
  accounts: Map<string, AccountClaims>;
  /**
   * Plays the student in the browser: opens `authorizeUrl`, signs in as `subject`, consents, and
   * returns the URL the provider sends the browser back to (with code, state and iss).
   */
  login: (authorizeUrl: string, subject: string) => Promise<URL>;
  close: () => Promise<void>;
}

export interface TestIssuerOptions {
  /** Default: a random free port. */
  port?: number;
  redirectUri?: string;
  clientSecret?: string;
  /** The claims of a subject `accounts` does not hold (default: only `sub`). */
  claimsOf?: (sub: string) => AccountClaims;
}

export async function startTestIssuer(options: TestIssuerOptions = {}): Promise<TestIssuer> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'web-ed-test';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const redirectUri = options.redirectUri ?? 'https://web-ed.test/login/success/';
  const claimsOf = options.claimsOf ?? ((sub: string) => ({ sub }));
  const accounts = new Map<string, AccountClaims>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => accounts.get(sub) ?? claimsOf(sub),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the ID token of the code flow carries the email and profile claims.
    conformIdTokenClaims: false,
    cookies: { keys: [randomBytes(16).toString('hex')] },
    jwks: {
      keys: [
        { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' },
      ],
    },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });
  handle = provider.callback();

  async function login(authorizeUrl: string, subject: string): Promise<URL> {
    const jar = new Map<string, string>();
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const pair = line.split(';', 1)[0] ?? '';
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (value === '' || /expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
    };
    let url = new URL(authorizeUrl);
    for (let step = 0; step < 12; step++) {
      let res: Response;
      if (url.pathname.startsWith('/interaction/')) {
        const page = await fetch(url, { headers: { cookie: cookie() }, redirect: 'manual' });
        keep(page);
        const prompt = /name="prompt" value="(\w+)"/.exec(await page.text())?.[1];
        if (!prompt) throw new Error(`test issuer: no prompt on ${url.href} (${page.status})`);
        const form = new URLSearchParams(
          prompt === 'login' ? { prompt, login: subject, password: 'any' } : { prompt },
        );
        res = await fetch(url, {
          method: 'POST',
          body: form,
          headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
          redirect: 'manual',
        });
      } else {
        res = await fetch(url, { headers: { cookie: cookie() }, redirect: 'manual' });
      }
      keep(res);
      const location = res.headers.get('location');
      if (!location)
        throw new Error(
          `test issuer: no redirect from ${url.href} (${res.status}): ${await res.text()}`,
        );
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri)) return url;
    }
    throw new Error('test issuer: too many redirects');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri,
    accounts,
    login,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
