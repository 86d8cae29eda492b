/**
 * The points mall (docs/promotions.md "Points (PTSYS3)"): real vendor rounds accrue valid bet per
 * (reporting day, points type) and the points job credits floor(validBet x rate) once, also under
 * a rerun and two concurrent runs; a credited deposit earns deposit points at once; 50 concurrent
 * redemptions of an item with 10 in stock redeem exactly 10 (the rest 409) and move points for 10
 * only; a rejection returns the points and the stock once; a conversion grants the cash once per
 * requestId; a wrong payment password moves nothing; a redemption the engine's form pointsRedeem
 * refuses answers its localised 400 and moves nothing; PTSYS3 off answers 404 FEATURE_OFF and
 * accrues nothing; a member sees only their own rows; operator routes refuse a member token.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { SiteConfig } from '../../../../contract/types.ts';
import { pointsFor } from '../../../../engine/promotions.ts';
import {
  bonusGrants,
  paymentPasswordAttempts,
  pointsAccruals,
  pointsItems,
  pointsRecords,
} from '../../../../server/db/schema.ts';
import { redeemQuantityParameters } from '../../../../engine/forms/index.ts';
import { featureSubmissionErrors } from '../../../../server/services/forms/featureSubmission.ts';
import { balanceOf } from '../../../../server/ledger/index.ts';
import { forgetPointsFlags } from '../../../../server/services/points/flag.ts';
import { runPointsJobs } from '../../../../server/services/points/jobs.ts';
import { expectLedgerClean } from '../vendor-protocol/settleSupport.ts';
import { playRound, type Player } from '../rewards/rewardCenterSupport.ts';
import { deposit } from '../rewards/missionsSupport.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';
import {
  convert,
  givePoints,
  itemBody,
  operatorToken,
  PAY_PASSWORD,
  pointsPlayer,
  pointsTransfers,
  redeem,
  rid,
} from './support.ts';

let t: TestApp;
let op: string;
const clock = new Date('2026-05-10T04:00:00Z');
/** Well after every reporting day the tests accrue on (the rounds may carry the real time). */
const later = () => new Date(Math.max(Date.now(), clock.getTime()) + 3 * 86_400_000);

beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => clock }, rateLimitMax: false });
  forgetPointsFlags();
  op = await operatorToken(t);
});
afterAll(() => t.close());

const points = async (p: Player) => balanceOf(t.db, { kind: 'points', memberId: p.memberId, merchantId: p.merchantId });
const balance = async (p: Player) =>
  (await api(t.app, 'GET', '/api/points/balance', p.session)).body.value as {
    points: string;
    pending: string;
    earnedTotal: string;
    spentTotal: string;
  };
const createItem = async (over: Record<string, unknown> = {}) => {
  const res = await api(t.app, 'POST', '/api/operator/points/items', op, { baseVersion: 0, body: itemBody(over) });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.value as { id: number; version: number; body: { stock: number } };
};
const stockOf = async (id: number) =>
  (await t.db.select({ stock: pointsItems.stock }).from(pointsItems).where(eq(pointsItems.id, id)))[0]!.stock;

