/**
 * Sign-in test helpers: encrypted calls (following README "Encrypted payloads" with Node's Web
 * Crypto, independently of src/api/secure.ts), the outbox, captcha answers and logins.
 */
import { webcrypto } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, InjectOptions } from 'fastify';

const subtle = webcrypto.subtle;

export interface Envelope<T = unknown> {
  success: boolean;
  code: number | string;
  message: string;
  value: T;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Record<string, unknown>;
  body: Envelope<T>;
}

/** Encrypts a JSON body for the server's current key: `{ kid, key, iv, data }`. */
export async function encryptFor(
  app: FastifyInstance,
  body: unknown,
): Promise<{ kid: string; key: string; iv: string; data: string }> {
  const res = await app.inject({ method: 'GET', url: '/api/security/key' });
  const { kid, jwk } = (res.json() as Envelope<{ kid: string; jwk: webcrypto.JsonWebKey & { kid?: string } }>).value;
  const { kid: _ignored, ...publicJwk } = jwk;
  const rsa = await subtle.importKey('jwk', publicJwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const raw = webcrypto.getRandomValues(new Uint8Array(32));
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const aes = await subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv, tagLength: 128 },
    aes,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw);
  const b64 = (b: ArrayBuffer | Uint8Array) =>
    Buffer.from(b instanceof Uint8Array ? b : new Uint8Array(b)).toString('base64url');
  return { kid, key: b64(key), iv: b64(iv), data: b64(data) };
}

export interface CallOptions {
  ip?: string;
  token?: string;
  cookies?: Record<string, string>;
  language?: 'TW' | 'EN';
  headers?: Record<string, string>;
}

function injectOptions(method: InjectOptions['method'], url: string, opts: CallOptions): InjectOptions {
  const headers: Record<string, string> = { 'user-agent': 'jest-auth', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.language) headers['accept-language'] = opts.language === 'EN' ? 'en' : 'zh-TW';
  return {
    method,
    url,
    headers,
    remoteAddress: opts.ip ?? '127.0.0.1',
    ...(opts.cookies ? { cookies: opts.cookies } : {}),
  };
}

const answer = <T>(res: Awaited<ReturnType<FastifyInstance['inject']>>): Answer<T> => ({
  status: res.statusCode,
  headers: res.headers,
  body: res.json() as Envelope<T>,
});

/** A call with a plain JSON body (or none). */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
  opts: CallOptions = {},
): Promise<Answer<T>> {
  return answer<T>(
    await app.inject({
      ...injectOptions(method, url, opts),
      ...(body === undefined ? {} : { payload: body as object }),
    }),
  );
}

/** A call with the body encrypted. */
export async function secureCall<T = unknown>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  body: unknown,
  opts: CallOptions = {},
): Promise<Answer<T>> {
  return call<T>(app, method, url, await encryptFor(app, body), opts);
}

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
}

/** The outbox, newest first (optionally only messages to `to`). */
export async function outbox(app: FastifyInstance, to?: string): Promise<OutboxMessage[]> {
  const res = await app.inject({ method: 'GET', url: `/dev/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}` });
  return (res.json() as { messages: OutboxMessage[] }).messages;
}

/** The 6-digit code of the newest message to `to`. */
export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const [newest] = await outbox(app, to);
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Gets a captcha for `ip`; returns the cookie and (through /dev/captcha.json) its answer. */
export async function solveCaptcha(
  app: FastifyInstance,
  ip: string,
): Promise<{ cookies: Record<string, string>; answer: string; image: string }> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/captcha', remoteAddress: ip });
  const cookie = res.cookies.find((c) => c.name === 'captcha_id');
  if (!cookie) throw new Error(`no captcha cookie (status ${res.statusCode})`);
  const dev = await app.inject({ method: 'GET', url: `/dev/captcha.json?id=${cookie.value}` });
  return {
    cookies: { captcha_id: cookie.value },
    answer: (dev.json() as { answer: string }).answer,
    image: (res.json() as Envelope<string>).value,
  };
}

import type { LoginValue } from '../../../contract/types.ts';
export type { LoginValue };

/** Fetches a human-check challenge and solves it as the ALTCHA widget does: the login's `altcha` field. */
export async function solveHumanCheck(app: FastifyInstance, opts: CallOptions = {}): Promise<string> {
  const res = await call<Challenge>(app, 'GET', '/api/auth/human-check', undefined, opts);
  if (res.status !== 200) throw new Error(`no human check (status ${res.status})`);
  const challenge = res.body.value;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('human check not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** POST login (encrypted). A username login without an `altcha` key gets a solved human check. */
export async function login(
  app: FastifyInstance,
  body: Record<string, unknown>,
  opts: CallOptions = {},
): Promise<Answer<LoginValue>> {
  const needsCheck = body.type !== 'sms' && !('altcha' in body);
  return secureCall<LoginValue>(
    app,
    'POST',
    '/api/auth/login',
    needsCheck ? { ...body, altcha: await solveHumanCheck(app, opts) } : body,
    opts,
  );
}
