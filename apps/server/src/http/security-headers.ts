/**
 * The security headers of every answer (helmet): a strict Content-Security-Policy, HSTS (over
 * https), and frame rules. Scripts come from this origin only (no inline script, no eval: the
 * content validators are ajv standalone code compiled at build time); only the embed's partners
 * (EMBED_ORIGINS) may frame a page. Styles may be inline: KaTeX and the boot skeleton write
 * them, and a style cannot run code.
 *
 * Only a document or a worker reads most of them. A JSON answer and a file a page only imports
 * (its scripts, styles, fonts, sounds and pictures) carry the few that matter to them (nosniff,
 * HSTS, the resource and referrer policies; for JSON a policy that lets nothing run or frame
 * it): on HTTP/1.1 the full set is some 650 bytes per answer, more than most API answers'
 * bodies, on a student's data plan.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { servedOverHttps } from './served-over-https';

/**
 * The policy of an uploaded or authored file (an SVG, a photo): nothing in it runs, loads or
 * may be framed, even when opened on its own.
 */
export const MEDIA_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** The policy of a JSON answer: nothing in it runs, loads or may be framed. */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

type CspConfig = Pick<Config, 'embedOrigins' | 'cspConnectOrigins' | 'sentryDsn' | 'production'>;

/** The origin of an error-reporting DSN (the browser sends its events there). */
function dsnOrigin(dsn: string | null): string[] {
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    return [];
  }
}

export function cspDirectives(config: CspConfig): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Course authors may point images, audio and video at any https address (spec section 7);
    // howler probes which codecs play with data: sounds.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...new Set([...config.cspConnectOrigins, ...dsnOrigin(config.sentryDsn)]),
    ],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-src': ["'none'"],
    'frame-ancestors': config.embedOrigins.length > 0 ? config.embedOrigins : ["'none'"],
  };
  if (config.production) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function helmetOptions(config: CspConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // Not isolated cross-origin: course media may come from any https address.
    crossOriginEmbedderPolicy: false,
    // Sent by fitSecurityHeaders, over https only.
    strictTransportSecurity: false,
    // X-Frame-Options cannot name several origins; frame-ancestors above does (and wins where
    // both are sent), so it is sent only when no partner may frame a page.
    xFrameOptions: config.embedOrigins.length > 0 ? false : { action: 'deny' },
  };
}

/** What only a document or a worker reads, left off the answers below. */
export const DOCUMENT_ONLY = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/** What a browser never shows as a page: a style, a font, a sound, a film, a raster picture. */
const NEVER_A_PAGE = /^(?:text\/css|font\/|audio\/|video\/|image\/(?:png|jpeg|gif|webp|avif))/;
/** A script the page imports (never a worker: workers are at / and under /workers/). */
const IMPORTED_SCRIPT = /^(?:application|text)\/javascript/;

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * An onSend hook: trims the document-only headers from JSON answers and from files a page only
 * imports; HSTS over https only (RFC 6797 7.2: never over plain http, where it means nothing).
 */
export async function fitSecurityHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (servedOverHttps(req)) reply.header('strict-transport-security', HSTS);
  const type = String(reply.getHeader('content-type') ?? '');
  const json = type.startsWith('application/json');
  const imported =
    NEVER_A_PAGE.test(type) || (req.url.startsWith('/assets/') && IMPORTED_SCRIPT.test(type));
  if (!json && !imported) return payload;
  for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
  if (json) reply.header('content-security-policy', DATA_CSP);
  return payload;
}
