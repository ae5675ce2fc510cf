/**
 * A local Web Push endpoint for tests: an http server that receives the push service's POST,
 * owns the subscription's keys (ECDH P-256 and the auth secret, made with node:crypto), checks
 * the VAPID Authorization header (RFC 8292: an ES256 JWT for this origin, signed by the key it
 * names) and decrypts the aes128gcm payload (RFC 8291 / RFC 8188). Answers each POST with the
 * status set by the test (201 by default; 410 to play an expired subscription).
 */
import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The VAPID JWT's claims, once its signature checked out. */
  jwt: { aud: string; exp: number; sub: string };
  /** The public key the Authorization header names (base64url). */
  vapidKey: string;
  payload: string;
}

const b64u = (b: Buffer) => b.toString('base64url');

function verifyVapid(header: string | undefined, origin: string) {
  const m = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!m) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [token, key] = [m[1]!, m[2]!.trim()];
  const [h, p, s] = token.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const pub = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key: pub, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg: string };
  if (head.alg !== 'ES256') throw new Error(`alg ${head.alg}`);
  const jwt = JSON.parse(Buffer.from(p, 'base64url').toString()) as ReceivedPush['jwt'];
  if (jwt.aud !== origin) throw new Error(`aud ${jwt.aud} is not ${origin}`);
  if (jwt.exp * 1000 < Date.now()) throw new Error('VAPID JWT expired');
  return { jwt, vapidKey: key };
}

export interface PushEndpoint {
  url: string;
  /** The subscription a browser would hand the server for this endpoint. */
  subscription: (path?: string) => { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** Problems found in a request (a bad header, a payload that does not decrypt). */
  errors: string[];
  status: number;
  /** Resolves once `n` pushes have arrived (to `path` only, when given). */
  waitFor: (n: number, path?: string, timeoutMs?: number) => Promise<ReceivedPush[]>;
  close: () => Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const uaPublic = ecdh.getPublicKey();
  const authSecret = randomBytes(16);

  const decrypt = (body: Buffer): string => {
    const salt = body.subarray(0, 16);
    const idlen = body[20]!;
    const asPublic = body.subarray(21, 21 + idlen);
    const cipher = body.subarray(21 + idlen);
    const shared = ecdh.computeSecret(asPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
    const cek = Buffer.from(
      hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
    );
    const nonce = Buffer.from(
      hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
    );
    const d = createDecipheriv('aes-128-gcm', cek, nonce);
    d.setAuthTag(cipher.subarray(cipher.length - 16));
    const plain = Buffer.concat([d.update(cipher.subarray(0, cipher.length - 16)), d.final()]);
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (plain[end] !== 2) throw new Error('no last-record padding delimiter');
    return plain.subarray(0, end).toString('utf8');
  };

  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const waiters: (() => void)[] = [];
  const ep = { status: 201 } as PushEndpoint;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        if (req.method !== 'POST') throw new Error(`method ${req.method}`);
        const { jwt, vapidKey } = verifyVapid(req.headers.authorization, ep.url);
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        if (!req.headers.ttl) throw new Error('no TTL header');
        received.push({
          path: req.url ?? '/',
          headers: req.headers,
          jwt,
          vapidKey,
          payload: decrypt(Buffer.concat(chunks)),
        });
        waiters.splice(0).forEach((w) => w());
        res.statusCode = ep.status;
      } catch (e) {
        errors.push((e as Error).message);
        res.statusCode = 400;
      }
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  ep.url = `http://127.0.0.1:${port}`;
  ep.received = received;
  ep.errors = errors;
  ep.subscription = (path = '/push/device-1') => ({
    endpoint: `${ep.url}${path}`,
    keys: { p256dh: b64u(uaPublic), auth: b64u(authSecret) },
  });
  ep.waitFor = async (n, path, timeoutMs = 5_000) => {
    const until = Date.now() + timeoutMs;
    const mine = () => (path ? received.filter((r) => r.path === path) : received);
    while (mine().length < n) {
      if (Date.now() > until)
        throw new Error(`only ${mine().length} of ${n} pushes arrived (${errors.join('; ')})`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 50);
      });
    }
    return mine();
  };
  ep.close = () => new Promise<void>((r) => server.close(() => r()));
  return ep;
}
