/**
 * How many bytes a response's status line and headers take on the wire (HTTP/1.1), estimated
 * from a JSON reply being answered: the headers set so far (the security headers, the request
 * id…) less those a JSON answer goes without (http/security-headers.ts), and those Node and the
 * compression add when it is sent. A chapter's cost in data counts them once per file
 * (learning/course-pack.ts): beside a compressed answer of a few kB they are a sixth of what the
 * phone receives.
 */
import type { FastifyReply } from 'fastify';
import { DATA_CSP, DOCUMENT_ONLY, HSTS } from './security-headers';
import { servedOverHttps } from './served-over-https';

/** The lines added when the answer is sent, as this server writes them. */
const ADDED_ON_SEND = [
  'HTTP/1.1 200 OK',
  'content-type: application/json; charset=utf-8',
  'content-encoding: br',
  'vary: Origin, accept-encoding',
  'Date: Thu, 26 Nov 2026 18:47:43 GMT',
  'Connection: keep-alive',
  'Keep-Alive: timeout=72',
  'Transfer-Encoding: chunked',
  `content-security-policy: ${DATA_CSP}`,
  '',
];

const line = (text: string) => text.length + 2;

export function responseHeaderBytes(reply: FastifyReply): number {
  const set = Object.entries(reply.getHeaders())
    .filter(([name]) => !DOCUMENT_ONLY.has(name))
    .reduce((sum, [name, value]) => sum + line(`${name}: ${String(value)}`), 0);
  const hsts = servedOverHttps(reply.request) ? line(`strict-transport-security: ${HSTS}`) : 0;
  return set + hsts + ADDED_ON_SEND.reduce((sum, text) => sum + line(text), 0);
}
