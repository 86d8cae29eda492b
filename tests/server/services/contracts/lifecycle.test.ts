/**
 * The contract lifecycle over HTTP (spec section 4; docs/contracts.md "Terms" and "Lifecycle"):
 * an agent offers a contract to a direct downline; the downline accepts or rejects it, the upline
 * withdraws it; either party requests termination and the other accepts or rejects the request.
 * Every transition writes its event, tells the other party (platform message in TW and EN, live
 * `contract` event) and is refused to anybody else (403) or from the wrong state (409). Offers
 * are checked (kind switch, period, ceiling, dividend period, direct downline, agent downline,
 * one open offer) and idempotent by requestId; accepting replaces the live contract; two
 * concurrent accepts leave one active contract.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { ContractOfferBody } from '../../../../contract/types.ts';
import { agentContracts, members, merchantContractPolicy, merchants } from '../../../../server/db/schema.ts';
import { offerContract, processContract } from '../../../../server/services/contracts/lifecycle.ts';
import { toContext } from '../../../../server/services/merchants.ts';
import { subscribe, type LiveEvent } from '../../../../server/services/events/index.ts';
import type { TestApp } from '../../support/testApp.ts';
import { createContractTestApp } from '../../support/contractApp.ts';
import {
  api,
  buildTeam,
  contractRow,
  contractTables,
  eventRows,
  grant,
  messagesOf,
  offerBody,
  stored,
  tiers,
  type Team,
} from './support.ts';

let t: TestApp;
let team: Team;
const TOP_TABLE = tiers([0, '0', '2.00'], [10, '10000', '3.00']);

beforeAll(async () => {
  t = await createContractTestApp({
    rateLimitMax: false,
    configure: (config) => {
      config.contractSettings.realtimesalreqtype = 0; // real-time salary switched off for this merchant
    },
  });
  team = await buildTeam(t.db, 'lc');
  await grant(t.db, team.merchantId, { uplineId: null, downlineId: team.top, kind: 'dailyWage', tiers: TOP_TABLE });
  await grant(t.db, team.merchantId, {
    uplineId: null,
    downlineId: team.top,
    kind: 'dividend',
    period: 'weekly',
    tiers: tiers([0, '0', '30.00']),
  });
});
afterAll(async () => t.close());

const offer = (token: string, body: object) => api(t.app, 'POST', '/api/contracts', token, body);
const act = (token: string, id: number, action: string, language: 'EN' | 'TW' = 'EN') =>
  api(t.app, 'POST', `/api/contracts/${id}/process`, token, { action }, language);
const detail = (token: string, id: number) => api(t.app, 'GET', `/api/contracts/${id}`, token);

/** Offers `table` from top to sub (daily wage) and answers the new contract's id. */
async function offerToSub(table = tiers([0, '0', '1.50'])): Promise<number> {
  const res = await offer(team.tokens.top, offerBody(team.sub, table));
  expect(res.status).toBe(200);
  return res.body.value.id as number;
}

