/**
 * The signature an external chat provider can check (docs/livechat.md "External provider"):
 * `{sig}` = `<epochSeconds>.<hex HMAC-SHA256 of "<id>:<epochSeconds>">`, keyed by the merchant's
 * chat secret. The secret is derived, never stored: hex HMAC-SHA256 of `livechat:<merchantCode>`
 * keyed by the server's at-rest key (SECRETS_KEY, server/crypto/atRest.ts), so it survives
 * restarts, differs per merchant, and changes when SECRETS_KEY is rotated. The platform hands it
 * to the provider (`chatSignatureSecret`); a visitor's id is the empty string.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { atRestKey } from '../../crypto/atRest.ts';

/** The merchant's chat signing secret (64 hex digits). */
export function chatSignatureSecret(merchantCode: string, key: Buffer = atRestKey()): string {
  return createHmac('sha256', key).update(`livechat:${merchantCode}`, 'utf8').digest('hex');
}

/** `{sig}` for member `id` ('' for a visitor) at `now`: `<epochSeconds>.<64 hex>`. */
export function chatSignature(secret: string, id: string, now: Date): string {
  const seconds = Math.floor(now.getTime() / 1000);
  return `${seconds}.${createHmac('sha256', secret).update(`${id}:${seconds}`, 'utf8').digest('hex')}`;
}

/**
 * What a provider runs: whether `sig` was made for `id` with `secret` within `maxAgeSeconds` of `now`.
 * Constant-time on the digest.
 */
export function verifyChatSignature(secret: string, id: string, sig: string, now: Date, maxAgeSeconds = 300): boolean {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(sig);
  if (!match) return false;
  const seconds = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - seconds) > maxAgeSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${id}:${seconds}`, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}

/** Fills the URL template: {name}, {id}, {lang}, {model} and {sig}, each encodeURIComponent'ed. */
export function fillChatUrl(
  template: string,
  values: { name: string; id: string; lang: string; model: string; sig: string },
): string {
  return template.replace(/\{(name|id|lang|model|sig)\}/g, (_m, key: keyof typeof values) =>
    encodeURIComponent(values[key]),
  );
}
