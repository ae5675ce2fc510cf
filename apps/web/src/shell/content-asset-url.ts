/**
 * A media path from course content (`assets/lis-1.ogg`, relative to its course folder) as the URL
 * the server serves it at (`/media/content/<subject id>/assets/lis-1.ogg`). Absolute URLs and
 * root paths are the author's choice and stay as they are.
 */
export const CONTENT_MEDIA_PREFIX = '/media/content/';

export function contentAssetUrl(subjectId: number, path: string): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(path)) return path;
  const clean = path.replace(/^\.\//, '');
  return `${CONTENT_MEDIA_PREFIX}${subjectId}/${clean.split('/').map(encodeURIComponent).join('/')}`;
}
