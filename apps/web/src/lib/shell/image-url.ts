/**
 * Image URLs (section 7): a source starting with `/assets/` is served by the image CDN, resized
 * to the width the view asks for; any other source (absolute URLs, data URLs, other paths) is
 * used as it is. The CDN URL is `<cdnBase>/<base64 of a JSON descriptor>`, the format of AWS's
 * Serverless Image Handler:
 *
 *     { "bucket": "<bucket>", "key": "assets/…", "edits": { "resize": { "width": 360 } } }
 *
 * `key` is the path without its leading slash (URL-decoded, query and hash dropped); `edits` is
 * left out when no width is given. Without a configured CDN base and bucket (the embedded default)
 * every source is used as it is, so /assets/ files come from the app's own origin.
 */

export interface ImageCdnConfig {
  /** e.g. `https://images.example.org` (from the app's config); empty or null: no CDN. */
  cdnBase?: string | null;
  bucket?: string | null;
}

export const ASSETS_PREFIX = '/assets/';

/** Base64 of the UTF-8 bytes (btoa alone only takes Latin-1). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function imageUrl(src: string, width: number | undefined, config: ImageCdnConfig): string {
  if (!src.startsWith(ASSETS_PREFIX) || !config.cdnBase || !config.bucket) return src;
  const path = src.replace(/[?#].*$/, '');
  let key: string;
  try {
    key = decodeURIComponent(path.slice(1));
  } catch {
    key = path.slice(1);
  }
  const descriptor: { bucket: string; key: string; edits?: { resize: { width: number } } } = {
    bucket: config.bucket,
    key,
  };
  if (width !== undefined && Number.isFinite(width) && width > 0) {
    descriptor.edits = { resize: { width: Math.round(width) } };
  }
  return `${config.cdnBase.replace(/\/+$/, '')}/${base64Utf8(JSON.stringify(descriptor))}`;
}

/** `imageUrl` bound to the app's config: `const img = createImageUrl(config); img(src, 360)`. */
export function createImageUrl(config: ImageCdnConfig): (src: string, width?: number) => string {
  return (src, width) => imageUrl(src, width, config);
}
