/**
 * The bonus engine's areas against a real database (docs/rewards.md "Bonus engine", "Sources",
 * "Settings"): first-deposit and reload bonuses on credited deposits (once, even replayed), the
 * withdrawal refusal while turnover is open (TW and EN) and its end once met, real vendor-protocol
 * rounds in categories with different contributions advancing every active grant (and a property:
 * the database follows engine/rewards.ts advanceTurnover bet by bet), forfeit (min(bonus, balance),
 * once under concurrent requests, another member's grant 404), expiry by the rewards job, the
 * operator's reward settings (save, stale, invalid field, audit) and bonuses list; the ledger stays
 * consistent throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { advanceTurnover, contribution, percentOf, type Turnover } from '../../../../engine/rewards.ts';
import {
  bankCards,
  bonusGrants,
  ledgerTransfers,
  memberMessages,
  members,
  operatorAudit,
} from '../../../../server/db/schema.ts';
import { checkLedger } from '../../../../server/ledger/index.ts';
import { hashPassword } from '../../../../server/services/auth/passwords.ts';
import { TRIAL_TYPE } from '../../../../server/services/auth/rules.ts';
import { completeDeposit } from '../../../../server/services/payments/deposits.ts';
import { expireDueBonuses } from '../../../../server/services/rewards/jobs.ts';
import { DEFAULT_REWARD_SETTINGS } from '../../../../server/services/rewards/settings.ts';
import { addMember, sessionOf, uniqueName } from '../agent/support.ts';
import { testClock, type Clock } from '../../support/authApp.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { tokenFor, vendorCall } from '../vendor-protocol/support.ts';
import { api } from '../wallet/support.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
let clock: Clock;
let merchantId: number;
let operator: string;
let n = 0;
const PASSWORD = '135790';

interface Player {
  id: number;
  token: string;
  cardId: number;
  username: string;
}

/** A fresh player (no deposit yet) with a bank card and a payment password. */
async function newPlayer(prefix = 'bp'): Promise<Player> {
  const username = uniqueName(prefix);
  const id = await addMember(t.db, merchantId, username, 0, null);
  await t.db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(PASSWORD) })
    .where(eq(members.id, id));
  const [card] = await t.db
    .insert(bankCards)
    .values({
      merchantId,
      memberId: id,
      bankName: 'Demo Bank',
      cardNumber: `6222${Date.now()}${n++}`.slice(0, 19),
      payeeName: 'Bonus Tester',
    })
    .returning();
  return { id, token: await sessionOf(t.db, id, clock.now()), cardId: card!.id, username };
}

/**
 * A deposit through the member API, credited as the gateway would (completeDeposit success); the
 * member takes the deposit bonus offered with it unless `claimBonus` is false (docs/rewards.md: opt-in).
 */
async function deposit(p: Player, amount: string, claimBonus = true): Promise<number> {
  const created = await api(t.app, 'POST', '/api/deposit/orders', p.token, { channel: 'DEMOPAY', amount, claimBonus });
  expect(created.body.success).toBe(true);
  const id = created.body.value.id as number;
  const done = await completeDeposit(t.db, merchantId, { id }, 'success', null, clock.now());
  expect(done?.changed).toBe(true);
  return id;
}

const balance = async (p: Player) =>
  (await api(t.app, 'GET', '/api/wallet/balance', p.token)).body.value.balance as string;
const grantsOf = (p: Player) =>
  t.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, p.id)).orderBy(bonusGrants.id);
const withdraw = (p: Player, amount: string, language: 'TW' | 'EN' = 'EN') =>
  api(
    t.app,
    'POST',
    '/api/withdraw/orders',
    p.token,
    { amount, bankCardId: p.cardId, paymentPassword: PASSWORD },
    language,
  );
const bonuses = (p: Player, query = '', language: 'TW' | 'EN' = 'EN') =>
  api(t.app, 'GET', `/api/rewards/bonuses${query}`, p.token, undefined, language);

