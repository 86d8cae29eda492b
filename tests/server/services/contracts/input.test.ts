/**
 * Bad input on the contract routes (house rules: bad input gets a clear, localised 4xx and
 * changes nothing, never a 5xx; docs/contracts.md "Terms"): random corruptions of otherwise good
 * bodies (wrong types, huge numbers, NUL and control characters, unknown fields, bad tier tables,
 * tables above the ceiling), random query strings and path ids never answer 5xx and leave the
 * contract tables as they were; tier problems name the field (`tiers[i].minAmount`) in TW and EN.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { ContractTier } from '../../../../contract/types.ts';
import { contractOfferParameters, tierParameters, tierProblemOf } from '../../../../engine/forms/index.ts';
import { featureSubmissionErrors } from '../../../../server/services/forms/featureSubmission.ts';
import { checkFeatureForm, errorOfField } from '../../../../src/renderers/form/featureForms.ts';
import type { TestApp } from '../../support/testApp.ts';
import { createContractTestApp } from '../../support/contractApp.ts';
import { ApiError } from '../../../../server/http/errors.ts';
import { checkOfferForm } from '../../../../server/services/contracts/terms.ts';
import type { MerchantContext } from '../../../../server/services/merchants.ts';
import {
  api,
  buildTeam,
  contractTables,
  grant,
  offerBody,
  operatorToken,
  stored,
  tiers,
  type Team,
} from './support.ts';

let t: TestApp;
let team: Team;
let op: string;
/** top -> sub, offered (sub may act on it). */
let offered: number;

beforeAll(async () => {
  t = await createContractTestApp({ rateLimitMax: false });
  team = await buildTeam(t.db, 'in');
  await grant(t.db, team.merchantId, {
    uplineId: null,
    downlineId: team.top,
    tiers: tiers([0, '0', '3.00'], [10, '10000', '4.00']),
  });
  offered = await grant(t.db, team.merchantId, {
    uplineId: team.top,
    downlineId: team.sub,
    kind: 'dailyWage',
    tiers: tiers([0, '0', '1.00']),
    state: 'offered',
  });
  await grant(t.db, team.merchantId, {
    uplineId: null,
    downlineId: team.top,
    kind: 'hourlyWage',
    tiers: tiers([0, '0', '3.00']),
  });
  op = await operatorToken(t);
});
afterAll(async () => t.close());

/** A good hourly wage offer from top to sub (valid, under the ceiling, nothing to end). */
const goodOffer = () =>
  offerBody(team.sub, tiers([0, '0', '1.00'], [5, '500.5', '2.00']), {
    kind: 'hourlyWage',
    period: 'hour',
    confirmLowerRate: true,
  });
/** A good top contract for the stranger agent. */
const goodSet = () => ({ agentId: team.stranger, kind: 'dailyWage', period: 'daily', tiers: tiers([0, '0', '1.00']) });

/** Values no field of these bodies accepts, even after the server's type coercion. */
const junk = fc.oneof(
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    '\u001f',
    '1e309',
    '-1',
    '0.001',
    '9'.repeat(400),
    "' or 1=1 --",
    '%',
    'yes',
    '{}',
  ),
  fc.constantFrom(-1, 0.5, -(2 ** 31), 1e300, Number.MIN_SAFE_INTEGER),
  fc.constant(null),
  fc.array(fc.integer(), { minLength: 2, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { minKeys: 1, maxKeys: 2 }),
);

/** One tier made wrong: a field of a wrong type, out of range, with NUL, with too many decimals. */
const badTier = fc.oneof(
  fc.record({
    minActive: fc.constantFrom(-1, 1_000_001, 0.5, 'x', null, 2 ** 53),
    minAmount: fc.constant('0'),
    rate: fc.constant('1.00'),
  }),
  fc.record({
    minActive: fc.constant(0),
    minAmount: fc.constantFrom('1.234', '-1', '', '1e5', '9'.repeat(13), 'a\u0000', '0x10', ' 1', null, {}),
    rate: fc.constant('1.00'),
  }),
  fc.record({
    minActive: fc.constant(0),
    minAmount: fc.constant('0'),
    rate: fc.constantFrom('100.01', '101', '-1', '1.234', '', 'abc', '1,5', null, '\u0000'),
  }),
  fc.constant({ minActive: 0, minAmount: '0' }),
);

