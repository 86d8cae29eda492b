/**
 * Message signing of the vendor protocol (docs/vendor-protocol.md section 2): the `X-Signature`
 * header is the hex HMAC-SHA256 of the raw body bytes under the integration's secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature';
export const VENDOR_CODE_HEADER = 'x-vendor-code';

/** Lower-case hex HMAC-SHA256(secret, body). `body` is the exact bytes (or UTF-8 text) sent. */
export function signBody(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * Whether `signature` (hex, any case) is the signature of `body`; constant-time comparison.
 * False for a missing, malformed or wrong signature.
 */
export function verifySignature(secret: string, body: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
