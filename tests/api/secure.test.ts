/**
 * @jest-environment node
 *
 * The browser's payload encryption (src/api/secure.ts) against the server's decryption
 * (server/crypto/payload.ts). Node's environment: jsdom has no crypto.subtle.
 */
import { describe, expect, it } from '@jest/globals';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createSecureChannel, encryptPayload, toBase64Url, type EncryptedPayload } from '../../src/api/secure';
import {
  generatePayloadKeyPair,
  isEncryptedPayload,
  PayloadError,
  type PayloadKeyPair,
} from '../../server/crypto/payload';

describe('encryptPayload', () => {
  it('round-trips through the server key pair, with fresh key and IV each time', async () => {
    const server = await generatePayloadKeyPair();
    const body = { username: 'demo01', password: 'Pässwörd 密碼', nested: { n: 1 } };
    const a = await encryptPayload(server.publicKey, body);
    const b = await encryptPayload(server.publicKey, body);
    expect(isEncryptedPayload(a)).toBe(true);
    expect(a.kid).toBe(server.publicKey.kid);
    expect(a.iv).not.toBe(b.iv);
    expect(a.key).not.toBe(b.key);
    expect(a.data).not.toContain('demo01');
    expect(await server.decrypt(a)).toEqual(body);
  });

  it('refuses tampered data, a swapped key and an unknown kid', async () => {
    const server = await generatePayloadKeyPair();
    const other = await generatePayloadKeyPair();
    const sealed = await encryptPayload(server.publicKey, { a: 1 });
    const bytes = Buffer.from(sealed.data, 'base64url');
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    await expect(server.decrypt({ ...sealed, data: bytes.toString('base64url') })).rejects.toEqual(
      new PayloadError('DECRYPTION_FAILED'),
    );
    const foreign = await encryptPayload(other.publicKey, { a: 1 });
    await expect(server.decrypt({ ...foreign, kid: server.publicKey.kid })).rejects.toEqual(
      new PayloadError('DECRYPTION_FAILED'),
    );
    await expect(server.decrypt(foreign)).rejects.toEqual(new PayloadError('KEY_UNKNOWN'));
  });

  it('base64url has no padding or +/ characters', () => {
    expect(toBase64Url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(toBase64Url(new Uint8Array([1]))).toBe('AQ');
  });
});

/** An axios adapter playing the server: GET key, POST decrypts (KEY_UNKNOWN for an old kid). */
function fakeServer(state: { keys: PayloadKeyPair; keyFetches: number; received: unknown[] }): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const respond = (status: number, data: unknown) => ({ data, status, statusText: '', headers: {}, config });
    if (config.method === 'get') {
      state.keyFetches++;
      return respond(200, { success: true, code: 0, message: 'OK', value: state.keys.publicKey });
    }
    const payload = JSON.parse(String(config.data)) as EncryptedPayload;
    try {
      state.received.push(await state.keys.decrypt(payload));
      return respond(200, { success: true, code: 0, message: 'OK', value: 'done' });
    } catch (err) {
      const code = (err as PayloadError).reason;
      throw new axios.AxiosError(
        'bad',
        'ERR_BAD_REQUEST',
        config,
        null,
        respond(400, { success: false, code, message: code, value: null }) as never,
      );
    }
  };
}

describe('createSecureChannel', () => {
  it('fetches the key once, and again after the server answers KEY_UNKNOWN', async () => {
    const state = { keys: await generatePayloadKeyPair(), keyFetches: 0, received: [] as unknown[] };
    const http = axios.create({ adapter: fakeServer(state) });
    const channel = createSecureChannel(http);
    expect(await channel.send({ method: 'POST', url: '/api/auth/login' }, { n: 1 })).toBe('done');
    expect(await channel.send({ method: 'POST', url: '/api/auth/login' }, { n: 2 })).toBe('done');
    expect(state.keyFetches).toBe(1);
    state.keys = await generatePayloadKeyPair(); // the server restarted
    expect(await channel.send({ method: 'POST', url: '/api/auth/login' }, { n: 3 })).toBe('done');
    expect(state.keyFetches).toBe(2);
    expect(state.received).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
});
