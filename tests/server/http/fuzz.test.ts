/**
 * Fuzz over the OpenAPI description (GET /api/docs/json): a few hundred malformed requests built
 * with fast-check against every operation (wrong types, missing and unknown fields, huge strings,
 * NUL bytes and other control characters, broken JSON, odd media types, negative and over-precise
 * amounts), without a session, as a member and as an operator. Asserts no 5xx, the error body's
 * shape on every refusal, and a healthy server (and ledger) afterwards. FUZZ_SEED and FUZZ_RUNS
 * replay or widen a run.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { checkLedger } from '../../../server/ledger/index.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { api, tokenOf } from '../services/wallet/support.ts';
import { operatorSignIn } from '../support/operator.ts';

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  bodyFields: string[];
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

let t: TestApp;
const operations: Operation[] = [];
let operatorToken: string;

/** Strings an attacker tries. */
const BAD_STRINGS = [
  '',
  ' ',
  ' 100 ',
  '-1',
  '-100.00',
  '1.001',
  '0.000001',
  '1e309',
  '1e3',
  'NaN',
  '999999999999999999999999',
  '0x10',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  'x'.repeat(5000),
  '../../etc/passwd',
  "' OR 1=1 --",
  '\ud800',
  '🎰',
  '<script>alert(1)</script>',
  '%00',
  'null',
  'true',
  '[]',
  '{}',
];
/** JSON values of the wrong shape. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 63,
  -(2 ** 63),
  1e308,
  [],
  {},
  [1, 'a'],
  { $gt: '' },
  { nested: { deeper: ['\u0000'] } },
  'x'.repeat(20_000),
];
/** Bodies that are not JSON, or not an object. */
const RAW_BODIES = [
  '{"a":',
  '{',
  '',
  'null',
  '[]',
  '"text"',
  '123',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '{"amount":"1"}garbage',
  '['.repeat(2000),
  '{"a":"\\u0000"}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/octet-stream',
];

/** An operation's body field names, following `$ref`s into the description's components. */
function bodyFieldsOf(doc: any, schema: any, depth = 0): string[] {
  if (!schema || depth > 5) return [];
  if (schema.$ref) return bodyFieldsOf(doc, doc.components.schemas[String(schema.$ref).split('/').pop()!], depth + 1);
  const fromAll = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s: unknown) =>
    bodyFieldsOf(doc, s, depth + 1),
  );
  return [...new Set([...Object.keys(schema.properties ?? {}), ...fromAll])];
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: false });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as any;
  for (const [path, methods] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        bodyFields: bodyFieldsOf(doc, body),
      });
    }
  }
  operatorToken = await operatorSignIn(t.app);
}, 60_000);
afterAll(async () => t.close());

const anyString = fc.oneof(
  fc.constantFrom(...BAD_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const anyValue = fc.oneof(fc.constantFrom(...BAD_VALUES), anyString, fc.integer(), fc.double());

/** One malformed request: an operation, who calls, and what is wrong with it. */
const request = fc.record({
  op: fc.nat(),
  who: fc.constantFrom('none', 'member', 'operator'),
  path: anyString,
  query: fc.option(fc.tuple(fc.nat(), anyString), { nil: undefined }),
  body: fc.oneof(
    fc.record({ kind: fc.constant('field' as const), field: fc.nat(), value: anyValue, others: anyValue }),
    fc.record({
      kind: fc.constant('raw' as const),
      text: fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ maxLength: 60 })),
    }),
    fc.record({ kind: fc.constant('type' as const), type: fc.constantFrom(...CONTENT_TYPES), text: anyString }),
    fc.constant({ kind: 'none' as const }),
  ),
});

type Case = typeof request extends fc.Arbitrary<infer T> ? T : never;

