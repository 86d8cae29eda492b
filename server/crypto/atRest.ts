/**
 * Encryption at rest of secrets the server must read back (authenticator TOTP secrets): a
 * database dump alone does not reveal them.
 *
 * Scheme: AES-256-GCM, 12-byte random IV, 16-byte tag; stored as `v1:` + base64(IV || ciphertext
 * || tag). The key is SECRETS_KEY (32 bytes as 64 hex digits or base64), required when NODE_ENV is
 * production; elsewhere a fixed development key is used, like the other development secrets.
 * A value without the `v1:` prefix was stored before encryption existed and is read as it is
 * (it is sealed on its next write).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { serverSettings, type Settings } from '../config.ts';

const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DEV_KEY = createHash('sha256').update('whitelabel development at-rest key', 'utf8').digest();

/**
 * The 32-byte key from SECRETS_KEY.
 * @throws when SECRETS_KEY is not 32 bytes, or missing in production.
 */
export function atRestKey(env: Settings = serverSettings()): Buffer {
  const text = env.SECRETS_KEY?.trim();
  if (!text) {
    if (env.NODE_ENV === 'production')
      throw new Error('SECRETS_KEY is required in production (32 bytes, hex or base64)');
    return DEV_KEY;
  }
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes (64 hex digits or base64)');
  return key;
}

/** Encrypts `plain` (UTF-8) for storage. @returns `v1:` + base64(IV || ciphertext || tag). */
export function seal(plain: string, key: Buffer = atRestKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/**
 * Decrypts a value written by {@link seal}; a value without the prefix is returned unchanged.
 * @throws when the value was altered or sealed with another key (GCM authentication fails).
 */
export function unseal(stored: string, key: Buffer = atRestKey()): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}
