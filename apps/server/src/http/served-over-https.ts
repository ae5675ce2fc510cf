/**
 * Whether the browser reached this server over https: the request itself (or its trusted proxy,
 * TRUST_PROXY) says so, or the server's public address is https (a TLS proxy in front).
 */
import type { FastifyRequest } from 'fastify';

export const servedOverHttps = (req: FastifyRequest): boolean =>
  req.protocol === 'https' || req.server.config.publicUrl.startsWith('https:');
