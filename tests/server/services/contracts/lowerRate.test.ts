/**
 * The lower-rate rule (spec section 4: a new contract with a rate lower than a downline's rate
 * terminates that downline's contract after a warning; docs/contracts.md **Lower rate**): the
 * preview and the refused offer (409 LOWER_RATE_CONFIRM) name exactly the live contracts granted
 * inside the downline's team whose tables the new table does not cover; with confirmLowerRate the
 * offer is made and nothing ends yet; the acceptance ends them (`terminated`, reason `lowerRate`)
 * in its transaction, with their events and a message to both parties of each; contracts below
 * an ended one are left as they are. An operator's new top contract ends them at once.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { agentContracts } from '../../../../server/db/schema.ts';
import { subscribe, type LiveEvent } from '../../../../server/services/events/index.ts';
import type { TestApp } from '../../support/testApp.ts';
import { createContractTestApp } from '../../support/contractApp.ts';
import { addMember, sessionOf } from '../agent/support.ts';
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
  uniqueName,
  type Team,
} from './support.ts';

let t: TestApp;
let team: Team;
/** sub's other agent downline, and an agent under subsub. */
let sibling: number;
let deep: number;
const ids = { topSub: 0, subSubsub: 0, subSibling: 0, subsubDeep: 0, hourly: 0 };

beforeAll(async () => {
  t = await createContractTestApp({ rateLimitMax: false });
  team = await buildTeam(t.db, 'lr');
  sibling = await addMember(t.db, team.merchantId, uniqueName('lrsib'), 2, team.sub);
  deep = await addMember(t.db, team.merchantId, uniqueName('lrdeep'), 41, team.subsub);
  await grant(t.db, team.merchantId, { uplineId: null, downlineId: team.top, tiers: tiers([0, '0', '3.00']) });
  ids.topSub = await grant(t.db, team.merchantId, {
    uplineId: team.top,
    downlineId: team.sub,
    tiers: tiers([0, '0', '2.00'], [5, '1000', '2.50']),
  });
  ids.subSubsub = await grant(t.db, team.merchantId, {
    uplineId: team.sub,
    downlineId: team.subsub,
    tiers: tiers([0, '0', '1.00'], [5, '1000', '2.20']),
  });
  ids.subSibling = await grant(t.db, team.merchantId, {
    uplineId: team.sub,
    downlineId: sibling,
    tiers: tiers([0, '0', '1.95']),
    state: 'terminationRequested',
    terminationRequestedBy: 'upline',
  });
  ids.subsubDeep = await grant(t.db, team.merchantId, {
    uplineId: team.subsub,
    downlineId: deep,
    tiers: tiers([0, '0', '0.50']),
  });
  // another kind is never touched by a daily wage offer
  await grant(t.db, team.merchantId, {
    uplineId: null,
    downlineId: team.top,
    kind: 'hourlyWage',
    tiers: tiers([0, '0', '5.00']),
  });
  await grant(t.db, team.merchantId, {
    uplineId: team.top,
    downlineId: team.sub,
    kind: 'hourlyWage',
    tiers: tiers([0, '0', '5.00']),
  });
  ids.hourly = await grant(t.db, team.merchantId, {
    uplineId: team.sub,
    downlineId: team.subsub,
    kind: 'hourlyWage',
    tiers: tiers([0, '0', '5.00']),
  });
});
afterAll(async () => t.close());

/** Lower than sibling's 1.95 at the bottom and than subsub's 2.20 at (5, 1000); above deep's 0.50. */
const LOWER = tiers([0, '0', '1.90'], [5, '1000', '2.10']);

