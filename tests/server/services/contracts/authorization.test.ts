/**
 * Authorization of every contract route (docs/contracts.md "Lifecycle", visibility; house rule:
 * a member sees only its own records, an agent only its team's): no token 401; a trial account
 * 403 NEED_TRUE_ACCOUNT; a member 403 NOT_AGENT on the offer routes; a contract is seen by its
 * two parties and every upline of its downline (role `above`, no actions, no action allowed), and
 * by nobody else: 404 CONTRACT_NOT_FOUND, the same answer as an id that does not exist. Operator
 * routes take an operator token of the request's merchant only.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestApp } from '../../support/testApp.ts';
import { createContractTestApp } from '../../support/contractApp.ts';
import { api, buildTeam, contractTables, grant, offerBody, operatorToken, tiers, type Team } from './support.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
let team: Team;
/** sub -> subsub, active (top is an upline of both parties). */
let deepContract: number;
/** top -> sub, offered. */
let offered: number;

beforeAll(async () => {
  t = await createContractTestApp({ rateLimitMax: false });
  team = await buildTeam(t.db, 'au');
  await grant(t.db, team.merchantId, { uplineId: null, downlineId: team.top, tiers: tiers([0, '0', '3.00']) });
  await grant(t.db, team.merchantId, { uplineId: team.top, downlineId: team.sub, tiers: tiers([0, '0', '2.00']) });
  deepContract = await grant(t.db, team.merchantId, {
    uplineId: team.sub,
    downlineId: team.subsub,
    tiers: tiers([0, '0', '1.00']),
  });
  offered = await grant(t.db, team.merchantId, {
    uplineId: team.top,
    downlineId: team.sub,
    kind: 'dividend',
    tiers: tiers([0, '0', '10.00']),
    state: 'offered',
  });
  await grant(t.db, team.merchantId, { uplineId: null, downlineId: team.stranger, tiers: tiers([0, '0', '3.00']) });
});
afterAll(async () => t.close());

type Call = [method: 'GET' | 'POST', url: () => string, body?: () => unknown];
const ROUTES: Record<string, Call> = {
  list: ['GET', () => '/api/contracts'],
  offer: [
    'POST',
    () => '/api/contracts',
    () => offerBody(team.sub, tiers([0, '0', '0.10']), { kind: 'hourlyWage', period: 'hour' }),
  ],
  preview: [
    'POST',
    () => '/api/contracts/preview',
    () => ({ kind: 'dailyWage', period: 'daily', downlineId: team.sub, tiers: tiers([0, '0', '1.00']) }),
  ],
  detail: ['GET', () => `/api/contracts/${deepContract}`],
  process: ['POST', () => `/api/contracts/${deepContract}/process`, () => ({ action: 'requestTermination' })],
};
const call = (name: string, token: string | null, language: 'EN' | 'TW' = 'EN') => {
  const [method, url, body] = ROUTES[name]!;
  return api(t.app, method, url(), token, body?.(), language);
};

describe.each(Object.keys(ROUTES))('%s', (name) => {
  it('answers 401 NOT_LOGGED_IN without a token or with an unknown one, changing nothing', async () => {
    const before = await contractTables(t.db);
    for (const token of [null, 'x'.repeat(43)]) {
      const res = await call(name, token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    }
    expect(await contractTables(t.db)).toBe(before);
  });

  it('answers 403 NEED_TRUE_ACCOUNT to a trial account, localised', async () => {
    const res = await call(name, team.tokens.trial);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await call(name, team.tokens.trial, 'TW')).body.message).not.toBe(res.body.message);
  });
});

describe('offers need an agent', () => {
  it.each(['offer', 'preview'])('%s answers 403 NOT_AGENT to a member', async (name) => {
    const res = await call(name, team.tokens.member);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'NOT_AGENT', message: 'Non-agents cannot log in' });
    expect((await call(name, team.tokens.member, 'TW')).body.message).toBe('非代理無法登入');
  });

  it('offer and preview answer 200 to the agent', async () => {
    expect((await call('preview', team.tokens.top)).status).toBe(200);
    // top holds no hourly wage contract: a business refusal, not an authorization one
    expect((await call('offer', team.tokens.top)).body.code).toBe('CONTRACT_NO_OWN_CONTRACT');
  });
});

