/**
 * The operator's side of contracts (docs/contracts.md "Terms" and "Lifecycle"; README "Operator
 * console"): a top agent's contract from the merchant, active at once and replacing the agent's
 * live merchant contract of the kind (refused while the agent holds one from an upline agent);
 * the termination of an open or live contract, telling both parties; the merchant's list by kind,
 * state and username; the contract policy. Every change is in the operator audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { agentContracts } from '../../../../server/db/schema.ts';
import { subscribe, type LiveEvent } from '../../../../server/services/events/index.ts';
import type { TestApp } from '../../support/testApp.ts';
import { createContractTestApp } from '../../support/contractApp.ts';
import {
  api,
  buildTeam,
  contractAudit,
  contractRow,
  contractTables,
  eventRows,
  grant,
  messagesOf,
  offerBody,
  operatorToken,
  tiers,
  type Team,
} from '../contracts/support.ts';

let t: TestApp;
let team: Team;
let op: string;

beforeAll(async () => {
  t = await createContractTestApp({
    rateLimitMax: false,
    configure: (config) => {
      config.contractSettings.realtimesalreqtype = 0;
    },
  });
  team = await buildTeam(t.db, 'op');
  op = await operatorToken(t);
});
afterAll(async () => t.close());

const set = (body: object, language: 'EN' | 'TW' = 'EN') =>
  api(t.app, 'POST', '/api/operator/contracts', op, body, language);
const terminate = (id: number) => api(t.app, 'POST', `/api/operator/contracts/${id}/terminate`, op);
const liveOf = async (downlineId: number, kind: string) =>
  t.db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.downlineId, downlineId), eq(agentContracts.kind, kind)));

describe("a top agent's contract", () => {
  it('is active at once, told to the agent, audited, and lets the agent offer under it', async () => {
    const events: LiveEvent[] = [];
    const stop = subscribe((e) => events.push(e));
    const res = await set({
      agentId: team.top,
      kind: 'dividend',
      period: 'weekly',
      tiers: tiers([0, '0', '20.00'], [10, '50000', '35.50']),
    });
    stop();
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Contract set');
    const c = res.body.value;
    expect(c).toMatchObject({
      kind: 'dividend',
      period: 'weekly',
      state: 'active',
      upline: null,
      downline: { id: team.top },
      role: 'operator',
      actions: [],
      endReason: null,
    });
    expect(c.acceptedAt).toBe(c.createdAt);
    expect(c.tiers).toEqual(tiers([0, '0.00', '20.00'], [10, '50000.00', '35.50']));
    expect((await eventRows(t.db, c.id)).map((e) => [e.action, e.actorKind, e.fromState, e.toState])).toEqual([
      ['set', 'operator', null, 'active'],
    ]);
    expect((await messagesOf(t.db, team.top)).at(-1)).toMatchObject({
      titleEn: 'Contract from the platform',
      titleTw: '平台合約',
    });
    expect((await messagesOf(t.db, team.top)).at(-1)!.contentEn).toContain('dividend');
    expect(events).toContainEqual({
      merchantId: team.merchantId,
      memberId: team.top,
      type: 'contract',
      payload: { id: c.id, kind: 'dividend', state: 'active' },
    });
    const entry = (await contractAudit(t.db, team.merchantId)).at(-1)!;
    expect(entry).toMatchObject({ action: 'contract.set', targetType: 'contract', targetId: c.id, before: null });
    expect((entry.after as { contract: { id: number } }).contract.id).toBe(c.id);
    const shown = await api(t.app, 'GET', `/api/contracts/${c.id}`, team.tokens.top);
    expect(shown.body.value.events).toEqual([
      { at: c.createdAt, action: 'set', actor: 'operator', fromState: null, toState: 'active' },
    ]);

    const offered = await api(
      t.app,
      'POST',
      '/api/contracts',
      team.tokens.top,
      offerBody(team.sub, tiers([0, '0', '15.00']), { kind: 'dividend', period: 'weekly' }),
    );
    expect(offered.status).toBe(200);
  });

  it("replaces the agent's live merchant contract of the kind", async () => {
    const [first] = (await liveOf(team.top, 'dividend')).filter((r) => r.state === 'active');
    const res = await set({ agentId: team.top, kind: 'dividend', period: 'weekly', tiers: tiers([0, '0', '25.00']) });
    expect(res.status).toBe(200);
    expect(await contractRow(t.db, first!.id)).toMatchObject({ state: 'replaced', endReason: 'replaced' });
    expect((await eventRows(t.db, first!.id)).at(-1)).toMatchObject({
      action: 'replace',
      actorKind: 'operator',
      toState: 'replaced',
    });
    expect((await liveOf(team.top, 'dividend')).filter((r) => r.state === 'active').map((r) => r.id)).toEqual([
      res.body.value.id,
    ]);
    const entry = (await contractAudit(t.db, team.merchantId)).at(-1)!;
    expect((entry.before as { id: number; state: string }).id).toBe(first!.id);
  });

  it('is refused while the agent holds a live contract of the kind from an upline agent, and for non-agents or strangers', async () => {
    await set({ agentId: team.top, kind: 'dailyWage', period: 'daily', tiers: tiers([0, '0', '3.00']) });
    await grant(t.db, team.merchantId, {
      uplineId: team.top,
      downlineId: team.sub,
      kind: 'dailyWage',
      tiers: tiers([0, '0', '2.00']),
    });
    const before = await contractTables(t.db);
    const held = await set({ agentId: team.sub, kind: 'dailyWage', period: 'daily', tiers: tiers([0, '0', '1.00']) });
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({
      code: 'CONTRACT_HELD_FROM_UPLINE',
      message: 'This agent holds a contract of this kind from its upline',
      value: { field: 'agentId' },
    });
    expect(
      (await set({ agentId: team.sub, kind: 'dailyWage', period: 'daily', tiers: tiers([0, '0', '1.00']) }, 'TW')).body
        .message,
    ).toBe('此代理已持有上級提供的同類合約');
    const member = await set({
      agentId: team.member,
      kind: 'dailyWage',
      period: 'daily',
      tiers: tiers([0, '0', '1.00']),
    });
    expect(member.body).toMatchObject({ code: 'CONTRACT_NOT_AGENT', value: { field: 'agentId' } });
    expect(member.status).toBe(400);
    for (const agentId of [999_999_999, team.trial]) {
      const res = await set({ agentId, kind: 'dailyWage', period: 'daily', tiers: tiers([0, '0', '1.00']) });
      expect(res.status).toBe(agentId === team.trial ? 400 : 404);
    }
    const off = await set({
      agentId: team.stranger,
      kind: 'realtimeSalary',
      period: 'fiveMinutes',
      tiers: tiers([0, '0', '1.00']),
    });
    expect(off.status).toBe(403);
    expect(off.body.code).toBe('CONTRACT_KIND_OFF');
    const period = await set({
      agentId: team.stranger,
      kind: 'hourlyWage',
      period: 'daily',
      tiers: tiers([0, '0', '1.00']),
    });
    expect(period.body.code).toBe('CONTRACT_PERIOD_INVALID');
    expect(await contractTables(t.db)).toBe(before);
  });
});

describe('termination by an operator', () => {
  it('ends a live contract, tells both parties, and is audited', async () => {
    const [live] = (await liveOf(team.sub, 'dailyWage')).filter((r) => r.state === 'active');
    const before = { top: (await messagesOf(t.db, team.top)).length, sub: (await messagesOf(t.db, team.sub)).length };
    const res = await terminate(live!.id);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      id: live!.id,
      state: 'terminated',
      endReason: 'operator',
      role: 'operator',
    });
    for (const [who, count] of [
      [team.top, before.top],
      [team.sub, before.sub],
    ] as const) {
      const mine = (await messagesOf(t.db, who)).slice(count);
      expect(mine.map((m) => [m.titleEn, m.titleTw])).toEqual([['Contract ended by the platform', '合約已由平台終止']]);
    }
    expect((await eventRows(t.db, live!.id)).at(-1)).toMatchObject({
      action: 'terminate',
      actorKind: 'operator',
      fromState: 'active',
      toState: 'terminated',
    });
    const entry = (await contractAudit(t.db, team.merchantId)).at(-1)!;
    expect(entry).toMatchObject({
      action: 'contract.terminate',
      targetId: live!.id,
      before: { state: 'active' },
      after: { state: 'terminated' },
    });
    const seen = await api(t.app, 'GET', `/api/contracts/${live!.id}`, team.tokens.sub);
    expect(seen.body.value.events.at(-1)).toMatchObject({ action: 'terminate', actor: 'operator' });
  });

  it('ends an open offer and a termination request too, a merchant contract with one message; refuses an ended one', async () => {
    const [offer] = (await liveOf(team.sub, 'dividend')).filter((r) => r.state === 'offered');
    expect((await terminate(offer!.id)).body.value).toMatchObject({ state: 'terminated', endReason: 'operator' });
    const asked = await grant(t.db, team.merchantId, {
      uplineId: team.top,
      downlineId: team.sub,
      kind: 'hourlyWage',
      tiers: tiers([0, '0', '1.00']),
      state: 'terminationRequested',
      terminationRequestedBy: 'downline',
    });
    expect((await terminate(asked)).body.value).toMatchObject({ state: 'terminated', terminationRequestedBy: null });
    const [top] = (await liveOf(team.top, 'dailyWage')).filter((r) => r.state === 'active');
    const count = (await messagesOf(t.db, team.top)).length;
    expect((await terminate(top!.id)).status).toBe(200);
    expect((await messagesOf(t.db, team.top)).length).toBe(count + 1);

    const before = await contractTables(t.db);
    const again = await terminate(top!.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONTRACT_ENDED', message: 'This contract has already ended' });
    const missing = await terminate(2_000_000_000);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('CONTRACT_NOT_FOUND');
    expect(await contractTables(t.db)).toBe(before);
  });
});

describe('the list', () => {
  it('filters by kind, state and a part of either username, newest first, paged', async () => {
    const list = async (query: string) => {
      const res = await api(t.app, 'GET', `/api/operator/contracts?${query}`, op);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      return res.body.value;
    };
    const all = await list('pageSize=100');
    const mine = all.list.filter((c: { downline: { id: number } }) => [team.top, team.sub].includes(c.downline.id));
    expect(mine.length).toBe(6); // top: two dividend contracts and a daily wage one; sub: a dividend offer, a daily wage and an hourly wage contract
    const ids = all.list.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const c of all.list) expect(c).toMatchObject({ role: 'operator', actions: [] });

    const dividends = await list('kind=dividend&pageSize=100');
    expect(dividends.list.every((c: { kind: string }) => c.kind === 'dividend')).toBe(true);
    const live = await list('state=live&pageSize=100');
    expect(live.list.every((c: { state: string }) => c.state === 'active' || c.state === 'terminationRequested')).toBe(
      true,
    );
    const ended = await list('state=ended&pageSize=100');
    expect(
      ended.list.every((c: { state: string }) => ['rejected', 'withdrawn', 'terminated', 'replaced'].includes(c.state)),
    ).toBe(true);
    expect(live.total + ended.total + (await list('state=offered')).total).toBe(all.total);

    const [subRow] = await t.db.select().from(agentContracts).where(eq(agentContracts.downlineId, team.sub)).limit(1);
    const subName = (await api(t.app, 'GET', `/api/contracts/${subRow!.id}`, team.tokens.sub)).body.value.contract
      .downline.username as string;
    const byName = await list(`username=${encodeURIComponent(subName.slice(2).toUpperCase())}&pageSize=100`);
    expect(byName.total).toBeGreaterThan(0);
    expect(
      byName.list.every(
        (c: { downline: { username: string }; upline: { username: string } | null }) =>
          c.downline.username === subName || c.upline?.username === subName,
      ),
    ).toBe(true);
    expect((await list('username=%25')).total).toBe(0);
    const page = await list('page=2&pageSize=2');
    expect([page.page, page.pageSize, page.list.length]).toEqual([2, 2, 2]);
    expect(page.list.map((c: { id: number }) => c.id)).toEqual(ids.slice(2, 4));
  });
});

describe('the contract policy', () => {
  it('answers every switch off without a row, saves it, audits it, and applies it to offers', async () => {
    const read = await api(t.app, 'GET', '/api/operator/contract-policy', op);
    expect(read.status).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.body.value).toEqual({ dividendApproval: false, carryForward: false, allowMemberContracts: false });
    const saved = await api(t.app, 'PUT', '/api/operator/contract-policy', op, {
      dividendApproval: true,
      carryForward: false,
      allowMemberContracts: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'Contract policy saved',
      value: { dividendApproval: true, carryForward: false, allowMemberContracts: true },
    });
    expect((await api(t.app, 'GET', '/api/operator/contract-policy', op)).body.value).toEqual(saved.body.value);
    const entry = (await contractAudit(t.db, team.merchantId)).at(-1)!;
    expect(entry).toMatchObject({
      action: 'contract.policy',
      targetType: 'contractPolicy',
      before: { allowMemberContracts: false },
      after: { allowMemberContracts: true },
    });

    await set({ agentId: team.top, kind: 'hourlyWage', period: 'hour', tiers: tiers([0, '0', '2.00']) });
    await grant(t.db, team.merchantId, {
      uplineId: team.top,
      downlineId: team.sub,
      kind: 'hourlyWage',
      tiers: tiers([0, '0', '1.50']),
    });
    const toMember = await api(
      t.app,
      'POST',
      '/api/contracts',
      team.tokens.sub,
      offerBody(team.player, tiers([0, '0', '1.00']), { kind: 'hourlyWage', period: 'hour' }),
    );
    expect(toMember.status).toBe(200);
    await api(t.app, 'PUT', '/api/operator/contract-policy', op, {
      dividendApproval: false,
      carryForward: false,
      allowMemberContracts: false,
    });
    const [player] = (await liveOf(team.player, 'hourlyWage')).filter((r) => r.state === 'offered');
    expect(player).toBeDefined();
  });
});