const GAME_OF: Record<string, string> = { BGS: 'BGS_SLOT', LIVE: 'BGS_BACCARAT', PVP: 'BGS_PVP', FISH: 'BGS_FISH' };

/** One real round through the vendor protocol: a bet of `stake` in `category`'s game, closed by a credit of `win`. */
async function round(p: Player, category: keyof typeof GAME_OF, stake: string, win = '0.00'): Promise<void> {
  const token = await tokenFor(t.db, { memberId: p.id, merchantId }, GAME_OF[category], 'real', clock.now());
  const roundId = `bonus-r-${++n}`;
  const bet = await vendorCall(t.app, 'debit', {
    transactionId: `bonus-d-${n}`,
    roundId,
    playerToken: token,
    gameCode: GAME_OF[category],
    amount: stake,
    currency: 'CNY',
  });
  expect(bet.body.status).toBe('OK');
  const paid = await vendorCall(t.app, 'credit', {
    transactionId: `bonus-c-${n}`,
    roundId,
    playerToken: token,
    gameCode: GAME_OF[category],
    amount: win,
    currency: 'CNY',
    roundClosed: true,
  });
  expect(paid.body.status).toBe('OK');
}

/** Saves reward settings as the operator (over the current version). */
async function saveSettings(change: (s: typeof DEFAULT_REWARD_SETTINGS) => void) {
  const current = await api(t.app, 'GET', '/api/operator/rewards/settings', operator);
  const settings = structuredClone(current.body.value.settings);
  change(settings);
  return api(t.app, 'PUT', '/api/operator/rewards/settings', operator, {
    baseVersion: current.body.value.version,
    settings,
  });
}

async function expectLedgerConsistent() {
  const report = await checkLedger(t.db);
  expect(report.checks.map((c) => [c.name, c.breaches])).toEqual(report.checks.map((c) => [c.name, 0]));
}

beforeAll(async () => {
  clock = testClock();
  t = await createTestApp({ auth: { now: clock.now }, rateLimitMax: false });
  const [demo] = await t.db.select().from(members).where(eq(members.username, 'demo01'));
  merchantId = demo!.merchantId;
  operator = await operatorSignIn(t.app);
});
afterAll(async () => t.close());