describe('earning', () => {
  it('credits the sum of valid bets x rate per (day, type) once, under a rerun and two concurrent runs', async () => {
    const a = await pointsPlayer(t.db, 0n, 100_000_000n, clock);
    const b = await pointsPlayer(t.db, 0n, 100_000_000n, clock);
    // slots 1 point per 1.00; live and sports 0.5
    const bets: [Player, 'BGS' | 'LIVE' | 'SPORTS' | 'FISH', string][] = [
      [a, 'BGS', '123.45'],
      [a, 'FISH', '10.01'],
      [a, 'LIVE', '123.45'],
      [a, 'SPORTS', '0.01'],
      [b, 'LIVE', '77.77'],
      [b, 'BGS', '5.00'],
    ];
    for (const [p, category, stake] of bets) await playRound(t, p, category, stake, '0', clock);
    const rows = await t.db.select().from(pointsAccruals).where(eq(pointsAccruals.memberId, a.memberId));
    expect(Object.fromEntries(rows.map((r) => [r.type, r.validBet]))).toEqual({
      slots: 13_346n,
      live: 12_345n,
      sports: 1n,
    });
    expect(rows.every((r) => r.creditedAt === null)).toBe(true);
    const expectedA = pointsFor(13_346n, 10_000) + pointsFor(12_345n, 5_000) + pointsFor(1n, 5_000);
    expect(expectedA).toBe(13_346n + 6_172n);
    expect((await balance(a)).pending).toBe('195.18');

    const at = later();
    const [one, two] = await Promise.all([runPointsJobs(t.db, at), runPointsJobs(t.db, at)]);
    expect(one.pointsCredited + two.pointsCredited).toBeGreaterThanOrEqual(5);
    expect(await points(a)).toBe(expectedA);
    expect(await points(b)).toBe(pointsFor(7_777n, 5_000) + pointsFor(500n, 10_000));
    expect((await runPointsJobs(t.db, at)).pointsCredited).toBe(0);
    expect(await points(a)).toBe(expectedA);
    expect((await pointsTransfers(t.db, 'points.earn', a.memberId)).n).toBe(2); // sports 0.01 x 0.5 is worth 0 points: no transfer
    const credited = await t.db.select().from(pointsAccruals).where(eq(pointsAccruals.memberId, a.memberId));
    expect(credited.every((r) => r.creditedAt !== null)).toBe(true);
    expect(credited.find((r) => r.type === 'sports')!.recordId).toBeNull();
    const bal = await balance(a);
    expect(bal).toMatchObject({ points: '195.18', pending: '0.00', earnedTotal: '195.18', spentTotal: '0.00' });
    const records = (await api(t.app, 'GET', '/api/points/records?type=slots', a.session)).body.value;
    expect(records.list).toHaveLength(1);
    expect(records.list[0]).toMatchObject({ type: 'slots', amount: '133.46', points: '133.46', status: 'credited' });
    await expectLedgerClean(t.db);
  });

  it('earns deposit points at once', async () => {
    const p = await pointsPlayer(t.db, 0n, 0n, clock);
    await deposit(t.db, p.merchantId, p.memberId, 100_000n, clock); // 1000.00 x 0.1
    expect(await points(p)).toBe(10_000n);
    const records = (await api(t.app, 'GET', '/api/points/records', p.session, undefined, 'TW')).body.value;
    expect(records.list[0]).toMatchObject({
      type: 'deposit',
      amount: '1000.00',
      points: '100.00',
      balance: '100.00',
      status: 'credited',
    });
    expect(records.list[0].remark).toContain('1000.00');
  });
});