describe('offer and accept', () => {
  it('offers a contract to a direct downline, who is told and may accept or reject it', async () => {
    const events: LiveEvent[] = [];
    const stop = subscribe((e) => events.push(e));
    const before = (await messagesOf(t.db, team.sub)).length;
    const res = await offer(team.tokens.top, offerBody(team.sub, tiers([0, '0', '1.50'], [10, '10000', '2.75'])));
    stop();
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Contract offer sent');
    const c = res.body.value;
    expect(c).toMatchObject({
      kind: 'dailyWage',
      period: 'daily',
      state: 'offered',
      role: 'upline',
      actions: ['withdraw'],
      acceptedAt: null,
      endedAt: null,
      endReason: null,
      terminationRequestedBy: null,
    });
    expect(c.tiers).toEqual(tiers([0, '0.00', '1.50'], [10, '10000.00', '2.75']));
    expect(c.upline).toMatchObject({ id: team.top, isAgent: true });
    expect(c.downline).toMatchObject({ id: team.sub, isAgent: true });
    expect(events).toContainEqual({
      merchantId: team.merchantId,
      memberId: team.sub,
      type: 'contract',
      payload: { id: c.id, kind: 'dailyWage', state: 'offered' },
    });
    const messages = await messagesOf(t.db, team.sub);
    expect(messages).toHaveLength(before + 1);
    expect(messages.at(-1)).toMatchObject({ titleEn: 'New daily wage contract offer', titleTw: '新的日工資合約邀請' });
    expect(messages.at(-1)!.contentEn).toContain(c.upline.nickname);

    const seen = await detail(team.tokens.sub, c.id);
    expect(seen.status).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(seen.body.value.contract).toMatchObject({ role: 'downline', actions: ['accept', 'reject'] });
    expect(seen.body.value.events).toEqual([
      { at: expect.any(String), action: 'offer', actor: 'upline', fromState: null, toState: 'offered' },
    ]);

    const accepted = await act(team.tokens.sub, c.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('Contract accepted');
    expect(accepted.body.value).toMatchObject({
      id: c.id,
      state: 'active',
      role: 'downline',
      actions: ['requestTermination'],
    });
    expect(accepted.body.value.acceptedAt).not.toBeNull();
    expect((await messagesOf(t.db, team.top)).at(-1)).toMatchObject({
      titleEn: 'Contract accepted',
      titleTw: '合約已被接受',
    });
    const history = (await detail(team.tokens.top, c.id)).body.value;
    expect(history.contract).toMatchObject({ role: 'upline', actions: ['requestTermination'] });
    expect(
      history.events.map((e: { action: string; actor: string; toState: string }) => [e.action, e.actor, e.toState]),
    ).toEqual([
      ['offer', 'upline', 'offered'],
      ['accept', 'downline', 'active'],
    ]);
  });

  it('replaces the live contract when the downline accepts a newer offer', async () => {
    const [live] = await t.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.downlineId, team.sub), eq(agentContracts.kind, 'dailyWage')));
    expect(live?.state).toBe('active');
    const id = await offerToSub(tiers([0, '0', '1.80']));
    expect((await act(team.tokens.sub, id, 'accept')).status).toBe(200);
    const old = await contractRow(t.db, live!.id);
    expect(old).toMatchObject({ state: 'replaced', endReason: 'replaced' });
    expect(old.endedAt).not.toBeNull();
    expect((await eventRows(t.db, live!.id)).at(-1)).toMatchObject({
      action: 'replace',
      fromState: 'active',
      toState: 'replaced',
    });
    const live2 = await t.db.select().from(agentContracts).where(eq(agentContracts.downlineId, team.sub));
    expect(live2.filter((r) => r.state === 'active').map((r) => r.id)).toEqual([id]);
  });

  it('lets the downline reject an offer and the upline withdraw one, and nobody else', async () => {
    const rejected = await offerToSub();
    expect((await act(team.tokens.top, rejected, 'reject')).status).toBe(403);
    expect((await act(team.tokens.top, rejected, 'accept')).body.code).toBe('CONTRACT_ACTION_FORBIDDEN');
    const res = await act(team.tokens.sub, rejected, 'reject');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ state: 'rejected', endReason: 'rejected', actions: [] });
    expect((await messagesOf(t.db, team.top)).at(-1)).toMatchObject({ titleEn: 'Contract offer rejected' });
    expect((await act(team.tokens.sub, rejected, 'accept')).body.code).toBe('CONTRACT_STATE_CHANGED');

    const withdrawn = await offerToSub();
    expect((await act(team.tokens.sub, withdrawn, 'withdraw')).body.code).toBe('CONTRACT_ACTION_FORBIDDEN');
    const w = await act(team.tokens.top, withdrawn, 'withdraw');
    expect(w.status).toBe(200);
    expect(w.body.value).toMatchObject({ state: 'withdrawn', endReason: 'withdrawn', role: 'upline' });
    expect((await messagesOf(t.db, team.sub)).at(-1)).toMatchObject({
      titleEn: 'Contract offer withdrawn',
      titleTw: '合約邀請已撤回',
    });
    const late = await act(team.tokens.sub, withdrawn, 'accept');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'CONTRACT_STATE_CHANGED',
      message: 'This contract has changed in the meantime; please reload it',
    });
    expect((await act(team.tokens.sub, withdrawn, 'accept', 'TW')).body.message).toBe('此合約狀態已變更，請重新整理');
  });

  it('runs a termination request: the requester waits, the other party accepts or rejects it', async () => {
    const id = await offerToSub(tiers([0, '0', '1.70']));
    await act(team.tokens.sub, id, 'accept');
    const asked = await act(team.tokens.sub, id, 'requestTermination');
    expect(asked.body.value).toMatchObject({
      state: 'terminationRequested',
      terminationRequestedBy: 'downline',
      actions: [],
    });
    expect((await messagesOf(t.db, team.top)).at(-1)).toMatchObject({ titleEn: 'Contract termination requested' });
    expect((await act(team.tokens.sub, id, 'acceptTermination')).body.code).toBe('CONTRACT_ACTION_FORBIDDEN');
    expect((await detail(team.tokens.top, id)).body.value.contract.actions).toEqual([
      'acceptTermination',
      'rejectTermination',
    ]);
    const kept = await act(team.tokens.top, id, 'rejectTermination');
    expect(kept.body.value).toMatchObject({ state: 'active', terminationRequestedBy: null });
    expect((await messagesOf(t.db, team.sub)).at(-1)).toMatchObject({ titleEn: 'Contract termination refused' });

    expect((await act(team.tokens.top, id, 'requestTermination')).body.value).toMatchObject({
      state: 'terminationRequested',
      terminationRequestedBy: 'upline',
    });
    expect((await act(team.tokens.top, id, 'acceptTermination')).status).toBe(403);
    const ended = await act(team.tokens.sub, id, 'acceptTermination');
    expect(ended.status).toBe(200);
    expect(ended.body.value).toMatchObject({ state: 'terminated', endReason: 'mutual', actions: [] });
    expect((await messagesOf(t.db, team.top)).at(-1)).toMatchObject({
      titleEn: 'Contract ended',
      titleTw: '合約已終止',
    });
    const events = (await detail(team.tokens.sub, id)).body.value.events.map(
      (e: { action: string; actor: string; fromState: string | null; toState: string }) => [
        e.action,
        e.actor,
        e.fromState,
        e.toState,
      ],
    );
    expect(events).toEqual([
      ['offer', 'upline', null, 'offered'],
      ['accept', 'downline', 'offered', 'active'],
      ['requestTermination', 'downline', 'active', 'terminationRequested'],
      ['rejectTermination', 'upline', 'terminationRequested', 'active'],
      ['requestTermination', 'upline', 'active', 'terminationRequested'],
      ['acceptTermination', 'downline', 'terminationRequested', 'terminated'],
    ]);
    expect((await act(team.tokens.sub, id, 'requestTermination')).body.code).toBe('CONTRACT_STATE_CHANGED');
  });

  it('gives a top agent no member action on its merchant contract (only an operator ends it)', async () => {
    const [own] = await t.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.downlineId, team.top), eq(agentContracts.kind, 'dailyWage')));
    expect((await detail(team.tokens.top, own!.id)).body.value.contract).toMatchObject({
      upline: null,
      role: 'downline',
      actions: [],
    });
    expect((await act(team.tokens.top, own!.id, 'requestTermination')).body.code).toBe('CONTRACT_ACTION_FORBIDDEN');
  });
});

