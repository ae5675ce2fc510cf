/**
 * Checks an uploaded image from its bytes, never from its name or declared type: the type is
 * sniffed (file-type) and must be PNG or JPEG; the size at most IMAGE_MAX_BYTES (the client
 * compresses to 1 MB and 1024 px before upload, section 5) within the UPLOAD_MAX_BYTES request
 * cap; and the larger side at most IMAGE_MAX_DIMENSION (read from the PNG or JPEG header).
 */
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MAX_BYTES, IMAGE_MAX_DIMENSION } from '@web-ed/engine';
import { imageDimensions } from './image-dimensions';

export type ImageCheck =
  | {
      ok: true;
      ext: 'png' | 'jpg';
      mime: 'image/png' | 'image/jpeg';
      width: number;
      height: number;
    }
  | { ok: false; reason: 'type' | 'size' | 'dimension' };

export async function checkImage(bytes: Uint8Array): Promise<ImageCheck> {
  if (bytes.length === 0 || bytes.length > IMAGE_MAX_BYTES) return { ok: false, reason: 'size' };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || (type.mime !== 'image/png' && type.mime !== 'image/jpeg'))
    return { ok: false, reason: 'type' };
  const size = imageDimensions(bytes);
  if (!size) return { ok: false, reason: 'type' };
  if (Math.max(size.width, size.height) > IMAGE_MAX_DIMENSION)
    return { ok: false, reason: 'dimension' };
  return type.mime === 'image/png'
    ? { ok: true, ext: 'png', mime: 'image/png', ...size }
    : { ok: true, ext: 'jpg', mime: 'image/jpeg', ...size };
}
