/**
 * The error-reporting noise list of spec section 8, as Sentry's `beforeSend`: an event is dropped
 * when any of its messages matches a noise pattern, or when the frame that threw it belongs to
 * LaTeX (KaTeX), the virtualized list, table-cell styling or an instant-web script. Everything
 * else is reported unchanged. Pure: no SDK call, so it is tested without a client.
 */
import type { ErrorEvent, EventHint, StackFrame } from '@sentry/react';

/**
 * One pattern per item of section 8, in its order. The spec names some items by their exact text
 * and others by what they are; those match the browsers' real wordings of that error.
 */
export const NOISE_MESSAGES: readonly RegExp[] = [
  // Same-URL navigation invariant (a router asked to hard-navigate to the page it is on).
  /Invariant: attempted to hard navigate to the same URL/,
  // getInitialProps read on undefined (Chrome/Firefox, then Safari's wording).
  /reading 'getInitialProps'|evaluating '[^']*\.getInitialProps'|\.getInitialProps is undefined/,
  // performance.measure with a missing beforeRender mark (Chrome, then Firefox).
  /mark 'beforeRender' does not exist|mark name, beforeRender, is unknown/,
  /Cancel rendering route/,
  // history.replaceState called too often (Safari) or with a URL of another origin.
  /history\.replaceState\(\) more than \d+ times|Failed to execute 'replaceState' on 'History'/,
  /className\.split is not a function/,
  /KaTeX parse error/,
  // A page-translation browser extension detected (it rewrites the DOM under React).
  /translat(?:e|ion|or) extension detected/i,
  /Method not found/,
  // Push messaging in a browser without the Push API.
  /messaging\/unsupported-browser|browser doesn't support the API's required/,
  // Named capture groups in an engine without them (Chrome, Safari).
  /Invalid capture group name|invalid group specifier name/i,
  /NetworkError when attempting to fetch resource/,
  // Exactly "Failed to fetch" (Chrome adds the host in brackets): not "Failed to fetch
  // dynamically imported module", a stale deployment that must be seen.
  /^Failed to fetch(?: \([^)]*\))?$/,
];

/** Scripts whose throwing frame marks an error as noise, by file name or module. */
export const NOISE_FRAMES: readonly RegExp[] = [
  /katex/i,
  /react-virtualized|react-window|react-virtuoso|virtuali[sz]ed-list/i,
  /table-?cell/i,
  /instant[-_.]?web/i,
];

function messagesOf(event: ErrorEvent, hint: EventHint): string[] {
  const messages: string[] = [];
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) messages.push(exception.value);
  }
  if (event.message) messages.push(event.message);
  const original = hint.originalException;
  if (original instanceof Error) messages.push(original.message);
  else if (typeof original === 'string') messages.push(original);
  return messages;
}

/** Sentry lists frames oldest first: the last one is where the error was thrown. */
function throwingFrames(event: ErrorEvent): StackFrame[] {
  return (event.exception?.values ?? []).flatMap((e) => e.stacktrace?.frames?.slice(-1) ?? []);
}

function isNoiseFrame(frame: StackFrame): boolean {
  const where = [frame.filename, frame.abs_path, frame.module].filter(Boolean).join(' ');
  return where !== '' && NOISE_FRAMES.some((p) => p.test(where));
}

export function isNoise(event: ErrorEvent, hint: EventHint = {}): boolean {
  if (messagesOf(event, hint).some((m) => NOISE_MESSAGES.some((p) => p.test(m)))) return true;
  return throwingFrames(event).some(isNoiseFrame);
}

/** Sentry's `beforeSend`: the event, or null for noise. */
export function dropNoise(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  return isNoise(event, hint) ? null : event;
}
