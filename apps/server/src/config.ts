/** Server configuration, from the environment only (secrets never live in files). */
import { createPrivateKey } from 'node:crypto';
import { resolve } from 'node:path';
import { ENVIRONMENT } from '@web-ed/engine';

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface TranslateConfig {
  /** A LibreTranslate-compatible API, tried after the glossary; null: glossary only. */
  url: string | null;
  apiKey: string | null;
  timeoutMs: number;
}

/** An OpenAI-compatible chat completions API for the study buddy (LLM_*); null: offline tutor only. */
export interface LlmConfig {
  /** Base URL up to the API version, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Longest wait for the provider's first byte and between two chunks of its stream. */
  timeoutMs: number;
}

export interface ChatLimits {
  /** Messages a student may send the buddy per day (their country's day). */
  dailyLimit: number;
  /** submit-chat calls per student and minute (bursts, retries included). */
  perMinute: number;
}

/** An S3-compatible store for fun activity uploads (S3_*); null: a folder under DATA_DIR. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * Outgoing requests to URLs that users supply (push endpoints now; any later webhook or import):
 * see apps/server/src/http/outgoing-url-guard.ts.
 */
export interface OutgoingConfig {
  /**
   * OUTGOING_ALLOW_LOOPBACK: also allow loopback addresses (127.0.0.0/8, ::1), over http too, for
   * the tests' local stand-ins (a push service on 127.0.0.1). Refused with NODE_ENV=production.
   */
  allowLoopback: boolean;
  /** Longest time for one outgoing request: name resolution, connection and answer headers. */
  timeoutMs: number;
}

/** Web Push limits (PUSH_*). */
export interface PushConfig {
  /** Subscriptions kept per student: a new one beyond this replaces the oldest. */
  maxSubscriptions: number;
  /** Push requests sent per student and minute (each device counts); the rest are skipped. */
  perMinute: number;
}

export interface Config {
  host: string;
  port: number;
  /**
   * The address students and verifiers reach the app at (PUBLIC_URL, no trailing slash): absolute
   * links (a certificate's verification URL) are built from it, never from request headers.
   */
  publicUrl: string;
  /** postgres://… for a real PostgreSQL; unset for the embedded PGlite. */
  databaseUrl: string | null;
  /** PostgreSQL connections per server process. */
  databasePoolMax: number;
  /** PGlite data folder (embedded default). */
  dataDir: string;
  redisUrl: string | null;
  /** Prefix of this deployment's Redis keys and channels (several may share one Redis). */
  redisPrefix: string;
  /**
   * Sign-in by a typed name or email, no password (LOCAL_SIGN_IN): on by default only for a server
   * that answers this machine alone (see localSignInExposure), else off unless turned on.
   */
  localSignIn: boolean;
  /**
   * Local sign-in may open the demo accounts of the seeded content (community owners, teachers):
   * only on a server that answers this machine alone, or with LOCAL_SIGN_IN=demo.
   */
  demoSignIn: boolean;
  oidc: OidcConfig | null;
  corsOrigins: string[];
  /** Partner pages allowed to embed courses (apps/embed): their origins, e.g. https://bank.example. */
  embedOrigins: string[];
  /** Other origins the browser app may call (CSP connect-src), e.g. its error-reporting host. */
  cspConnectOrigins: string[];
  /** Built front end to serve, if present. */
  webRoot: string;
  logLevel: string;
  /** Error reporting (Sentry) DSN; null: reporting off. */
  sentryDsn: string | null;
  sentryEnvironment: string;
  /** How long a process reuses the flags table's rules (ms): a flipped flag shows after this. */
  flagCacheMs: number;
  /** Bearer token for GET /metrics; null: /metrics answers 404 to everyone unless metricsPublic. */
  metricsToken: string | null;
  /** METRICS_PUBLIC: /metrics answers anyone, no token (a network nothing else reaches). */
  metricsPublic: boolean;
  production: boolean;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy): false (none), true (any), or
   * their addresses and CIDR ranges. Rate limits count by the client's address.
   */
  trustProxy: boolean | string[];
  /** Course documents seeded on start (content-fixtures by default). */
  contentDir: string | null;
  translate: TranslateConfig;
  llm: LlmConfig | null;
  chat: ChatLimits;
  /** minigame-finish batches per student and minute (an offline backlog is a few batches). */
  finishPerMinute: number;
  /** Web Push: VAPID keys from the environment (both or neither), else generated and stored. */
  vapid: { publicKey: string | null; privateKey: string | null; subject: string };
  /**
   * The Ed25519 key chapter packs are signed with (PACK_SIGNING_KEY), as base64 of its PKCS8 DER
   * whichever form the variable had; null: generated on first use and stored
   * (learning/pack-signing.ts).
   */
  packSigningKey: string | null;
  /** Fun activity uploads go to this S3-compatible bucket; null: DATA_DIR/uploads. */
  s3: S3Config | null;
  /** Origins serving external courses (EXTERNAL_CONTENT_ORIGINS), e.g. https://partner.example. */
  externalOrigins: string[];
  /** How often external courses are fetched again (ms). */
  externalSyncMs: number;
  outgoing: OutgoingConfig;
  push: PushConfig;
  /** xAPI statements of accepted plays go to this LRS (XAPI_ENDPOINT); null: none are sent. */
  xapi: XapiConfig | null;
}

