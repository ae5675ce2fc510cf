/**
 * For the browser tests only: the test OpenID provider (test-issuer.ts) as a process, so a
 * server configured with it (OIDC_ISSUER, OIDC_CLIENT_ID=web-ed-test, OIDC_CLIENT_SECRET) signs
 * a student in through a real browser. `tsx test-issuer-process.ts <port> <redirect URI>`, with
 * OIDC_CLIENT_SECRET in the environment. Whoever signs in on its login page is a student with a
 * verified email: `<login>@example.test`.
 */
import { startTestIssuer } from './test-issuer';

const [port, redirectUri] = process.argv.slice(2);
const clientSecret = process.env.OIDC_CLIENT_SECRET;
if (!port || !redirectUri || !clientSecret)
  throw new Error('usage: OIDC_CLIENT_SECRET=… tsx test-issuer-process.ts <port> <redirect URI>');

const issuer = await startTestIssuer({
  port: Number(port),
  redirectUri,
  clientSecret,
  claimsOf: (sub) => ({ sub, email: `${sub}@example.test`, email_verified: true, name: sub }),
});
console.error(`test OpenID issuer at ${issuer.issuer}, for ${redirectUri}`);
const stop = () => void issuer.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
