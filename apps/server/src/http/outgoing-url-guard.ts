/**
 * The one way the server sends a request to a URL that a user supplied (a Web Push endpoint now;
 * any later webhook or import URL): server-side request forgery stops here.
 *
 * - https only; http only to a loopback address, and loopback only when configured for tests
 *   (OUTGOING_ALLOW_LOOPBACK); no user name or password in the URL.
 * - The host is resolved, and every address it resolves to must be public: private, loopback,
 *   link-local (cloud metadata at 169.254.169.254), carrier-grade NAT (100.64/10, another cloud's
 *   metadata), IETF, documentation, benchmarking, multicast and reserved IPv4 ranges are refused;
 *   IPv6 must be global unicast (2000::/3) outside its special ranges, which refuses unique-local
 *   (fc00::/7, fd00:ec2::254), link-local, IPv4-mapped and -translated, 6to4 and Teredo addresses.
 * - The connection goes to the addresses that were checked (a lookup function that answers them),
 *   so a name that resolves to another address a moment later (DNS rebinding) changes nothing.
 * - Redirects are never followed (the answer's status is returned as it is); one deadline covers
 *   name resolution, connection and the answer's headers; at most BODY_LIMIT bytes are read.
 * - OutgoingBudget counts requests per key (a student) and window, for callers' rate limits.
 *
 * checkOutgoingUrl alone validates a URL before it is stored (refuse early, with the same rules).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export interface OutgoingPolicy {
  /** Also allow loopback addresses (and http to them): tests' local stand-ins only. */
  allowLoopback: boolean;
  /** One deadline for name resolution, connection and the answer's headers. */
  timeoutMs: number;
  /** Name resolution (default: the system's, every address); tests pass their own. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

/** A URL the guard refused; `reason` is for logs, never for the user (it would map a network). */
export class OutgoingUrlRefused extends Error {
  constructor(readonly reason: string) {
    super(`outgoing request refused: ${reason}`);
    this.name = 'OutgoingUrlRefused';
  }
}

export interface CheckedUrl {
  url: URL;
  /** Every address the host resolved to, each checked; the connection uses these only. */
  addresses: LookupAddress[];
}

export interface OutgoingAnswer {
  status: number;
  headers: IncomingHttpHeaders;
}

/** Bytes of an answer's body read at most (the status is what callers need). */
export const BODY_LIMIT = 64 * 1024;

function subnets(entries: [string, number][], type: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of entries) list.addSubnet(net, prefix, type);
  return list;
}

/** IANA's special-purpose IPv4 registry, and more: nothing here is a public service. */
const REFUSED_V4 = subnets(
  [
    ['0.0.0.0', 8], // "this network"
    ['10.0.0.0', 8], // private
    ['100.64.0.0', 10], // carrier-grade NAT (Alibaba's metadata at 100.100.100.200)
    ['127.0.0.0', 8], // loopback
    ['169.254.0.0', 16], // link-local (AWS, GCP and Azure metadata at 169.254.169.254)
    ['172.16.0.0', 12], // private
    ['192.0.0.0', 24], // IETF protocol assignments (Oracle's metadata at 192.0.0.192)
    ['192.0.2.0', 24], // documentation
    ['192.88.99.0', 24], // 6to4 relay anycast
    ['192.168.0.0', 16], // private
    ['198.18.0.0', 15], // benchmarking
    ['198.51.100.0', 24], // documentation
    ['203.0.113.0', 24], // documentation
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, broadcast
  ],
  'ipv4',
);
/** IPv6: only global unicast is allowed at all. */
const GLOBAL_V6 = subnets([['2000::', 3]], 'ipv6');
/** …and within it, these special ranges are refused too. */
const REFUSED_V6 = subnets(
  [
    ['2001::', 23], // IETF protocol assignments: Teredo (2001::/32), benchmarking, ORCHID
    ['2001:db8::', 32], // documentation
    ['2002::', 16], // 6to4 (embeds any IPv4 address)
    ['3fff::', 20], // documentation
  ],
  'ipv6',
);
const LOOPBACK = (() => {
  const list = subnets([['127.0.0.0', 8]], 'ipv4');
  list.addAddress('::1', 'ipv6');
  return list;
})();

