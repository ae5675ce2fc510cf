/**
 * The translation config and the published language packs (section 3 "Translation config",
 * section 4 "Language"): `/data/locales/config.json` gives the supported languages and each one's
 * locale_version; `/data/locales/<lang>.json` the strings published for it, which the app lays
 * over its bundled ones when the version went up. Never cached: a new version must show at once.
 */
import type { FastifyInstance } from 'fastify';
import { eq, max } from 'drizzle-orm';
import { SUPPORTED_LANGS } from '@web-ed/engine';
import { localeStrings } from '../db/schema';
import { ApiError } from '../http/envelope';
import { answerSchema } from '../http/response-schemas';

export default async function localeRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/data/locales/config.json',
    {
      schema: {
        tags: ['public'],
        summary: 'Supported languages and their locale_version.',
        response: answerSchema('data-files/locales/config'),
      },
    },
    async (_req, reply) => {
      const rows = await app.db
        .select({ lang: localeStrings.lang, version: max(localeStrings.version) })
        .from(localeStrings)
        .groupBy(localeStrings.lang);
      const published = new Map(rows.map((r) => [r.lang, r.version ?? 0]));
      reply.header('cache-control', 'no-cache, no-store, must-revalidate');
      return {
        supported_language: [...SUPPORTED_LANGS],
        locale_version: Object.fromEntries(SUPPORTED_LANGS.map((l) => [l, published.get(l) ?? 0])),
      };
    },
  );

  app.get<{ Params: { lang: string } }>(
    '/data/locales/:lang',
    {
      schema: {
        tags: ['public'],
        summary: "A language's published strings, by namespace.",
        response: answerSchema('data-files/locales'),
      },
    },
    async (req, reply) => {
      const lang = req.params.lang.replace(/\.json$/, '');
      if (!(SUPPORTED_LANGS as readonly string[]).includes(lang))
        throw new ApiError(404, 'not_found', 'No such language');
      const rows = await app.db.select().from(localeStrings).where(eq(localeStrings.lang, lang));
      const pack: Record<string, Record<string, string>> = {};
      let version = 0;
      for (const row of rows) {
        (pack[row.namespace] ??= {})[row.key] = row.value;
        version = Math.max(version, row.version);
      }
      reply.header('cache-control', 'no-cache, no-store, must-revalidate');
      return { lang, version, pack };
    },
  );
}
