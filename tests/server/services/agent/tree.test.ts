/**
 * The downline tree (README "Agents"; spec sections 1 and 3): the closure table after inserts and
 * moves equals a brute-force walk of members.upline_id (fast-check over random trees and moves),
 * moves never make a cycle and only agents are uplines, registration with an agent's affiliate
 * code or an invitation link places the new account, and the operator actions (make agent, move)
 * are audited with before and after, refused with localised messages and changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../../../../server/db/open.ts';
import { invitationLinks, members, memberTree, operatorAudit } from '../../../../server/db/schema.ts';
import { inTeam, moveSubtree, placeInTree } from '../../../../server/services/agent/tree.ts';
import { secureCall, solveCaptcha } from '../../support/auth.ts';
import { teamMismatches } from './support.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api, memberRow } from '../wallet/support.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
let merchantId: number;
let operator: string;
let serial = 0;
type Row = Awaited<ReturnType<typeof memberRow>>;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await memberRow(t.db, 'agent01')).merchantId;
  operator = await operatorSignIn(t.app);
});
afterAll(async () => t.close());

/** Inserts an account under `uplineId` the way every creation path does (member row and tree in one transaction). */
async function addMember(uplineId: number | null, type: number): Promise<number> {
  return t.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [row] = await db
      .insert(members)
      .values({
        merchantId,
        username: `tree${process.pid}x${++serial}`,
        nickname: 'Tree',
        type,
        passwordHash: 'x',
        uplineId,
      })
      .returning({ id: members.id });
    await placeInTree(db, { merchantId, memberId: row!.id, uplineId });
    return row!.id;
  });
}

/** Every (ancestor, descendant, depth) of the merchant by walking upline_id, as sorted strings. */
async function bruteForceClosure(): Promise<string[]> {
  const rows = await t.db
    .select({ id: members.id, uplineId: members.uplineId })
    .from(members)
    .where(eq(members.merchantId, merchantId));
  const upline = new Map(rows.map((r) => [r.id, r.uplineId]));
  const out: string[] = [];
  for (const { id } of rows) {
    let depth = 0;
    for (let at: number | null | undefined = id; at !== null && at !== undefined; at = upline.get(at))
      out.push(`${at}>${id}@${depth++}`);
  }
  return out.sort();
}

async function storedClosure(): Promise<string[]> {
  const rows = await t.db.select().from(memberTree).where(eq(memberTree.merchantId, merchantId));
  return rows.map((r) => `${r.ancestorId}>${r.descendantId}@${r.depth}`).sort();
}

describe('closure table', () => {
  it('holds the seeded tree: agent01 has sub-agents and members down to depth 4, consistent with upline_id', async () => {
    const agent = await memberRow(t.db, 'agent01');
    const depths = await t.db
      .select({ depth: memberTree.depth })
      .from(memberTree)
      .where(eq(memberTree.ancestorId, agent.id));
    expect(depths.length).toBeGreaterThan(30);
    expect(Math.max(...depths.map((d) => d.depth))).toBe(4);
    expect(await teamMismatches(t.db)).toBe(0);
    expect(await inTeam(t.db, agent.id, (await memberRow(t.db, 'demo01')).id)).toBe(true);
    expect(await storedClosure()).toEqual(await bruteForceClosure());
  });

  it('stays equal to a walk of upline_id after random inserts and moves; refused moves change nothing', async () => {
    const root = await addMember(null, 1);
    const ops = fc.array(fc.record({ move: fc.boolean(), a: fc.nat(), b: fc.nat(), agent: fc.boolean() }), {
      minLength: 5,
      maxLength: 25,
    });
    await fc.assert(
      fc.asyncProperty(ops, async (steps) => {
        const nodes: { id: number; agent: boolean }[] = [{ id: root, agent: true }];
        for (const step of steps) {
          const agents = nodes.filter((n) => n.agent);
          if (!step.move) {
            nodes.push({
              id: await addMember(agents[step.a % agents.length]!.id, step.agent ? 2 : 0),
              agent: step.agent,
            });
            continue;
          }
          const member = nodes[step.a % nodes.length]!;
          const upline = nodes[step.b % nodes.length]!;
          if (member.id === root) continue;
          const cycle = member.id === upline.id || (await inTeam(t.db, member.id, upline.id));
          const before = await storedClosure();
          const moved = await t.db
            .transaction((tx) => moveSubtree(tx as unknown as Db, merchantId, member.id, upline.id))
            .then(
              () => null,
              (err: { code?: string }) => err.code,
            );
          if (!upline.agent) expect(moved).toBe('UPLINE_NOT_AGENT');
          else if (cycle) expect(moved).toBe('MOVE_INTO_OWN_TEAM');
          else expect(moved).toBeNull();
          if (moved) expect(await storedClosure()).toEqual(before);
        }
        expect(await storedClosure()).toEqual(await bruteForceClosure());
        expect(await teamMismatches(t.db)).toBe(0);
      }),
      { numRuns: 12 },
    );
  });
});

