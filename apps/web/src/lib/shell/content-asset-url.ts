/**
 * A media path from course content (`assets/lis-1.ogg`, relative to its course folder) as the URL
 * the server serves it at (`/media/content/<subject id>/assets/lis-1.ogg`). Absolute URLs and
 * root paths are the author's choice and stay as they are.
 */
import { contentMediaUrl } from '@web-ed/engine';
import { ASSETS_PREFIX, imageUrl, type ImageCdnConfig } from './image-url';

export { mediaPaths } from '@web-ed/engine';

const IMAGE = /\.(png|jpe?g|webp|gif|svg|avif)$/i;

/**
 * `image`: for `/assets/` images, the image CDN (section 7) at the width the screen needs;
 * audio and video under `/assets/` stay on this origin.
 */
export function contentAssetUrl(
  subjectId: number,
  path: string,
  image?: { width: number; cdn: ImageCdnConfig },
): string {
  if (image && path.startsWith(ASSETS_PREFIX) && IMAGE.test(path.split(/[?#]/)[0] ?? '')) {
    return imageUrl(path, image.width, image.cdn);
  }
  if (/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(path)) return path;
  return contentMediaUrl(subjectId, path);
}