describe('offer checks', () => {
  it('needs a live contract of the kind and keeps under its ceiling, naming the tier', async () => {
    const none = await offer(team.tokens.stranger, offerBody(team.strangerSub, tiers([0, '0', '1.00'])));
    expect(none.status).toBe(403);
    expect(none.body.code).toBe('CONTRACT_NO_OWN_CONTRACT');
    const above = await offer(team.tokens.top, offerBody(team.sub, tiers([0, '0', '1.00'], [10, '5000', '2.50'])));
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({
      code: 'CONTRACT_ABOVE_CEILING',
      message: 'Tier 2 gives a higher rate than your own contract allows',
      value: { field: 'tiers[1].rate', in: 'body' },
    });
    const exact = await offer(team.tokens.top, offerBody(team.sub, TOP_TABLE));
    expect(exact.status).toBe(200);
    expect((await act(team.tokens.top, exact.body.value.id, 'withdraw')).status).toBe(200);
  });

  it('refuses a period of another kind, a dividend period other than its own, and a kind switched off', async () => {
    const wrong = await offer(team.tokens.top, offerBody(team.sub, tiers([0, '0', '1.00']), { period: 'weekly' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'CONTRACT_PERIOD_INVALID', value: { field: 'period' } });
    const monthly = await offer(
      team.tokens.top,
      offerBody(team.sub, tiers([0, '0', '10.00']), { kind: 'dividend', period: 'monthly' }),
    );
    expect(monthly.status).toBe(400);
    expect(monthly.body.code).toBe('CONTRACT_PERIOD_MISMATCH');
    const weekly = await offer(
      team.tokens.top,
      offerBody(team.sub, tiers([0, '0', '10.00']), { kind: 'dividend', period: 'weekly' }),
    );
    expect(weekly.status).toBe(200);
    expect((await act(team.tokens.sub, weekly.body.value.id, 'reject')).status).toBe(200);
    const off = await offer(
      team.tokens.top,
      offerBody(team.sub, tiers([0, '0', '1.00']), { kind: 'realtimeSalary', period: 'fiveMinutes' }),
    );
    expect(off.status).toBe(403);
    expect(off.body).toMatchObject({ code: 'CONTRACT_KIND_OFF', message: 'Contracts of this kind are not available' });
  });

  it('refuses actions on a kind switched off and shows its contracts without actions', async () => {
    const id = await grant(t.db, team.merchantId, {
      uplineId: team.top,
      downlineId: team.sub,
      kind: 'realtimeSalary',
      tiers: tiers([0, '0', '0.50']),
      state: 'offered',
    });
    const seen = await detail(team.tokens.sub, id);
    expect(seen.body.value.contract).toMatchObject({ state: 'offered', actions: [] });
    const before = await contractTables(t.db);
    const res = await act(team.tokens.sub, id, 'accept');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CONTRACT_KIND_OFF');
    expect(await contractTables(t.db)).toBe(before);
  });

  it('offers only to a direct downline (404 NOT_IN_TEAM otherwise, also for unknown ids)', async () => {
    // 2 ** 40 is not an id at all: the body's schema refuses it (400) before any lookup
    expect((await offer(team.tokens.top, offerBody(2 ** 40, tiers([0, '0', '1.00'])))).status).toBe(400);
    for (const downlineId of [team.subsub, team.member, team.stranger, team.top, 999_999_999]) {
      const res = await offer(team.tokens.top, offerBody(downlineId, tiers([0, '0', '1.00'])));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        code: 'NOT_IN_TEAM',
        message: 'This account is not in your team',
        value: { field: 'downlineId', in: 'body' },
      });
    }
  });

  it('offers to a member downline only when the merchant policy allows it', async () => {
    await grant(t.db, team.merchantId, {
      uplineId: team.top,
      downlineId: team.sub,
      kind: 'hourlyWage',
      tiers: tiers([0, '0', '1.00']),
    });
    const refused = await offer(
      team.tokens.sub,
      offerBody(team.player, tiers([0, '0', '0.50']), { kind: 'hourlyWage', period: 'hour' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'CONTRACT_DOWNLINE_NOT_AGENT', value: { field: 'downlineId' } });
    await t.db.insert(merchantContractPolicy).values({ merchantId: team.merchantId, allowMemberContracts: true });
    try {
      const ok = await offer(
        team.tokens.sub,
        offerBody(team.player, tiers([0, '0', '0.50']), { kind: 'hourlyWage', period: 'hour' }),
      );
      expect(ok.status).toBe(200);
      expect(ok.body.value.downline).toMatchObject({ id: team.player, isAgent: false });
      const accepted = await act(team.tokens.player, ok.body.value.id, 'accept');
      expect(accepted.body.value).toMatchObject({ state: 'active', role: 'downline' });
    } finally {
      await t.db.delete(merchantContractPolicy).where(eq(merchantContractPolicy.merchantId, team.merchantId));
    }
  });

  it('keeps one open offer per downline and kind', async () => {
    const first = await offerToSub();
    const second = await offer(team.tokens.top, offerBody(team.sub, tiers([0, '0', '1.20'])));
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('CONTRACT_OFFER_OPEN');
    await act(team.tokens.top, first, 'withdraw');
  });

  it('is idempotent by requestId: a replay answers the first offer, other fields 409 DUPLICATE_REQUEST', async () => {
    const body = offerBody(team.sub, tiers([0, '0', '1.10']));
    const first = await offer(team.tokens.top, body);
    expect(first.status).toBe(200);
    const before = await contractTables(t.db);
    const replay = await offer(team.tokens.top, body);
    expect(replay.status).toBe(200);
    expect(replay.body.value).toEqual(first.body.value);
    const twins = await Promise.all([offer(team.tokens.top, body), offer(team.tokens.top, body)]);
    expect(twins.map((r) => r.body.value.id)).toEqual([first.body.value.id, first.body.value.id]);
    const other = await offer(team.tokens.top, { ...body, tiers: tiers([0, '0', '1.20']) });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'DUPLICATE_REQUEST', value: { field: 'requestId' } });
    expect(await contractTables(t.db)).toBe(before);
    await act(team.tokens.top, first.body.value.id, 'withdraw');
    // a replay after the offer was withdrawn still answers the first result, now withdrawn
    expect((await offer(team.tokens.top, body)).body.value).toMatchObject({
      id: first.body.value.id,
      state: 'withdrawn',
    });
  });
});

