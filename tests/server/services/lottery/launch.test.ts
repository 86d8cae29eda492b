/**
 * The lottery launch (spec section 7, the VN launch; docs/lottery.md section 5): the vendor's
 * launch request carries `lottery { lottoArea, launchMode LOTT, prizeMode, view, device WEB }`
 * for a game with a prize mode and returnUrl = the site origin + `back`; a `back` that is not a
 * site path is a localised 400 and launches nothing. And the lottery test clock (docs/lottery.md
 * section 4): POST /dev/lottery/draw and /dev/lottery/void forwarded, signed, to the vendor.
 * A fake vendor checks signatures like the in-house one.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { vendorIntegrations } from '../../../../server/db/schema.ts';
import { validatorOf } from '../../../../server/services/vendor-protocol/messages.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { SECRET } from '../vendor-protocol/support.ts';
import { api, tokenOf } from '../wallet/support.ts';

let t: TestApp;
let vendor: FastifyInstance;
let vendorUrl: string;
let session: string;
const launches: Record<string, any>[] = [];
const clockCalls: { path: string; body: Record<string, unknown> }[] = [];
/** How the fake vendor answers the test clock: OK, a refusal, unsigned or a 500. */
let clockMode: 'ok' | 'refuse' | 'unsigned' | 'error' = 'ok';

const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');

beforeAll(async () => {
  vendor = Fastify();
  vendor.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  const signed = (raw: string, headers: Record<string, unknown>) =>
    headers['x-signature'] === sign(raw) && headers['x-vendor-code'] === 'BGS';
  vendor.post('/launch', async (request, reply) => {
    const raw = request.body as string;
    const answer = signed(raw, request.headers)
      ? (launches.push(JSON.parse(raw)),
        { status: 'OK', url: `https://games.vendor.test/play?session=${launches.length}` })
      : { status: 'INVALID_SIGNATURE', message: 'bad' };
    const body = JSON.stringify(answer);
    return reply.header('content-type', 'application/json').header('x-signature', sign(body)).send(body);
  });
  for (const op of ['run', 'void']) {
    vendor.post(`/dev/draws/${op}`, async (request, reply) => {
      const raw = request.body as string;
      if (!signed(raw, request.headers)) return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
      const body = JSON.parse(raw) as Record<string, unknown>;
      clockCalls.push({ path: op, body });
      if (clockMode === 'error') return reply.code(500).send({ status: 'INTERNAL_ERROR' });
      const answer = JSON.stringify(
        clockMode === 'refuse'
          ? { status: 'DRAW_NOT_FOUND', message: 'no such draw' }
          : { status: 'OK', drawIds: op === 'run' ? ['VNN-20261126'] : [body.drawId] },
      );
      return reply
        .header('content-type', 'application/json')
        .header('x-signature', clockMode === 'unsigned' ? 'ab'.repeat(32) : sign(answer))
        .send(answer);
    });
  }
  vendorUrl = await vendor.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp();
  await t.db.update(vendorIntegrations).set({ baseUrl: vendorUrl }).where(eq(vendorIntegrations.code, 'BGS'));
  session = await tokenOf(t.db, 'demo01');
});
afterAll(async () => {
  await t.close();
  await vendor.close();
});

const launch = (query: string, language: 'TW' | 'EN' = 'EN') =>
  api(t.app, 'GET', `/api/games/launch?${query}`, session, undefined, language);

describe('the lottery launch', () => {
  it('sends a Vietnam game the lottery block with the view and the back path as returnUrl', async () => {
    const res = await launch('gameCode=BGS_VN_NORTH&view=lobby&back=/vnLottery');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ gameCode: 'BGS_VN_NORTH', gameType: 'ELOTT', vassalage: 'BGS_VNLOTT' });
    const sent = launches.at(-1)!;
    expect(sent.lottery).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      prizeMode: 'ELOTT',
      view: 'lobby',
      device: 'WEB',
    });
    expect(sent.returnUrl).toMatch(/^http:\/\/[^/]+\/vnLottery$/);
    expect(validatorOf('launch-request')(sent)).toBe(true);
  });

  it('defaults to the betting view and the site root; a lottery without an area sends NONE; 4D sends SEA', async () => {
    await launch('gameCode=BGS_LOTTO');
    expect(launches.at(-1)!.lottery).toEqual({
      lottoArea: 'NONE',
      launchMode: 'LOTT',
      prizeMode: 'ZY',
      view: 'betting',
      device: 'WEB',
    });
    expect(launches.at(-1)!.returnUrl).toMatch(/^http:\/\/[^/]+\/$/);
    await launch('gameCode=BGS_SEA_4D&back=/seaLottery');
    expect(launches.at(-1)!).toMatchObject({ lottery: { lottoArea: 'SEA', prizeMode: 'SEA', view: 'betting' } });
    expect(launches.at(-1)!.returnUrl).toMatch(/\/seaLottery$/);
  });

  it('sends no lottery block for other games', async () => {
    await launch('nodeId=90001&view=lobby&back=/rng');
    expect(launches.at(-1)!).toMatchObject({ gameCode: 'BGS_SLOT' });
    expect(launches.at(-1)!.lottery).toBeUndefined();
    expect(launches.at(-1)!.returnUrl).toMatch(/\/rng$/);
  });

  it('refuses a back that is not a site path, or an unknown view, with a localised 400 and launches nothing', async () => {
    const before = launches.length;
    for (const back of [
      'https://evil.test/x',
      '//evil.test',
      'vnLottery',
      '/a?b=1',
      '/a b',
      '/a..b',
      `/${'a'.repeat(100)}`,
      '/%0aX',
    ]) {
      const res = await launch(`gameCode=BGS_VN_NORTH&back=${encodeURIComponent(back)}`);
      expect([back, res.status, res.body.code, res.body.value]).toEqual([
        back,
        400,
        'BAD_REQUEST',
        { field: 'back', in: 'querystring' },
      ]);
    }
    const tw = await launch('gameCode=BGS_VN_NORTH&back=http://x', 'TW');
    expect(tw.body.message).toMatch(/^back/);
    expect(tw.body.message).not.toBe((await launch('gameCode=BGS_VN_NORTH&back=http://x')).body.message);
    expect((await launch('gameCode=BGS_VN_NORTH&view=grid')).body.value).toEqual({ field: 'view', in: 'querystring' });
    expect(launches.length).toBe(before);
  });
});