describe('deposit bonuses', () => {
  it('grants the first-deposit bonus once (a replayed completion grants nothing), then a reload bonus on the next deposit', async () => {
    const p = await newPlayer();
    const first = await deposit(p, '500');
    expect(await balance(p)).toBe('1000.00'); // 500 deposit + 100 % bonus
    let grants = await grantsOf(p);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({
      source: 'firstDeposit',
      sourceRef: String(first),
      amount: 50000n,
      depositAmount: 50000n,
      multiple: 300,
      required: 150000n,
      done: 0n,
      state: 'active',
    });
    expect(grants[0]!.titleEn).toBe('First deposit bonus 100% up to 1,000.00 CNY');
    expect(grants[0]!.titleTw).toBe('首存紅利 100%（最高 1,000.00 CNY）');
    expect(grants[0]!.expiresAt.getTime() - clock.now().getTime()).toBe(30 * 86_400_000);

    // the completion replayed (gateway callback twice, operator approve after): nothing moves
    const again = await completeDeposit(t.db, merchantId, { id: first }, 'success', null, clock.now());
    expect(again?.changed).toBe(false);
    expect(await grantsOf(p)).toHaveLength(1);
    expect(await balance(p)).toBe('1000.00');

    const messages = await t.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, p.id))
      .orderBy(desc(memberMessages.id));
    const bonusMessage = messages.find((m) => m.titleEn.startsWith('Bonus credited'));
    expect(bonusMessage?.contentEn).toContain('1,500.00 CNY');
    expect(bonusMessage?.contentTw).toContain('1,500.00 CNY');

    const second = await deposit(p, '1000');
    grants = await grantsOf(p);
    expect(grants).toHaveLength(2);
    expect(grants[1]).toMatchObject({
      source: 'reload',
      sourceRef: String(second),
      amount: 10000n,
      depositAmount: 100000n,
      required: 30000n,
      state: 'active',
    });
    expect(await balance(p)).toBe('2100.00');
    const list = await bonuses(p);
    expect(list.body.value.summary).toEqual({ activeCount: 2, remaining: '1800.00' });
    expect(list.body.value.list.map((b: { source: string }) => b.source)).toEqual(['reload', 'firstDeposit']);
    expect(list.body.value.list[1]).toMatchObject({
      title: 'First deposit bonus 100% up to 1,000.00 CNY',
      amount: '500.00',
      depositAmount: '500.00',
      multiple: 3,
      base: 'bonus',
      required: '1500.00',
      done: '0.00',
      remaining: '1500.00',
      progress: 0,
      state: 'active',
    });
    expect((await bonuses(p, '', 'TW')).body.value.list[0].title).toBe('續存紅利 10%（最高 500.00 CNY）');
    await expectLedgerConsistent();
  });

  it('grants nothing to a deposit that did not take the bonus (opt-in), and the next deposit is then a reload', async () => {
    const p = await newPlayer();
    await deposit(p, '500', false);
    expect(await balance(p)).toBe('500.00');
    expect(await grantsOf(p)).toHaveLength(0);
    const offer = (await api(t.app, 'GET', '/api/deposit/channels', p.token)).body.value.bonusOffer;
    expect(offer).toMatchObject({
      kind: 'reload',
      percent: 10,
      maxBonus: '500.00',
      minDeposit: '100.00',
      multiple: 3,
      base: 'bonus',
      expiryDays: 14,
    });
    await deposit(p, '200');
    expect((await grantsOf(p)).map((g) => [g.source, g.amount])).toEqual([['reload', 2000n]]);
  });

  it('offers the first-deposit bonus to a member without a credited deposit', async () => {
    const p = await newPlayer();
    const offer = (await api(t.app, 'GET', '/api/deposit/channels', p.token, undefined, 'EN')).body.value.bonusOffer;
    expect(offer).toEqual({
      kind: 'firstDeposit',
      percent: 100,
      maxBonus: '1000.00',
      minDeposit: '100.00',
      multiple: 3,
      base: 'bonus',
      expiryDays: 30,
    });
  });

  it('grants nothing below the minimum deposit and nothing when the rule is off', async () => {
    const p = await newPlayer();
    await deposit(p, '50'); // below minDeposit 100: no first-deposit bonus, but it was the first deposit
    await deposit(p, '200'); // a reload now: 10 % = 20
    const grants = await grantsOf(p);
    expect(grants.map((g) => [g.source, g.amount])).toEqual([['reload', 2000n]]);
  });
});

