/**
 * The key shared chapter files must be signed with: the one built into the app
 * (VITE_PACK_PUBLIC_KEY) when there is one, else the one this app's own server serves
 * (get-pack-key), remembered on the device so a file can be checked offline. A server's key is
 * as trustworthy as the app's code, which comes from the same origin (docs/decisions.md).
 */
import { unwrap } from '@web-ed/api-client';
import type { GetPackKeyResponse } from '@web-ed/schemas/api';
import { config } from '../../lib/config';
import { api } from '../../lib/store';
import { keyIdOf, type TrustedKey } from './pack-key-id';

const STORE_KEY = 'web-ed:pack-key';

function remembered(): TrustedKey | null {
  try {
    const key = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as TrustedKey | null;
    return key && typeof key.key_id === 'string' && typeof key.public_key === 'string' ? key : null;
  } catch {
    return null;
  }
}

/** The key to check files with; null when the device has never been online since install. */
export async function trustedKey(): Promise<TrustedKey | null> {
  if (config.packPublicKey)
    return {
      public_key: config.packPublicKey,
      key_id: await keyIdOf(config.packPublicKey, crypto.subtle),
    };
  return remembered();
}

/**
 * Asks the server for its key: once when none is remembered (`always` false, the app's tick), or
 * every time (the share screen online: a server that changed its key is followed).
 */
export async function rememberPackKey(always = false): Promise<void> {
  if (config.packPublicKey || (!always && remembered())) return;
  const key = unwrap(
    await api.get<GetPackKeyResponse>('learning', 'learning/get-pack-key', { retries: 0 }),
  );
  localStorage.setItem(
    STORE_KEY,
    JSON.stringify({ key_id: key.key_id, public_key: key.public_key } satisfies TrustedKey),
  );
}
