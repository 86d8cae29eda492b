/**
 * Favourites and recent games (spec sections 3, 4, 6, 7 and 9): add, remove, ids, list page size
 * 999, a member sees only their own, trial users and visitors refused, recent games newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, login, secureCall, type LoginValue } from '../../support/auth.ts';
import { schemaErrors } from '../../support/schemas.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { demoMember, tokenFor } from '../vendor-protocol/support.ts';

let t: TestApp;
let demo: string;
let mobile: string;
let trial: string;
let demoId: number;
let merchantId: number;

type Page = {
  content: { nodeId: number; gameCode: string }[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
};

beforeAll(async () => {
  t = await createTestApp();
  const a = await login(t.app, { username: 'demo01', password: 'Demo1234' }, { ip: '10.8.0.1' });
  demo = a.body.value.token;
  demoId = a.body.value.member.id;
  mobile = (await login(t.app, { username: 'mobile01', password: 'Mobile1234' }, { ip: '10.8.0.2' })).body.value.token;
  trial = (
    await secureCall<LoginValue>(
      t.app,
      'POST',
      '/api/auth/free-play',
      { os: 'web', platform: 'W', gatewayVersion: 3 },
      { ip: '10.8.0.3' },
    )
  ).body.value.token;
  merchantId = (await demoMember(t.db)).merchantId;
}, 120_000); // logins solve a human check: slow on a loaded machine
afterAll(() => t.close());

const ids = async (token: string) =>
  (await call<{ nodeIds: number[] }>(t.app, 'GET', '/api/games/favourites/ids', undefined, { token })).body.value
    .nodeIds;

describe('favourites', () => {
  it('adds (once), lists with page size 999 and removes', async () => {
    expect(await ids(demo)).toEqual([]);
    const added = await call<{ nodeIds: number[] }>(
      t.app,
      'POST',
      '/api/games/favourites',
      { nodeId: 90001, vendor: 'BGS', gameType: 'BGS' },
      { token: demo },
    );
    expect(added.body.value.nodeIds).toEqual([90001]);
    await call(t.app, 'POST', '/api/games/favourites', { nodeId: 90001 }, { token: demo });
    await call(t.app, 'POST', '/api/games/favourites', { nodeId: 90003 }, { token: demo });
    expect(await ids(demo)).toEqual([90003, 90001]);

    const list = await call<Page>(
      t.app,
      'GET',
      '/api/games/favourites?clientType=3&platform=WEB&language=EN&pageNo=1&pageSize=999',
      undefined,
      { token: demo },
    );
    expect(schemaErrors('api/favourite-list.json', list.body.value)).toEqual([]);
    expect(list.body.value).toMatchObject({ pageNum: 1, pageSize: 999, totalPages: 1, totalCount: 2 });
    expect(list.body.value.content.map((g) => g.gameCode)).toEqual(['BGS_FISH', 'BGS_SLOT']);
    const fish = await call<Page>(t.app, 'GET', '/api/games/favourites?gameType=FISH', undefined, { token: demo });
    expect(fish.body.value.content.map((g) => g.nodeId)).toEqual([90003]);

    const removed = await call<{ nodeIds: number[] }>(
      t.app,
      'DELETE',
      '/api/games/favourites',
      { nodeId: 90001 },
      { token: demo },
    );
    expect(removed.body.value.nodeIds).toEqual([90003]);
  });

  it('keeps each member to their own list', async () => {
    expect(await ids(mobile)).toEqual([]);
    await call(t.app, 'DELETE', '/api/games/favourites', { nodeId: 90003 }, { token: mobile });
    expect(await ids(demo)).toEqual([90003]);
  });

  it('refuses unknown games, bad bodies, visitors and trial users', async () => {
    expect((await call(t.app, 'POST', '/api/games/favourites', { nodeId: 99999999 }, { token: demo })).status).toBe(
      404,
    );
    expect((await call(t.app, 'POST', '/api/games/favourites', { nodeId: 'x' }, { token: demo })).status).toBe(400);
    expect((await call(t.app, 'GET', '/api/games/favourites/ids')).status).toBe(401);
    const refused = await call(
      t.app,
      'POST',
      '/api/games/favourites',
      { nodeId: 90001 },
      { token: trial, language: 'EN' },
    );
    expect([refused.status, refused.body.code]).toEqual([403, 'NEED_TRUE_ACCOUNT']);
  });
});

describe('recent games', () => {
  it('lists launched games once each, newest launch first, page 1 size 20', async () => {
    const who = { memberId: demoId, merchantId };
    await tokenFor(t.db, who, 'BGS_SLOT', 'real', new Date('2026-03-01T10:00:00Z'));
    await tokenFor(t.db, who, 'BGS_FISH', 'trial', new Date('2026-03-01T10:05:00Z'));
    await tokenFor(t.db, who, 'BGS_SLOT', 'real', new Date('2026-03-01T10:10:00Z'));
    const res = await call<Page>(
      t.app,
      'GET',
      '/api/games/recent?page=1&pageSize=20&language=EN&clientType=3',
      undefined,
      { token: demo },
    );
    expect(schemaErrors('api/favourite-list.json', res.body.value)).toEqual([]);
    expect(res.body.value.content.map((g) => g.gameCode)).toEqual(['BGS_SLOT', 'BGS_FISH']);
    expect(res.body.value).toMatchObject({ pageNum: 1, pageSize: 20, totalCount: 2 });
    const other = await call<Page>(t.app, 'GET', '/api/games/recent', undefined, { token: mobile });
    expect(other.body.value.content).toEqual([]);
    expect((await call(t.app, 'GET', '/api/games/recent')).status).toBe(401);
  });
});
