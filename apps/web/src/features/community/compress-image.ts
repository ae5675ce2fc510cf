/**
 * A post's picture before upload: png or jpeg, at most the upload cap as picked, shrunk by the
 * app's one compressor (@web-ed/ui/compress-image) to fit section 5's 1 MB and 1024 px, or
 * refused with a reason the student can act on.
 */
import { IMAGE_MAX_BYTES, UPLOAD_MAX_BYTES } from '@web-ed/engine';

export class ImageTooLarge extends Error {}
export class ImageUnsupported extends Error {}

export const ACCEPTED_IMAGES = 'image/png,image/jpeg';

export async function compressImage(file: File): Promise<Blob> {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') throw new ImageUnsupported();
  if (file.size > UPLOAD_MAX_BYTES) throw new ImageTooLarge();
  // The compressor loads when a student picks a picture, not with the community pages.
  const { compressImage: shrink } = await import('@web-ed/ui/compress-image');
  let small: Blob;
  try {
    small = await shrink(file);
  } catch {
    throw new ImageUnsupported();
  }
  if (small.size > IMAGE_MAX_BYTES) throw new ImageTooLarge();
  return small;
}
