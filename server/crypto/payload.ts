/**
 * Encrypted request payloads (spec section 7 marks login, register, change password, set
 * password by phone, free play and points redeem as encrypted). A hybrid scheme on Web Crypto:
 *
 * - The server holds an RSA-OAEP key pair (2048-bit modulus, SHA-256 for OAEP and MGF1, i.e.
 *   JOSE `RSA-OAEP-256`), generated at start and kept in memory only. GET /api/security/key
 *   answers its public key as a JWK with a key id `kid` (the RFC 7638 JWK thumbprint, base64url).
 * - The browser (src/api/secure.ts) makes a fresh random AES-256-GCM key per request, encrypts the
 *   UTF-8 JSON body with a random 12-byte IV (128-bit tag appended to the ciphertext, no
 *   additional data), wraps the 32 raw key bytes with RSA-OAEP-256, and sends
 *   `{ kid, key, iv, data }` (key = wrapped key, iv, data = ciphertext || tag; all base64url
 *   without padding) as `application/json`.
 * - The server unwraps and decrypts before validation, then validates the plain body with the
 *   route's schema. An unknown kid (the server restarted) answers 400 KEY_UNKNOWN so the client
 *   fetches the key again; any other failure answers 400 DECRYPTION_FAILED (never a 5xx).
 *
 * TLS still matters: this keeps passwords out of proxies' and tools' logs, it does not stop a
 * replay of a captured request.
 */
import { webcrypto } from 'node:crypto';

const subtle = webcrypto.subtle;

export interface EncryptedPayload {
  kid: string;
  key: string;
  iv: string;
  data: string;
}

/** The public key as GET /api/security/key answers it. */
export interface PublicPayloadKey {
  kid: string;
  alg: 'RSA-OAEP-256';
  enc: 'A256GCM';
  jwk: { kty: 'RSA'; n: string; e: string; alg: 'RSA-OAEP-256'; use: 'enc'; kid: string };
}

export interface PayloadKeyPair {
  publicKey: PublicPayloadKey;
  /** Decrypts an envelope; throws {@link PayloadError}. */
  decrypt(payload: EncryptedPayload): Promise<unknown>;
  /** The private key as a JWK, for {@link importPayloadKeyPair} in another server process (keep it secret). */
  exportPrivate(): Promise<JsonWebKey>;
}

/** Why a payload could not be decrypted. */
export class PayloadError extends Error {
  constructor(readonly reason: 'KEY_UNKNOWN' | 'DECRYPTION_FAILED') {
    super(reason);
    this.name = 'PayloadError';
  }
}

/** Whether a parsed body has the encrypted envelope's shape. */
export function isEncryptedPayload(body: unknown): body is EncryptedPayload {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  const keys = Object.keys(b);
  return (
    keys.length === 4 &&
    ['kid', 'key', 'iv', 'data'].every((k) => typeof b[k] === 'string' && /^[A-Za-z0-9_-]*$/.test(b[k] as string))
  );
}

/** RFC 7638 thumbprint of an RSA public JWK, base64url. */
async function thumbprint(n: string, e: string): Promise<string> {
  const canonical = JSON.stringify({ e, kty: 'RSA', n });
  return Buffer.from(await subtle.digest('SHA-256', Buffer.from(canonical, 'utf8'))).toString('base64url');
}

/** Generates the server's key pair (about 100 ms). */
export async function generatePayloadKeyPair(): Promise<PayloadKeyPair> {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return keyPairOf(pair.privateKey, await subtle.exportKey('jwk', pair.publicKey));
}

/**
 * The key pair of a private key exported by {@link PayloadKeyPair.exportPrivate}: the server
 * processes of a cluster share one pair (server/cluster), so a body encrypted with the key one
 * node answered is decrypted by any other.
 * @throws when `privateJwk` is not an RSA-OAEP-256 private key.
 */
export async function importPayloadKeyPair(privateJwk: JsonWebKey): Promise<PayloadKeyPair> {
  const privateKey = await subtle.importKey(
    'jwk',
    { ...privateJwk, alg: 'RSA-OAEP-256', key_ops: ['decrypt'] },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    true,
    ['decrypt'],
  );
  return keyPairOf(privateKey, { kty: 'RSA', n: privateJwk.n, e: privateJwk.e });
}

async function keyPairOf(privateKey: webcrypto.CryptoKey, jwk: JsonWebKey): Promise<PayloadKeyPair> {
  const pair = { privateKey };
  const n = String(jwk.n);
  const e = String(jwk.e);
  const kid = await thumbprint(n, e);
  const publicKey: PublicPayloadKey = {
    kid,
    alg: 'RSA-OAEP-256',
    enc: 'A256GCM',
    jwk: { kty: 'RSA', n, e, alg: 'RSA-OAEP-256', use: 'enc', kid },
  };
  return {
    publicKey,
    exportPrivate: () => subtle.exportKey('jwk', privateKey) as Promise<JsonWebKey>,
    async decrypt(payload) {
      if (payload.kid !== kid) throw new PayloadError('KEY_UNKNOWN');
      try {
        const wrapped = Buffer.from(payload.key, 'base64url');
        const iv = Buffer.from(payload.iv, 'base64url');
        if (wrapped.length !== 256 || iv.length !== 12) throw new Error('bad sizes');
        const raw = await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, wrapped);
        if (raw.byteLength !== 32) throw new Error('bad key');
        const aes = await subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv, tagLength: 128 },
          aes,
          Buffer.from(payload.data, 'base64url'),
        );
        return JSON.parse(Buffer.from(plain).toString('utf8')) as unknown;
      } catch {
        throw new PayloadError('DECRYPTION_FAILED');
      }
    },
  };
}
