import { afterAll, expect, it } from 'vitest';
import { startLibreTranslateStandIn } from '../../learning/translate/stand-in';
import { describeEachDb } from '../../test/harness';
import { L, newStudent, seedBeforeAll } from './test-support';

const standIn = await startLibreTranslateStandIn('secret-key');
afterAll(() => standIn.close());

const TRANSLATE = `${L}/dictionary-translate`;

describeEachDb(
  'learning/dictionary-translate',
  (ctx) => {
    seedBeforeAll(ctx);
    const translate = async (token: string, payload: object) =>
      ctx.call({ method: 'POST', url: TRANSLATE, token, payload });

    it('translates from the curated glossary, en → id by default', async () => {
      const s = await newStudent(ctx);
      const res = await translate(s.token, { word: '  Good Morning! ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        done: 1,
        message_code: 0,
        data: {
          word: 'Good Morning!',
          source_language: 'en',
          target_language: 'id',
          translation: 'selamat pagi',
          alternatives: [],
          provider: 'glossary',
        },
      });
      expect(
        (await translate(s.token, { word: 'tomorrow', target_language: 'ms' })).json().data
          .translation,
      ).toBe('esok');
      expect(
        (await translate(s.token, { word: 'water', target_language: 'hi' })).json().data,
      ).toMatchObject({ translation: 'पानी', alternatives: ['जल'] });
    });

    it('uses words of the courses, in both directions and through English', async () => {
      const s = await newStudent(ctx);
      // Everyday English: the option "West" is "Barat" in the Indonesian course.
      expect((await translate(s.token, { word: 'west' })).json().data).toMatchObject({
        translation: expect.stringMatching(/^barat$/i),
      });
      expect(
        (
          await translate(s.token, {
            word: 'Pecahan',
            source_language: 'id',
            target_language: 'en',
          })
        ).json().data.translation,
      ).toMatch(/^fractions?$/i);
      // id → th through English (sekolah → school → โรงเรียน).
      expect(
        (
          await translate(s.token, {
            word: 'sekolah',
            source_language: 'id',
            target_language: 'th',
          })
        ).json().data.translation,
      ).toBe('โรงเรียน');
    });

    it('asks the configured LibreTranslate-compatible service for words the glossary lacks', async () => {
      const s = await newStudent(ctx);
      const res = await translate(s.token, { word: 'bicycle', target_language: 'th' });
      expect(res.json().data).toEqual({
        word: 'bicycle',
        source_language: 'en',
        target_language: 'th',
        translation: 'จักรยาน',
        alternatives: ['จักรยาน (alt)'],
        provider: 'libretranslate',
      });
      expect(standIn.requests.at(-1)).toMatchObject({
        q: 'bicycle',
        source: 'en',
        target: 'th',
        format: 'text',
        api_key: 'secret-key',
      });
    });

    it('answers word_not_found (200, done 0) for a word nobody knows, 503 when the service fails', async () => {
      const s = await newStudent(ctx);
      const res = await translate(s.token, { word: 'xyzzyq' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        done: 0,
        message_code: 4,
        error: 'word_not_found',
        data: null,
      });
      const down = await translate(s.token, { word: '__fail__' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ done: 0, error: 'translate_unavailable' });
    });

    it('answers 400 for a malformed body and 401 without a token', async () => {
      const s = await newStudent(ctx);
      for (const payload of [
        {},
        { word: '' },
        { word: '   ' },
        { word: 'x'.repeat(101) },
        { word: 'hello', target_language: 'fr' },
        { word: 'hello', source_language: 'id', target_language: 'id' },
        { word: 'hello', extra: 1 },
      ]) {
        expect((await translate(s.token, payload)).statusCode).toBe(400);
      }
      expect(
        (await ctx.call({ method: 'POST', url: TRANSLATE, payload: { word: 'hello' } })).statusCode,
      ).toBe(401);
    });
  },
  { translate: { url: standIn.url, apiKey: 'secret-key', timeoutMs: 5_000 } },
);
