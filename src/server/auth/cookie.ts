// A session cookie's options, staff or family: HTTP only, SameSite=Lax, as long as a
// session may last; Secure over HTTPS (as TRUST_PROXY lets X-Forwarded-Proto tell), and
// always when COOKIE_SECURE says so (auto: with NODE_ENV=production).
import type { FastifyRequest } from 'fastify';
import type { Env } from '#server/env.ts';

export function opcoesDoCookie(env: Env, request: FastifyRequest, path = '/') {
  const sempreSeguro = env.COOKIE_SECURE === 'auto' ? env.NODE_ENV === 'production' : env.COOKIE_SECURE;
  return {
    path,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: sempreSeguro || request.protocol === 'https',
    maxAge: env.SESSION_MAX_DAYS * 86_400,
  };
}