export interface XapiConfig {
  /** The LRS's xAPI base URL (statements are POSTed to `<endpoint>/statements`). */
  endpoint: string;
  /** HTTP basic auth (XAPI_USERNAME, XAPI_PASSWORD): an LRS's key and secret. */
  username: string | null;
  password: string | null;
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | null {
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const set = names.filter((n) => env[n]);
  if (set.length === 0) return null;
  if (set.length < names.length)
    throw new Error(
      `S3 uploads need all of ${names.join(', ')}; missing ${names.filter((n) => !env[n]).join(', ')}`,
    );
  if (!/^https?:\/\//.test(env.S3_ENDPOINT ?? ''))
    throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${env.S3_ENDPOINT}"`);
  return {
    endpoint: env.S3_ENDPOINT as string,
    bucket: env.S3_BUCKET as string,
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    region: env.S3_REGION || 'us-east-1',
  };
}

/**
 * PACK_SIGNING_KEY: an Ed25519 private key as PEM (`-----BEGIN PRIVATE KEY-----`; its line breaks
 * may be written as the two characters backslash and n) or as base64 of its PKCS8 DER (what
 * `npm run admin -- pack-key` prints); returned as base64 of the PKCS8 DER. Anything else stops
 * the server at start.
 */
export function packSigningKey(value: string | undefined): string | null {
  const v = (value ?? '').trim();
  if (v === '') return null;
  const wrong = (why: string) =>
    new Error(
      `PACK_SIGNING_KEY must be an Ed25519 private key, as PEM or as base64 of its PKCS8 DER ` +
        `(npm run admin -- pack-key prints one): ${why}`,
    );
  let key;
  try {
    key = v.startsWith('-----BEGIN')
      ? createPrivateKey({ key: v.replace(/\\n/g, '\n'), format: 'pem' })
      : /^[A-Za-z0-9+/_-]+={0,2}$/.test(v)
        ? createPrivateKey({ key: Buffer.from(v, 'base64'), format: 'der', type: 'pkcs8' })
        : null;
  } catch {
    throw wrong('it could not be read as a private key');
  }
  if (!key) throw wrong('it is neither PEM nor base64');
  if (key.asymmetricKeyType !== 'ed25519')
    throw wrong(`its type is ${key.asymmetricKeyType ?? 'unknown'}, not ed25519`);
  return key.export({ format: 'der', type: 'pkcs8' }).toString('base64');
}

/** Each entry must be a bare http(s) origin (no path): it is compared with URL.origin. */
export function externalOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const url = httpUrl(s);
      if (!url || url.origin !== s.replace(/\/$/, ''))
        throw new Error(`EXTERNAL_CONTENT_ORIGINS entries must be http(s) origins, got "${s}"`);
      return url.origin;
    });
}

