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

/** Every course-relative media path (`assets/…`) anywhere in some content, once each. */
export function mediaPaths(content: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/^(\.\/)?assets\/\S+\.[a-z0-9]+$/i.test(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(content);
  return [...found];
}
