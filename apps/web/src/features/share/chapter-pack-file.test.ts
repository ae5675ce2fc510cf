import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  openChapterFile,
  packChapterFile,
  PackRefused,
  type SignedChapter,
} from './chapter-pack-file';
import { bytesToBase64url, keyIdOf, type TrustedKey } from './pack-key-id';

const subtle = globalThis.crypto.subtle;

/** A server's key pair, as get-pack-key names its public half. */
async function serverKey() {
  const pair = (await subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const publicKey = bytesToBase64url(new Uint8Array(await subtle.exportKey('raw', pair.publicKey)));
  const trusted: TrustedKey = { public_key: publicKey, key_id: await keyIdOf(publicKey, subtle) };
  return { pair, trusted };
}

const strToU8 = (text: string) => new TextEncoder().encode(text);

const sha256 = async (bytes: Uint8Array<ArrayBuffer>) =>
  bytesToBase64url(new Uint8Array(await subtle.digest('SHA-256', bytes)));

const questions = '{"bDone":true,"iMessageCode":1,"data":{"tasks":[{"id":7}]}}';
const tasks = '{"bDone":true,"iMessageCode":1,"chapter_progress":0,"data":[]}';
const sound = Uint8Array.from({ length: 3000 }, (_, i) => (i * 31) % 251);

/** What get-chapter-pack answers, signed with `key`. */
async function signedBy(key: Awaited<ReturnType<typeof serverKey>>): Promise<SignedChapter> {
  const statement = JSON.stringify({
    format: 'web-ed-chapter-pack/1',
    key_id: key.trusted.key_id,
    version: 'v1',
    subject: { id: 105, name: 'Listening', lang: 'en', version: 2 },
    chapter: { id: 1051, name: 'At the market' },
    questions: { bytes: questions.length, sha256: await sha256(strToU8(questions)) },
    tasks: { bytes: tasks.length, sha256: await sha256(strToU8(tasks)) },
    media: [
      {
        url: '/media/content/105/assets/a.mp3',
        bytes: sound.length,
        sha256: await sha256(sound),
        type: 'audio/mpeg',
      },
    ],
  });
  const signature = await subtle.sign('Ed25519', key.pair.privateKey, strToU8(statement));
  return {
    statement,
    signature: bytesToBase64url(new Uint8Array(signature)),
    questions,
    tasks,
  };
}

async function refusal(
  file: Uint8Array<ArrayBuffer>,
  key: TrustedKey,
  using: SubtleCrypto = subtle,
): Promise<string> {
  try {
    await openChapterFile(file, key, using);
    return 'opened';
  } catch (error) {
    if (error instanceof PackRefused) return error.reason;
    throw error;
  }
}

describe('a chapter pack file', () => {
  it('opens with what the server signed: the chapter, its answers and its media', async () => {
    const key = await serverKey();
    const file = packChapterFile(await signedBy(key), [sound]);
    const chapter = await openChapterFile(file, key.trusted, subtle);
    expect(chapter.statement.chapter.name).toBe('At the market');
    expect(chapter.questions).toBe(questions);
    expect(chapter.tasks).toBe(tasks);
    const [where] = chapter.media;
    expect(file.slice(where!.start, where!.end)).toEqual(sound);
  });

  it('is refused when any one byte of it changed, wherever it is', async () => {
    const key = await serverKey();
    const file = packChapterFile(await signedBy(key), [sound]);
    // Every byte, each by a different amount: no part of the file is left unchecked.
    const by = fc.sample(fc.integer({ min: 1, max: 255 }), { numRuns: file.length, seed: 24 });
    const opened: number[] = [];
    for (let at = 0; at < file.length; at++) {
      const changed = file.slice();
      changed[at] = (changed[at]! + by[at]!) % 256;
      if ((await refusal(changed, key.trusted)) === 'opened') opened.push(at);
    }
    expect(opened).toEqual([]);
  });

  it('is refused as changed when a part was replaced, cut short or added to', async () => {
    const key = await serverKey();
    const signed = await signedBy(key);
    const file = packChapterFile(signed, [sound]);
    const other = { ...signed, questions: questions.replace('7', '8') };
    expect(await refusal(packChapterFile(other, [sound]), key.trusted)).toBe('changed');
    expect(await refusal(packChapterFile(signed, [sound.slice(1)]), key.trusted)).toBe('changed');
    expect(await refusal(packChapterFile(signed, []), key.trusted)).toBe('changed');
    expect(await refusal(file.subarray(0, file.length - 1), key.trusted)).toBe('changed');
    expect(await refusal(Uint8Array.from([...file, 0]), key.trusted)).toBe('changed');
    const noMedia = JSON.parse(signed.statement) as { media: unknown[] };
    noMedia.media = [];
    const unsigned = { ...signed, statement: JSON.stringify(noMedia) };
    expect(await refusal(packChapterFile(unsigned, []), key.trusted)).toBe('changed');
  });

  it('is refused as foreign when another server signed it', async () => {
    const ours = await serverKey();
    const theirs = await serverKey();
    const file = packChapterFile(await signedBy(theirs), [sound]);
    expect(await refusal(file, ours.trusted)).toBe('foreign');
    // Their pack claiming our key id: the signature does not hold.
    const claimed = await signedBy(theirs);
    const statement = claimed.statement.replace(theirs.trusted.key_id, ours.trusted.key_id);
    const signature = await subtle.sign('Ed25519', theirs.pair.privateKey, strToU8(statement));
    const forged = {
      ...claimed,
      statement,
      signature: bytesToBase64url(new Uint8Array(signature)),
    };
    expect(await refusal(packChapterFile(forged, [sound]), ours.trusted)).toBe('changed');
  });

  it('is checked in JavaScript where the browser has no Ed25519 in WebCrypto', async () => {
    const key = await serverKey();
    const file = packChapterFile(await signedBy(key), [sound]);
    // A browser before Chrome 137: importKey knows no Ed25519.
    const older = new Proxy(subtle, {
      get: (target, name) =>
        name === 'importKey'
          ? () => Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError'))
          : (Reflect.get(target, name) as (...a: unknown[]) => unknown).bind(target),
    });
    expect((await openChapterFile(file, key.trusted, older)).statement.chapter.id).toBe(1051);
    // The chapter's name changed in the statement: only the signature can tell.
    const changed = file.slice();
    const at = new TextDecoder().decode(file).indexOf('market');
    changed[at] = 'M'.charCodeAt(0);
    expect(await refusal(changed, key.trusted, older)).toBe('changed');
  });

  it('tells a file that is no pack, and one of a newer format', async () => {
    const key = await serverKey();
    expect(await refusal(strToU8('hello, not a zip'), key.trusted)).toBe('not_a_pack');
    expect(await refusal(sound, key.trusted)).toBe('not_a_pack');
    const newer = await signedBy(key);
    newer.statement = newer.statement.replace('chapter-pack/1', 'chapter-pack/2');
    expect(await refusal(packChapterFile(newer, [sound]), key.trusted)).toBe('newer_format');
  });
});
