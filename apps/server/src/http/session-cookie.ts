/**
 * The session as an HttpOnly cookie beside the token the sign-in answer carries (issue 19): a
 * browser opening a page sends it, so the server can render the student's screen in the first
 * HTML. SameSite=Lax keeps it off other sites' requests, except top-level links (GET); Secure
 * when the server's public address is https or the request came over https. API clients and
 * the embed keep the header form.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_VALIDITY_DAYS } from '@web-ed/engine';
import { servedOverHttps } from './served-over-https';

export const SESSION_COOKIE = 'web_ed_session';

function options(reply: FastifyReply, maxAge: number) {
  const secure = servedOverHttps(reply.request);
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge } as const;
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, options(reply, LOGIN_VALIDITY_DAYS * 86_400));
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.setCookie(SESSION_COOKIE, '', options(reply, 0));
}

export function cookieToken(req: FastifyRequest): string | null {
  const token = req.cookies?.[SESSION_COOKIE];
  return token ? token : null;
}
