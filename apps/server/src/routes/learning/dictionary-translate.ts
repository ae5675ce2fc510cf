/**
 * learning/dictionary-translate {word, source_language = en, target_language = id}: the glossary
 * built from our courses and curated word lists, then a LibreTranslate-compatible API if one is
 * configured. A word nobody knows is not an error of the request: it is answered 200 with
 * done 0 and error "word_not_found" (message code 4), so the client's retry on non-OK answers
 * does not ask three more times. A configured service that is down answers 503.
 */
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@web-ed/engine';
import { ApiError, done, errorBody, MESSAGE_CODE } from '../../http/envelope';
import { createTranslator, TranslateUnavailableError } from '../../learning/translate';
import { AUTH_SECURITY, langSchema, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

interface Body {
  word: string;
  source_language: Lang;
  target_language: Lang;
}

export default async function dictionaryTranslate(app: FastifyInstance): Promise<void> {
  const translator = createTranslator(app.db, app.config.translate);

  app.post<{ Body: Body }>(
    '/learning/dictionary-translate',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary:
          'Translates a word or short phrase (glossary first, then the configured translation service).',
        security: AUTH_SECURITY,
        body: {
          type: 'object',
          required: ['word'],
          additionalProperties: false,
          properties: {
            word: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
            source_language: { ...langSchema, default: 'en' },
            target_language: { ...langSchema, default: 'id' },
          },
        },
        response: answerSchema('learning-service/learning/dictionary-translate'),
      },
    },
    async (req, reply) => {
      const { word, source_language: source, target_language: target } = req.body;
      if (source === target) {
        throw new ApiError(
          400,
          'same_language',
          'source_language and target_language must differ',
          MESSAGE_CODE.validation,
        );
      }
      try {
        const found = await translator.translate(word.trim(), source, target);
        if (found) {
          return done({
            word: word.trim(),
            source_language: source,
            target_language: target,
            ...found,
          });
        }
      } catch (e) {
        if (e instanceof TranslateUnavailableError) {
          req.log.warn({ err: e }, 'translation service unavailable');
          throw new ApiError(
            503,
            'translate_unavailable',
            'The translation service is not available; try again later',
          );
        }
        throw e;
      }
      const notFound = new ApiError(
        404,
        'word_not_found',
        `No translation of "${word.trim()}" from ${source} to ${target}`,
        MESSAGE_CODE.notFound,
      );
      return reply.status(200).send({ ...errorBody(notFound), data: null });
    },
  );
}
