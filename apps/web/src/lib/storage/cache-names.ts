/** Service-worker caches the app also touches (cleared on sign-out: they hold a student's reads). */
export const API_CACHE = 'web-ed-api';
export const MEDIA_CACHE = 'web-ed-media';
/**
 * A downloaded course pack: `web-ed-pack-<subject id>`, apart from the runtime caches so their
 * expiry never evicts a course the student chose to keep (the worker reads it when they miss).
 */
export const PACK_CACHE_PREFIX = 'web-ed-pack-';
/** Marks a pack download's requests: the worker lets them pass, so nothing is stored twice. */
export const PACK_REQUEST_HEADER = 'x-web-ed-pack';