describe('visibility', () => {
  const detail = (token: string, id: number) => api(t.app, 'GET', `/api/contracts/${id}`, token);

  it('shows a contract to its parties with their actions', async () => {
    expect((await detail(team.tokens.sub, deepContract)).body.value.contract).toMatchObject({
      role: 'upline',
      actions: ['requestTermination'],
    });
    expect((await detail(team.tokens.subsub, deepContract)).body.value.contract).toMatchObject({
      role: 'downline',
      actions: ['requestTermination'],
    });
  });

  it('shows it to an upline of both parties with role above and no actions, and refuses its actions', async () => {
    const seen = await detail(team.tokens.top, deepContract);
    expect(seen.status).toBe(200);
    expect(seen.body.value.contract).toMatchObject({ id: deepContract, role: 'above', actions: [] });
    const before = await contractTables(t.db);
    for (const action of ['requestTermination', 'acceptTermination', 'withdraw', 'accept']) {
      const res = await api(t.app, 'POST', `/api/contracts/${deepContract}/process`, team.tokens.top, { action });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('CONTRACT_ACTION_FORBIDDEN');
    }
    expect(await contractTables(t.db)).toBe(before);
  });

  it('answers 404 CONTRACT_NOT_FOUND to anybody else, the same as an unknown id', async () => {
    const before = await contractTables(t.db);
    const outsiders = {
      stranger: team.tokens.stranger,
      strangerSub: team.tokens.strangerSub,
      member: team.tokens.member,
      player: team.tokens.player,
    };
    for (const [who, token] of Object.entries(outsiders)) {
      for (const id of [deepContract, offered, 2_147_483_647]) {
        if (who === 'member' && id === 2_147_483_647) continue;
        const seen = await detail(token, id);
        expect([who, id, seen.status]).toEqual([who, id, 404]);
        expect(seen.body).toEqual({
          success: false,
          code: 'CONTRACT_NOT_FOUND',
          message: 'This contract does not exist',
          value: { field: 'id', in: 'params' },
        });
        const acted = await api(t.app, 'POST', `/api/contracts/${id}/process`, token, { action: 'accept' });
        expect(acted.status).toBe(404);
        expect(acted.body.code).toBe('CONTRACT_NOT_FOUND');
      }
    }
    const tw = await api(t.app, 'GET', `/api/contracts/${deepContract}?language=TW`, team.tokens.stranger);
    expect(tw.body).toMatchObject({ code: 'CONTRACT_NOT_FOUND', message: '此合約不存在' });
    // a member below the downline is not an upline of it
    expect((await detail(team.tokens.member, deepContract)).status).toBe(404);
    expect((await detail(team.tokens.subsub, offered)).status).toBe(404);
    expect(await contractTables(t.db)).toBe(before);
  });

  it('lists only what each member may see, with its role', async () => {
    const list = async (token: string, query = '') =>
      (await api(t.app, 'GET', `/api/contracts${query}`, token)).body.value;
    const top = await list(team.tokens.top);
    const roles = Object.fromEntries(top.list.map((c: { id: number; role: string }) => [c.id, c.role]));
    expect(roles[deepContract]).toBe('above');
    expect(roles[offered]).toBe('upline');
    expect(top.total).toBe(4); // its own, two it granted, and the one inside its team
    expect((await list(team.tokens.top, '?role=granted')).list.map((c: { role: string }) => c.role)).toEqual([
      'upline',
      'upline',
    ]);
    expect(
      (await list(team.tokens.top, '?role=received')).list.map((c: { role: string; upline: null }) => [
        c.role,
        c.upline,
      ]),
    ).toEqual([['downline', null]]);
    expect((await list(team.tokens.top, '?state=offered')).list.map((c: { id: number }) => c.id)).toEqual([offered]);
    expect((await list(team.tokens.top, '?kind=dividend&state=live')).total).toBe(0);
    const paged = await list(team.tokens.top, '?page=2&pageSize=3');
    expect([paged.page, paged.pageSize, paged.total, paged.list.length]).toEqual([2, 3, 4, 1]);
    const stranger = await list(team.tokens.stranger);
    expect(stranger.list.map((c: { downline: { id: number } }) => c.downline.id)).toEqual([team.stranger]);
    expect((await list(team.tokens.strangerSub)).total).toBe(0);
    expect((await list(team.tokens.member)).total).toBe(0);
    const sub = await list(team.tokens.sub);
    expect(sub.list.map((c: { role: string }) => c.role).sort()).toEqual(['downline', 'downline', 'upline']);
    const res = await api(t.app, 'GET', '/api/contracts', team.tokens.sub);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('operator routes', () => {
  const OPERATOR_ROUTES: Record<string, [method: 'GET' | 'POST' | 'PUT', url: () => string, body?: () => unknown]> = {
    'GET contracts': ['GET', () => '/api/operator/contracts'],
    'POST contracts': [
      'POST',
      () => '/api/operator/contracts',
      () => ({ agentId: team.stranger, kind: 'dailyWage', period: 'daily', tiers: tiers([0, '0', '1.00']) }),
    ],
    'POST contracts/:id/terminate': ['POST', () => `/api/operator/contracts/${deepContract}/terminate`],
    'GET contract-policy': ['GET', () => '/api/operator/contract-policy'],
    'PUT contract-policy': [
      'PUT',
      () => '/api/operator/contract-policy',
      () => ({ dividendApproval: true, carryForward: true, allowMemberContracts: true }),
    ],
  };

  it.each(Object.keys(OPERATOR_ROUTES))(
    '%s: 401 without an operator token (member tokens included), changing nothing',
    async (name) => {
      const [method, url, body] = OPERATOR_ROUTES[name]!;
      const before = await contractTables(t.db);
      for (const token of [null, team.tokens.top, team.tokens.member]) {
        const res = await api(t.app, method, url(), token, body?.());
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('OPERATOR_NOT_LOGGED_IN');
      }
      expect(await contractTables(t.db)).toBe(before);
    },
  );

  it("keeps another merchant's operator away from DEMO's contracts", async () => {
    const lucky = await operatorSignIn(t.app, { host: 'lucky.localhost' });
    const onLucky = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { host: 'lucky.localhost', authorization: `Bearer ${lucky}`, 'accept-language': 'en' },
        ...(payload ? { payload } : {}),
      });
    const before = await contractTables(t.db);
    expect((await onLucky('POST', `/api/operator/contracts/${deepContract}/terminate`)).statusCode).toBe(404);
    expect((await onLucky('GET', '/api/operator/contracts')).json().value.total).toBe(0);
    const set = await onLucky('POST', '/api/operator/contracts', {
      agentId: team.stranger,
      kind: 'dailyWage',
      period: 'daily',
      tiers: tiers([0, '0', '1.00']),
    });
    expect(set.statusCode).toBeGreaterThanOrEqual(400);
    expect(set.statusCode).toBeLessThan(500);
    // DEMO's operator token on LUCKY's host is refused
    const demo = await operatorToken(t);
    const cross = await t.app.inject({
      method: 'GET',
      url: '/api/operator/contracts',
      headers: { host: 'lucky.localhost', authorization: `Bearer ${demo}` },
    });
    expect(cross.statusCode).toBe(401);
    expect(await contractTables(t.db)).toBe(before);
  });
});

describe('OpenAPI', () => {
  it('lists every contract route with its 200 response schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const routes = [
      ['get', '/api/contracts'],
      ['post', '/api/contracts'],
      ['post', '/api/contracts/preview'],
      ['get', '/api/contracts/{id}'],
      ['post', '/api/contracts/{id}/process'],
      ['get', '/api/operator/contracts'],
      ['post', '/api/operator/contracts'],
      ['post', '/api/operator/contracts/{id}/terminate'],
      ['get', '/api/operator/contract-policy'],
      ['put', '/api/operator/contract-policy'],
    ];
    for (const [method, path] of routes) {
      const operation = doc.paths[path!]?.[method!];
      expect([method, path, operation !== undefined]).toEqual([method, path, true]);
      expect(JSON.stringify(operation!.responses['200'])).toContain('value');
    }
  });
});