describe('registration places the new account', () => {
  it('under the agent of an affiliate code, and of an enabled invitation link with its account type and use count', async () => {
    const agent = await memberRow(t.db, 'agent01');
    await t.db.insert(invitationLinks).values({ merchantId, agentId: agent.id, code: 'TREELINK', accountType: 1 });
    let phone = 13_755_550_000;
    const register = async (username: string, affiliateCode: string, ip: string) => {
      const captcha = await solveCaptcha(t.app, ip);
      const body = {
        username,
        password: 'Abc12345',
        confirmPassword: 'Abc12345',
        paymentPassword: '123456',
        mobileNum: String(++phone),
        countryDialingCode: '86',
        domain: '127.0.0.1',
        login: true,
        captcha: captcha.answer,
        affiliateCode,
      };
      return secureCall(t.app, 'PUT', '/api/auth/register?language=EN', body, { ip, cookies: captcha.cookies });
    };
    expect((await register('treeviacode', 'ra8888', '10.7.0.1')).status).toBe(200);
    expect((await register('treevialink', 'treelink', '10.7.0.2')).status).toBe(200);
    for (const [username, type] of [
      ['treeviacode', 0],
      ['treevialink', 1],
    ] as const) {
      const row = await memberRow(t.db, username);
      expect([row.uplineId, row.type]).toEqual([agent.id, type]);
      expect(await inTeam(t.db, agent.id, row.id)).toBe(true);
    }
    expect((await memberRow(t.db, 'treevialink')).affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await t.db.select().from(invitationLinks).where(eq(invitationLinks.code, 'TREELINK')))[0]!.uses).toBe(1);
    await t.db.update(invitationLinks).set({ enabled: false }).where(eq(invitationLinks.code, 'TREELINK'));
    const off = await register('treeviaoff', 'TREELINK', '10.7.0.3');
    expect([off.status, (off.body as { code: string }).code]).toEqual([400, 'INVITATION_CODE_ERROR']);
    expect(await storedClosure()).toEqual(await bruteForceClosure());
  });
});

describe('operator actions', () => {
  const post = (path: string, body: unknown, language: 'TW' | 'EN' = 'EN') =>
    api(t.app, 'POST', `/api/operator/members/${path}`, operator, body, language);
  const audits = async (id: number) =>
    t.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetType, 'member'), eq(operatorAudit.targetId, id)));

  it('makes a member an agent with an affiliate code, audited; refuses a bad type, an agent, a trial account', async () => {
    const player = await memberRow(t.db, 'player001');
    expect((await post(`${player.id}/make-agent`, { type: 7 })).body).toMatchObject({
      code: 'NOT_AGENT_TYPE',
      message: 'Choose an agent type: 1, 2, 41 or 42',
    });
    const done = await post(`${player.id}/make-agent`, { type: 41 });
    expect(done.status).toBe(200);
    expect(done.body.value).toMatchObject({ id: player.id, type: 41, uplineId: player.uplineId });
    expect(done.body.value.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    const [entry] = await audits(player.id);
    expect(entry).toMatchObject({
      action: 'member.makeAgent',
      before: { type: 0, affiliateCode: null },
      after: { type: 41 },
    });
    const again = await post(`${player.id}/make-agent`, { type: 1 }, 'TW');
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 'ALREADY_AGENT', '此會員已經是代理']);
    expect(await audits(player.id)).toHaveLength(1);
    expect((await post('99999999/make-agent', { type: 1 })).body.code).toBe('MEMBER_NOT_FOUND');
    const trial = await memberRow(t.db, 'ipguard02');
    await t.db.update(members).set({ type: 4 }).where(eq(members.id, trial.id));
    expect((await post(`${trial.id}/make-agent`, { type: 1 })).body.code).toBe('MEMBER_NOT_FOUND');
    expect((await memberRow(t.db, 'ipguard02')).type).toBe(4);
  });

  it('moves a member with its team under another agent, audited; refuses a cycle, a non-agent upline, another merchant’s member', async () => {
    const [sub1, sub2, team1, player] = (await Promise.all(
      ['subagent01', 'subagent02', 'team01', 'player002'].map((u) => memberRow(t.db, u)),
    )) as [Row, Row, Row, Row];
    const teamBefore = await t.db.select().from(memberTree).where(eq(memberTree.ancestorId, team1.id));
    expect((await post(`${sub1.id}/move`, { uplineId: team1.id })).body).toMatchObject({ code: 'MOVE_INTO_OWN_TEAM' });
    expect((await post(`${sub1.id}/move`, { uplineId: sub1.id })).body.code).toBe('MOVE_INTO_OWN_TEAM');
    expect((await post(`${team1.id}/move`, { uplineId: player.id })).body).toMatchObject({
      code: 'UPLINE_NOT_AGENT',
      message: 'The new upline must be an agent',
    });
    const lucky = (await t.db.execute(
      sql`select m.id from members m join merchants x on x.id = m.merchant_id where x.code = 'LUCKY' limit 1`,
    )) as unknown as { rows: { id: number }[] };
    expect((await post(`${lucky.rows[0]!.id}/move`, { uplineId: sub2.id })).status).toBe(404);
    expect(await audits(team1.id)).toHaveLength(0);

    const moved = await post(`${team1.id}/move`, { uplineId: sub2.id });
    expect(moved.body.value).toMatchObject({ id: team1.id, uplineId: sub2.id });
    expect(await audits(team1.id)).toMatchObject([
      { action: 'member.move', before: { uplineId: sub1.id }, after: { uplineId: sub2.id } },
    ]);
    for (const row of teamBefore) {
      expect(await inTeam(t.db, sub2.id, row.descendantId)).toBe(true);
      expect(await inTeam(t.db, sub1.id, row.descendantId)).toBe(false);
    }
    expect(await storedClosure()).toEqual(await bruteForceClosure());
    expect(await teamMismatches(t.db)).toBe(0);
    expect(
      (await api(t.app, 'POST', `/api/operator/members/${team1.id}/move`, null, { uplineId: sub1.id })).status,
    ).toBe(401);
  });
});