describe('redeem', () => {
  it('50 concurrent redemptions of 10 in stock redeem exactly 10; points move for 10 only', async () => {
    const item = await createItem({ points: 10, stock: 10 });
    const players = await Promise.all(Array.from({ length: 50 }, () => pointsPlayer(t.db, 5_000n, 0n, clock)));
    const before = await pointsTransfers(t.db, 'points.redeem');
    const answers = await Promise.all(players.map((p) => redeem(t, p, { itemId: item.id })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'POINTS_OUT_OF_STOCK')).toBe(true);
    expect(await stockOf(item.id)).toBe(0);
    const after = await pointsTransfers(t.db, 'points.redeem');
    expect([after.n - before.n, after.total - before.total]).toEqual([10, 10_000n]);
    const balances = await Promise.all(players.map(points));
    expect(balances.filter((b) => b === 4_000n)).toHaveLength(10);
    expect(balances.filter((b) => b === 5_000n)).toHaveLength(40);
    await expectLedgerClean(t.db);
  });

  it('answers a repeated requestId with the first redemption and refuses with localised reasons', async () => {
    const item = await createItem({ points: 30, stock: 5, perMemberLimit: 2 });
    const p = await pointsPlayer(t.db, 10_000n, 0n, clock);
    const requestId = rid('same');
    const first = await redeem(t, p, { itemId: item.id, quantity: 2, requestId });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      points: '40.00',
      redemption: { status: 'applying', quantity: 2, points: '60.00', itemName: 'Test gift' },
    });
    const again = await redeem(t, p, { itemId: item.id, quantity: 2, requestId });
    expect(again.body.value.redemption).toEqual(first.body.value.redemption);
    expect(await points(p)).toBe(4_000n);
    expect(await stockOf(item.id)).toBe(3);
    const limit = await redeem(t, p, { itemId: item.id });
    expect([limit.status, limit.body.code]).toEqual([409, 'POINTS_LIMIT_REACHED']);
    const other = await createItem({ points: 50, stock: 5 });
    const poor = await redeem(t, p, { itemId: other.id }, 'TW');
    expect([poor.status, poor.body.code]).toEqual([400, 'POINTS_INSUFFICIENT']);
    expect(poor.body.message).toContain('40.00');
    expect(await stockOf(other.id)).toBe(5);
    const turnover = await createItem({ points: 1, amountRequired: '1000.00' });
    const needs = await redeem(t, p, { itemId: turnover.id });
    expect([needs.status, needs.body.code, needs.body.value]).toEqual([
      400,
      'POINTS_AMOUNT_REQUIRED',
      { remaining: '1000.00', required: '1000.00' },
    ]);
    const delivery = await createItem({ points: 1, needsDelivery: true });
    expect((await redeem(t, p, { itemId: delivery.id })).body.code).toBe('POINTS_DELIVERY_REQUIRED');
    const delivered = await redeem(t, p, {
      itemId: delivery.id,
      delivery: { name: 'Amy', phone: '0912345678', address: '1 Main St' },
    });
    expect(delivered.status).toBe(200);
    expect((await redeem(t, p, { itemId: 999_999 })).body.code).toBe('POINTS_ITEM_NOT_FOUND');
    const wrong = await redeem(t, p, {
      itemId: delivery.id,
      paymentPassword: '000000',
      delivery: { name: 'Amy', phone: '0912345678', address: '1 Main St' },
    });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'PAYMENT_PASSWORD_WRONG']);
    expect(await points(p)).toBe(3_900n);
    const items = (await api(t.app, 'GET', '/api/points/rewards?pageSize=100', p.session)).body.value.list as {
      id: number;
      redeemable: boolean;
      reason: string | null;
    }[];
    expect(items.find((i) => i.id === item.id)).toMatchObject({
      redeemable: false,
      reason: 'Limit of 2 per member reached',
    });
    expect(items.find((i) => i.id === other.id)).toMatchObject({
      redeemable: false,
      reason: '11.00 more points needed',
    });
    expect(items.find((i) => i.id === turnover.id)!.reason).toContain('1000.00');
    const history = (await api(t.app, 'GET', '/api/points/redemptions?status=applying', p.session)).body.value;
    expect(history.total).toBe(2);
    expect(history.list[0].id).toBe(delivered.body.value.redemption.id);
    await expectLedgerClean(t.db);
  });

  it('rejection returns the points and the stock once; approval and rejection are one outcome', async () => {
    const item = await createItem({ points: 25, stock: 4 });
    const p = await pointsPlayer(t.db, 10_000n, 0n, clock);
    const r1 = (await redeem(t, p, { itemId: item.id })).body.value.redemption.id as number;
    const r2 = (await redeem(t, p, { itemId: item.id })).body.value.redemption.id as number;
    expect(await points(p)).toBe(5_000n);
    const approve = await api(t.app, 'POST', `/api/operator/points/redemptions/${r1}/approve`, op);
    expect([approve.status, approve.body.value.status]).toEqual([200, 'approved']);
    const rejects = await Promise.all([
      api(t.app, 'POST', `/api/operator/points/redemptions/${r2}/reject`, op, { reason: 'No stock in the warehouse' }),
      api(t.app, 'POST', `/api/operator/points/redemptions/${r2}/reject`, op, { reason: 'Twice' }),
      api(t.app, 'POST', `/api/operator/points/redemptions/${r2}/approve`, op),
    ]);
    expect(rejects.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = rejects.find((r) => r.status === 200)!.body.value.status as string;
    const refunded = winner === 'rejected';
    expect(await points(p)).toBe(refunded ? 7_500n : 5_000n);
    expect(await stockOf(item.id)).toBe(refunded ? 3 : 2);
    expect((await pointsTransfers(t.db, 'points.return', p.memberId)).n).toBe(refunded ? 1 : 0);
    expect(
      (await api(t.app, 'POST', `/api/operator/points/redemptions/${r1}/reject`, op, { reason: 'late' })).body.code,
    ).toBe('POINTS_REDEMPTION_REVIEWED');
    if (refunded) {
      const recs = await t.db
        .select()
        .from(pointsRecords)
        .where(and(eq(pointsRecords.memberId, p.memberId), eq(pointsRecords.redemptionId, r2)));
      expect(recs.map((r) => [r.status, r.points]).sort()).toEqual([
        ['rejected', -2_500n],
        ['returned', 2_500n],
      ]);
    }
    const queue = (
      await api(
        t.app,
        'GET',
        `/api/operator/points/redemptions?username=${encodeURIComponent(((await t.db.execute(`select username from members where id = ${p.memberId}`)) as unknown as { rows: { username: string }[] }).rows[0]!.username)}`,
        op,
      )
    ).body.value;
    expect(queue.total).toBe(2);
    expect(queue.list.every((x: { reviewedBy: string | null }) => x.reviewedBy === 'operator')).toBe(true);
    await expectLedgerClean(t.db);
  });
});