/** A tier table that is refused: not an array, empty, too long, a bad tier, out of order, duplicated thresholds, above the ceiling. */
const badTiers = fc.oneof(
  junk.filter((v) => !Array.isArray(v)),
  fc.constant([]),
  fc.constant(Array.from({ length: 11 }, (_, i) => ({ minActive: i, minAmount: String(i), rate: '1.00' }))),
  fc.tuple(badTier, fc.nat(2)).map(([tier, at]) => {
    const table: unknown[] = [...tiers([0, '0', '0.50'], [1, '10', '0.60'])];
    table.splice(at, 0, tier);
    return table;
  }),
  fc.constant(tiers([5, '100', '1.00'], [4, '200', '1.10'])),
  fc.constant(tiers([0, '0', '1.00'], [5, '100', '0.90'])),
  fc.constant(tiers([0, '100', '1.00'], [0, '100.00', '1.10'])),
  fc.constant(tiers([0, '0', '3.50'])),
);

/** Corrupt one or more fields of `good` with values of `bad`; optionally add unknown fields. */
function corrupted(
  good: () => Record<string, unknown>,
  bad: Record<string, fc.Arbitrary<unknown>>,
  required: string[],
) {
  const fields = Object.keys(bad);
  return fc
    .tuple(
      fc.subarray(fields, { minLength: 1 }),
      fc.dictionary(fc.constantFrom('extra', 'id', 'state', 'uplineId', '__proto__x'), junk, { maxKeys: 2 }),
      fc.boolean(),
    )
    .chain(([chosen, extra, drop]) =>
      fc.tuple(...chosen.map((f) => bad[f]!)).map((values) => {
        const body: Record<string, unknown> = { ...good(), ...extra };
        chosen.forEach((f, i) => {
          if (drop && required.includes(f)) delete body[f];
          else body[f] = values[i];
        });
        return body;
      }),
    );
}

const badRequestId = fc.oneof(
  fc.constantFrom('', 'short', 'a'.repeat(65), 'has space12', 'nul\u0000xxxxxx', 'ünïcødé-id', 1234, null),
  fc.string({ maxLength: 80 }).filter((s) => !/^[A-Za-z0-9_-]{8,64}$/.test(s)),
);
const notSub = () => junk.filter((v) => v !== team.sub);

function expectRefusal(res: {
  status: number;
  body: { success: boolean; message: string; value: { field?: string } | null };
}) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body.success).toBe(false);
  expect(res.body.message.length).toBeGreaterThan(0);
  if (res.status === 400 && res.body.value && 'field' in res.body.value)
    expect(typeof res.body.value.field).toBe('string');
}

