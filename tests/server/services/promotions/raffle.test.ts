/**
 * Raffles end to end on the server (docs/promotions.md "Raffles"): tickets from settled rounds and
 * credited deposits only for joined members of running raffles (one statement for several), the
 * draw at drawAt reproducible from the revealed seed through the public verify, drawn once under a
 * rerun and under concurrent job runs (one offer per winner), the prize claim once (a repeat
 * answers the same; the ledger checks clean), refusals (nothing to claim, not found, not drawn,
 * trial and visitor), and the raffle view where a member sees only their own tickets.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import type { PromotionClaimAnswer, RaffleVerify } from '../../../../contract/types.ts';
import { memberMessages, memberRewards, members, promotionEntries, promotions } from '../../../../server/db/schema.ts';
import { raffleView } from '../../../../server/services/promotions/raffle.ts';
import { drawRaffle, runPromotionJobs } from '../../../../server/services/promotions/jobs.ts';
import { TRIAL_TYPE } from '../../../../server/services/auth/rules.ts';
import { sha256Hex, runDraw } from '../../../../server/services/promotions/raffleDraw.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';
import { deposit, freshMember, playRound } from '../rewards/missionsSupport.ts';
import { demoMember } from '../vendor-protocol/support.ts';
import { entriesOf, insertRaffle, joinRaffle, raffleRowOf } from './raffleSupport.ts';
import { bonusTransfers, rows } from '../rewards/rewardCenterSupport.ts';
import { expectLedgerClean } from '../vendor-protocol/settleSupport.ts';

let t: TestApp;
let merchantId: number;
const clock = new Date();
const HOUR = 3_600_000;
const later = (hours: number) => new Date(clock.getTime() + hours * HOUR);

beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => clock }, rateLimitMax: false });
  merchantId = (await demoMember(t.db)).merchantId;
});
afterAll(() => t.close());

const claimUrl = (id: number) => ENDPOINTS.raffleClaim.replace(':id', String(id));
const verifyUrl = (id: number) => ENDPOINTS.raffleVerify.replace(':id', String(id));
const member = (prefix = 'rf') => freshMember(t.db, merchantId, prefix, 10_000_000n, null, clock);

describe('tickets', () => {
  it('counts valid bet and deposits of joined members of running raffles, in one statement for several raffles, capped at maxTickets', async () => {
    const running = await insertRaffle(t.db, { merchantId, now: clock });
    const capped = await insertRaffle(t.db, {
      merchantId,
      now: clock,
      raffle: { ticketPerValidBet: '5000', ticketPerDeposit: null, maxTickets: 3 },
    });
    const coming = await insertRaffle(t.db, { merchantId, now: clock, startsIn: 1 });
    const over = await insertRaffle(t.db, { merchantId, now: clock, startsIn: -3, hours: 2, drawAfter: 10 });
    const draft = await insertRaffle(t.db, { merchantId, now: clock, status: 'draft' });
    const a = await member();
    const outsider = await member();
    for (const p of [running, capped, coming, over, draft]) await joinRaffle(t.db, merchantId, p.id, a.id);
    // a second member joined only the first raffle
    const b = await member();
    await joinRaffle(t.db, merchantId, running.id, b.id);

    await playRound(t.app, t.db, { memberId: a.id, merchantId }, '250.00', '0', clock);
    await playRound(t.app, t.db, { memberId: outsider.id, merchantId }, '500.00', '0', clock);
    await deposit(t.db, merchantId, a.id, 12_000n, clock);
    await deposit(t.db, merchantId, outsider.id, 50_000n, clock);

    const mine = new Map(
      (await t.db.select().from(promotionEntries).where(eq(promotionEntries.memberId, a.id))).map((e) => [
        e.promotionId,
        e,
      ]),
    );
    // 250.00 / 100.00 = 2 tickets + 120.00 / 50.00 = 2 tickets
    expect(mine.get(running.id)).toMatchObject({
      validBet: 25_000n,
      deposits: 12_000n,
      tickets: 4,
      progress: 25_000n,
      state: 'joined',
    });
    // 250.00 / 50.00 = 5 tickets, capped at 3; deposits earn nothing there
    expect(mine.get(capped.id)).toMatchObject({ validBet: 25_000n, deposits: 12_000n, tickets: 3 });
    for (const p of [coming, over, draft])
      expect(mine.get(p.id)).toMatchObject({ validBet: 0n, deposits: 0n, tickets: 0 });
    // the outsider joined no raffle (the seed's automatic deposit promotions may give it entries of their own)
    const raffles = [running, capped, coming, over, draft].map((p) => p.id);
    expect(
      (await t.db.select().from(promotionEntries).where(eq(promotionEntries.memberId, outsider.id))).filter((e) =>
        raffles.includes(e.promotionId),
      ),
    ).toEqual([]);
    const [bEntry] = await t.db.select().from(promotionEntries).where(eq(promotionEntries.memberId, b.id));
    expect(bEntry).toMatchObject({ validBet: 0n, deposits: 0n, tickets: 0 });

    // a member sees only their own tickets; a visitor none
    const viewA = await raffleView(t.db, running, a.id, 'CNY', 'EN');
    const viewB = await raffleView(t.db, running, b.id, 'CNY', 'EN');
    const guest = await raffleView(t.db, running, null, 'CNY', 'TW');
    expect([viewA.myTickets, viewB.myTickets, guest.myTickets]).toEqual([4, 0, 0]);
    expect(viewA).toMatchObject({
      totalTickets: 4,
      drawn: false,
      serverSeed: null,
      clientSeed: null,
      winners: [],
      entrants: [],
      serverSeedHash: running.serverSeedHash,
    });
    expect(viewA.rule).toMatchObject({
      ticketPerValidBet: '100.00',
      ticketPerDeposit: '50.00',
      maxTickets: 20,
      prizes: [
        { name: 'Grand prize', amount: '88.00', count: 1 },
        { name: 'Second prize', amount: '18.00', count: 2 },
        { name: 'Lucky prize', amount: '5.00', count: 1 },
      ],
    });
    expect(guest.rule.prizes[0]!.name).toBe('頭獎');
  });
});

/** A raffle that ended an hour ago, due now, with `tickets` per new member (0: joined without tickets). */
async function dueRaffle(tickets: number[], extra: Parameters<typeof insertRaffle>[1]['raffle'] = {}) {
  const p = await insertRaffle(t.db, { merchantId, now: clock, startsIn: -3, hours: 2, raffle: extra });
  const people: { id: number; username: string; token: string; entryId: number; tickets: number }[] = [];
  for (const n of tickets) {
    const m = await member();
    people.push({ ...m, entryId: await joinRaffle(t.db, merchantId, p.id, m.id, n), tickets: n });
  }
  return { p, people };
}