/** Every UTF-8 byte of `text` percent-encoded (a lone surrogate becomes U+FFFD's bytes). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** The inject options of a case. */
async function build(c: Case) {
  const op = operations[c.op % operations.length]!;
  const url = op.path.replace(/\{[^}]+\}/g, () => percentEncoded(c.path));
  const query = new URLSearchParams();
  const named = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  if (c.query) query.set([...named, 'unknownParam'][c.query[0] % (named.length + 1)]!, c.query[1]);
  const headers: Record<string, string> = { 'accept-language': c.op % 2 ? 'en' : 'zh-TW' };
  if (c.who === 'member') headers.authorization = `Bearer ${await tokenOf(t.db, 'demo01')}`;
  if (c.who === 'operator') headers.authorization = `Bearer ${operatorToken}`;
  let payload: string | undefined;
  if (op.method !== 'GET' && c.body.kind !== 'none') {
    if (c.body.kind === 'field') {
      const fields = [...op.bodyFields, 'unknownField'];
      const body = Object.fromEntries(op.bodyFields.map((f) => [f, c.body.kind === 'field' ? c.body.others : null]));
      body[fields[c.body.field % fields.length]!] = c.body.value;
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    } else {
      payload = c.body.text;
      headers['content-type'] = c.body.kind === 'type' ? c.body.type : 'application/json';
    }
  }
  const search = query.toString();
  return {
    op,
    options: {
      method: op.method as 'GET',
      url: search ? `${url}?${search}` : url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    },
  };
}

/** Whether an answer's body has the shape its path promises for a refusal. */
function refusalShape(path: string, body: any): boolean {
  if (path.startsWith('/api/vendor/')) return typeof body?.status === 'string' && typeof body?.message === 'string';
  if (path.startsWith('/api/payment/callback') && typeof body?.status === 'string' && Object.keys(body).length === 1)
    return true;
  return (
    body?.success === false &&
    typeof body.code === 'string' &&
    /^[A-Z][A-Z_]*$/.test(body.code) &&
    typeof body.message === 'string' &&
    body.message.length > 0 &&
    (body.value === null || typeof body.value === 'object')
  );
}

/** Sends a case; asserts it is not a 5xx and that a refusal has the error body of its path. */
async function check(c: Case): Promise<void> {
  const { op, options } = await build(c);
  const res = await t.app.inject(options);
  const where = `${options.method} ${options.url.slice(0, 160)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect([where, res.statusCode < 500]).toEqual([where, true]);
  if (res.statusCode >= 400 && String(res.headers['content-type']).startsWith('application/json')) {
    expect([where, refusalShape(op.path, JSON.parse(res.body))]).toEqual([where, true]);
    expect(res.body).not.toMatch(/FST_ERR|at [\w.]+ \(|node_modules|Failed query/);
  }
}

describe('fuzz over the OpenAPI description', () => {
  it('describes the API (over 100 operations)', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('answers a generated table (a NUL byte and a wrong type in every parameter and body field, broken JSON per body) below 500', async () => {
    const cases: Case[] = [];
    operations.forEach((op, index) => {
      const who = /^\/api\/(operator|console)\//.test(op.path) ? 'operator' : 'member';
      const named = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const none = { kind: 'none' as const };
      named.forEach((_, i) => cases.push({ op: index, who, path: '1', query: [i, 'a\u0000b'], body: none }));
      if (op.parameters.some((p) => p.in === 'path'))
        cases.push({ op: index, who, path: '1\u0000', query: undefined, body: none });
      if (op.method === 'GET') return;
      op.bodyFields.forEach((_, i) => {
        cases.push({
          op: index,
          who,
          path: '1',
          query: undefined,
          body: { kind: 'field', field: i, value: 'a\u0000b', others: 'x' },
        });
        cases.push({
          op: index,
          who,
          path: '1',
          query: undefined,
          body: { kind: 'field', field: i, value: { nested: [1] }, others: '1' },
        });
      });
      cases.push({ op: index, who, path: '1', query: undefined, body: { kind: 'raw', text: '{"a":' } });
    });
    expect(cases.length).toBeGreaterThan(300);
    for (const c of cases) await check(c);
  }, 120_000);

  it('answers every malformed request below 500 with the error body', async () => {
    await fc.assert(fc.asyncProperty(request, check), { numRuns: RUNS, seed: SEED, endOnFailure: true });
  }, 120_000);

  it('leaves the server healthy and the ledger consistent', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/system/status' });
    expect(status.statusCode).toBe(200);
    const balance = await api(t.app, 'GET', '/api/wallet/balance', await tokenOf(t.db, 'demo01'));
    expect([balance.status, balance.body.success]).toEqual([200, true]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
