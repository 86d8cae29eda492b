/**
 * Message signing (docs/vendor-protocol.md section 2): X-Signature = hex(HMAC-SHA256(secret, raw
 * body bytes)), compared in constant time; upper-case hex is accepted.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature';
export const VENDOR_CODE_HEADER = 'x-vendor-code';

/** Lower-case hex HMAC-SHA256 of `body` (UTF-8) with `secret`. */
export function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** True when `signature` (hex, any case) is the HMAC of `body`; false for a missing or malformed one. */
export function signatureMatches(secret: string, body: string, signature: string | undefined | null): boolean {
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, body), 'hex'), Buffer.from(signature.toLowerCase(), 'hex'));
}