describe('turnover and withdrawals', () => {
  it('refuses a withdrawal with the remaining turnover in TW and EN; rounds in categories with different contributions advance every active grant; allowed once met', async () => {
    const p = await newPlayer();
    await deposit(p, '200'); // first: 200 bonus, required 600
    await deposit(p, '200'); // reload: 20 bonus, required 60
    const en = await withdraw(p, '100');
    expect([en.status, en.body.code]).toEqual([400, 'BONUS_TURNOVER_OPEN']);
    expect(en.body.message).toContain('660.00');
    const tw = await withdraw(p, '100', 'TW');
    expect(tw.body.message).toContain('660.00');
    expect(tw.body.message).toContain('流水');

    await round(p, 'BGS', '40.00'); // 100 %: +40 on both
    await round(p, 'LIVE', '40.00', '10.00'); // 50 %: +20 on both
    await round(p, 'PVP', '10.01'); // 50 %: +5 (floor of 5.005)
    let grants = await grantsOf(p);
    expect(grants.map((g) => [g.done, g.state])).toEqual([
      [6500n, 'active'],
      [6000n, 'completed'], // capped at its 60.00
    ]);
    expect((await withdraw(p, '100')).body.message).toContain('535.00');

    await round(p, 'FISH', '535.00', '535.00'); // completes the first (and pays the stake back)
    grants = await grantsOf(p);
    expect(grants.map((g) => [g.done, g.state])).toEqual([
      [60000n, 'completed'],
      [6000n, 'completed'],
    ]);
    const ok = await withdraw(p, '100');
    expect([ok.status, ok.body.value?.status]).toEqual([200, 'applied']);
    expect((await bonuses(p)).body.value.list.map((b: { progress: number }) => b.progress)).toEqual([100, 100]);
    await expectLedgerConsistent();
  });

  it('property: for any bets, the database follows the pure model bet by bet and a withdrawal is refused until complete', async () => {
    const contributions = DEFAULT_REWARD_SETTINGS.contributions as Record<string, number>;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            category: fc.constantFrom('BGS', 'LIVE', 'PVP', 'FISH'),
            stake: fc.integer({ min: 1, max: 30_000 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        async (bets) => {
          const p = await newPlayer('bq');
          await deposit(p, '150'); // 150 bonus, required 450.00
          let model: Turnover = { required: 45_000n, done: 0n, state: 'active' };
          for (const bet of bets) {
            const stake = BigInt(bet.stake);
            await round(p, bet.category, (Number(stake) / 100).toFixed(2), (Number(stake) / 100).toFixed(2)); // paid back: the balance lasts
            model = advanceTurnover(model, contribution(stake, percentOf(contributions, bet.category)));
            const [row] = await grantsOf(p);
            expect({ done: row!.done, state: row!.state }).toEqual({ done: model.done, state: model.state });
            expect(row!.done).toBeLessThanOrEqual(row!.required);
          }
          const answer = await withdraw(p, '100');
          if (model.state === 'completed') expect(answer.body.success).toBe(true);
          else expect(answer.body.code).toBe('BONUS_TURNOVER_OPEN');
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe('forfeit', () => {
  it('takes back min(bonus, balance) once even when forfeited twice at the same time, and answers the grant and balance', async () => {
    const p = await newPlayer();
    await deposit(p, '300'); // balance 600, bonus 300
    await round(p, 'BGS', '450.00'); // lost: balance 150
    expect(await balance(p)).toBe('150.00');
    const [grant] = await grantsOf(p);
    const [a, b] = await Promise.all([
      api(t.app, 'POST', `/api/rewards/bonuses/${grant!.id}/forfeit`, p.token),
      api(t.app, 'POST', `/api/rewards/bonuses/${grant!.id}/forfeit`, p.token),
    ]);
    const answers = [a, b].sort((x, y) => x.status - y.status);
    expect(answers.map((x) => [x.status, x.body.code])).toEqual([
      [200, 0],
      [409, 'BONUS_NOT_ACTIVE'],
    ]);
    expect(answers[0]!.body.value).toMatchObject({
      balance: '0.00',
      bonus: { id: grant!.id, state: 'forfeited', returned: '150.00', remaining: '0.00' },
    });
    expect(answers[0]!.body.message).toBe('Bonus given up');
    const returns = await t.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `bonus:return:${grant!.id}`));
    expect(returns.map((r) => [r.amount, r.reason])).toEqual([[15000n, 'bonusReturn']]);
    expect(await balance(p)).toBe('0.00');
    const messages = await t.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, p.id), like(memberMessages.titleEn, 'Bonus given up%')));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.contentEn).toContain('150.00 CNY');
    expect((await withdraw(p, '100')).body.code).not.toBe('BONUS_TURNOVER_OPEN');
    await expectLedgerConsistent();
  });

  it("answers 404 for another member's grant and an unknown one, 409 for a completed one; trial users and strangers are refused", async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    await deposit(owner, '100');
    const [grant] = await grantsOf(owner);
    const stolen = await api(t.app, 'POST', `/api/rewards/bonuses/${grant!.id}/forfeit`, other.token);
    expect([stolen.status, stolen.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await grantsOf(owner))[0]!.state).toBe('active');
    expect((await api(t.app, 'POST', '/api/rewards/bonuses/99999999/forfeit', owner.token)).status).toBe(404);
    expect((await api(t.app, 'POST', '/api/rewards/bonuses/abc/forfeit', owner.token)).status).toBe(400);
    expect((await bonuses(other)).body.value.total).toBe(0);
    await round(owner, 'BGS', '200.00', '200.00');
    await round(owner, 'BGS', '100.00', '100.00');
    const done = await api(t.app, 'POST', `/api/rewards/bonuses/${grant!.id}/forfeit`, owner.token, undefined, 'TW');
    expect([done.status, done.body.code, done.body.message]).toEqual([409, 'BONUS_NOT_ACTIVE', '此紅利已非進行中狀態']);

    const trialId = await addMember(t.db, merchantId, uniqueName('btr'), TRIAL_TYPE, null);
    const trial = await sessionOf(t.db, trialId, clock.now());
    expect((await api(t.app, 'GET', '/api/rewards/bonuses', trial)).body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await api(t.app, 'GET', '/api/rewards/bonuses', null)).status).toBe(401);
  });

  it('filters by state, source and date range and pages', async () => {
    const p = await newPlayer();
    await deposit(p, '100');
    clock.advance(60_000);
    await deposit(p, '100');
    clock.advance(60_000);
    await deposit(p, '100');
    const all = await bonuses(p, '?pageSize=2');
    expect([all.body.value.total, all.body.value.list.length]).toEqual([3, 2]);
    expect((await bonuses(p, '?pageSize=2&pageNo=2')).body.value.list).toHaveLength(1);
    expect((await bonuses(p, '?source=reload')).body.value.total).toBe(2);
    expect((await bonuses(p, '?state=completed')).body.value.total).toBe(0);
    const from = new Date(clock.now().getTime() - 90_000).toISOString();
    expect((await bonuses(p, `?from=${encodeURIComponent(from)}`)).body.value.total).toBe(2);
    const bad = await bonuses(
      p,
      `?from=${encodeURIComponent(clock.now().toISOString())}&to=${encodeURIComponent(from)}`,
    );
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_RANGE']);
    expect((await bonuses(p, '?state=nope')).status).toBe(400);
  });
});

