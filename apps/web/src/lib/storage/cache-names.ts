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
/**
 * Chapter files shared to the installed app from another app (the manifest's share target): the
 * worker keeps them here until the share screen opens them. A pack cache by name, so signing out
 * deletes it with the packs.
 */
export const SHARE_INBOX_CACHE = `${PACK_CACHE_PREFIX}inbox`;
/** Where the share sheet sends them (the manifest's share_target action), in this form field. */
export const SHARE_TARGET_PATH = '/share/receive';
export const SHARE_FIELD = 'chapter';
/** The header the inbox keeps a shared file's name in. */
export const SHARE_FILE_NAME_HEADER = 'x-file-name';
/** The largest chapter file opened or kept (a chapter with its recordings and videos). */
export const MAX_CHAPTER_FILE_BYTES = 200 * 1024 * 1024;
