/**
 * What this server adds to Fastify's types: the app's decorations and the request's user. A
 * module of its own so that routes and the app read it without importing each other.
 */
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ServerFlagProvider } from '../flags/server-flag-provider';
import type { XapiSender } from '../xapi/sender';
import type { User } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The server's clock; tests move it to expire tokens. */
    now: () => Date;
    /** Randomness of the rules (a mission's course); tests fix it. */
    random: () => number;
    /** Feature flags: this app's OpenFeature domain and its provider (the flags table). */
    flagDomain: string;
    flagProvider: ServerFlagProvider;
    /** Sends accepted plays to the LRS as xAPI statements; null without XAPI_ENDPOINT. */
    xapi: XapiSender | null;
  }
  interface FastifyRequest {
    user: User | null;
  }
  interface FastifyContextConfig {
    /** Route needs a signed-in user (request.user is then set). */
    auth?: boolean;
  }
}
