// Small helpers the route files share.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestMeta } from '../services/accounts/auth-service';

export const CAPTCHA_COOKIE = 'portal_captcha';

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, captchaId: request.cookies[CAPTCHA_COOKIE], userAgent: request.headers['user-agent'] };
}

/**
 * Sends a stored upload (a proof, an application's or a chat's image) as an inert image: the bytes
 * were checked to be a png or jpeg at upload; the headers keep them an image even so — no sniffing,
 * no script, no framing.
 */
export function sendStoredImage(
  reply: FastifyReply,
  image: { contentType: string; bytes: Buffer | Uint8Array; filename: string },
): FastifyReply {
  return reply
    .header('content-type', image.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `inline; filename="${image.filename}"`)
    .send(image.bytes);
}
