/**
 * The operator console's member search (README "Operator console": the agents screen): GET
 * /api/operator/members finds the merchant's accounts by a part of the username, paged, with type,
 * upline, team size (at any depth) and registration time; never another merchant's members, never
 * a trial account; member tokens and another merchant's operator are refused. The audit log
 * filters by target type (the screen's list of make-agent and move entries).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { members } from '../../../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { memberRow, tokenOf } from '../wallet/support.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
let demoOp: string;
let luckyOp: string;
const LUCKY = 'lucky.localhost';

async function call<T = any>(
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  body?: unknown,
  host = 'localhost',
  language = 'en',
) {
  const headers: Record<string, string> = { host, 'accept-language': language };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: string | number; message: string; value: T },
  };
}
const login = async (host = 'localhost') => await operatorSignIn(t.app, { host });
const search = (query: string, token = demoOp, host = 'localhost') =>
  call('GET', `/api/operator/members?${query}`, token, undefined, host);

beforeAll(async () => {
  t = await createTestApp();
  demoOp = await login();
  luckyOp = await login(LUCKY);
});
afterAll(async () => t.close());

describe('member search', () => {
  it('finds members by a part of the username in any case, with upline, team size at any depth and registration time', async () => {
    const agent = await memberRow(t.db, 'agent01');
    const found = await search('username=AGENT0');
    expect(found.status).toBe(200);
    const row = found.body.value.list.find((m: { username: string }) => m.username === 'agent01');
    const teamSize = (
      (await t.db.execute(
        sql`select count(*)::int as n from member_tree where ancestor_id = ${agent.id} and depth > 0`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;
    expect(teamSize).toBeGreaterThan(3);
    expect(row).toMatchObject({
      id: agent.id,
      username: 'agent01',
      nickname: agent.nickname,
      type: agent.type,
      uplineUsername: null,
      teamSize,
      registeredAt: agent.createdAt.toISOString(),
    });
    for (const m of found.body.value.list) expect(m.username).toContain('agent0');

    const sub = await memberRow(t.db, 'subagent01');
    const subRow = (await search('username=subagent01')).body.value.list[0];
    expect(subRow).toMatchObject({ username: 'subagent01', uplineUsername: 'agent01', type: sub.type });
    const member = (await search('username=player001')).body.value.list[0];
    expect(member.teamSize).toBe(0);
  });

  it('pages in username order with the total; a wildcard in the search is taken literally', async () => {
    const merchantId = (await memberRow(t.db, 'agent01')).merchantId;
    const n = (
      (await t.db.execute(
        sql`select count(*)::int as n from members where merchant_id = ${merchantId} and type <> 4`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;
    const first = (await search('pageNo=1&pageSize=5')).body.value;
    const second = (await search('pageNo=2&pageSize=5')).body.value;
    expect([first.total, first.pageNo, first.pageSize, first.list.length, second.pageNo]).toEqual([n, 1, 5, 5, 2]);
    const names = [...first.list, ...second.list].map((m: { username: string }) => m.username);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(10);
    const wild = (await search(`username=${encodeURIComponent('%')}`)).body.value;
    expect(wild.total).toBe(0);
    expect((await search('pageSize=500')).status).toBe(400);
    const nul = await search('username=a%00b');
    expect([nul.status, nul.body.success]).toEqual([400, false]);
  });

  it('never lists another merchant’s members or trial accounts', async () => {
    const luckyId = (
      (await t.db.execute(sql`select id from merchants where code = 'LUCKY'`)) as unknown as { rows: { id: number }[] }
    ).rows[0]!.id;
    const onlyLucky = 'luckyonly77';
    await t.db
      .insert(members)
      .values({ merchantId: luckyId, username: onlyLucky, nickname: 'Lucky', passwordHash: 'test-only' });
    expect((await search(`username=${onlyLucky}`)).body.value).toMatchObject({ list: [], total: 0 });
    expect(
      (await search(`username=${onlyLucky}`, luckyOp, LUCKY)).body.value.list.map(
        (m: { username: string }) => m.username,
      ),
    ).toContain(onlyLucky);

    const trial = await memberRow(t.db, 'ipguard01');
    await t.db.update(members).set({ type: 4 }).where(eq(members.id, trial.id));
    expect((await search('username=ipguard01')).body.value.total).toBe(0);
  });

  it('refuses a member token, no token and another merchant’s operator, localised', async () => {
    const member = await tokenOf(t.db, 'demo01');
    const refused = await call('GET', '/api/operator/members', member, undefined, 'localhost', 'zh-TW');
    expect([refused.status, refused.body.message]).toEqual([401, '請先以管理員身分登入']);
    expect((await call('GET', '/api/operator/members', null)).status).toBe(401);
    expect((await search('username=agent01', luckyOp)).status).toBe(401);
  });
});

describe('audit by target type', () => {
  it('lists only the member entries after a make-agent, newest first', async () => {
    const player = await memberRow(t.db, 'player003');
    expect((await call('POST', `/api/operator/members/${player.id}/make-agent`, demoOp, { type: 2 })).status).toBe(200);
    const page = (await call('GET', '/api/operator/audit?targetType=member&pageSize=50', demoOp)).body.value;
    expect(page.list[0]).toMatchObject({
      action: 'member.makeAgent',
      targetType: 'member',
      targetId: player.id,
      before: { type: 0 },
      after: { type: 2 },
    });
    for (const entry of page.list) expect(entry.targetType).toBe('member');
  });
});
