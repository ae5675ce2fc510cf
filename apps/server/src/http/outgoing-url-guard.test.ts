/**
 * The outgoing-request guard on its own (no database): which URLs and addresses it refuses, that
 * it connects to the address it checked (no second lookup to rebind), never follows a redirect,
 * gives up at its deadline, and counts a budget per key.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressRefusal,
  checkOutgoingUrl,
  OutgoingBudget,
  outgoingRequest,
  OutgoingUrlRefused,
  type OutgoingPolicy,
} from './outgoing-url-guard';

const PUBLIC: OutgoingPolicy = { allowLoopback: false, timeoutMs: 2_000 };
const TESTS: OutgoingPolicy = { allowLoopback: true, timeoutMs: 2_000 };

interface Local {
  url: string;
  port: number;
  hits: { method?: string; url?: string; host?: string }[];
  close: () => Promise<void>;
}

async function local(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Local> {
  const hits: Local['hits'] = [];
  const server: Server = createServer((req, res) => {
    hits.push({ method: req.method, url: req.url, host: req.headers.host });
    req.resume();
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const refusal = async (url: string, policy: OutgoingPolicy = PUBLIC) => {
  try {
    await checkOutgoingUrl(url, policy);
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(OutgoingUrlRefused);
    return (e as OutgoingUrlRefused).reason;
  }
};

describe('outgoing-url-guard: addresses', () => {
  it.each([
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '100.100.100.200', // Alibaba Cloud metadata
    '127.0.0.1',
    '127.9.9.9',
    '169.254.169.254', // AWS, GCP, Azure metadata
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.192', // Oracle Cloud metadata
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1', // IPv4-mapped
    '::ffff:a9fe:a9fe', // IPv4-mapped 169.254.169.254, hex form
    '::127.0.0.1', // IPv4-compatible
    '64:ff9b::a00:1', // NAT64 of 10.0.0.1
    'fc00::1',
    'fd00:ec2::254', // AWS metadata over IPv6
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
    '2002:a00:1::1', // 6to4 of 10.0.0.1
  ])('refuses %s', (address) => {
    expect(addressRefusal(address, false)).not.toBeNull();
  });

  it.each(['8.8.8.8', '142.250.4.95', '2606:4700:4700::1111', '2a00:1450:4001:80b::200a'])(
    'allows the public address %s',
    (address) => {
      expect(addressRefusal(address, false)).toBeNull();
    },
  );

  it('loopback only when configured for tests, and only loopback', () => {
    expect(addressRefusal('127.0.0.1', true)).toBeNull();
    expect(addressRefusal('::1', true)).toBeNull();
    for (const a of ['::ffff:127.0.0.1', '10.0.0.1', '169.254.169.254', 'fd00::1'])
      expect(addressRefusal(a, true), a).not.toBeNull();
  });
});

describe('outgoing-url-guard: URLs', () => {
  const resolveTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses what is not https to a public address', async () => {
    for (const url of [
      'not a url',
      'ftp://push.example.com/x',
      'file:///etc/passwd',
      'http://push.example.com/x', // http, even to a public host
      'http://127.0.0.1:9/x', // http to loopback, not configured
      'https://127.0.0.1/x',
      'https://2130706433/x', // 127.0.0.1 as a number
      'https://0x7f.1/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:7f00:1]/x',
      'https://10.0.0.5:8443/admin',
      'https://169.254.169.254/latest/meta-data/',
      'https://100.100.100.200/latest/meta-data/',
      'https://[fd00:ec2::254]/latest/meta-data/',
      'https://user:secret@push.example.com/x',
    ])
      expect(await refusal(url, { ...PUBLIC, resolve: resolveTo('8.8.8.8') }), url).not.toBeNull();
  });

  it('checks every address a name resolves to, with the system resolver by default', async () => {
    // localhost resolves (from /etc/hosts) to loopback.
    expect(await refusal('https://localhost/x')).toMatch(/special address/);
    expect(
      await refusal('https://push.example/x', { ...PUBLIC, resolve: resolveTo('10.0.0.1') }),
    ).toMatch(/special address 10\.0\.0\.1/);
    // One bad address among good ones is enough to refuse.
    expect(
      await refusal('https://push.example/x', {
        ...PUBLIC,
        resolve: resolveTo('8.8.8.8', '169.254.169.254'),
      }),
    ).toMatch(/169\.254\.169\.254/);
    expect(await refusal('https://push.example/x', { ...PUBLIC, resolve: resolveTo() })).toMatch(
      /does not resolve/,
    );
    expect(
      await refusal('https://push.example/x', {
        ...PUBLIC,
        resolve: () => Promise.reject(new Error('ENOTFOUND')),
      }),
    ).toMatch(/does not resolve/);
    expect(
      await refusal('https://fcm.example/x', {
        ...PUBLIC,
        resolve: resolveTo('142.250.4.95', '2a00:1450:4001:80b::200a'),
      }),
    ).toBeNull();
  });

  it('with loopback configured: http and https to loopback only, never http elsewhere', async () => {
    expect(await refusal('http://127.0.0.1:9/x', TESTS)).toBeNull();
    expect(await refusal('http://localhost:9/x', TESTS)).toBeNull();
    expect(await refusal('http://[::1]:9/x', TESTS)).toBeNull();
    expect(
      await refusal('http://push.example/x', { ...TESTS, resolve: resolveTo('8.8.8.8') }),
    ).toMatch(/http/);
    expect(await refusal('https://10.0.0.1/x', TESTS)).toMatch(/special address/);
  });

  it('a slow resolver is cut off at the deadline', async () => {
    const started = Date.now();
    await expect(
      checkOutgoingUrl(
        'https://slow.example/x',
        { ...PUBLIC, resolve: () => new Promise(() => undefined) },
        AbortSignal.timeout(200),
      ),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe('outgoing-url-guard: requests', () => {
  let target: Local;
  let internal: Local;
  let redirector: Local;
  let silent: Local;
  beforeAll(async () => {
    target = await local((_req, res) => res.writeHead(201).end('ok'));
    internal = await local((_req, res) => res.writeHead(200).end('internal secret'));
    redirector = await local((_req, res) =>
      res.writeHead(307, { location: `${internal.url}/admin` }).end(),
    );
    silent = await local(() => undefined); // never answers
  });
  afterAll(async () => {
    await Promise.all([target, internal, redirector, silent].map((s) => s.close()));
  });

  it('connects to the address it checked: a name that rebinds afterwards is not asked again', async () => {
    const answers = ['127.0.0.1', '169.254.169.254'];
    const asked: string[] = [];
    const policy: OutgoingPolicy = {
      ...TESTS,
      resolve: async (host) => {
        asked.push(host);
        const address = answers.shift() ?? '169.254.169.254';
        return [{ address, family: 4 }];
      },
    };
    const res = await outgoingRequest(
      `http://push.rebind.test:${target.port}/push/1`,
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: Buffer.from('hi') },
      policy,
    );
    expect(res.status).toBe(201);
    expect(asked).toEqual(['push.rebind.test']);
    expect(target.hits.at(-1)).toMatchObject({
      method: 'POST',
      url: '/push/1',
      host: `push.rebind.test:${target.port}`,
    });
  });

  it('returns a redirect as it is and never follows it', async () => {
    const res = await outgoingRequest(`${redirector.url}/push/2`, { method: 'POST' }, TESTS);
    expect(res.status).toBe(307);
    expect(res.headers.location).toBe(`${internal.url}/admin`);
    await new Promise((r) => setTimeout(r, 100));
    expect(internal.hits).toEqual([]);
  });

  it('refuses before connecting, and gives up at its deadline', async () => {
    await expect(
      outgoingRequest(`${target.url}/x`, { method: 'POST' }, PUBLIC),
    ).rejects.toBeInstanceOf(OutgoingUrlRefused);
    const started = Date.now();
    await expect(
      outgoingRequest(`${silent.url}/x`, { method: 'POST' }, { ...TESTS, timeoutMs: 300 }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('outgoing-url-guard: budget', () => {
  it('grants up to the limit per key and window, then again in the next window', () => {
    let t = 0;
    const budget = new OutgoingBudget(5, 60_000, () => t);
    expect(budget.take('a', 3)).toBe(3);
    expect(budget.take('a', 3)).toBe(2);
    expect(budget.take('a', 1)).toBe(0);
    expect(budget.take('b', 10)).toBe(5);
    t += 60_000;
    expect(budget.take('a', 4)).toBe(4);
  });
});
