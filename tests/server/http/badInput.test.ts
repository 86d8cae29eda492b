/**
 * Bad input never answers 5xx (house rule: a clear localised 4xx that changes nothing): the
 * payment callback's schema failures and broken JSON, NUL bytes and other control characters in
 * query, params and bodies (also form-encoded), amounts with blanks, oversize bodies, and a real
 * fault still answering a 500 envelope without internals.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { AMOUNT_PATTERN, fromMinor } from '../../../contract/money.ts';
import { secureCall } from '../support/auth.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { api, tokenOf } from '../services/wallet/support.ts';

/** The one pattern of a member's amount in the request schemas (schemas/api): digits, optionally a point and digits; contract/money checks the currency's decimals. */
const AMOUNT_WIRE_PATTERN = '^[0-9]{1,12}(\\.[0-9]+)?$';

let t: TestApp;
let demo: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: false });
  demo = await tokenOf(t.db, 'demo01');
});
afterAll(async () => t.close());

/** Asserts the error envelope of a 4xx: a stable code and a message, no internals. */
function expectRefusal(res: { statusCode: number; body: string }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = JSON.parse(res.body) as { success: boolean; code: string; message: string };
  expect(body).toMatchObject({ success: false, code });
  expect(body.message.length).toBeGreaterThan(0);
  expect(res.body).not.toMatch(/FST_|stack|postgres|0x00|constraint/i);
  return body;
}

describe('the payment provider callback', () => {
  const post = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/demo',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload,
    });

  it('answers a body that fails its schema with 400 BAD_REQUEST and the field', async () => {
    const body = expectRefusal(await post(JSON.stringify({ gatewayOrderId: 1 })), 400, 'BAD_REQUEST');
    expect(JSON.parse((await post('{}')).body).value).toMatchObject({ in: 'body' });
    expect(body.message).not.toBe('');
  });

  it('answers truncated or empty JSON with 400 BAD_JSON', async () => {
    expect(expectRefusal(await post('{"a":'), 400, 'BAD_JSON').message).toBe('The request body is not valid JSON');
    expectRefusal(await post(''), 400, 'BAD_JSON');
    expectRefusal(await post('nul\u0000'), 400, 'BAD_JSON');
  });
});

describe('control characters', () => {
  it('refuses a NUL byte in the querystring of the availability checks', async () => {
    for (const url of [
      '/api/auth/username/check?username=ab%00cd',
      '/api/auth/affiliate/check?code=ab%00cd',
      '/api/auth/username/check?username=ab%1Bcd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      const body = expectRefusal(res, 400, 'BAD_REQUEST');
      expect(JSON.parse(res.body).value).toMatchObject({ in: 'querystring' });
      expect(body.message).toMatch(/^(username|code) contains characters that are not allowed/);
    }
  });

  it('refuses a NUL byte in a form-encoded and a JSON body, localised', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'zh-TW' },
      payload: 'username=demo01%00&email=a%40b.co',
    });
    expect(expectRefusal(form, 400, 'BAD_REQUEST').message).toBe('username 含有不允許的控制字元');
    expect(JSON.parse(form.body).value).toEqual({ field: 'username', in: 'body' });
    const json = await api(t.app, 'POST', '/api/wallet/transfer', demo, {
      from: 'main',
      to: 'PG',
      amount: '1',
      requestId: 'req-nul\u0000-0001',
    });
    expect([json.status, json.body.code, json.body.value]).toEqual([
      400,
      'BAD_REQUEST',
      { field: 'requestId', in: 'body' },
    ]);
  });

  it('refuses a NUL byte inside an encrypted body, once decrypted', async () => {
    const res = await secureCall(
      t.app,
      'POST',
      '/api/auth/login',
      { type: 'username', username: 'demo01\u0000', password: 'Demo1234' },
      { language: 'EN' },
    );
    expect([res.status, res.body.code, res.body.value]).toEqual([
      400,
      'BAD_REQUEST',
      { field: 'username', in: 'body' },
    ]);
  });

  it('refuses control characters in nested values and keys, and in path parameters', async () => {
    const nested = await api(t.app, 'POST', '/api/wallet/transfer', demo, {
      from: 'main',
      to: 'PG',
      amount: '1',
      extra: { list: ['ok', 'b\u0007ad'] },
    });
    expect([nested.status, nested.body.value]).toEqual([400, { field: 'extra.list.1', in: 'body' }]);
    const key = await api(t.app, 'POST', '/api/wallet/transfer', demo, {
      from: 'main',
      to: 'PG',
      amount: '1',
      ['k\u0000']: 1,
    });
    expect(key.status).toBe(400);
    const params = await t.app.inject({
      method: 'GET',
      url: '/pay/demo/checkout/gw_%00',
      headers: { 'accept-language': 'en' },
    });
    expect(params.statusCode).toBe(400);
  });

  it('keeps tabs and line breaks, which are text', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/username/check?username=ab%09cd',
      headers: { 'accept-language': 'en' },
    });
    expect([res.statusCode, JSON.parse(res.body).success]).toEqual([200, true]);
  });
});

