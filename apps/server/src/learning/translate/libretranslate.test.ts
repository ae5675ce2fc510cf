import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LibreTranslateProvider } from './libretranslate';
import { TranslateUnavailableError, TranslatorChain, type TranslateProvider } from './provider';
import { startLibreTranslateStandIn, type StandIn } from './stand-in';

describe('LibreTranslateProvider (against a local stand-in)', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startLibreTranslateStandIn('k');
  });
  afterAll(() => standIn.close());

  it('translates, with alternatives and the api key', async () => {
    const p = new LibreTranslateProvider({ url: `${standIn.url}/`, apiKey: 'k' });
    expect(await p.translate('Bicycle', 'en', 'id')).toEqual({
      translation: 'sepeda',
      alternatives: ['sepeda (alt)'],
      provider: 'libretranslate',
    });
    expect(standIn.requests.at(-1)).toEqual({
      q: 'Bicycle',
      source: 'en',
      target: 'id',
      format: 'text',
      alternatives: 3,
      api_key: 'k',
    });
  });

  it('an echoed word is "no translation"; errors and a wrong key are "unavailable"', async () => {
    const p = new LibreTranslateProvider({ url: standIn.url, apiKey: 'k' });
    expect(await p.translate('qwertz', 'en', 'id')).toBeNull();
    await expect(p.translate('__fail__', 'en', 'id')).rejects.toBeInstanceOf(
      TranslateUnavailableError,
    );
    await expect(
      new LibreTranslateProvider({ url: standIn.url, apiKey: 'wrong' }).translate(
        'bicycle',
        'en',
        'id',
      ),
    ).rejects.toThrow(/403/);
  });

  it('an unreachable or slow service is "unavailable"', async () => {
    await expect(
      new LibreTranslateProvider({ url: 'http://127.0.0.1:9', timeoutMs: 500 }).translate(
        'x',
        'en',
        'id',
      ),
    ).rejects.toBeInstanceOf(TranslateUnavailableError);
  });
});

describe('TranslatorChain', () => {
  const fixed = (name: string, answer: string | null | Error): TranslateProvider => ({
    name,
    translate: async () => {
      if (answer instanceof Error) throw answer;
      return answer === null ? null : { translation: answer, alternatives: [], provider: name };
    },
  });

  it('the first provider that knows the word wins', async () => {
    const chain = new TranslatorChain([fixed('a', null), fixed('b', 'B'), fixed('c', 'C')]);
    expect((await chain.translate('w', 'en', 'id'))?.provider).toBe('b');
  });

  it('a provider that is down does not hide a later answer, but is reported when nobody knows', async () => {
    const down = new TranslateUnavailableError('down');
    expect(
      (await new TranslatorChain([fixed('a', down), fixed('b', 'B')]).translate('w', 'en', 'id'))
        ?.translation,
    ).toBe('B');
    await expect(
      new TranslatorChain([fixed('a', null), fixed('b', down)]).translate('w', 'en', 'id'),
    ).rejects.toBe(down);
    expect(await new TranslatorChain([fixed('a', null)]).translate('w', 'en', 'id')).toBeNull();
  });
});
