// Small helpers the route files share.
import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../services/accounts/auth-service';

export const CAPTCHA_COOKIE = 'portal_captcha';

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, captchaId: request.cookies[CAPTCHA_COOKIE], userAgent: request.headers['user-agent'] };
}
