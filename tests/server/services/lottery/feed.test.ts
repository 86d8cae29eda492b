/**
 * The draw feed (protocol v1.1, POST /api/vendor/v1/draw; docs/lottery.md section 4): a draw
 * opens, is drawn or voided; replays answer OK and change nothing; a status going back, a drawn
 * draw re-sent with other numbers or seed, and a seed that does not hash to the published hash
 * are refused and change nothing; unknown games, bad bodies and unsigned calls are refused.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { lotteryDraws } from '../../../../server/db/schema.ts';
import { drawMessage, hashOf, northSheet, NORTH_BET_TYPES, publish, seedOf, southSheet } from './support.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { SECRET } from '../vendor-protocol/support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (drawId: string) =>
  (await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.drawId, drawId)))[0];
const north = (status: 'open' | 'drawn' | 'void', extra: Record<string, unknown> = {}) =>
  drawMessage({
    gameCode: 'BGS_VN_NORTH',
    drawId: 'VNN-20261126',
    status,
    drawAt: '2026-11-26T11:15:00Z',
    localDate: '2026-11-26',
    region: 'NORTH',
    label: { TW: '河內', EN: 'Hà Nội' },
    prizes: northSheet(26),
    betTypes: NORTH_BET_TYPES,
    extra,
  });

describe('a draw from open to drawn', () => {
  it('keeps the open draw with its hash, times, label and bet types, and signs the answer', async () => {
    const res = await publish(t.app, north('open'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'OK', gameCode: 'BGS_VN_NORTH', drawId: 'VNN-20261126', drawStatus: 'open' });
    expect(res.signature).toBe(createHmac('sha256', SECRET).update(res.raw).digest('hex'));
    const row = await rowOf('VNN-20261126');
    expect(row).toMatchObject({
      integrationCode: 'BGS',
      status: 'open',
      localDate: '2026-11-26',
      labelTw: '河內',
      labelEn: 'Hà Nội',
      region: 'NORTH',
      serverSeed: null,
      prizes: [],
      serverSeedHash: hashOf(seedOf('VNN-20261126')),
    });
    expect(row!.drawAt.toISOString()).toBe('2026-11-26T11:15:00.000Z');
    expect(row!.closesAt.toISOString()).toBe('2026-11-26T11:00:00.000Z');
    expect(row!.betTypes.map((b) => b.code)).toEqual(['lo2', 'lo3', 'de', 'cang3', 'xien2']);
  });

  it('answers a replayed open draw OK and changes nothing', async () => {
    const before = await rowOf('VNN-20261126');
    const again = await publish(t.app, north('open', { label: { TW: '改', EN: 'Changed' } }));
    expect(again.body).toMatchObject({ status: 'OK', drawStatus: 'open' });
    expect(await rowOf('VNN-20261126')).toEqual(before);
  });

  it('keeps the result and the revealed seed when drawn; a replay answers OK and changes nothing', async () => {
    const drawn = await publish(t.app, north('drawn'));
    expect(drawn.body).toMatchObject({ status: 'OK', drawStatus: 'drawn' });
    const row = await rowOf('VNN-20261126');
    expect(row).toMatchObject({ status: 'drawn', serverSeed: seedOf('VNN-20261126'), prizes: northSheet(26) });
    expect(row!.prizes.flatMap((p) => p.numbers)).toHaveLength(27);
    expect(row!.betTypes).toHaveLength(5); // kept from the open message
    const replay = await publish(t.app, north('drawn'));
    expect(replay.body).toMatchObject({ status: 'OK', drawStatus: 'drawn' });
    expect(await rowOf('VNN-20261126')).toEqual(row);
  });

  it('answers DRAW_CONFLICT (HTTP 200) for a drawn draw going back to open, voided, or re-sent with other numbers or seed, and changes nothing', async () => {
    const before = await rowOf('VNN-20261126');
    const otherSeed = 'another-seed-0123456789abcdef';
    for (const message of [
      north('open'),
      north('void'),
      drawMessage({
        gameCode: 'BGS_VN_NORTH',
        drawId: 'VNN-20261126',
        status: 'drawn',
        drawAt: '2026-11-26T11:15:00Z',
        localDate: '2026-11-26',
        region: 'NORTH',
        prizes: northSheet(27),
      }),
      north('drawn', { serverSeed: otherSeed, serverSeedHash: hashOf(otherSeed) }),
    ]) {
      const res = await publish(t.app, message);
      expect([res.status, res.body.status]).toEqual([200, 'DRAW_CONFLICT']);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect(await rowOf('VNN-20261126')).toEqual(before);
  });
});

describe('voided draws', () => {
  const south = (status: 'open' | 'void' | 'drawn', extra: Record<string, unknown> = {}) =>
    drawMessage({
      gameCode: 'BGS_VN_SOUTH',
      drawId: 'VNS-20261126-TN',
      status,
      drawAt: '2026-11-26T09:15:00Z',
      localDate: '2026-11-26',
      region: 'SOUTH',
      prizes: southSheet(3),
      voidReason: 'power cut at the draw hall',
      extra,
    });

  it('voids an open draw with its reason; a void replay is OK; it can be drawn no more', async () => {
    expect((await publish(t.app, south('open'))).body.status).toBe('OK');
    expect((await publish(t.app, south('void'))).body).toMatchObject({ status: 'OK', drawStatus: 'void' });
    const row = await rowOf('VNS-20261126-TN');
    expect(row).toMatchObject({
      status: 'void',
      voidReason: 'power cut at the draw hall',
      prizes: [],
      serverSeed: null,
    });
    expect((await publish(t.app, south('void'))).body).toMatchObject({ status: 'OK', drawStatus: 'void' });
    expect((await publish(t.app, south('drawn'))).body.status).toBe('DRAW_CONFLICT');
    expect((await publish(t.app, south('open'))).body.status).toBe('DRAW_CONFLICT');
    expect(await rowOf('VNS-20261126-TN')).toEqual(row);
  });

  it('accepts a draw first seen drawn (a platform that was down catches up)', async () => {
    const res = await publish(
      t.app,
      drawMessage({
        gameCode: 'BGS_VN_SOUTH',
        drawId: 'VNS-20261125-DN',
        status: 'drawn',
        drawAt: '2026-11-25T09:15:00Z',
        localDate: '2026-11-25',
        region: 'SOUTH',
        prizes: southSheet(9),
      }),
    );
    expect(res.body).toMatchObject({ status: 'OK', drawStatus: 'drawn' });
  });
});

describe('refusals', () => {
  const open = (drawId: string, extra: Record<string, unknown> = {}) =>
    drawMessage({
      gameCode: 'BGS_SEA_4D',
      drawId,
      status: 'open',
      drawAt: '2026-11-28T11:00:00Z',
      localDate: '2026-11-28',
      extra,
    });

  it('refuses a revealed seed that does not hash to the published hash (INVALID_REQUEST), and keeps nothing', async () => {
    const res = await publish(
      t.app,
      drawMessage({
        gameCode: 'BGS_SEA_4D',
        drawId: 'SEA-20261125',
        status: 'drawn',
        drawAt: '2026-11-25T11:00:00Z',
        localDate: '2026-11-25',
        prizes: [{ tier: 'FIRST', numbers: ['1234'] }],
        extra: { serverSeed: 'not-the-committed-seed-0000' },
      }),
    );
    expect([res.status, res.body.status]).toEqual([400, 'INVALID_REQUEST']);
    expect(res.body.message).toMatch(/serverSeedHash/);
    expect(await rowOf('SEA-20261125')).toBeUndefined();
  });

  it('refuses a draw published again under another hash or date (DRAW_CONFLICT); an open draw may move its times', async () => {
    expect((await publish(t.app, open('SEA-20261128'))).body.status).toBe('OK');
    expect((await publish(t.app, open('SEA-20261128', { serverSeedHash: 'ab'.repeat(32) }))).body.status).toBe(
      'DRAW_CONFLICT',
    );
    expect((await publish(t.app, open('SEA-20261128', { localDate: '2026-11-29' }))).body.status).toBe('DRAW_CONFLICT');
    // Postponed by an hour while open: the new times are kept.
    expect(
      (await publish(t.app, open('SEA-20261128', { drawAt: '2026-11-28T12:00:00Z', closesAt: '2026-11-28T11:45:00Z' })))
        .body.status,
    ).toBe('OK');
    expect((await rowOf('SEA-20261128'))!.drawAt.toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });

  it('refuses an open draw revealing its seed, a drawn draw without its sheet, and closesAt after drawAt', async () => {
    const seed = seedOf('SEA-20261129');
    for (const extra of [{ serverSeed: seed }, { closesAt: '2026-11-28T11:30:00Z' }]) {
      const res = await publish(t.app, open('SEA-20261129', extra));
      expect([res.status, res.body.status]).toEqual([400, 'INVALID_REQUEST']);
    }
    const noSheet = await publish(
      t.app,
      drawMessage({
        gameCode: 'BGS_SEA_4D',
        drawId: 'SEA-20261129',
        status: 'drawn',
        drawAt: '2026-11-28T11:00:00Z',
        localDate: '2026-11-28',
        prizes: [],
      }),
    );
    expect([noSheet.status, noSheet.body.status]).toEqual([400, 'INVALID_REQUEST']);
    expect(await rowOf('SEA-20261129')).toBeUndefined();
  });

  it('refuses what the database could not keep (year 0, control characters) with INVALID_REQUEST, never a 5xx', async () => {
    for (const extra of [
      { localDate: '0000-01-01' },
      { drawAt: '0000-01-01T00:00:00Z', closesAt: '0000-01-01T00:00:00Z' },
      { label: { TW: 'a\u0000b', EN: 'x' } },
      { label: { TW: 'a', EN: 'line\nbreak' } },
    ]) {
      const res = await publish(t.app, open('SEA-20261130', extra));
      expect([JSON.stringify(extra), res.status, res.body.status]).toEqual([
        JSON.stringify(extra),
        400,
        'INVALID_REQUEST',
      ]);
    }
    expect(await rowOf('SEA-20261130')).toBeUndefined();
  });

  it('answers GAME_NOT_FOUND for a game the integration does not serve or that is no lottery, and keeps nothing', async () => {
    for (const gameCode of ['NO_SUCH_GAME', 'BGS_SLOT']) {
      const res = await publish(
        t.app,
        drawMessage({
          gameCode,
          drawId: 'X-1',
          status: 'open',
          drawAt: '2026-11-28T11:00:00Z',
          localDate: '2026-11-28',
        }),
      );
      expect([res.status, res.body.status]).toEqual([200, 'GAME_NOT_FOUND']);
    }
    expect(await rowOf('X-1')).toBeUndefined();
  });

  it('answers a body that is not JSON or not a draw with 400 INVALID_REQUEST', async () => {
    for (const body of [
      '{"gameCode":',
      JSON.stringify({ ...open('SEA-1'), status: 'pending' }),
      JSON.stringify({ ...open('SEA-1'), serverSeedHash: 'XYZ' }),
      JSON.stringify({ ...open('SEA-1'), extra: 1 }),
      JSON.stringify({ gameCode: 'BGS_SEA_4D' }),
    ]) {
      const res = await publish(t.app, body);
      expect([res.status, res.body.status]).toEqual([400, 'INVALID_REQUEST']);
    }
    expect(await rowOf('SEA-1')).toBeUndefined();
  });

  it('answers unsigned, wrongly signed and unknown-vendor calls with 401, unsigned, and keeps nothing', async () => {
    const message = open('SEA-2');
    const wrong = await publish(t.app, message, { signature: 'ab'.repeat(32) });
    expect([wrong.status, wrong.body.status, wrong.signature]).toEqual([401, 'INVALID_SIGNATURE', undefined]);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/v1/draw',
      headers: { 'content-type': 'application/json', 'x-vendor-code': 'BGS' },
      payload: JSON.stringify(message),
    });
    expect([unsigned.statusCode, unsigned.json().status]).toEqual([401, 'INVALID_SIGNATURE']);
    const unknown = await publish(t.app, message, { vendor: 'NOPE' });
    expect([unknown.status, unknown.body.status]).toEqual([401, 'UNKNOWN_VENDOR']);
    expect(await rowOf('SEA-2')).toBeUndefined();
  });
});