function translateConfig(env: NodeJS.ProcessEnv): TranslateConfig {
  const timeoutMs = Number(env.TRANSLATE_TIMEOUT_MS ?? 5_000);
  if (env.TRANSLATE_URL && !httpUrl(env.TRANSLATE_URL)) {
    throw new Error(
      `TRANSLATE_URL must be an http(s) URL of a LibreTranslate-compatible API, got "${env.TRANSLATE_URL}"`,
    );
  }
  return {
    url: env.TRANSLATE_URL || null,
    apiKey: env.TRANSLATE_API_KEY || null,
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 5_000,
  };
}

/** `value` as an http(s) URL, or null when it is not one. */
function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function llmConfig(env: NodeJS.ProcessEnv): LlmConfig | null {
  if (!env.LLM_BASE_URL) return null;
  if (!httpUrl(env.LLM_BASE_URL)) {
    throw new Error(
      `LLM_BASE_URL must be the http(s) base URL of an OpenAI-compatible API (…/v1), got "${env.LLM_BASE_URL}"`,
    );
  }
  if (!env.LLM_MODEL) throw new Error('LLM_MODEL must name the model when LLM_BASE_URL is set');
  return {
    baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''),
    apiKey: env.LLM_API_KEY || null,
    model: env.LLM_MODEL,
    timeoutMs: positiveInt('LLM_TIMEOUT_MS', env.LLM_TIMEOUT_MS, 20_000),
  };
}

function xapiConfig(env: NodeJS.ProcessEnv): XapiConfig | null {
  if (!env.XAPI_ENDPOINT) return null;
  if (!httpUrl(env.XAPI_ENDPOINT))
    throw new Error(`XAPI_ENDPOINT must be the http(s) URL of an LRS, got "${env.XAPI_ENDPOINT}"`);
  if (!env.XAPI_USERNAME !== !env.XAPI_PASSWORD)
    throw new Error('XAPI_USERNAME and XAPI_PASSWORD are set together (the LRS key and secret)');
  return {
    endpoint: env.XAPI_ENDPOINT.replace(/\/+$/, ''),
    username: env.XAPI_USERNAME || null,
    password: env.XAPI_PASSWORD || null,
  };
}

/** A comma list of origins, trimmed, empty entries dropped. */
function origins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function trustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return origins(value);
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** HOST values that accept connections from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return (
    h === 'localhost' ||
    h === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(h) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(h)
  );
}

/**
 * Why people on other machines may reach this server, or null when it answers this machine only:
 * HOST is not a loopback address, or TRUST_PROXY says a proxy forwards to it, or NODE_ENV is
 * production (a loopback server behind a reverse proxy is public).
 */
export function localSignInExposure(
  config: Pick<Config, 'host' | 'trustProxy' | 'production'>,
): string | null {
  if (!isLoopbackHost(config.host))
    return `it listens on ${config.host}, not on a loopback address (127.0.0.1, ::1, localhost)`;
  if (config.trustProxy !== false) return 'TRUST_PROXY is set (a proxy forwards requests to it)';
  if (config.production) return 'NODE_ENV is production';
  return null;
}

/** The warning the server logs on start when local sign-in is on where others can reach it. */
export function localSignInWarning(
  config: Pick<Config, 'host' | 'trustProxy' | 'production' | 'localSignIn' | 'demoSignIn'>,
): string | null {
  const exposure = localSignInExposure(config);
  if (!config.localSignIn || !exposure) return null;
  return (
    `Local sign-in is on (LOCAL_SIGN_IN) although ${exposure}: anyone who reaches this server ` +
    'can sign in as any student by typing a name or email, with no password' +
    (config.demoSignIn
      ? ', and as the demo accounts of the seeded content (community owners, teachers)'
      : '') +
    '. On a public address use OpenID sign-in (OIDC_*) and LOCAL_SIGN_IN=off (docs/operations.md).'
  );
}

/** LOCAL_SIGN_IN: unset (the default), on, off, or demo (on, demo accounts included). */
function localSignInMode(value: string | undefined): 'default' | 'on' | 'off' | 'demo' {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return 'default';
  if (['1', 'true', 'yes', 'on'].includes(v)) return 'on';
  if (['0', 'false', 'no', 'off'].includes(v)) return 'off';
  if (v === 'demo') return 'demo';
  throw new Error(`LOCAL_SIGN_IN must be on, off or demo, got "${value}"`);
}

