/**
 * The server's signing key as the app names it (kept apart from the pack file code, so the
 * start-up's key check does not carry the zip library).
 */

/** The key a pack must be signed with: the server's, as the app knows it. */
export interface TrustedKey {
  key_id: string;
  /** The raw 32-byte Ed25519 public key, base64url. */
  public_key: string;
}

export function base64urlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function bytesToBase64url(bytes: Uint8Array<ArrayBuffer>): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url(SHA-256(bytes)): how the server names a digest (key ids, a pack's hashes). */
export async function sha256(bytes: BufferSource, subtle: SubtleCrypto): Promise<string> {
  return bytesToBase64url(new Uint8Array(await subtle.digest('SHA-256', bytes)));
}

/** The server's key id of a public key: the first 16 characters of its SHA-256. */
export async function keyIdOf(publicKey: string, subtle: SubtleCrypto): Promise<string> {
  return (await sha256(base64urlToBytes(publicKey), subtle)).slice(0, 16);
}
