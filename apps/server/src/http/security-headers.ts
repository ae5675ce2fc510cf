/**
 * The security headers of every answer (helmet): a strict Content-Security-Policy, HSTS, and
 * frame rules. Scripts come from this origin only (no inline script, no eval: the content
 * validators are ajv standalone code compiled at build time); only the embed's partners
 * (EMBED_ORIGINS) may frame a page. Styles may be inline: KaTeX and the boot skeleton write them,
 * and a style cannot run code.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

/**
 * The policy of an uploaded or authored file (an SVG, a photo): nothing in it runs, loads or
 * may be framed, even when opened on its own.
 */
export const MEDIA_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

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
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // X-Frame-Options cannot name several origins; frame-ancestors above does (and wins where
    // both are sent), so it is sent only when no partner may frame a page.
    xFrameOptions: config.embedOrigins.length > 0 ? false : { action: 'deny' },
  };
}
