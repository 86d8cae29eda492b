/**
 * The browser side of encrypted payloads (spec section 7: login, register, change password, set
 * password by phone, free play, points redeem). Scheme (server/crypto/payload.ts has the server
 * side; README "Encrypted payloads"):
 *
 * 1. GET /api/security/key answers the server's RSA-OAEP-256 public key (2048-bit) as a JWK with
 *    a key id `kid`; it is cached until the server answers KEY_UNKNOWN (it restarted).
 * 2. Per request, Web Crypto makes a random AES-256-GCM key and a random 12-byte IV, encrypts the
 *    UTF-8 JSON body (128-bit tag appended), and wraps the raw key with RSA-OAEP (SHA-256).
 * 3. The body sent is `{ kid, key, iv, data }`, each base64url without padding.
 */
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { ApiProblem, request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';

/** The server's public key (GET security key). */
export interface PayloadKey {
  kid: string;
  alg: 'RSA-OAEP-256';
  enc: 'A256GCM';
  jwk: JsonWebKey & { kid?: string };
}

/** What an encrypted request sends. */
export interface EncryptedPayload {
  kid: string;
  key: string;
  iv: string;
  data: string;
}

/** base64url without padding of bytes. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Encrypts a JSON body for the server (steps 2 and 3 above).
 * @param subtle Web Crypto's SubtleCrypto (the browser's by default).
 * @throws the Web Crypto error when the key is not an RSA-OAEP-256 public key.
 */
export async function encryptPayload(
  key: PayloadKey,
  body: unknown,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<EncryptedPayload> {
  const { kid: _kid, ...jwk } = key.jwk;
  const rsa = await subtle.importKey(
    'jwk',
    { ...jwk, key_ops: ['encrypt'] },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv, tagLength: 128 },
    aes,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  const raw = await subtle.exportKey('raw', aes);
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw);
  return {
    kid: key.kid,
    key: toBase64Url(new Uint8Array(wrapped)),
    iv: toBase64Url(iv),
    data: toBase64Url(new Uint8Array(data)),
  };
}

/** Sends encrypted calls over one axios instance, caching the server's key. */
export interface SecureChannel {
  /** Performs `config` with `body` encrypted; unwraps the envelope like `request`. */
  send<T>(config: Omit<AxiosRequestConfig, 'data'>, body: unknown): Promise<T>;
  /** Forgets the cached key (the next call fetches it again). */
  reset(): void;
}

/** Creates a channel: fetches the key on first use and once more after KEY_UNKNOWN. */
export function createSecureChannel(http: AxiosInstance): SecureChannel {
  let key: Promise<PayloadKey> | null = null;
  const currentKey = () => {
    key ??= request<PayloadKey>(http, { method: 'GET', url: ENDPOINTS.securityKey }).catch((err: unknown) => {
      key = null;
      throw err;
    });
    return key;
  };
  const once = async <T>(config: Omit<AxiosRequestConfig, 'data'>, body: unknown) =>
    request<T>(http, { ...config, data: await encryptPayload(await currentKey(), body) });
  return {
    async send<T>(config: Omit<AxiosRequestConfig, 'data'>, body: unknown) {
      try {
        return await once<T>(config, body);
      } catch (err) {
        if (err instanceof ApiProblem && err.code === 'KEY_UNKNOWN') {
          key = null;
          return once<T>(config, body);
        }
        throw err;
      }
    },
    reset() {
      key = null;
    },
  };
}