describe('races', () => {
  it('two concurrent new offers with one requestId make one offer and both answer it', async () => {
    const body = offerBody(team.sub, tiers([0, '0', '1.05']));
    const both = await Promise.all([offer(team.tokens.top, body), offer(team.tokens.top, body)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]!.body.value.id).toBe(both[1]!.body.value.id);
    const offers = await t.db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.downlineId, team.sub),
          eq(agentContracts.kind, 'dailyWage'),
          eq(agentContracts.state, 'offered'),
        ),
      );
    expect(offers.map((r) => r.id)).toEqual([both[0]!.body.value.id]);
    expect(await eventRows(t.db, both[0]!.body.value.id)).toHaveLength(1);
    await act(team.tokens.top, both[0]!.body.value.id, 'withdraw');
  });

  it('two offers with one requestId racing inside the service: the loser of the insert answers the winner', async () => {
    const [merchantRow] = await t.db.select().from(merchants).where(eq(merchants.id, team.merchantId));
    const [top] = await t.db.select().from(members).where(eq(members.id, team.top));
    const body = offerBody(team.sub, tiers([0, '0', '1.01'])) as ContractOfferBody;
    const both = await Promise.all([
      offerContract(t.db, toContext(merchantRow!), top!, body, new Date()),
      offerContract(t.db, toContext(merchantRow!), top!, body, new Date()),
    ]);
    expect(both[0].id).toBe(both[1].id);
    expect(await eventRows(t.db, both[0].id)).toHaveLength(1);
    const other = { ...body, requestId: `${body.requestId}x` };
    const raced = await Promise.allSettled([offerContract(t.db, toContext(merchantRow!), top!, other, new Date())]);
    expect(raced[0]).toMatchObject({ status: 'rejected', reason: { code: 'CONTRACT_OFFER_OPEN' } });
    await act(team.tokens.top, both[0].id, 'withdraw');
  });

  it('two concurrent accepts of one offer leave one active contract', async () => {
    const id = await offerToSub(tiers([0, '0', '1.60']));
    const results = await Promise.all([act(team.tokens.sub, id, 'accept'), act(team.tokens.sub, id, 'accept')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.code).toBe('CONTRACT_STATE_CHANGED');
    const rows = await t.db.select().from(agentContracts).where(eq(agentContracts.downlineId, team.sub));
    expect(
      rows
        .filter((r) => r.kind === 'dailyWage' && (r.state === 'active' || r.state === 'terminationRequested'))
        .map((r) => r.id),
    ).toEqual([id]);
    expect((await eventRows(t.db, id)).filter((e) => e.action === 'accept')).toHaveLength(1);
  });

  it('two accepts read before either commits (inside the service): the guarded change lets one through', async () => {
    const [merchantRow] = await t.db.select().from(merchants).where(eq(merchants.id, team.merchantId));
    const [sub] = await t.db.select().from(members).where(eq(members.id, team.sub));
    const id = await offerToSub(tiers([0, '0', '1.61']));
    const merchant = toContext(merchantRow!);
    const results = await Promise.allSettled([
      processContract(t.db, merchant, sub!, id, 'accept', new Date()),
      processContract(t.db, merchant, sub!, id, 'accept', new Date()),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { statusCode: 409, code: 'CONTRACT_STATE_CHANGED' },
    });
    const rows = await t.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.downlineId, team.sub), eq(agentContracts.kind, 'dailyWage')));
    expect(rows.filter((r) => r.state === 'active').map((r) => r.id)).toEqual([id]);
    expect((await eventRows(t.db, id)).map((e) => e.action)).toEqual(['offer', 'accept']);
  });

  it('an accept racing a withdraw: exactly one wins', async () => {
    const id = await offerToSub(tiers([0, '0', '1.55']));
    const [accept, withdraw] = await Promise.all([
      act(team.tokens.sub, id, 'accept'),
      act(team.tokens.top, id, 'withdraw'),
    ]);
    expect([accept.status, withdraw.status].sort()).toEqual([200, 409]);
    const row = await contractRow(t.db, id);
    expect(row.state).toBe(accept.status === 200 ? 'active' : 'withdrawn');
  });

  it("refuses an accept once the upline's own contract no longer covers the offer, changing nothing", async () => {
    const id = await offerToSub(tiers([0, '0', '1.90']));
    const [own] = await t.db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.downlineId, team.top), eq(agentContracts.kind, 'dailyWage')));
    const lowered = tiers([0, '0', '1.00']);
    await t.db
      .update(agentContracts)
      .set({ tiers: stored(lowered) })
      .where(eq(agentContracts.id, own!.id));
    try {
      const before = await contractTables(t.db);
      const res = await act(team.tokens.sub, id, 'accept');
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('CONTRACT_CEILING_CHANGED');
      expect(await contractTables(t.db)).toBe(before);
    } finally {
      await t.db
        .update(agentContracts)
        .set({ tiers: stored(TOP_TABLE) })
        .where(eq(agentContracts.id, own!.id));
    }
    await t.db
      .update(agentContracts)
      .set({ state: 'terminated', endReason: 'operator' })
      .where(eq(agentContracts.id, own!.id));
    try {
      const lost = await act(team.tokens.sub, id, 'accept');
      expect(lost.status).toBe(409);
      expect(lost.body).toMatchObject({
        code: 'CONTRACT_CEILING_CHANGED',
        message: "The upline's own contract has changed; this offer can no longer be accepted",
      });
    } finally {
      await t.db.update(agentContracts).set({ state: 'active', endReason: null }).where(eq(agentContracts.id, own!.id));
    }
    expect((await act(team.tokens.sub, id, 'accept')).status).toBe(200);
  });
});