function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  // An IPv4-mapped ::ffff:127.0.0.1 is not let through as loopback: only the plain forms.
  if (family === 6 && address.toLowerCase().startsWith('::ffff:')) return false;
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why an address may not be contacted (a short name for logs), or null when it may. */
export function addressRefusal(address: string, allowLoopback: boolean): string | null {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  if (allowLoopback && isLoopbackAddress(address)) return null;
  if (family === 4) return REFUSED_V4.check(address, 'ipv4') ? `special address ${address}` : null;
  if (!GLOBAL_V6.check(address, 'ipv6') || REFUSED_V6.check(address, 'ipv6'))
    return `special address ${address}`;
  return null;
}

const systemResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

function raceSignal<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Parses, resolves and checks a user-supplied URL; throws OutgoingUrlRefused when it may not be
 * contacted (a name that does not resolve included).
 */
export async function checkOutgoingUrl(
  raw: string,
  policy: OutgoingPolicy,
  signal?: AbortSignal,
): Promise<CheckedUrl> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutgoingUrlRefused('not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new OutgoingUrlRefused(`scheme ${url.protocol}`);
  if (url.protocol === 'http:' && !policy.allowLoopback) throw new OutgoingUrlRefused('http');
  if (url.username || url.password) throw new OutgoingUrlRefused('credentials in the URL');
  // The URL parser has already turned 2130706433, 0x7f.1 and the like into dotted quads.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new OutgoingUrlRefused('no host');
  let addresses: LookupAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await raceSignal((policy.resolve ?? systemResolve)(host), signal);
    } catch (e) {
      if (signal?.aborted) throw e;
      throw new OutgoingUrlRefused(`${host} does not resolve`);
    }
    if (addresses.length === 0) throw new OutgoingUrlRefused(`${host} does not resolve`);
  }
  for (const a of addresses) {
    const why = addressRefusal(a.address, policy.allowLoopback);
    if (why) throw new OutgoingUrlRefused(`${host}: ${why}`);
  }
  if (url.protocol === 'http:' && !addresses.every((a) => isLoopbackAddress(a.address)))
    throw new OutgoingUrlRefused('http to a non-loopback address');
  return { url, addresses };
}

/** A lookup that answers the checked addresses and never asks DNS again. */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    } else {
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    }
  };
}

/**
 * Sends one request to a user-supplied URL through the guard and returns the answer's status
 * (a redirect is returned, not followed). Throws OutgoingUrlRefused, or a network or timeout error.
 */
export async function outgoingRequest(
  raw: string,
  init: { method: string; headers?: Record<string, string>; body?: Uint8Array },
  policy: OutgoingPolicy,
): Promise<OutgoingAnswer> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  const { url, addresses } = await checkOutgoingUrl(raw, policy, signal);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<OutgoingAnswer>((resolve, reject) => {
    const req = send(
      url,
      {
        method: init.method,
        headers: init.headers,
        lookup: pinnedLookup(addresses),
        agent: false,
        signal,
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > BODY_LIMIT) res.destroy();
        });
        res.on('error', () => undefined);
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * Counts what each key (a student) may send per window, in this process: take() grants up to the
 * number asked for and returns how many it granted.
 */
export class OutgoingBudget {
  private readonly used = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perWindow: number,
    private readonly windowMs = 60_000,
    private readonly clock: () => number = Date.now,
  ) {}

  take(key: string, wanted: number): number {
    const now = this.clock();
    let entry = this.used.get(key);
    if (!entry || now - entry.start >= this.windowMs) {
      if (this.used.size > 10_000) this.sweep(now);
      entry = { start: now, count: 0 };
      this.used.set(key, entry);
    }
    const granted = Math.max(0, Math.min(wanted, this.perWindow - entry.count));
    entry.count += granted;
    return granted;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.used)
      if (now - entry.start >= this.windowMs) this.used.delete(key);
  }
}
