/**
 * Course media as content names them (`assets/lis-1.ogg`, relative to the course folder) and the
 * URL the server serves them at (`/media/content/<subject id>/assets/lis-1.ogg`): one rule for
 * the app that fetches them, the offline download that keeps them, and the server that sizes a
 * course pack from them.
 */
export const CONTENT_MEDIA_PREFIX = '/media/content/';

/**
 * Every course-relative media path (`assets/…`) anywhere in some content, once each, in the order
 * met. Full URLs and root paths (`/assets/…`, the image CDN's) are the author's and never match.
 */
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

/** The URL of a course-relative media path; throws (URIError) on a path no URL can name. */
export function contentMediaUrl(subjectId: number, path: string): string {
  const clean = path.replace(/^\.\//, '');
  return `${CONTENT_MEDIA_PREFIX}${subjectId}/${clean.split('/').map(encodeURIComponent).join('/')}`;
}
