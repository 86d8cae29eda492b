/**
 * A downline moved by an operator leaves its contracts with the old upline (docs/contracts.md
 * "Lifecycle"; server/services/contracts/moved.ts): its offer and live contract from the old
 * upline end as `terminated` with reason `downlineMoved` in the move's transaction, both parties
 * get a platform message, and the contracts it granted below and merchant-granted ones stay.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestApp } from '../../support/testApp.ts';
import { createContractTestApp } from '../../support/contractApp.ts';
import { api, buildTeam, contractRow, eventRows, grant, messagesOf, operatorToken, tiers } from './support.ts';
import { addMember, uniqueName } from '../agent/support.ts';

let t: TestApp;
let op: string;

beforeAll(async () => {
  t = await createContractTestApp();
  op = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

describe('moving a downline to another upline', () => {
  it('ends its contracts with the old upline and keeps the others', async () => {
    const team = await buildTeam(t.db, 'mv');
    const table = tiers([0, '0', '1.00']);
    const topWage = await grant(t.db, team.merchantId, {
      uplineId: null,
      downlineId: team.top,
      tiers: tiers([0, '0', '2.00']),
    });
    const subWage = await grant(t.db, team.merchantId, { uplineId: team.top, downlineId: team.sub, tiers: table });
    const subOffer = await grant(t.db, team.merchantId, {
      uplineId: team.top,
      downlineId: team.sub,
      kind: 'dividend',
      tiers: table,
      state: 'offered',
    });
    const subsubWage = await grant(t.db, team.merchantId, {
      uplineId: team.sub,
      downlineId: team.subsub,
      tiers: tiers([0, '0', '0.50']),
    });
    const newUpline = await addMember(t.db, team.merchantId, uniqueName('mvnew'), 1, null);
    const before = (await messagesOf(t.db, team.top)).length;

    const res = await api(t.app, 'POST', `/api/operator/members/${team.sub}/move`, op, { uplineId: newUpline });
    expect(res.status).toBe(200);

    for (const id of [subWage, subOffer]) {
      const row = await contractRow(t.db, id);
      expect([row.state, row.endReason]).toEqual(['terminated', 'downlineMoved']);
      expect((await eventRows(t.db, id)).map((e) => [e.action, e.actorKind, e.toState])).toEqual([
        ['downlineMoved', 'operator', 'terminated'],
      ]);
    }
    expect((await contractRow(t.db, subsubWage)).state).toBe('active');
    expect((await contractRow(t.db, topWage)).state).toBe('active');
    expect((await messagesOf(t.db, team.top)).length).toBe(before + 2);
    expect((await messagesOf(t.db, team.sub)).some((m) => m.titleEn === 'Contract ended by a team move')).toBe(true);
  });

  it('a refused move ends nothing', async () => {
    const team = await buildTeam(t.db, 'mvx');
    const wage = await grant(t.db, team.merchantId, {
      uplineId: team.top,
      downlineId: team.sub,
      tiers: tiers([0, '0', '1.00']),
    });
    const res = await api(t.app, 'POST', `/api/operator/members/${team.sub}/move`, op, { uplineId: team.member });
    expect(res.status).toBe(400);
    expect((await contractRow(t.db, wage)).state).toBe('active');
  });
});