describe('amounts', () => {
  it('refuses an amount with blanks, a sign, an exponent or a comma, and moves nothing', async () => {
    const before = (await api(t.app, 'GET', '/api/wallet/balance', demo)).body.value.balance;
    for (const amount of [' 100 ', '100 ', ' 100', '+100', '-100', '1e2', '1,000', '0x10', '１００', '100.', '.5']) {
      const res = await api(t.app, 'POST', '/api/wallet/transfer', demo, { from: 'main', to: 'PG', amount });
      expect([amount, res.status, res.body.code, res.body.value]).toEqual([
        amount,
        400,
        'BAD_REQUEST',
        { field: 'amount', in: 'body' },
      ]);
    }
    for (const [url, body] of [
      ['/api/deposit/orders', { channel: 'DEMOPAY', amount: ' 100 ' }],
      ['/api/withdraw/orders', { amount: ' 100 ', bankCardId: 1, paymentPassword: '112233' }],
      ['/api/wallet/transfer-upline', { amount: ' 100 ', paymentPassword: '112233' }],
    ] as const) {
      const res = await api(t.app, 'POST', url, demo, body);
      expect([url, res.status]).toEqual([url, 400]);
    }
    expect((await api(t.app, 'GET', '/api/wallet/balance', demo)).body.value.balance).toBe(before);
  });

  it('every money body of the OpenAPI description follows the one wire pattern, which takes every amount of the money module', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as any;
    const resolve = (schema: any): any =>
      schema?.$ref ? resolve(doc.components.schemas[String(schema.$ref).split('/').pop()!]) : schema;
    const patterns: string[] = [];
    for (const [path, methods] of Object.entries<any>(doc.paths)) {
      for (const op of Object.values<any>(methods)) {
        const body = resolve(op.requestBody?.content?.['application/json']?.schema);
        for (const [name, property] of Object.entries<any>(body?.properties ?? {})) {
          if (/amount$/i.test(name)) patterns.push(`${path} ${name} ${resolve(property).pattern}`);
        }
      }
    }
    expect(patterns.length).toBeGreaterThanOrEqual(6);
    for (const line of patterns) expect(line.split(' ')[2]).toBe(AMOUNT_WIRE_PATTERN);
    const wire = new RegExp(AMOUNT_WIRE_PATTERN);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 99_999_999_999_999n }),
        (minor) => AMOUNT_PATTERN.test(fromMinor(minor)) && wire.test(fromMinor(minor)),
      ),
    );
    for (const bad of [' 100 ', '+1', '-1', '1e2', '.5', '1.', '1,000', '１'])
      expect([bad, wire.test(bad)]).toEqual([bad, false]);
  });

  it('still reads an over-precise amount as AMOUNT_INVALID (the money module checks the decimals)', async () => {
    const res = await api(t.app, 'POST', '/api/wallet/transfer', demo, { from: 'main', to: 'PG', amount: '1.001' });
    expect([res.status, res.body.code]).toEqual([400, 'AMOUNT_INVALID']);
  });
});

describe('URLs the router cannot read', () => {
  it('answers an over-long path parameter with 414 and a broken percent-encoding with 400, as envelopes', async () => {
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/withdraw/orders/${'9'.repeat(200)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(expectRefusal(long, 414, 'URI_TOO_LONG').message).toBe('The request is not valid');
    const broken = await t.app.inject({
      method: 'GET',
      url: '/api/withdraw/orders/%E0%A4%A',
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(expectRefusal(broken, 400, 'BAD_REQUEST').message).toBe('請求格式不正確');
  });
});

describe('oversize and unsupported bodies', () => {
  it('answers 413 for a body over the limit and 415 for an unknown media type', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/transfer',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${demo}` },
      payload: JSON.stringify({ amount: 'x'.repeat(2_000_000) }),
    });
    expectRefusal(huge, 413, 'PAYLOAD_TOO_LARGE');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/transfer',
      headers: { 'content-type': 'application/xml', authorization: `Bearer ${demo}` },
      payload: '<a/>',
    });
    expectRefusal(xml, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/demo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(10_000) }),
    });
    expectRefusal(callback, 413, 'PAYLOAD_TOO_LARGE');
  });
});