describe('the warning', () => {
  it('preview names the ceiling, the replaced contract and exactly the contracts the table would end', async () => {
    const res = await api(t.app, 'POST', '/api/contracts/preview', team.tokens.top, {
      kind: 'dailyWage',
      period: 'daily',
      downlineId: team.sub,
      tiers: LOWER,
    });
    expect(res.status).toBe(200);
    const preview = res.body.value;
    expect(preview.ceiling).toMatchObject({
      downline: { id: team.top },
      upline: null,
      role: 'downline',
      tiers: tiers([0, '0.00', '3.00']),
    });
    expect(preview.replaces).toMatchObject({ id: ids.topSub, role: 'upline', state: 'active' });
    expect(preview.endsContracts.map((c: { id: number }) => c.id)).toEqual([ids.subSubsub, ids.subSibling]);
    for (const c of preview.endsContracts) expect(c).toMatchObject({ role: 'above', actions: [] });

    const covering = await api(t.app, 'POST', '/api/contracts/preview', team.tokens.top, {
      kind: 'dailyWage',
      period: 'daily',
      downlineId: team.sub,
      tiers: tiers([0, '0', '1.95'], [5, '1000', '2.20']),
    });
    expect(covering.body.value.endsContracts).toEqual([]);
  });

  it('refuses the offer without confirmLowerRate, naming the same contracts, and changes nothing', async () => {
    const before = await contractTables(t.db);
    for (const over of [{}, { confirmLowerRate: false }]) {
      const res = await api(t.app, 'POST', '/api/contracts', team.tokens.top, offerBody(team.sub, LOWER, over));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        success: false,
        code: 'LOWER_RATE_CONFIRM',
        message: 'This contract ends 2 contract(s) further down the team; please confirm to continue',
      });
      expect(
        res.body.value.endsContracts.map((c: { id: number; downline: { id: number } }) => [c.id, c.downline.id]),
      ).toEqual([
        [ids.subSubsub, team.subsub],
        [ids.subSibling, sibling],
      ]);
    }
    const tw = await api(t.app, 'POST', '/api/contracts', team.tokens.top, offerBody(team.sub, LOWER), 'TW');
    expect(tw.body.message).toBe('此合約將終止團隊下方 2 份合約，請確認後再送出');
    expect(await contractTables(t.db)).toBe(before);
  });
});

describe('confirmed and accepted', () => {
  let offerId: number;

  it('makes the offer with confirmLowerRate and ends nothing before the acceptance', async () => {
    const res = await api(
      t.app,
      'POST',
      '/api/contracts',
      team.tokens.top,
      offerBody(team.sub, LOWER, { confirmLowerRate: true }),
    );
    expect(res.status).toBe(200);
    offerId = res.body.value.id;
    expect((await contractRow(t.db, ids.subSubsub)).state).toBe('active');
    expect((await contractRow(t.db, ids.subSibling)).state).toBe('terminationRequested');
  });

  it('ends the breaching contracts on acceptance, with events and messages to both parties', async () => {
    const events: LiveEvent[] = [];
    const stop = subscribe((e) => events.push(e));
    const counts = {
      sub: (await messagesOf(t.db, team.sub)).length,
      subsub: (await messagesOf(t.db, team.subsub)).length,
      sibling: (await messagesOf(t.db, sibling)).length,
      deep: (await messagesOf(t.db, deep)).length,
    };
    const res = await api(t.app, 'POST', `/api/contracts/${offerId}/process`, team.tokens.sub, { action: 'accept' });
    stop();
    expect(res.status).toBe(200);
    expect(res.body.value.state).toBe('active');

    expect(await contractRow(t.db, ids.topSub)).toMatchObject({ state: 'replaced', endReason: 'replaced' });
    for (const id of [ids.subSubsub, ids.subSibling]) {
      const row = await contractRow(t.db, id);
      expect(row).toMatchObject({ state: 'terminated', endReason: 'lowerRate', terminationRequestedBy: null });
      expect(row.endedAt).not.toBeNull();
      expect((await eventRows(t.db, id)).at(-1)).toMatchObject({
        action: 'lowerRate',
        actorKind: 'system',
        toState: 'terminated',
        detail: { causedBy: offerId },
      });
    }
    expect((await eventRows(t.db, ids.subSibling)).at(-1)!.fromState).toBe('terminationRequested');
    // below an ended contract: left as it is
    expect((await contractRow(t.db, ids.subsubDeep)).state).toBe('active');
    expect((await contractRow(t.db, ids.hourly)).state).toBe('active');

    const subMessages = (await messagesOf(t.db, team.sub)).slice(counts.sub);
    expect(subMessages.map((m) => m.titleEn)).toEqual([
      'Contract ended by a lower rate',
      'Contract ended by a lower rate',
    ]);
    for (const [who, before] of [
      [team.subsub, counts.subsub],
      [sibling, counts.sibling],
    ] as const) {
      const mine = (await messagesOf(t.db, who)).slice(before);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ titleEn: 'Contract ended by a lower rate', titleTw: '合約因較低比例而終止' });
      expect(mine[0]!.contentEn).toContain('daily wage');
      expect(mine[0]!.contentTw).toContain('日工資');
    }
    expect((await messagesOf(t.db, deep)).length).toBe(counts.deep);
    for (const [memberId, id] of [
      [team.sub, ids.subSubsub],
      [team.subsub, ids.subSubsub],
      [team.sub, ids.subSibling],
      [sibling, ids.subSibling],
    ]) {
      expect(events).toContainEqual({
        merchantId: team.merchantId,
        memberId,
        type: 'contract',
        payload: { id, kind: 'dailyWage', state: 'terminated' },
      });
    }
    const seen = await api(t.app, 'GET', `/api/contracts/${ids.subSubsub}`, await sessionOf(t.db, team.subsub));
    expect(seen.body.value.contract).toMatchObject({ state: 'terminated', endReason: 'lowerRate', actions: [] });
    expect(seen.body.value.events.at(-1)).toMatchObject({
      action: 'lowerRate',
      actor: 'system',
      fromState: 'active',
      toState: 'terminated',
    });
  });
});

