import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, streamCompletion } from './provider';
import { startModelStandIn, type ModelStandIn } from './stand-in';

let standIn: ModelStandIn;
beforeAll(async () => {
  standIn = await startModelStandIn('sk-test');
});
afterAll(() => standIn.close());

const config = () => ({ baseUrl: standIn.url, apiKey: 'sk-test', model: 'tiny', timeoutMs: 300 });

async function collect(text: string, signal = new AbortController().signal) {
  const out: string[] = [];
  for await (const piece of streamCompletion(config(), [{ role: 'user', content: text }], signal))
    out.push(piece);
  return out;
}

describe('streamCompletion', () => {
  it('yields the deltas in order and sends model, stream and the key', async () => {
    expect((await collect('halo kak')).join('')).toBe('Coba lihat soal none: halo kak');
    expect(standIn.requests.at(-1)).toMatchObject({ model: 'tiny', stream: true });
  });

  it('fails with http on a 500, protocol on a cut stream, timeout on a hanging provider', async () => {
    await expect(collect('__fail__')).rejects.toMatchObject({ reason: 'http' });
    await expect(collect('__midfail__')).rejects.toBeInstanceOf(ProviderError);
    await expect(collect('__hang__')).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('stops quietly when aborted', async () => {
    const controller = new AbortController();
    const out: string[] = [];
    for await (const piece of streamCompletion(
      config(),
      [{ role: 'user', content: '__hang__' }],
      controller.signal,
    )) {
      out.push(piece);
      controller.abort();
    }
    expect(out).toEqual(['Hmm']);
  });

  it('fails with http on a wrong key', async () => {
    const wrong = { ...config(), apiKey: 'nope' };
    const run = async () => {
      for await (const _ of streamCompletion(
        wrong,
        [{ role: 'user', content: 'x' }],
        new AbortController().signal,
      ))
        void _;
    };
    await expect(run()).rejects.toMatchObject({ reason: 'http' });
  });
});
