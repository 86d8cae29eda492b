/**
 * GET game launch (spec sections 2, 6 and 7; docs/vendor-protocol.md section 5) against a fake
 * vendor that checks the signature and the message like a real one: real play for members,
 * free trial for visitors and trial users, in_need_true_account, maintenance for vendors without
 * an integration, "cannot be opened" for a vendor not answering, never a made-up URL.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { integrationVendors, playerTokens, vendorIntegrations, vendors } from '../../../../server/db/schema.ts';
import { validatorOf } from '../../../../server/services/vendor-protocol/messages.ts';
import { hashToken } from '../../../../server/services/vendor-protocol/tokens.ts';
import { call, login, secureCall, type LoginValue } from '../../support/auth.ts';
import { schemaErrors } from '../../support/schemas.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { SECRET } from '../../services/vendor-protocol/support.ts';

let t: TestApp;
let vendor: FastifyInstance;
let vendorUrl: string;
const received: Record<string, unknown>[] = [];
let memberToken: string;
let trialToken: string;

beforeAll(async () => {
  vendor = Fastify();
  vendor.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  vendor.post('/launch', async (request, reply) => {
    const raw = request.body as string;
    const signature = createHmac('sha256', SECRET).update(raw).digest('hex');
    const answer =
      request.headers['x-signature'] === signature && request.headers['x-vendor-code'] === 'BGS'
        ? (received.push(JSON.parse(raw)),
          { status: 'OK', url: `https://games.vendor.test/play?session=${received.length}` })
        : { status: 'INVALID_SIGNATURE', message: 'bad' };
    const body = JSON.stringify(answer);
    return reply
      .header('content-type', 'application/json')
      .header('x-signature', createHmac('sha256', SECRET).update(body).digest('hex'))
      .send(body);
  });
  vendorUrl = await vendor.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp();
  await t.db.update(vendorIntegrations).set({ baseUrl: vendorUrl }).where(eq(vendorIntegrations.code, 'BGS'));
  memberToken = (await login(t.app, { username: 'demo01', password: 'Demo1234' }, { ip: '10.9.0.1' })).body.value.token;
  trialToken = (
    await secureCall<LoginValue>(
      t.app,
      'POST',
      '/api/auth/free-play',
      { os: 'web', platform: 'W', gatewayVersion: 3 },
      { ip: '10.9.0.2' },
    )
  ).body.value.token;
}, 120_000); // logins solve a human check: slow on a loaded machine
afterAll(async () => {
  await t.close();
  await vendor.close();
});

const launch = (query: string, token?: string, language: 'TW' | 'EN' = 'EN') =>
  call<Record<string, unknown>>(t.app, 'GET', `/api/games/launch?${query}`, undefined, { token, language });

describe('game launch', () => {
  it('gives a member the vendor URL of a real game, with a signed launch call carrying a fresh token', async () => {
    const res = await launch('nodeId=90001&mode=real&language=EN', memberToken);
    expect(res.status).toBe(200);
    expect(schemaErrors('api/launch.json', res.body.value)).toEqual([]);
    expect(res.body.value).toMatchObject({
      url: `https://games.vendor.test/play?session=${received.length}`,
      mode: 'real',
      gameCode: 'BGS_SLOT',
      vassalage: 'BGS',
      displayName: 'Dragon Fortune Reels',
    });
    const sent = received.at(-1)!;
    expect(sent).toMatchObject({
      gameCode: 'BGS_SLOT',
      language: 'EN',
      mode: 'real',
      currency: 'CNY',
      merchantCode: 'DEMO',
      nickname: 'Demo One',
    });
    expect(validatorOf('launch-request')(sent)).toBe(true);
    const [row] = await t.db
      .select()
      .from(playerTokens)
      .where(eq(playerTokens.tokenHash, hashToken(sent.playerToken as string)));
    expect(row).toMatchObject({ mode: 'real', integrationCode: 'BGS' });
    expect(row!.memberId).not.toBeNull();
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('issues a new token per launch', async () => {
    await launch('nodeId=90002', memberToken);
    await launch('nodeId=90002', memberToken);
    const [a, b] = received.slice(-2);
    expect(a!.playerToken).not.toBe(b!.playerToken);
    expect(a!.gameCode).toBe('BGS_BACCARAT');
  });

  it('launches a single-game vendor by vassalage, and a game by its code alone (/lottery?gameCode)', async () => {
    const res = await launch('vassalage=BGS_SPORTS&mode=real', memberToken);
    expect(res.body.value).toMatchObject({ gameCode: 'BGS_SPORTS', gameType: 'SPORTS' });
    const lotto = await launch('gameCode=BGS_LOTTO&mode=real', memberToken);
    expect(lotto.body.value).toMatchObject({ gameCode: 'BGS_LOTTO', gameType: 'LOTT', vassalage: 'BGS_LOTT' });
  });

  it('refuses real play to visitors (401) and trial users (403 in_need_true_account), in the asked language', async () => {
    const guest = await launch('nodeId=90001&mode=real');
    expect([guest.status, guest.body.code, guest.body.message]).toEqual([
      401,
      'NOT_LOGGED_IN',
      'You are not logged in, please login',
    ]);
    const trial = await launch('nodeId=90001&mode=real', trialToken, 'TW');
    expect([trial.status, trial.body.code]).toEqual([403, 'NEED_TRUE_ACCOUNT']);
    expect(trial.body.message).toMatch(/試玩帳號/);
  });

  it('lets visitors and trial users play free trial, with a trial token', async () => {
    for (const token of [undefined, trialToken]) {
      const res = await launch('nodeId=90003&mode=trial&language=TW', token);
      expect(res.status).toBe(200);
      expect(received.at(-1)).toMatchObject({ mode: 'trial', gameCode: 'BGS_FISH', language: 'TW' });
    }
    expect(received.at(-2)!.playerId).toMatch(/^trial-/);
  });

  it('answers maintenance, never a URL, for a vendor without an integration', async () => {
    // Every catalogue vendor has its sandbox integration (docs/sandbox-provider.md): unlink PG's.
    const [pg] = await t.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.code, 'PG'));
    await t.db.delete(integrationVendors).where(eq(integrationVendors.vendorId, pg!.id));
    const before = received.length;
    const res = await launch('vassalage=PG&mode=real', memberToken, 'TW');
    expect([res.status, res.body.code]).toEqual([503, 'GAME_MAINTENANCE']);
    expect(res.body.message).toMatch(/維護/);
    expect(received.length).toBe(before);
  });

  it('answers "cannot be opened" (not maintenance) when the vendor is down, and not found for unknown games', async () => {
    await t.db
      .update(vendorIntegrations)
      .set({ baseUrl: 'http://127.0.0.1:9' })
      .where(eq(vendorIntegrations.code, 'BGS'));
    const down = await launch('nodeId=90001&mode=real', memberToken);
    expect([down.status, down.body.code, down.body.message]).toEqual([
      502,
      'GAME_UNAVAILABLE',
      'The game cannot be opened right now. Please try again later',
    ]);
    await t.db.update(vendorIntegrations).set({ baseUrl: vendorUrl }).where(eq(vendorIntegrations.code, 'BGS'));
    expect((await launch('nodeId=99999999', memberToken)).status).toBe(404);
    expect((await launch('mode=real', memberToken)).status).toBe(404);
    expect((await launch('nodeId=abc', memberToken)).status).toBe(400);
  });

  it("logout revokes the member's game launch tokens (runs last: it ends the session)", async () => {
    await launch('nodeId=90001&mode=real', memberToken);
    const playerToken = received.at(-1)!.playerToken as string;
    const live = async () =>
      (
        await t.db
          .select()
          .from(playerTokens)
          .where(eq(playerTokens.tokenHash, hashToken(playerToken)))
      )[0]!.revokedAt;
    expect(await live()).toBeNull();
    expect((await call(t.app, 'DELETE', '/api/auth/logout', undefined, { token: memberToken })).status).toBe(200);
    expect(await live()).toBeInstanceOf(Date);
  });
});
