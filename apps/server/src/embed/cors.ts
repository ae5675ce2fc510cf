/**
 * Which requests a partner page (EMBED_ORIGINS) may make across origins: the embed's own routes
 * and the learning calls the embedded Player needs, nothing else of the API. The app's own
 * origins (CORS_ORIGINS) may call everything. Any page may read the embed session route's
 * answer, so a page whose origin is not allowed can show the route's 403 (it checks the Origin).
 */
import type { Config } from '../config';
import { SERVICE_PREFIX } from '../routes/prefixes';

export const EMBED_API_PREFIX = '/embed/api';
export const EMBED_SESSION_PATH = `${EMBED_API_PREFIX}/session`;

const EMBED_PATHS: readonly string[] = [
  `${SERVICE_PREFIX.learning}/learning/get-questions`,
  `${SERVICE_PREFIX.learning}/learning/get-tasks`,
  `${SERVICE_PREFIX.learning}/learning/minigame-finish`,
];

export function embedMayCall(path: string): boolean {
  return path.startsWith(`${EMBED_API_PREFIX}/`) || EMBED_PATHS.includes(path);
}

/** Whether a request from `origin` to `url` gets CORS headers (no Origin: same origin, allowed). */
export function corsAllows(
  config: Pick<Config, 'corsOrigins' | 'embedOrigins'>,
  origin: string | undefined,
  url: string,
): boolean {
  const path = url.split('?')[0] ?? '';
  if (!origin || config.corsOrigins.includes(origin) || path === EMBED_SESSION_PATH) return true;
  return config.embedOrigins.includes(origin) && embedMayCall(path);
}