describe('expiry', () => {
  it('the rewards job expires a grant past its expiry and takes back min(bonus, balance); it shows as expired before the job runs', async () => {
    const p = await newPlayer();
    await deposit(p, '200'); // bonus 200, balance 400, expires in 30 days
    await round(p, 'BGS', '100.00', '0.00'); // balance 300, done 100
    clock.advance(30 * 86_400_000 + 1000);
    p.token = await sessionOf(t.db, p.id, clock.now()); // the old session timed out
    const shown = await bonuses(p);
    expect(shown.body.value.list[0]).toMatchObject({ state: 'expired', remaining: '0.00' });
    expect(shown.body.value.summary).toEqual({ activeCount: 0, remaining: '0.00' });
    expect((await bonuses(p, '?state=expired')).body.value.total).toBe(1);
    expect(await expireDueBonuses(t.db, clock.now())).toBeGreaterThanOrEqual(1);
    const [grant] = await grantsOf(p);
    expect([grant!.state, grant!.returned]).toEqual(['expired', 20000n]);
    expect(await balance(p)).toBe('100.00');
    await expireDueBonuses(t.db, clock.now()); // a rerun takes nothing more
    expect(await balance(p)).toBe('100.00');
    await expectLedgerConsistent();
  });
});

describe('operator', () => {
  beforeAll(async () => {
    operator = await operatorSignIn(t.app);
  });

  it('saves the settings over the base version with an audit row; refuses a stale save (409) and an invalid field (400); the new rules apply', async () => {
    const before = await api(t.app, 'GET', '/api/operator/rewards/settings', operator);
    expect(before.body.value.version).toBe(0);
    expect(before.body.value.settings.firstDeposit.percent).toBe(100);
    const saved = await saveSettings((s) => {
      s.firstDeposit.percent = 50;
      s.firstDeposit.multiple = 0;
    });
    expect([saved.status, saved.body.value.version, saved.body.message]).toEqual([200, 1, 'Reward settings saved']);
    const [row] = await t.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'rewardSettings.save'))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect((row!.before as { settings: { firstDeposit: { percent: number } } }).settings.firstDeposit.percent).toBe(
      100,
    );
    expect((row!.after as { settings: { firstDeposit: { percent: number } } }).settings.firstDeposit.percent).toBe(50);

    const stale = await api(
      t.app,
      'PUT',
      '/api/operator/rewards/settings',
      operator,
      { baseVersion: 0, settings: before.body.value.settings },
      'TW',
    );
    expect([stale.status, stale.body.code, stale.body.message]).toEqual([
      409,
      'REWARD_SETTINGS_STALE',
      '獎勵設定已被他人修改，請重新載入後再試',
    ]);
    const invalid = await saveSettings((s) => {
      s.vip.levels[2]!.minValidBet = '1.00';
    });
    expect([invalid.status, invalid.body.code, invalid.body.value]).toEqual([
      400,
      'REWARD_SETTINGS_INVALID',
      { field: 'vip.levels[2].minValidBet', in: 'body' },
    ]);
    expect((await api(t.app, 'GET', '/api/operator/rewards/settings', operator)).body.value.version).toBe(1);

    // a first deposit under the new rules: 50 %, no turnover (completed at once), withdrawable
    const p = await newPlayer();
    await deposit(p, '400');
    const [grant] = await grantsOf(p);
    expect([grant!.amount, grant!.required, grant!.state]).toEqual([20000n, 0n, 'completed']);
    expect((await withdraw(p, '100')).body.success).toBe(true);
    expect((await api(t.app, 'GET', '/api/operator/rewards/settings', p.token)).status).toBe(401);
  });

  it('lists the merchant bonuses with their cost totals, filtered by username, state and source', async () => {
    const p = await newPlayer('bop');
    await deposit(p, '400');
    await deposit(p, '1000'); // reload 100, 3x
    const mine = await api(
      t.app,
      'GET',
      `/api/operator/rewards/bonuses?username=${p.username.toUpperCase()}`,
      operator,
    );
    expect(mine.body.value.total).toBe(2);
    expect(mine.body.value.list[0]).toMatchObject({
      username: p.username,
      bonus: { source: 'reload', amount: '100.00' },
    });
    expect(mine.body.value.totals).toEqual({ granted: '300.00', returned: '0.00', open: '300.00' });
    const reload = await api(
      t.app,
      'GET',
      `/api/operator/rewards/bonuses?username=${p.username}&source=reload&state=active`,
      operator,
    );
    expect(reload.body.value.total).toBe(1);
    const all = await api(t.app, 'GET', '/api/operator/rewards/bonuses?pageSize=100', operator);
    const sum = (
      (await t.db.execute(
        sql`select coalesce(sum(amount), 0)::text as s from bonus_grants where merchant_id = ${merchantId}`,
      )) as unknown as { rows: { s: string }[] }
    ).rows[0]!.s;
    expect(all.body.value.total).toBeGreaterThan(10);
    expect(all.body.value.totals.granted).toBe((Number(sum) / 100).toFixed(2));
    expect((await api(t.app, 'GET', '/api/operator/rewards/bonuses?state=nope', operator)).status).toBe(400);
  });
});