describe("an operator's new top contract", () => {
  it('ends the breaching contracts below the top agent at once, telling both parties, audited', async () => {
    const op = await operatorToken(t);
    const [live] = await t.db
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.downlineId, team.sub),
          eq(agentContracts.kind, 'dailyWage'),
          eq(agentContracts.state, 'active'),
        ),
      );
    const before = { top: (await messagesOf(t.db, team.top)).length, sub: (await messagesOf(t.db, team.sub)).length };
    const res = await api(t.app, 'POST', '/api/operator/contracts', op, {
      agentId: team.top,
      kind: 'dailyWage',
      period: 'daily',
      tiers: tiers([0, '0', '1.00']),
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ state: 'active', upline: null, role: 'operator', actions: [] });
    expect(await contractRow(t.db, live!.id)).toMatchObject({ state: 'terminated', endReason: 'lowerRate' });
    expect((await eventRows(t.db, live!.id)).at(-1)).toMatchObject({ action: 'lowerRate', actorKind: 'operator' });
    expect((await contractRow(t.db, ids.subsubDeep)).state).toBe('active');
    const topMessages = (await messagesOf(t.db, team.top)).slice(before.top).map((m) => m.titleEn);
    expect(topMessages).toEqual(['Contract from the platform', 'Contract ended by a lower rate']);
    expect((await messagesOf(t.db, team.sub)).slice(before.sub).map((m) => m.titleEn)).toEqual([
      'Contract ended by a lower rate',
    ]);
    const entry = (await contractAudit(t.db, team.merchantId)).at(-1)!;
    expect(entry).toMatchObject({ action: 'contract.set', targetType: 'contract', targetId: res.body.value.id });
    expect((entry.after as { endedLowerRate: { id: number }[] }).endedLowerRate.map((c) => c.id)).toEqual([live!.id]);
    expect((entry.before as { endReason: string }).endReason).toBe('replaced');
  });
});

describe("a dividend's new period", () => {
  it('ends the dividend grants below on the old period when the top agent’s period changes', async () => {
    const op = await operatorToken(t);
    const team2 = await buildTeam(t.db, 'lrp');
    const table = tiers([0, '0', '10.00']);
    await grant(t.db, team2.merchantId, {
      uplineId: null,
      downlineId: team2.top,
      kind: 'dividend',
      period: 'weekly',
      tiers: table,
    });
    const weekly = await grant(t.db, team2.merchantId, {
      uplineId: team2.top,
      downlineId: team2.sub,
      kind: 'dividend',
      period: 'weekly',
      tiers: tiers([0, '0', '5.00']),
    });
    const res = await api(t.app, 'POST', '/api/operator/contracts', op, {
      agentId: team2.top,
      kind: 'dividend',
      period: 'monthly',
      tiers: table,
    });
    expect(res.status).toBe(200);
    expect(await contractRow(t.db, weekly)).toMatchObject({ state: 'terminated', endReason: 'lowerRate' });
    // the same period and a covered table leave a grant alone
    const monthly = await grant(t.db, team2.merchantId, {
      uplineId: team2.top,
      downlineId: team2.sub,
      kind: 'dividend',
      period: 'monthly',
      tiers: tiers([0, '0', '5.00']),
    });
    expect(
      (
        await api(t.app, 'POST', '/api/operator/contracts', op, {
          agentId: team2.top,
          kind: 'dividend',
          period: 'monthly',
          tiers: table,
        })
      ).status,
    ).toBe(200);
    expect((await contractRow(t.db, monthly)).state).toBe('active');
  });
});