describe('random bad bodies: 4xx and nothing changes', () => {
  it('POST contracts (the good body itself is accepted afterwards)', async () => {
    const before = await contractTables(t.db);
    const arb = corrupted(
      goodOffer,
      {
        kind: junk,
        downlineId: fc.oneof(
          notSub(),
          fc.constantFrom(2 ** 31, 2 ** 53, 1e300, team.subsub, team.player, team.stranger),
        ),
        period: fc.oneof(junk, fc.constantFrom('daily', 'weekly', 'fiveMinutes')),
        tiers: badTiers,
        requestId: badRequestId,
        confirmLowerRate: fc.constantFrom('yes', 2, {}, [1, 2]),
      },
      ['kind', 'downlineId', 'period', 'tiers', 'requestId'],
    );
    await fc.assert(
      fc.asyncProperty(arb, async (body) => {
        expectRefusal(await api(t.app, 'POST', '/api/contracts', team.tokens.top, body));
      }),
      { numRuns: 120 },
    );
    expect(await contractTables(t.db)).toBe(before);
    const good = await api(t.app, 'POST', '/api/contracts', team.tokens.top, goodOffer());
    expect(good.status).toBe(200);
    expect(await contractTables(t.db)).not.toBe(before);
  });

  it('POST contracts/preview', async () => {
    const before = await contractTables(t.db);
    const good = () => ({ kind: 'dailyWage', period: 'daily', downlineId: team.sub, tiers: tiers([0, '0', '1.00']) });
    await fc.assert(
      fc.asyncProperty(
        corrupted(
          good,
          {
            kind: junk,
            downlineId: notSub(),
            period: junk,
            tiers: badTiers.filter((x) => JSON.stringify(x) !== JSON.stringify(tiers([0, '0', '3.50']))),
          },
          ['kind', 'downlineId', 'period', 'tiers'],
        ),
        async (body) => {
          expectRefusal(await api(t.app, 'POST', '/api/contracts/preview', team.tokens.top, body));
        },
      ),
      { numRuns: 60 },
    );
    expect((await api(t.app, 'POST', '/api/contracts/preview', team.tokens.top, good())).status).toBe(200);
    expect(await contractTables(t.db)).toBe(before);
  });

  it('POST contracts/:id/process', async () => {
    const before = await contractTables(t.db);
    await fc.assert(
      fc.asyncProperty(
        corrupted(
          () => ({ action: 'reject' }),
          { action: fc.oneof(junk, fc.constantFrom('terminate', 'ACCEPT', 'accept ', 'set')) },
          ['action'],
        ),
        async (body) => {
          expectRefusal(await api(t.app, 'POST', `/api/contracts/${offered}/process`, team.tokens.sub, body));
        },
      ),
      { numRuns: 40 },
    );
    expect(await contractTables(t.db)).toBe(before);
  });

  it('POST operator contracts', async () => {
    const before = await contractTables(t.db);
    const arb = corrupted(
      goodSet,
      {
        agentId: fc.oneof(
          junk.filter((v) => v !== team.stranger),
          fc.constantFrom(2 ** 31, team.member, team.trial, 999_999_999),
        ),
        kind: junk,
        period: fc.oneof(junk, fc.constant('hour')),
        tiers: badTiers.filter((x) => JSON.stringify(x) !== JSON.stringify(tiers([0, '0', '3.50']))),
      },
      ['agentId', 'kind', 'period', 'tiers'],
    );
    await fc.assert(
      fc.asyncProperty(arb, async (body) => {
        expectRefusal(await api(t.app, 'POST', '/api/operator/contracts', op, body));
      }),
      { numRuns: 80 },
    );
    expect(await contractTables(t.db)).toBe(before);
  });

  it('PUT operator contract-policy', async () => {
    const before = await contractTables(t.db);
    const good = () => ({ dividendApproval: true, carryForward: false, allowMemberContracts: true });
    const notBoolean = fc.constantFrom('maybe', 2, -1, {}, [1, 2], 'yes', '\u0000');
    await fc.assert(
      fc.asyncProperty(
        corrupted(good, { dividendApproval: notBoolean, carryForward: notBoolean, allowMemberContracts: notBoolean }, [
          'dividendApproval',
          'carryForward',
          'allowMemberContracts',
        ]),
        async (body) => {
          expectRefusal(await api(t.app, 'PUT', '/api/operator/contract-policy', op, body));
        },
      ),
      { numRuns: 40 },
    );
    expect(await contractTables(t.db)).toBe(before);
  });
});