describe('the engine form pointsRedeem', () => {
  const attempts = async (p: Player) =>
    (await t.db.select().from(paymentPasswordAttempts).where(eq(paymentPasswordAttempts.memberId, p.memberId))).length;
  const address = { name: 'Amy', phone: '0912345678', address: '1 Main St' };

  it("refuses a quantity above the stepper's cap as the dialog does: out of stock, or over the per-member limit, moving nothing and counting no password attempt", async () => {
    const scarce = await createItem({ points: 1, stock: 3 });
    const limited = await createItem({ points: 1, stock: 5, perMemberLimit: 2 });
    const p = await pointsPlayer(t.db, 1_000n, 0n, clock);
    const cap = (item: { available: number; perMemberLimit: number | null }) => redeemQuantityParameters(item);
    // the browser's form refuses these quantities with the caps the dialog computes from the listed item
    for (const [quantity, parameters] of [
      [4, cap({ available: 3, perMemberLimit: null })],
      [3, cap({ available: 5, perMemberLimit: 2 })],
    ] as const)
      expect(
        featureSubmissionErrors('pointsRedeem', { quantity, paymentPassword: PAY_PASSWORD }, { parameters }).map(
          (e) => [e.field, e.rule],
        ),
      ).toEqual([['quantity', 'range']]);
    const many = await redeem(t, p, { itemId: scarce.id, quantity: 4, paymentPassword: '000000' });
    expect([many.status, many.body.code]).toEqual([409, 'POINTS_OUT_OF_STOCK']);
    const over = await redeem(t, p, { itemId: limited.id, quantity: 3, paymentPassword: '000000' }, 'TW');
    expect([over.status, over.body.code, over.body.value]).toEqual([
      409,
      'POINTS_LIMIT_REACHED',
      { limit: 2, held: 0 },
    ]);
    expect(over.body.message).toBe('此商品每人最多兌換 2 件（您已兌換 0 件）');
    expect([await points(p), await stockOf(scarce.id), await stockOf(limited.id), await attempts(p)]).toEqual([
      1_000n,
      3,
      5,
      0,
    ]);
    // at the cap it goes through; then the limit counts what the member holds (the transaction's own check)
    expect((await redeem(t, p, { itemId: limited.id, quantity: 2 })).status).toBe(200);
    const held = await redeem(t, p, { itemId: limited.id, quantity: 1 });
    expect([held.status, held.body.code, held.body.value]).toEqual([
      409,
      'POINTS_LIMIT_REACHED',
      { limit: 2, held: 2 },
    ]);
    expect((await redeem(t, p, { itemId: scarce.id, quantity: 3 })).status).toBe(200);
  });

  it.each([
    [
      { paymentPassword: 'abc' },
      false,
      'PAYMENT_PASSWORD_FORMAT',
      'paymentPassword',
      'The payment password must be 6 digits',
      '支付密碼須為6位數字',
    ],
    [
      { paymentPassword: '1234567' },
      false,
      'PAYMENT_PASSWORD_FORMAT',
      'paymentPassword',
      'The payment password must be 6 digits',
      '支付密碼須為6位數字',
    ],
    [
      { delivery: { ...address, name: '   ' } },
      true,
      'POINTS_DELIVERY_REQUIRED',
      'delivery',
      'Please fill in the delivery name, phone and address',
      '請填寫收件人姓名、電話與地址',
    ],
    [
      { delivery: { ...address, phone: ' 1234 ' } },
      true,
      'POINTS_DELIVERY_REQUIRED',
      'delivery',
      'Please fill in the delivery name, phone and address',
      '請填寫收件人姓名、電話與地址',
    ],
  ])(
    'refuses %j as the redeem dialog does, localised, moving no points or stock and counting no password attempt',
    async (over, needsDelivery, code, field, en, tw) => {
      const item = await createItem({ points: 1, stock: 5, needsDelivery });
      const p = await pointsPlayer(t.db, 1_000n, 0n, clock);
      const body = { itemId: item.id, ...(needsDelivery ? { delivery: address } : {}), ...over };
      const { delivery, paymentPassword = PAY_PASSWORD } = body as {
        delivery?: typeof address;
        paymentPassword?: string;
      };
      const values = { recipient: delivery?.name, phone: delivery?.phone, address: delivery?.address, paymentPassword };
      expect(featureSubmissionErrors('pointsRedeem', values, { conditions: { needsDelivery } }).length).toBe(1);
      for (const [language, message] of [
        ['EN', en],
        ['TW', tw],
      ] as const) {
        const res = await redeem(t, p, body, language);
        expect([res.status, res.body.code, res.body.message, res.body.value?.field]).toEqual([
          400,
          code,
          message,
          field,
        ]);
      }
      expect([await points(p), await stockOf(item.id), await attempts(p)]).toEqual([1_000n, 5, 0]);

      const fine = await redeem(t, p, { itemId: item.id, ...(needsDelivery ? { delivery: address } : {}) });
      expect(fine.status).toBe(200);
      expect([await points(p), await stockOf(item.id)]).toEqual([900n, 4]);
    },
  );
});

