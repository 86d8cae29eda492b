/**
 * Random secrets and their at-rest form (README "Sign-in extras"): session tokens and tickets are 32
 * random bytes (256 bits, above the 128-bit minimum) as base64url text; only their SHA-256 hash
 * (hex) is stored, so a database leak does not hand out live sessions. Short codes (SMS/email,
 * captcha) are hashed with HMAC-SHA-256 keyed by what they belong to, so equal codes of
 * different targets differ at rest.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A new random token: 32 bytes as base64url (43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Hex SHA-256 of a token (its stored form). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Hex HMAC-SHA-256 of a short code, keyed by its context (purpose and target, or challenge id). */
export function codeHash(code: string, context: string): string {
  return createHmac('sha256', context).update(code, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests of the same kind. */
export function hashesEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** `length` random decimal digits (uniform, from the CSPRNG). */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}
