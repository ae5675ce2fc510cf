/**
 * A media path of course content as a URL on the web-ed server (never the partner's): paths
 * relative to the course folder go under /media/content/<subject_id>/, absolute ones stay.
 */
import { SERVER_ORIGIN } from './server-origin';

export function assetUrl(subjectId: number, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  if (path.startsWith('/')) return `${SERVER_ORIGIN}${path}`;
  const clean = path.replace(/^\.\//, '').replace(/^assets\//, '');
  return `${SERVER_ORIGIN}/media/content/${subjectId}/${clean.split('/').map(encodeURIComponent).join('/')}`;
}
