/** Service-worker caches the app also touches (cleared on sign-out: they hold a student's reads). */
export const API_CACHE = 'web-ed-api';
export const MEDIA_CACHE = 'web-ed-media';