describe('random queries and ids never answer 5xx', () => {
  const nasty = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    junk.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    fc.integer().map(String),
  );

  it.each([
    ['/api/contracts', ['kind', 'role', 'state', 'page', 'pageSize']],
    ['/api/operator/contracts', ['kind', 'state', 'username', 'page', 'pageSize']],
  ])('GET %s', async (url, params) => {
    const token = url.includes('operator') ? op : team.tokens.top;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...params), nasty, { maxKeys: params.length }), async (query) => {
        const res = await api(t.app, 'GET', `${url}?${new URLSearchParams(query).toString()}`, token);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(res.body.success).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('GET and POST by id', async () => {
    const before = await contractTables(t.db);
    await fc.assert(
      fc.asyncProperty(nasty, async (id) => {
        const path = encodeURIComponent(id);
        for (const res of [
          await api(t.app, 'GET', `/api/contracts/${path}`, team.tokens.sub),
          await api(t.app, 'POST', `/api/contracts/${path}/process`, team.tokens.stranger, { action: 'withdraw' }),
          await api(t.app, 'POST', `/api/operator/contracts/${path}x/terminate`, op),
        ]) {
          expect(res.status).toBeLessThan(500);
        }
      }),
      { numRuns: 40 },
    );
    expect(await contractTables(t.db)).toBe(before);
  });
});