/**
 * PUBLIC_URL, an http(s) URL without query or fragment (a path prefix is kept, the trailing slash
 * dropped); unset: the server's own local address, http://127.0.0.1:PORT when it listens on every
 * interface.
 */
export function publicUrl(value: string | undefined, host: string, port: number): string {
  if (value === undefined || value === '') {
    const local = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host;
    return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
  }
  const url = httpUrl(value);
  if (!url || url.search || url.hash || url.username)
    throw new Error(
      `PUBLIC_URL must be the http(s) address students reach the app at (e.g. https://learn.example.org), got "${value}"`,
    );
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const oidc =
    env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? {
          issuer: env.OIDC_ISSUER ?? 'https://accounts.google.com',
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
        }
      : null;
  const host = env.HOST ?? '127.0.0.1';
  const proxies = trustProxy(env.TRUST_PROXY);
  const onlyThisMachine = localSignInExposure({ host, trustProxy: proxies, production }) === null;
  const localSignIn = localSignInMode(env.LOCAL_SIGN_IN);
  const metricsPublic = flag(env.METRICS_PUBLIC, false);
  if (metricsPublic && env.METRICS_TOKEN)
    throw new Error('Set METRICS_TOKEN or METRICS_PUBLIC, not both');
  const allowLoopback = flag(env.OUTGOING_ALLOW_LOOPBACK, false);
  if (allowLoopback && production)
    throw new Error(
      'OUTGOING_ALLOW_LOOPBACK is for tests only; it is refused with NODE_ENV=production',
    );
  return {
    host,
    port,
    publicUrl: publicUrl(env.PUBLIC_URL, host, port),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolMax: positiveInt('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10),
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'web-ed:',
    localSignIn: localSignIn === 'default' ? onlyThisMachine : localSignIn !== 'off',
    demoSignIn: localSignIn === 'demo' || (onlyThisMachine && localSignIn !== 'off'),
    oidc,
    corsOrigins: origins(env.CORS_ORIGINS),
    embedOrigins: origins(env.EMBED_ORIGINS),
    cspConnectOrigins: origins(env.CSP_CONNECT_ORIGINS),
    webRoot: resolve(env.WEB_ROOT ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    sentryDsn: env.SENTRY_DSN || null,
    sentryEnvironment: env.SENTRY_ENVIRONMENT || ENVIRONMENT,
    metricsToken: env.METRICS_TOKEN || null,
    metricsPublic,
    flagCacheMs: env.FLAG_CACHE_MS === undefined ? 1_000 : Number(env.FLAG_CACHE_MS),
    production,
    trustProxy: proxies,
    contentDir: env.CONTENT_DIR ? resolve(env.CONTENT_DIR) : null,
    translate: translateConfig(env),
    llm: llmConfig(env),
    chat: {
      dailyLimit: positiveInt('CHAT_DAILY_LIMIT', env.CHAT_DAILY_LIMIT, 30),
      perMinute: positiveInt('CHAT_PER_MINUTE', env.CHAT_PER_MINUTE, 10),
    },
    finishPerMinute: positiveInt('FINISH_PER_MINUTE', env.FINISH_PER_MINUTE, 20),
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY || null,
      privateKey: env.VAPID_PRIVATE_KEY || null,
      subject: env.VAPID_SUBJECT || 'mailto:push@web-ed.invalid',
    },
    packSigningKey: packSigningKey(env.PACK_SIGNING_KEY),
    s3: s3Config(env),
    externalOrigins: externalOrigins(env.EXTERNAL_CONTENT_ORIGINS),
    externalSyncMs: positiveInt('EXTERNAL_SYNC_MS', env.EXTERNAL_SYNC_MS, 15 * 60_000),
    outgoing: {
      allowLoopback,
      timeoutMs: positiveInt('OUTGOING_TIMEOUT_MS', env.OUTGOING_TIMEOUT_MS, 10_000),
    },
    push: {
      maxSubscriptions: positiveInt('PUSH_MAX_SUBSCRIPTIONS', env.PUSH_MAX_SUBSCRIPTIONS, 10),
      perMinute: positiveInt('PUSH_PER_MINUTE', env.PUSH_PER_MINUTE, 30),
    },
    xapi: xapiConfig(env),
  };
}
