/**
 * Compresses a picture on the device before upload (section 5: at most 1 MB and 1024 px): drawn
 * on a canvas scaled to fit IMAGE_MAX_DIMENSION and encoded as JPEG, lowering the quality until
 * it fits IMAGE_MAX_BYTES. The server checks the bytes again.
 */
import { IMAGE_MAX_BYTES, IMAGE_MAX_DIMENSION, UPLOAD_MAX_BYTES } from '@web-ed/engine';

export class ImageTooLarge extends Error {}
export class ImageUnsupported extends Error {}

export const ACCEPTED_IMAGES = 'image/png,image/jpeg';

export function fitWithin(width: number, height: number, max = IMAGE_MAX_DIMENSION) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export async function compressImage(file: File): Promise<Blob> {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') throw new ImageUnsupported();
  if (file.size > UPLOAD_MAX_BYTES) throw new ImageTooLarge();
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageUnsupported();
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) throw new ImageUnsupported();
  g.fillStyle = '#fff';
  g.fillRect(0, 0, width, height);
  g.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.55, 0.4]) {
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', quality),
    );
    if (blob && blob.size <= IMAGE_MAX_BYTES) return blob;
  }
  throw new ImageTooLarge();
}