describe('tier problems name the field', () => {
  const offer = (table: unknown, language: 'EN' | 'TW' = 'EN') =>
    api(
      t.app,
      'POST',
      '/api/contracts',
      team.tokens.top,
      offerBody(team.sub, table as never, { kind: 'hourlyWage', period: 'hour' }),
      language,
    );

  it('answers the problem code, the tier and the field, in EN and TW', async () => {
    const cases: [table: unknown, code: string, field: string, en: string, tw: string][] = [
      [
        tiers([0, '0', '1.00'], [1, '10.123', '1.50']),
        'TIER_AMOUNT_INVALID',
        'tiers[1].minAmount',
        'Tier 2: the amount must be a number with at most 2 decimals',
        '第 2 級：金額最多 2 位小數',
      ],
      [
        tiers([0, '0', '1.00'], [1, '10', '0.50']),
        'TIERS_NOT_INCREASING',
        'tiers[1]',
        'Tier 2: thresholds and rates must not decrease down the table',
        '第 2 級：門檻與比例必須由上而下不遞減',
      ],
      [
        tiers([0, '5', '1.00'], [0, '5.00', '1.50']),
        'TIERS_DUPLICATE',
        'tiers[1]',
        'Tier 2 has the same thresholds as the tier above it',
        '第 2 級的門檻與上一級相同',
      ],
      [
        tiers([0, '0', '1.00'], [3, '100', '3.50']),
        'CONTRACT_ABOVE_CEILING',
        'tiers[1].rate',
        'Tier 2 gives a higher rate than your own contract allows',
        '第 2 級的比例高於您自己的合約',
      ],
    ];
    const before = await contractTables(t.db);
    for (const [table, code, field, en, tw] of cases) {
      const res = await offer(table);
      expect([code, res.status]).toEqual([code, 400]);
      expect(res.body).toEqual({ success: false, code, message: en, value: { field, in: 'body' } });
      expect((await offer(table, 'TW')).body.message).toBe(tw);
    }
    expect(await contractTables(t.db)).toBe(before);
  });

  it('refuses shapes the schema forbids with the field path and a localised message', async () => {
    const res = await offer([{ minActive: 0, minAmount: '0', rate: '100.5' }]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', value: { field: 'tiers.0.rate', in: 'body' } });
    const tw = await offer([{ minActive: 0, minAmount: '0', rate: '100.5' }], 'TW');
    expect(tw.body.message).not.toBe(res.body.message);
    const nul = await api(t.app, 'POST', '/api/contracts', team.tokens.top, {
      ...goodOffer(),
      requestId: 'abc\u0000defgh',
    });
    expect(nul.status).toBe(400);
    expect(nul.body.value).toMatchObject({ field: 'requestId', in: 'body' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: { authorization: `Bearer ${team.tokens.top}`, 'content-type': 'application/json' },
      payload: '{"kind":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('BAD_JSON');
  });
});

describe('the offer is the engine form contractOffer', () => {
  const own = tiers([0, '0', '3.00']);
  const parameters = { ...contractOfferParameters('hourlyWage', 'hour'), ...tierParameters(2, own) };
  const cases: [table: ContractTier[], code: string, index: number][] = [
    [tiers([0, '0', '1.00'], [1, '10.123', '1.50']), 'TIER_AMOUNT_INVALID', 1],
    [tiers([0, '0', '1.00'], [1, '10', '0.50']), 'TIERS_NOT_INCREASING', 1],
    [tiers([0, '5', '1.00'], [0, '5.00', '1.50']), 'TIERS_DUPLICATE', 1],
    [tiers([0, '0', '1.00'], [3, '100', '3.50']), 'CEILING', 1],
  ];

  it('refuses the row the offer dialog refuses; a preview refuses the table but shows the ceiling', async () => {
    const before = await contractTables(t.db);
    for (const [table, code, index] of cases) {
      const values = { downlineId: team.sub, period: 'hour', tiers: table };
      const browser = checkFeatureForm('contractOffer', values, { parameters });
      expect(featureSubmissionErrors('contractOffer', values, { parameters })).toEqual(browser);
      expect(tierProblemOf(errorOfField(browser, 'tiers')!)).toMatchObject({ code, index });
      const body = offerBody(team.sub, table, { kind: 'hourlyWage', period: 'hour' });
      const offer = await api(t.app, 'POST', '/api/contracts', team.tokens.top, body);
      expect([offer.status, offer.body.code]).toEqual([400, code === 'CEILING' ? 'CONTRACT_ABOVE_CEILING' : code]);
      const { requestId: _ignored, ...previewBody } = body;
      const preview = await api(t.app, 'POST', '/api/contracts/preview', team.tokens.top, previewBody);
      if (code === 'CEILING') expect(preview.status).toBe(200);
      else expect([preview.status, preview.body.code]).toEqual([400, code]);
    }
    expect(await contractTables(t.db)).toBe(before);
  });

  it("reads the tiers in the merchant currency's decimals and judges the ceiling with the own contract", () => {
    const yen = { config: { permission: { currency: 'JPY' } } } as unknown as MerchantContext;
    const body = (table: ContractTier[]) => ({
      kind: 'hourlyWage' as const,
      downlineId: 5,
      period: 'hour' as const,
      tiers: table,
    });
    const refusal = (fn: () => void) => {
      try {
        fn();
      } catch (err) {
        if (err instanceof ApiError) return err;
        throw err;
      }
      return null;
    };
    expect(refusal(() => checkOfferForm(yen, body(tiers([0, '10.5', '1.00'])), null))).toMatchObject({
      statusCode: 400,
      code: 'TIER_AMOUNT_INVALID',
      options: { value: { field: 'tiers[0].minAmount', in: 'body' }, params: { tier: 1, decimals: 0 } },
    });
    expect(refusal(() => checkOfferForm(yen, body(tiers([0, '10', '1.00'])), null))).toBeNull();
    const own = { period: 'hour', tiers: stored(tiers([0, '0', '0.50'])) };
    expect(refusal(() => checkOfferForm(yen, body(tiers([0, '10', '1.00'])), own))).toMatchObject({
      code: 'CONTRACT_ABOVE_CEILING',
      options: { value: { field: 'tiers[0].rate', in: 'body' }, params: { tier: 1 } },
    });
  });

  it('refuses the period before the tiers, in the form’s order', async () => {
    const wrong = offerBody(team.sub, tiers([0, '0', '1.00'], [1, '10.123', '1.50']), {
      kind: 'hourlyWage',
      period: 'daily',
    });
    const res = await api(t.app, 'POST', '/api/contracts', team.tokens.top, wrong);
    expect([res.status, res.body.code, res.body.value]).toEqual([
      400,
      'CONTRACT_PERIOD_INVALID',
      { field: 'period', in: 'body' },
    ]);
  });
});
