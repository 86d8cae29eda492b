/**
 * Manual rebate (docs/rewards.md "Manual rebate", MANPLAYREB3): real vendor protocol rounds in
 * several game categories accrue exactly validBet x the level's rate (fast-check over random
 * bets); a claim pays floor(accrued) once as a rebate bonus and keeps the sub-minor remainder; the
 * same requestId replays the first claim; two different requestIds racing pay once in total (the
 * second finds nothing: localised 400); below the minimum is refused with the minimum; with the
 * flag off nothing accrues and the routes answer 404 FEATURE_OFF.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import { minorOf } from '../../../../contract/money.ts';
import type { RebateClaimAnswer, RebateClaims, RebateInfo, SiteConfig } from '../../../../contract/types.ts';
import { rateBp } from '../../../../engine/rewards.ts';
import { bonusGrants, rebateAccruals } from '../../../../server/db/schema.ts';
import { forgetRebateFlags } from '../../../../server/services/rewards/rebate.ts';
import { DEFAULT_REWARD_SETTINGS } from '../../../../server/services/rewards/settings.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';
import { bonusTransfers, newPlayer, playRound, type PlayCategory, type Player } from './rewardCenterSupport.ts';
import { expectLedgerClean } from '../vendor-protocol/settleSupport.ts';

let t: TestApp;
const clock = new Date('2026-05-10T04:00:00Z');
const CATEGORIES: PlayCategory[] = ['BGS', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'];
/** The level-0 rate of each category in basis points, read from the default settings (independently of the server's compiler). */
const RATE: Record<string, number> = Object.fromEntries(
  Object.entries(DEFAULT_REWARD_SETTINGS.vip.levels[0]!.rebateRates).map(([c, r]) => [c, rateBp(r!)!]),
);
let req = 0;
const requestId = () => `rebate-test-${Date.now().toString(36)}-${++req}`;

beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => clock }, rateLimitMax: false });
});
afterAll(() => t.close());

const info = async (p: Player, lang: 'EN' | 'TW' = 'EN') =>
  (await api<RebateInfo>(t.app, 'GET', ENDPOINTS.rebate, p.session, undefined, lang)).body.value;
const accruals = async (p: Player) =>
  Object.fromEntries(
    (await t.db.select().from(rebateAccruals).where(eq(rebateAccruals.memberId, p.memberId))).map((r) => [
      r.category,
      { validBet: r.validBet, accrued: r.accrued },
    ]),
  );
const claim = (p: Player, id = requestId(), lang: 'EN' | 'TW' = 'EN') =>
  api<RebateClaimAnswer>(t.app, 'POST', ENDPOINTS.rebateClaim, p.session, { requestId: id }, lang);

describe('accrual', () => {
  it('accrues exactly validBet x rate per category over random real rounds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ category: fc.constantFrom(...CATEGORIES), stake: fc.integer({ min: 1, max: 80_000 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (bets) => {
          const p = await newPlayer(t.db, 100_000_000n, clock);
          for (const b of bets) await playRound(t, p, b.category, (b.stake / 100).toFixed(2), '0', clock);
          const expected: Record<string, { validBet: bigint; accrued: bigint }> = {};
          for (const b of bets) {
            const e = (expected[b.category] ??= { validBet: 0n, accrued: 0n });
            e.validBet += BigInt(b.stake);
            e.accrued += BigInt(b.stake) * BigInt(RATE[b.category]!);
          }
          expect(await accruals(p)).toEqual(expected);
          const page = await info(p);
          for (const [category, e] of Object.entries(expected)) {
            const row = page.categories.find((c) => c.category === category)!;
            expect([row.validBet, minorOf(row.accrued)]).toEqual([
              (Number(e.validBet) / 100).toFixed(2),
              e.accrued / 10_000n,
            ]);
          }
          const total = Object.values(expected).reduce((s, e) => s + e.accrued / 10_000n, 0n);
          expect(minorOf(page.claimable)).toBe(total);
        },
      ),
      { numRuns: 6 },
    );
  });

  it('shows the level, rates, multiple and minimum in the request language', async () => {
    const p = await newPlayer(t.db, 0n, clock);
    const en = await info(p, 'EN');
    expect(en).toMatchObject({
      enabled: true,
      vipLevel: 0,
      vipName: 'Member',
      multiple: 1,
      minClaim: '1.00',
      validBet: '0.00',
      claimable: '0.00',
      lastClaimAt: null,
    });
    expect(en.categories.find((c) => c.category === 'LIVE')).toEqual({
      category: 'LIVE',
      rate: '0.30',
      validBet: '0.00',
      accrued: '0.00',
    });
    expect((await info(p, 'TW')).vipName).toBe('一般會員');
  });
});