describe('the lottery test clock', () => {
  const post = (url: string, body: unknown, language: 'TW' | 'EN' = 'EN') =>
    api(t.app, 'POST', url, null, body, language);

  it('asks the vendor, signed, to draw a game now and answers its draw ids', async () => {
    const res = await post('/dev/lottery/draw', { gameCode: 'BGS_VN_NORTH' });
    expect([res.status, res.body.success, res.body.value]).toEqual([200, true, { drawIds: ['VNN-20261126'] }]);
    expect(clockCalls.at(-1)).toEqual({ path: 'run', body: { gameCode: 'BGS_VN_NORTH' } });
  });

  it('forwards a void with its reason', async () => {
    const res = await post('/dev/lottery/void', {
      gameCode: 'BGS_SEA_4D',
      drawId: 'SEA-20261128',
      reason: 'test void',
    });
    expect(res.body.value).toEqual({ drawIds: ['SEA-20261128'] });
    expect(clockCalls.at(-1)).toEqual({
      path: 'void',
      body: { gameCode: 'BGS_SEA_4D', drawId: 'SEA-20261128', reason: 'test void' },
    });
  });

  it('answers a vendor refusal 409, an unsigned or failing vendor 503 GAME_MAINTENANCE, localised', async () => {
    try {
      clockMode = 'refuse';
      const refused = await post('/dev/lottery/void', { gameCode: 'BGS_SEA_4D', drawId: 'SEA-1', reason: 'x' });
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([
        409,
        'LOTTERY_VENDOR_REFUSED',
        'The lottery vendor refused the request (DRAW_NOT_FOUND)',
      ]);
      for (const mode of ['unsigned', 'error'] as const) {
        clockMode = mode;
        const res = await post('/dev/lottery/draw', { gameCode: 'BGS_VN_NORTH' }, 'TW');
        expect([mode, res.status, res.body.code]).toEqual([mode, 503, 'GAME_MAINTENANCE']);
        expect(res.body.message).toMatch(/維護/);
      }
      clockMode = 'ok';
      await t.db
        .update(vendorIntegrations)
        .set({ baseUrl: 'http://127.0.0.1:9' })
        .where(eq(vendorIntegrations.code, 'BGS'));
      expect((await post('/dev/lottery/draw', { gameCode: 'BGS_VN_NORTH' })).status).toBe(503);
    } finally {
      clockMode = 'ok';
      await t.db.update(vendorIntegrations).set({ baseUrl: vendorUrl }).where(eq(vendorIntegrations.code, 'BGS'));
    }
  });

  it('refuses a game that is no served lottery game (404) and a bad body (400), without calling the vendor', async () => {
    const before = clockCalls.length;
    for (const gameCode of ['BGS_SLOT', 'NO_GAME']) {
      const res = await post('/dev/lottery/draw', { gameCode });
      expect([res.status, res.body.code]).toEqual([404, 'LOTTERY_GAME_NOT_FOUND']);
    }
    expect((await post('/dev/lottery/draw', { gameCode: 'bad code' })).status).toBe(400);
    expect((await post('/dev/lottery/void', { gameCode: 'BGS_SEA_4D' })).status).toBe(400);
    expect(clockCalls.length).toBe(before);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ auth: { devTools: false } });
    try {
      expect(
        (await prod.app.inject({ method: 'POST', url: '/dev/lottery/draw', payload: { gameCode: 'BGS_VN_NORTH' } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
