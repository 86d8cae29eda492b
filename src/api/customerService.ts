/**
 * Customer service contacts (spec section 3): `path` arrives encrypted and is decrypted in the
 * browser with Web Crypto. Scheme (shared with server/): AES-256-GCM, key = SHA-256 of the UTF-8
 * text `cs:` + merchantCode, path = base64(12-byte IV || ciphertext || 16-byte tag).
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type { CustomerServiceContact } from '../../contract/types';

const IV_BYTES = 12;
const TAG_BYTES = 16;

function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i += 1) out[i] = bin.charCodeAt(i);
  return out;
}

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('Web Crypto is not available');
  return s;
}

/** Derives the AES-256-GCM key of a merchant. */
export async function customerServiceKey(merchantCode: string): Promise<CryptoKey> {
  const digest = await subtle().digest('SHA-256', new TextEncoder().encode(`cs:${merchantCode}`));
  return subtle().importKey('raw', digest, { name: 'AES-GCM' }, false, ['decrypt']);
}

/**
 * Decrypts one encrypted path.
 * @throws Error when the text is not valid base64, is too short, or fails authentication.
 */
export async function decryptPath(encrypted: string, merchantCode: string): Promise<string> {
  const bytes = base64ToBytes(encrypted);
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('Encrypted path is too short');
  const key = await customerServiceKey(merchantCode);
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), tagLength: TAG_BYTES * 8 },
    key,
    bytes.slice(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}

/** A contact with its decrypted link. */
export interface DecryptedContact {
  csType: CustomerServiceContact['csType'];
  title: string;
  url: string;
}

/**
 * Decrypts every contact; a contact whose path cannot be decrypted (or is not http(s)) is left out
 * rather than shown with a broken link.
 */
export async function decryptContacts(
  contacts: CustomerServiceContact[],
  merchantCode: string,
): Promise<DecryptedContact[]> {
  const out: DecryptedContact[] = [];
  for (const c of contacts) {
    try {
      const url = await decryptPath(c.path, merchantCode);
      if (/^https?:\/\//i.test(url)) out.push({ csType: c.csType, title: c.title, url });
    } catch {
      // left out on purpose: see JSDoc
    }
  }
  return out;
}

/** GET customer service contacts (encrypted paths). */
export async function fetchCustomerService(http: AxiosInstance): Promise<CustomerServiceContact[]> {
  const value = await request<{ list?: CustomerServiceContact[] } | CustomerServiceContact[]>(http, {
    url: ENDPOINTS.customerService,
  });
  return Array.isArray(value) ? value : (value.list ?? []);
}
