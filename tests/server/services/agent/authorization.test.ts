/**
 * Authorization matrix of every agent center route (spec sections 6 and 8; README "Agent
 * center"): no token 401; a member's or a trial user's token 403 NOT_AGENT ('Non-agents cannot
 * log in', localised); another agent's token with the first agent's downline ids 404 (the same
 * answer as an id that does not exist) and none of the first team's records in its lists; the
 * right agent 200.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';
import { addMember, addStats, demoMerchantId, fund, sessionOf, uniqueName } from './support.ts';

let t: TestApp;
const tokens: Record<'agent' | 'other' | 'member' | 'trial', string> = { agent: '', other: '', member: '', trial: '' };
let downline: number;
let deep: number;
let downlineName: string;
let invitationId: number;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: false });
  const merchantId = await demoMerchantId(t.db);
  const agent = await addMember(t.db, merchantId, uniqueName('za'), 1, null);
  const sub = await addMember(t.db, merchantId, uniqueName('zs'), 41, agent);
  downlineName = uniqueName('zd');
  downline = await addMember(t.db, merchantId, downlineName, 0, agent);
  deep = await addMember(t.db, merchantId, uniqueName('zx'), 0, sub);
  const other = await addMember(t.db, merchantId, uniqueName('zo'), 42, null);
  const member = await addMember(t.db, merchantId, uniqueName('zm'), 0, agent);
  const trial = await addMember(t.db, merchantId, uniqueName('zt'), 4, null);
  await fund(t.db, merchantId, agent, 50_000n);
  await fund(t.db, merchantId, other, 50_000n);
  await addStats(t.db, merchantId, [
    {
      memberId: deep,
      day: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
      validBet: 5000n,
      deposits: 100n,
    },
  ]);
  tokens.agent = await sessionOf(t.db, agent);
  tokens.other = await sessionOf(t.db, other);
  tokens.member = await sessionOf(t.db, member);
  tokens.trial = await sessionOf(t.db, trial);
  invitationId = (await api(t.app, 'POST', '/api/agent/invitations', tokens.agent, { accountType: 'member' })).body
    .value.id;
});
afterAll(async () => t.close());

type Call = [method: 'GET' | 'POST' | 'PATCH', url: () => string, body?: () => unknown];
let serial = 0;
const ROUTES: Record<string, Call> = {
  profile: ['GET', () => '/api/agent/profile'],
  overview: ['GET', () => '/api/agent/overview'],
  downlines: ['GET', () => '/api/agent/downlines'],
  createDownline: [
    'POST',
    () => '/api/agent/downlines',
    () => ({
      username: `auth${Date.now().toString(36)}${serial++}`.slice(0, 16),
      password: 'abc12345',
      accountType: 'member',
    }),
  ],
  teamBets: ['GET', () => '/api/agent/team-bets'],
  profitLoss: ['GET', () => '/api/agent/profit-loss'],
  revenue: ['GET', () => '/api/agent/revenue'],
  teamTransactions: ['GET', () => '/api/agent/team-transactions'],
  transferInfo: ['GET', () => '/api/agent/transfer'],
  transfer: [
    'POST',
    () => '/api/agent/transfer',
    () => ({
      downlineId: deep,
      amount: '1.00',
      paymentPassword: '246810',
      requestId: `matrix-${Date.now()}-${serial++}`,
    }),
  ],
  invitations: ['GET', () => '/api/agent/invitations'],
  createInvitation: ['POST', () => '/api/agent/invitations', () => ({ accountType: 'agent' })],
  switchInvitation: ['PATCH', () => `/api/agent/invitations/${invitationId}`, () => ({ enabled: true })],
  announcements: ['GET', () => '/api/agent/announcements'],
};

const call = (name: string, token: string | null, language: 'EN' | 'TW' = 'EN') => {
  const [method, url, body] = ROUTES[name]!;
  return api(t.app, method, url(), token, body?.(), language);
};

describe.each(Object.keys(ROUTES))('%s', (name) => {
  it('answers 401 without a token', async () => {
    const res = await call(name, null);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NOT_LOGGED_IN');
  });

  it('answers 403 NOT_AGENT to a member and a trial user, localised', async () => {
    for (const who of ['member', 'trial'] as const) {
      const en = await call(name, tokens[who]);
      expect(en.status).toBe(403);
      expect(en.body).toMatchObject({ success: false, code: 'NOT_AGENT', message: 'Non-agents cannot log in' });
      expect((await call(name, tokens[who], 'TW')).body.message).toBe('非代理無法登入');
    }
  });

  it('answers 200 to the agent', async () => {
    const res = await call(name, tokens.agent);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });
});

describe("another agent and the first agent's downline ids", () => {
  it('is refused with the same 404 as an unknown id', async () => {
    for (const id of [downline, deep, 2_000_000_000]) {
      const drill = await api(t.app, 'GET', `/api/agent/downlines?parentId=${id}`, tokens.other);
      expect(drill.status).toBe(404);
      expect(drill.body).toMatchObject({ code: 'NOT_IN_TEAM', message: 'This account is not in your team' });
      const move = await api(t.app, 'POST', '/api/agent/transfer', tokens.other, {
        downlineId: id,
        amount: '1.00',
        paymentPassword: '246810',
        requestId: `other-${id}-xx`,
      });
      expect(move.status).toBe(404);
      expect(move.body.code).toBe('NOT_IN_TEAM');
    }
    const link = await api(t.app, 'PATCH', `/api/agent/invitations/${invitationId}`, tokens.other, { enabled: false });
    expect(link.status).toBe(404);
  });

  it("sees none of the first team's records", async () => {
    expect((await api(t.app, 'GET', '/api/agent/profile', tokens.other)).body.value).toMatchObject({
      teamSize: 0,
      directCount: 0,
    });
    const overview = (await api(t.app, 'GET', '/api/agent/overview', tokens.other)).body.value;
    expect(overview).toMatchObject({ teamSize: 0, validBet: '0.00', deposits: '0.00' });
    const mine = (await api(t.app, 'GET', '/api/agent/overview', tokens.agent)).body.value;
    expect(mine.validBet).toBe('50.00');
    expect(mine.teamSize).toBeGreaterThanOrEqual(4); // and the downline the matrix created
    expect(
      (await api(t.app, 'GET', `/api/agent/downlines?username=${downlineName}`, tokens.other)).body.value.total,
    ).toBe(0);
    expect(
      (await api(t.app, 'GET', `/api/agent/downlines?username=${downlineName}`, tokens.agent)).body.value.total,
    ).toBe(1);
    expect((await api(t.app, 'GET', '/api/agent/profit-loss', tokens.other)).body.value.downlines).toEqual([]);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const around = `from=${day(-1)}&to=${day(1)}`;
    expect((await api(t.app, 'GET', `/api/agent/team-transactions?${around}`, tokens.other)).body.value.total).toBe(0);
    expect(
      (await api(t.app, 'GET', `/api/agent/team-transactions?${around}`, tokens.agent)).body.value.total,
    ).toBeGreaterThan(0);
    expect(
      (await api(t.app, 'GET', `/api/agent/team-bets?${around}&username=${downlineName}`, tokens.other)).body.value
        .total,
    ).toBe(0);
  });

  it('keeps a downline agent away from its upline and siblings', async () => {
    const subToken = await sessionOf(
      t.db,
      (await api(t.app, 'GET', '/api/agent/downlines', tokens.agent)).body.value.list.find(
        (d: { type: number }) => d.type === 41,
      ).id,
    );
    expect((await api(t.app, 'GET', `/api/agent/downlines?parentId=${downline}`, subToken)).status).toBe(404);
    expect((await api(t.app, 'GET', `/api/agent/downlines?parentId=${deep}`, subToken)).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('lists every agent route with its 200 response schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
      >;
    };
    for (const [method, url] of Object.values(ROUTES)) {
      const path = url().replace(/\/\d+$/, '/{id}');
      const operation = doc.paths[path]?.[method.toLowerCase()];
      expect(operation).toBeDefined();
      expect(JSON.stringify(operation!.responses['200'])).toContain('value');
    }
  });
});