describe('the draw', () => {
  it('refuses the fairness check before the draw, publicly, in EN and TW', async () => {
    const { p } = await dueRaffle([2]);
    const notYet = await insertRaffle(t.db, { merchantId, now: clock });
    const en = await api(t.app, 'GET', verifyUrl(notYet.id), null, undefined, 'EN');
    expect([en.status, en.body.code]).toEqual([409, 'RAFFLE_NOT_DRAWN']);
    expect(en.body.message).toMatch(/not been drawn/);
    const tw = await api(t.app, 'GET', verifyUrl(p.id), null, undefined, 'TW');
    expect([tw.status, tw.body.code]).toEqual([409, 'RAFFLE_NOT_DRAWN']);
    expect(tw.body.message).toMatch(/尚未開獎/);
    expect((await api(t.app, 'GET', verifyUrl(987_654), null)).status).toBe(404);
    await runPromotionJobs(t.db, clock);
  });

  it('draws at drawAt once: winners offered their prize, the others lost, the seed revealed, reproducible through verify', async () => {
    const { p, people } = await dueRaffle([3, 1, 0, 6, 2, 5, 1]);
    // not due before drawAt
    expect(await drawRaffle(t.db, p.id, later(-1.5))).toBeNull();
    const report = await runPromotionJobs(t.db, clock);
    expect(report.rafflesDrawn).toBeGreaterThanOrEqual(1);
    const drawn = await raffleRowOf(t.db, p.id);
    expect(drawn.drawnAt?.getTime()).toBe(clock.getTime());
    // the documented construction, recomputed here from the revealed seed
    const expected = runDraw(
      drawn.serverSeed!,
      people.map((m) => ({ entryId: m.entryId, memberId: m.id, tickets: m.tickets })),
      p.raffle!.prizes,
    );
    expect(drawn.clientSeed).toBe(expected.clientSeed);
    expect(sha256Hex(drawn.serverSeed!)).toBe(drawn.serverSeedHash);
    const entries = await entriesOf(t.db, p.id);
    expect(entries.filter((e) => e.state === 'won')).toHaveLength(4);
    expect(entries.filter((e) => e.state === 'lost')).toHaveLength(3);
    expect(entries.find((e) => e.tickets === 0)).toMatchObject({ state: 'lost', firstTicket: null });
    for (const w of expected.wins) {
      const e = entries.find((x) => x.id === w.entryId)!;
      const amount = BigInt(p.raffle!.prizes[w.rank - 1]!.amount);
      expect(e).toMatchObject({ state: 'won', prizeRank: w.rank, rewardAmount: amount });
      const [reward] = await t.db.select().from(memberRewards).where(eq(memberRewards.id, e.rewardId!));
      expect(reward).toMatchObject({
        memberId: w.memberId,
        source: 'raffle',
        sourceRef: `${p.id}:${w.memberId}`,
        amount,
        multiple: 100,
        state: 'claimable',
        titleEn: `Lucky raffle - ${p.raffle!.prizes[w.rank - 1]!.name.EN}`,
        titleTw: `幸運抽獎 - ${p.raffle!.prizes[w.rank - 1]!.name.TW}`,
      });
      // expires after the merchant's rewardExpiryDays (7 by default)
      expect(reward!.expiresAt!.getTime() - clock.getTime()).toBe(7 * 24 * HOUR);
      const notices = await t.db
        .select()
        .from(memberMessages)
        .where(and(eq(memberMessages.memberId, w.memberId), eq(memberMessages.category, 'reward')));
      expect(notices.map((n) => n.titleEn)).toEqual(['You won a prize in Lucky raffle']);
      expect(notices[0]!.contentEn).toContain(`ticket No. ${w.ticket}`);
      expect(notices[0]!.contentTw).toContain(`第 ${w.ticket} 號`);
    }

    const verify = await api<RaffleVerify>(t.app, 'GET', verifyUrl(p.id), null, undefined, 'EN');
    expect(verify.status).toBe(200);
    expect(verify.body.value).toMatchObject({ ok: true, hashMatches: true, winnersMatch: true });
    expect(verify.body.value.recomputed.map((w) => [w.rank, w.ticket])).toEqual(
      expected.wins.map((w) => [w.rank, w.ticket]),
    );

    // the view after the draw: seeds, masked entrants, the winners with my row
    const winner = people.find((m) => m.id === expected.wins[0]!.memberId)!;
    const view = await raffleView(t.db, drawn, winner.id, 'CNY', 'EN');
    expect(view).toMatchObject({
      drawn: true,
      serverSeed: drawn.serverSeed,
      clientSeed: drawn.clientSeed,
      totalTickets: 18,
      myTickets: winner.tickets,
    });
    expect(view.entrants).toHaveLength(6);
    expect(view.entrants[0]).toEqual({ username: expect.stringContaining('***'), firstTicket: 1, tickets: 3 });
    expect(view.winners.map((w) => [w.rank, w.amount, w.me])).toEqual([
      [1, '88.00', true],
      [2, '18.00', false],
      [2, '18.00', false],
      [3, '5.00', false],
    ]);
    expect(
      view.winners.every((w) => w.username.includes('***') && !people.some((m) => m.username === w.username)),
    ).toBe(true);

    // a rerun draws nothing again
    const offersOf = () =>
      t.db
        .select()
        .from(memberRewards)
        .where(and(eq(memberRewards.source, 'raffle'), sql`${memberRewards.sourceRef} like ${`${p.id}:%`}`));
    expect(await offersOf()).toHaveLength(4);
    await runPromotionJobs(t.db, later(1));
    expect(await drawRaffle(t.db, p.id, later(2))).toBeNull();
    expect(await offersOf()).toHaveLength(4);
    expect((await raffleRowOf(t.db, p.id)).drawnAt?.getTime()).toBe(clock.getTime());
  });

  it('draws once under concurrent job runs; each winner claims once (double clicks answer the same); the ledger checks clean', async () => {
    const { p, people } = await dueRaffle([4, 4, 4, 4, 4]);
    const runs = await Promise.all([
      runPromotionJobs(t.db, clock),
      runPromotionJobs(t.db, clock),
      drawRaffle(t.db, p.id, clock),
    ]);
    const drawnNow = [runs[0].rafflesDrawn, runs[1].rafflesDrawn, runs[2] ? 1 : 0];
    expect(drawnNow.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const offers = await t.db
      .select()
      .from(memberRewards)
      .where(and(eq(memberRewards.source, 'raffle'), sql`${memberRewards.sourceRef} like ${`${p.id}:%`}`));
    expect(offers).toHaveLength(4);
    expect(new Set(offers.map((o) => o.memberId)).size).toBe(4);

    const entries = await entriesOf(t.db, p.id);
    const winners = people.filter((m) => entries.find((e) => e.memberId === m.id)!.state === 'won');
    const loser = people.find((m) => entries.find((e) => e.memberId === m.id)!.state === 'lost')!;
    expect(winners).toHaveLength(4);

    const first = winners[0]!;
    const clicks = await Promise.all(
      Array.from({ length: 4 }, () => api<PromotionClaimAnswer>(t.app, 'POST', claimUrl(p.id), first.token, {}, 'EN')),
    );
    expect(clicks.map((c) => c.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(clicks.map((c) => c.body.value.bonus.id)).size).toBe(1);
    const answer = clicks[0]!.body.value;
    expect(answer.promotion).toMatchObject({ id: p.id, kind: 'raffle', state: 'claimed' });
    expect(answer.reward).toMatchObject({ source: 'raffle', state: 'claimed' });
    expect(clicks[0]!.body.message).toMatch(/Prize claimed: .+ CNY/);
    expect(await bonusTransfers(t.db, first.id)).toHaveLength(1);
    const again = await api<PromotionClaimAnswer>(t.app, 'POST', claimUrl(p.id), first.token, {}, 'TW');
    expect([again.status, again.body.value.bonus.id]).toEqual([200, answer.bonus.id]);
    expect(again.body.message).toMatch(/獎品領取成功/);

    for (const w of winners.slice(1)) {
      const res = await api<PromotionClaimAnswer>(t.app, 'POST', claimUrl(p.id), w.token);
      expect(res.status).toBe(200);
      expect(await bonusTransfers(t.db, w.id)).toHaveLength(1);
    }
    const refused = await api(t.app, 'POST', claimUrl(p.id), loser.token, {}, 'EN');
    expect([refused.status, refused.body.code]).toEqual([409, 'RAFFLE_NOTHING_TO_CLAIM']);
    expect(await bonusTransfers(t.db, loser.id)).toEqual([]);
    await expectLedgerClean(t.db);
  });

  it('draws a raffle without entrants with no winners, and the check still holds', async () => {
    const { p } = await dueRaffle([0, 0]);
    await runPromotionJobs(t.db, clock);
    const row = await raffleRowOf(t.db, p.id);
    expect(row.drawnAt).not.toBeNull();
    expect(row.clientSeed).toBe(sha256Hex('[]'));
    expect((await entriesOf(t.db, p.id)).map((e) => e.state)).toEqual(['lost', 'lost']);
    const verify = await api<RaffleVerify>(t.app, 'GET', verifyUrl(p.id), null);
    expect(verify.body.value).toEqual({ ok: true, hashMatches: true, winnersMatch: true, recomputed: [] });
  });

  it('tells a tampered result: a changed winner or a changed hash fails the check', async () => {
    const { p } = await dueRaffle([2, 3, 1, 1, 1, 2]);
    await runPromotionJobs(t.db, clock);
    const lost = (await entriesOf(t.db, p.id)).find((e) => e.state === 'lost')!;
    await t.db.update(promotionEntries).set({ state: 'won', prizeRank: 1 }).where(eq(promotionEntries.id, lost.id));
    const changed = await api<RaffleVerify>(t.app, 'GET', verifyUrl(p.id), null);
    expect(changed.body.value).toMatchObject({ ok: false, hashMatches: true, winnersMatch: false });
    await t.db.update(promotionEntries).set({ state: 'lost', prizeRank: null }).where(eq(promotionEntries.id, lost.id));
    await t.db
      .update(promotions)
      .set({ serverSeedHash: sha256Hex('another seed') })
      .where(eq(promotions.id, p.id));
    const hash = await api<RaffleVerify>(t.app, 'GET', verifyUrl(p.id), null);
    expect(hash.body.value).toMatchObject({ ok: false, hashMatches: false, winnersMatch: true });
  });
});

describe('claim refusals', () => {
  it('answers 404 for an unknown or non-raffle promotion, 409 before the draw, 401 without a token and 403 for a trial account', async () => {
    const m = await member();
    const { p } = { p: await insertRaffle(t.db, { merchantId, now: clock }) };
    await joinRaffle(t.db, merchantId, p.id, m.id, 5);
    const before = await api(t.app, 'POST', claimUrl(p.id), m.token, {}, 'TW');
    expect([before.status, before.body.code]).toEqual([409, 'RAFFLE_NOTHING_TO_CLAIM']);
    expect(before.body.message).toBe('沒有可領取的抽獎獎品');
    const unknown = await api(t.app, 'POST', claimUrl(987_654), m.token, {}, 'EN');
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([
      404,
      'RAFFLE_NOT_FOUND',
      'This raffle was not found',
    ]);
    const [other] = await t.db
      .insert(promotions)
      .values({ ...(({ id: _id, ...rest }) => rest)(p), kind: 'apply', raffle: null })
      .returning();
    expect((await api(t.app, 'POST', claimUrl(other!.id), m.token)).status).toBe(404);
    expect((await api(t.app, 'POST', claimUrl(p.id), null)).status).toBe(401);
    const trial = await member('rft');
    await t.db.update(members).set({ type: TRIAL_TYPE }).where(eq(members.id, trial.id));
    const refusedTrial = await api(t.app, 'POST', claimUrl(p.id), trial.token);
    expect([refusedTrial.status, refusedTrial.body.code]).toEqual([403, 'NEED_TRUE_ACCOUNT']);
    // a bad id is a clear 400, not a 5xx
    expect((await api(t.app, 'POST', claimUrl(0), m.token)).status).toBe(400);
    expect((await rows(t.db, sql`select 1 from member_rewards where member_id = ${m.id}`)).length).toBe(0);
  });
});
