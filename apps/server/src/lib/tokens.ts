// Opaque random tokens and their keyed hashes. Session tokens are 32 random bytes (base64url);
// the database keeps only HMAC-SHA256(pepper, token), so a stolen table holds no usable token.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function keyedHash(pepper: string, value: string): string {
  return createHmac('sha256', pepper).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A code of `length` decimal digits (uniform). */
export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

const TEMP_PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A readable temporary password: letters and digits without look-alikes, at least one digit. */
export function randomPassword(length = 10): string {
  let out = '';
  for (let i = 0; i < length - 1; i++) out += TEMP_PASSWORD_ALPHABET[randomInt(TEMP_PASSWORD_ALPHABET.length)];
  return out + String(2 + randomInt(8));
}
