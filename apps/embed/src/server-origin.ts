/**
 * The web-ed server the element talks to: the origin its script was loaded from, whichever page
 * embeds it (the script is an ES module, so its own URL is import.meta.url).
 */
export const SERVER_ORIGIN = new URL(import.meta.url).origin;
