/**
 * Bad input on the agent center routes (house rules; README "Agent center"): random query values
 * and bodies (wrong types, NUL and control characters, huge strings and numbers, negative or
 * over-precise amounts, odd days) never answer 5xx; a refusal is a 4xx envelope with a message,
 * and a 400 names the field.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';
import { addMember, demoMerchantId, fund, sessionOf, uniqueName } from './support.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: false });
  const merchantId = await demoMerchantId(t.db);
  const agent = await addMember(t.db, merchantId, uniqueName('fz'), 1, null);
  await addMember(t.db, merchantId, uniqueName('fm'), 0, agent);
  await fund(t.db, merchantId, agent, 10_000n);
  token = await sessionOf(t.db, agent);
});
afterAll(async () => t.close());

/** Any JSON-ish value, including the troublesome ones. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    '-1',
    '1e309',
    '0.001',
    '-0.01',
    '9'.repeat(400),
    '2026-02-30',
    '2026-13-01',
    '2026-01-01T00:00:00Z',
    '%',
    '_',
    "' or 1=1 --",
    'custom',
    'today',
  ),
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31), Number.MAX_SAFE_INTEGER, 1e300, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

const GETS: Record<string, string[]> = {
  '/api/agent/overview': ['range', 'from', 'to'],
  '/api/agent/profit-loss': ['range', 'from', 'to'],
  '/api/agent/downlines': ['parentId', 'username', 'range', 'from', 'to', 'page', 'pageSize'],
  '/api/agent/team-bets': ['username', 'category', 'vendor', 'status', 'range', 'from', 'to', 'page', 'pageSize'],
  '/api/agent/team-transactions': ['username', 'kind', 'range', 'from', 'to', 'page', 'pageSize'],
  '/api/agent/revenue': ['range', 'from', 'to', 'page', 'pageSize'],
  '/api/agent/announcements': ['page', 'pageSize'],
};

const BODIES: [method: 'POST' | 'PATCH', url: string, fields: string[]][] = [
  ['POST', '/api/agent/transfer', ['downlineId', 'amount', 'paymentPassword', 'requestId']],
  ['POST', '/api/agent/downlines', ['username', 'password', 'accountType', 'nickname']],
  ['POST', '/api/agent/invitations', ['accountType']],
  ['PATCH', '/api/agent/invitations/1', ['enabled']],
];

function expectCleanRefusal(res: {
  status: number;
  body: { success: boolean; message: string; value: { field?: string } | null };
}) {
  expect(res.status).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.body.success).toBe(false);
    expect(res.body.message.length).toBeGreaterThan(0);
  }
  if (res.status === 400 && res.body.value && 'field' in res.body.value)
    expect(typeof res.body.value.field).toBe('string');
}

describe('random input never answers 5xx', () => {
  it.each(Object.entries(GETS))('GET %s', async (url, params) => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...params), nasty, { maxKeys: params.length }), async (query) => {
        const search = new URLSearchParams(
          Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        );
        const res = await api(t.app, 'GET', `${url}?${search.toString()}`, token);
        expectCleanRefusal(res);
      }),
      { numRuns: 40 },
    );
  });

  it.each(BODIES)('%s %s', async (method, url, fields) => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...fields), nasty, { maxKeys: fields.length }), async (body) => {
        const res = await api(t.app, method, url, token, body);
        expectCleanRefusal(res);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a body that is not JSON or not an object', async () => {
    for (const payload of ['{', '[]', '"text"', '12']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/agent/transfer',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