describe('convert', () => {
  it('grants the cash once per requestId; minimum, insufficient and wrong password move nothing', async () => {
    const p = await pointsPlayer(t.db, 50_000n, 0n, clock); // 500 points
    const requestId = rid('conv');
    const first = await convert(t, p, { points: 250, requestId });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      points: '250.00',
      balance: '2.50',
      redemption: { kind: 'convert', status: 'approved', amount: '2.50', points: '250.00' },
    });
    const replay = await convert(t, p, { points: 250, requestId });
    expect(replay.body.value.redemption).toEqual(first.body.value.redemption);
    const grants = await t.db
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.memberId, p.memberId), eq(bonusGrants.source, 'points')));
    expect(grants.map((g) => [g.amount, g.sourceRef, g.state])).toEqual([
      [250n, String(first.body.value.redemption.id), 'completed'],
    ]);
    expect(await points(p)).toBe(25_000n);
    expect((await convert(t, p, { points: 99 })).body.code).toBe('POINTS_CONVERT_MIN');
    expect((await convert(t, p, { points: 300 })).body.code).toBe('POINTS_INSUFFICIENT');
    expect((await convert(t, p, { points: 100, paymentPassword: '111111' })).body.code).toBe('PAYMENT_PASSWORD_WRONG');
    expect(await points(p)).toBe(25_000n);
    const details = (await api(t.app, 'GET', '/api/points/records?type=redeem', p.session)).body.value;
    expect(details.list[0]).toMatchObject({
      points: '-250.00',
      amount: '2.50',
      status: 'approved',
      balance: '250.00',
      remark: 'Converted to cash: 2.50',
    });
    await expectLedgerClean(t.db);
  });
});

