/**
 * Encryption of customer service paths (spec section 3: "path (encrypted, decrypted on the
 * client)").
 *
 * Scheme (the browser decrypts it with Web Crypto in src/api/customerService.ts):
 * - cipher: AES-256-GCM with a 128-bit (16-byte) authentication tag and no additional data;
 * - key: the 32 bytes of SHA-256 over the UTF-8 text `cs:` + merchantCode (e.g. `cs:DEMO`),
 *   merchantCode being the permission's merchantCode;
 * - IV: 12 random bytes, fresh for every encryption;
 * - wire form: standard base64 (with padding) of IV (12 bytes) || ciphertext || tag (16 bytes).
 *
 * This hides links from casual scraping; it is not a secret from the visitor, whose browser
 * holds everything needed to decrypt.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The 32-byte AES key of a merchant: SHA-256 of UTF-8 `cs:` + merchantCode. */
export function customerServiceKey(merchantCode: string): Buffer {
  return createHash('sha256').update(`cs:${merchantCode}`, 'utf8').digest();
}

/**
 * Encrypts a customer service path (a URL) for a merchant.
 * @param iv optional 12-byte IV, for reproducible tests; random by default.
 * @returns base64(IV || ciphertext || tag).
 */
export function encryptCustomerServicePath(
  path: string,
  merchantCode: string,
  iv: Buffer = randomBytes(IV_BYTES),
): string {
  if (iv.length !== IV_BYTES) throw new Error(`IV must be ${IV_BYTES} bytes`);
  const cipher = createCipheriv('aes-256-gcm', customerServiceKey(merchantCode), iv, { authTagLength: TAG_BYTES });
  const body = Buffer.concat([cipher.update(path, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/**
 * Decrypts what {@link encryptCustomerServicePath} produced (the server does not need it; tests
 * and tools use it to check the scheme).
 * @throws Error when the text is too short or fails authentication (wrong merchant, tampering).
 */
export function decryptCustomerServicePath(encrypted: string, merchantCode: string): string {
  const bytes = Buffer.from(encrypted, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('Encrypted path is too short');
  const decipher = createDecipheriv('aes-256-gcm', customerServiceKey(merchantCode), bytes.subarray(0, IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