describe('claim', () => {
  it('pays floor(sum) once as a rebate bonus, keeps the remainder, and the same requestId replays', async () => {
    const p = await newPlayer(t.db, 100_000_000n, clock);
    // BGS 0.40 %: 333.33 -> 133.332 minor; LIVE 0.30 %: 555.55 -> 166.665 minor
    await playRound(t, p, 'BGS', '333.33', '0', clock);
    await playRound(t, p, 'LIVE', '555.55', '10.00', clock);
    expect((await info(p)).claimable).toBe('2.99');
    const id = requestId();
    const first = await claim(p, id);
    expect(first.status).toBe(200);
    expect(first.body.value.claim).toMatchObject({ amount: '2.99', validBet: '888.88' });
    expect(first.body.value.claim.details).toEqual([
      { category: 'LIVE', rate: '0.30', validBet: '555.55', accrued: '1.66' },
      { category: 'BGS', rate: '0.40', validBet: '333.33', accrued: '1.33' },
    ]);
    const transfers = await bonusTransfers(t.db, p.memberId);
    expect(transfers.map((x) => x.amount)).toEqual(['299']);
    const [grant] = await t.db.select().from(bonusGrants).where(eq(bonusGrants.id, first.body.value.claim.bonusId!));
    expect(grant).toMatchObject({
      source: 'rebate',
      sourceRef: String(first.body.value.claim.id),
      amount: 299n,
      multiple: 100,
      required: 299n,
    });
    // the sub-minor remainders stay accrued; the valid bet starts again
    expect(await accruals(p)).toEqual({
      BGS: { validBet: 0n, accrued: 3_320n },
      LIVE: { validBet: 0n, accrued: 6_650n },
    });

    const replay = await claim(p, id);
    expect(replay.status).toBe(200);
    expect(replay.body.value.claim).toEqual(first.body.value.claim);
    expect(await bonusTransfers(t.db, p.memberId)).toHaveLength(1);
    const history = await api<RebateClaims>(t.app, 'GET', ENDPOINTS.rebateClaims, p.session);
    expect(history.body.value).toMatchObject({ total: 1, list: [{ id: first.body.value.claim.id, amount: '2.99' }] });
    expect((await info(p)).lastClaimAt).toBe(clock.toISOString());
    await expectLedgerClean(t.db);
  });

  it('pays once in total when two different requestIds race; the other finds nothing (localised 400)', async () => {
    const p = await newPlayer(t.db, 100_000_000n, clock);
    await playRound(t, p, 'FISH', '1000.00', '0', clock);
    const answers = await Promise.all([claim(p), claim(p)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.status === 400)!;
    expect(refused.body.code).toBe('REBATE_NOTHING');
    expect(refused.body.message).toMatch(/no rebate/i);
    expect((await claim(p, requestId(), 'TW')).body.message).toBe('目前沒有可領取的返水');
    expect((await bonusTransfers(t.db, p.memberId)).map((x) => x.amount)).toEqual(['500']);
  });

  it('refuses a claim below the minimum, naming it, and moves nothing', async () => {
    const p = await newPlayer(t.db, 100_000_000n, clock);
    await playRound(t, p, 'LOTT', '100.00', '0', clock); // 0.20 % -> 0.20
    const en = await claim(p);
    expect([en.status, en.body.code]).toEqual([400, 'REBATE_BELOW_MINIMUM']);
    expect(en.body.message).toContain('1.00');
    expect(en.body.value).toEqual({ amount: '0.20', minimum: '1.00' });
    const tw = await claim(p, requestId(), 'TW');
    expect(tw.body.message).toContain('最低');
    expect(await bonusTransfers(t.db, p.memberId)).toEqual([]);
    expect((await accruals(p)).LOTT).toEqual({ validBet: 10_000n, accrued: 200_000n });
  });

  it('refuses a malformed requestId with a 400', async () => {
    const p = await newPlayer(t.db, 0n, clock);
    expect((await claim(p, 'bad id!')).status).toBe(400);
  });
});

describe('flag off', () => {
  let off: TestApp;
  beforeAll(async () => {
    const turnOff = (config: SiteConfig) => {
      const visit = (nodes: SiteConfig['permission']['whitelabel']) =>
        nodes.forEach(
          (n) => ((n.enabled = n.modId === 'MANPLAYREB3' ? false : n.enabled), visit(n.childrenNodes ?? [])),
        );
      visit(config.permission.whitelabel);
    };
    off = await createTestApp({ auth: { now: () => clock }, configure: turnOff, rateLimitMax: false });
    forgetRebateFlags();
  });
  afterAll(() => off.close());

  it('accrues nothing and every rebate route answers 404 FEATURE_OFF', async () => {
    const saved = t;
    t = off;
    try {
      const p = await newPlayer(off.db, 100_000_000n, clock);
      await playRound(off, p, 'BGS', '500.00', '0', clock);
      expect(await accruals(p)).toEqual({});
      for (const [method, url] of [
        ['GET', ENDPOINTS.rebate],
        ['POST', ENDPOINTS.rebateClaim],
        ['GET', ENDPOINTS.rebateClaims],
      ] as const) {
        const res = await api(
          off.app,
          method,
          url,
          p.session,
          method === 'POST' ? { requestId: requestId() } : undefined,
        );
        expect([res.status, res.body.code]).toEqual([404, 'FEATURE_OFF']);
      }
    } finally {
      t = saved;
    }
  });
});