describe('authorization and settings', () => {
  it('lists only the member’s own rows; operator routes refuse a member token; stale settings are refused', async () => {
    const a = await pointsPlayer(t.db, 1_000n, 0n, clock);
    const b = await pointsPlayer(t.db, 0n, 0n, clock);
    await givePoints(t.db, b, 100n);
    const item = await createItem({ points: 1, stock: 3 });
    expect((await redeem(t, a, { itemId: item.id })).status).toBe(200);
    expect((await api(t.app, 'GET', '/api/points/redemptions', b.session)).body.value.total).toBe(0);
    expect((await api(t.app, 'GET', '/api/points/records', b.session)).body.value.total).toBe(0);
    expect((await api(t.app, 'GET', '/api/points/balance', null)).status).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/operator/points/items'],
      ['GET', '/api/operator/points/redemptions'],
      ['GET', '/api/operator/points/settings'],
      ['POST', `/api/operator/points/items/${item.id}/stock`],
    ] as const) {
      const res = await api(t.app, method, url, a.session, method === 'POST' ? { delta: 5 } : undefined);
      expect(res.status).toBe(401);
    }
    const settings = (await api(t.app, 'GET', '/api/operator/points/settings', op)).body.value;
    const body = { ...settings.settings, rates: { ...settings.settings.rates, slots: '2' } };
    expect(
      (await api(t.app, 'PUT', '/api/operator/points/settings', op, { baseVersion: settings.version, settings: body }))
        .status,
    ).toBe(200);
    const stale = await api(t.app, 'PUT', '/api/operator/points/settings', op, {
      baseVersion: settings.version,
      settings: body,
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'POINTS_SETTINGS_STALE']);
    const back = (await api(t.app, 'GET', '/api/operator/points/settings', op)).body.value;
    await api(t.app, 'PUT', '/api/operator/points/settings', op, {
      baseVersion: back.version,
      settings: settings.settings,
    });
    const negative = await api(t.app, 'POST', `/api/operator/points/items/${item.id}/stock`, op, { delta: -100 });
    expect([negative.status, negative.body.code]).toEqual([409, 'POINTS_STOCK_NEGATIVE']);
    expect(
      (await api(t.app, 'POST', `/api/operator/points/items/${item.id}/stock`, op, { delta: -2 })).body.value.body
        .stock,
    ).toBe(0);
  });
});

describe('flag off', () => {
  let off: TestApp;
  beforeAll(async () => {
    const turnOff = (config: SiteConfig) => {
      const visit = (nodes: SiteConfig['permission']['whitelabel']) =>
        nodes.forEach((n) => ((n.enabled = n.modId === 'PTSYS3' ? false : n.enabled), visit(n.childrenNodes ?? [])));
      visit(config.permission.whitelabel);
    };
    off = await createTestApp({ auth: { now: () => clock }, configure: turnOff, rateLimitMax: false });
    forgetPointsFlags();
  });
  afterAll(async () => {
    await off.close();
    forgetPointsFlags();
  });

  it('answers 404 FEATURE_OFF on every member call and accrues nothing', async () => {
    const p = await pointsPlayer(off.db, 0n, 100_000_000n, clock);
    await playRound(off, p, 'BGS', '500.00', '0', clock);
    await deposit(off.db, p.merchantId, p.memberId, 100_000n, clock);
    expect(await off.db.select().from(pointsAccruals).where(eq(pointsAccruals.memberId, p.memberId))).toEqual([]);
    expect(await balanceOf(off.db, { kind: 'points', memberId: p.memberId, merchantId: p.merchantId })).toBe(0n);
    for (const url of [
      '/api/points/balance',
      '/api/points/config',
      '/api/points/rewards',
      '/api/points/redemptions',
      '/api/points/records',
    ]) {
      const res = await api(off.app, 'GET', url, p.session);
      expect([res.status, res.body.code]).toEqual([404, 'FEATURE_OFF']);
    }
    const res = await convert(off, p, { points: 100 });
    expect([res.status, res.body.code]).toEqual([404, 'FEATURE_OFF']);
  });
});
