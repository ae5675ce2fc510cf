/**
 * The server's chapter-pack signing key (issue 24: chapters shared phone to phone). A phone that
 * imports a chapter another phone exported checks its Ed25519 signature against this key's public
 * half before it shows anything (learning/chapter-pack.ts says what is signed).
 *
 * The key: PACK_SIGNING_KEY when set (config.ts reads it, PEM or base64 of PKCS8 DER), else the
 * one stored in server_keys under `pack-signing`, generated on first use. Generation races between
 * server processes are settled by the primary key, as for the VAPID keys (notifications/vapid.ts):
 * the first stored key wins and every process reads it back.
 *
 * The app knows the public key from its build (VITE_PACK_PUBLIC_KEY: `npm run admin -- pack-key`
 * prints a pair) or from GET learning/get-pack-key.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';

export interface PackSigner {
  /** base64url(sha256(the raw 32-byte public key)), its first 16 characters. */
  key_id: string;
  /** The raw 32-byte Ed25519 public key, base64url. */
  public_key: string;
  /** The Ed25519 signature of `data` (a string is signed as its UTF-8 bytes), base64url. */
  sign: (data: Uint8Array | string) => string;
}

const KEY = 'pack-signing';
const stored = new WeakMap<Db, Promise<PackSigner>>();
const fromConfig = new Map<string, PackSigner>();

/** The raw 32 bytes of an Ed25519 public key, base64url (its JWK `x`). */
function rawPublicKey(key: KeyObject): string {
  const { x } = createPublicKey(key).export({ format: 'jwk' });
  if (!x) throw new Error('not an Ed25519 key');
  return x;
}

/** The key id of a raw public key given as base64url. */
export function packKeyId(publicKey: string): string {
  return createHash('sha256')
    .update(Buffer.from(publicKey, 'base64url'))
    .digest('base64url')
    .slice(0, 16);
}

/** A signer of the Ed25519 private key given as base64 of its PKCS8 DER. */
export function packSignerOf(pkcs8: string): PackSigner {
  const key = createPrivateKey({ key: Buffer.from(pkcs8, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('the pack signing key is not Ed25519');
  const publicKey = rawPublicKey(key);
  return {
    key_id: packKeyId(publicKey),
    public_key: publicKey,
    sign: (data) =>
      sign(null, typeof data === 'string' ? Buffer.from(data, 'utf8') : data, key).toString(
        'base64url',
      ),
  };
}

/**
 * A new key pair: `private_key` as PACK_SIGNING_KEY takes it (base64 of PKCS8 DER), `public_key`
 * as the app's VITE_PACK_PUBLIC_KEY takes it (the raw 32 bytes, base64url).
 */
export function newPackKeyPair(): { private_key: string; public_key: string; key_id: string } {
  const { privateKey } = generateKeyPairSync('ed25519');
  const publicKey = rawPublicKey(privateKey);
  return {
    private_key: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    public_key: publicKey,
    key_id: packKeyId(publicKey),
  };
}

/** The signer of this server: PACK_SIGNING_KEY, else the stored key (generated on first use). */
export function packSigner(
  db: Db,
  config: Pick<Config, 'packSigningKey'>,
  now = new Date(),
): Promise<PackSigner> {
  const configured = config.packSigningKey;
  if (configured) {
    let signer = fromConfig.get(configured);
    if (!signer) fromConfig.set(configured, (signer = packSignerOf(configured)));
    return Promise.resolve(signer);
  }
  let known = stored.get(db);
  if (!known) {
    known = storedSigner(db, now);
    stored.set(db, known);
    // A failed read is tried again by the next call.
    known.catch(() => stored.delete(db));
  }
  return known;
}

async function storedSigner(db: Db, now: Date): Promise<PackSigner> {
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY));
  if (row?.value.private_key) return packSignerOf(row.value.private_key);
  const generated = newPackKeyPair();
  await db
    .insert(serverKeys)
    .values({
      name: KEY,
      // The public half beside it, for an operator reading the table (the app's build needs it).
      value: { private_key: generated.private_key, public_key: generated.public_key },
      createdAt: now,
    })
    .onConflictDoNothing();
  const [winner] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY));
  return packSignerOf(winner?.value.private_key ?? generated.private_key);
}
