/**
 * The scheduled draw desks through the house service's HTTP API (docs/lottery.md sections 4 and 7)
 * against an in-memory platform (./fakePlatform.ts: the protocol's money calls and the draw feed,
 * every message checked against schemas/vendor): the sheet comes from the revealed seed and the
 * verifier recomputes it, betting closes before the draw, a slip is all or nothing, a void refunds
 * every ticket once, each ticket is debited once and credited once (concurrent ticks, a retried
 * credit), a restart settles open tickets and rolls back a slip cut short, the feed publishes
 * open / drawn / void and catches up after a failure, trial plays without the platform, and the
 * launch passes the lottery view.
 */
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fairRng } from '../../../../server/vendors/house/fair/rng.ts';
import { drawVnSheet, settleVnLine, type PrizeTier } from '../../../../server/vendors/house/games/vnLottery.ts';
import { settleSeaLine } from '../../../../server/vendors/house/games/sea4d.ts';
import { buildHouseService, type HouseService } from '../../../../server/vendors/house/service/app.ts';
import { feedUrlsOf } from '../../../../server/vendors/house/service/start.ts';
import type { HouseGameCode, SessionStore } from '../../../../server/vendors/house/service/sessions.ts';
import { fakePlatform, type FakePlatform } from './fakePlatform.ts';

const SECRET = 'draw-desk-test-secret-0123456789abcdef';
const PLATFORM = 'http://platform.test';
const TOKEN = 'player-token-0001abcd';
const clock = { now: 0 };
const hmac = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');

interface DrawView {
  drawId: string;
  label: { TW: string; EN: string };
  localDate: string;
  drawAt: string;
  closesAt: string;
  serverSeedHash: string;
  open: boolean;
}
interface ResultView {
  drawId: string;
  status: string;
  prizes: PrizeTier[];
  serverSeed: string | null;
  serverSeedHash: string;
  voidReason: string | null;
  localDate: string;
}
interface TicketView {
  ticketId: string;
  drawId: string;
  betType: string;
  mode: string | null;
  numbers: string[];
  points: number | null;
  stake: string;
  odds: string;
  status: string;
  win: string;
  hits: number | null;
  winningNumbers: string[];
  settledAt: string | null;
}
interface State {
  game: string;
  area: string;
  region: string | null;
  timeZone: string;
  draws: DrawView[];
  results: ResultView[];
  betTypes: { code: string; odds: string; price: string | null; rtp: number; prizes?: unknown }[];
  limits: Record<string, unknown>;
  tickets: TicketView[];
  balance: string | null;
}

let p: FakePlatform;
const services: HouseService<SessionStore>[] = [];
let dir: string;

beforeEach(() => {
  clock.now = Date.parse('2026-11-26T10:00:00+07:00'); // a Thursday
  p = fakePlatform(SECRET);
  dir = mkdtempSync(path.join(tmpdir(), 'house-draws-'));
});
afterEach(async () => {
  for (const s of services.splice(0)) await s.app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function build(
  options: { stateFile?: string; devTools?: boolean; feedUrls?: string[]; fetch?: typeof fetch } = {},
): Promise<HouseService<SessionStore>> {
  const { fetch = p.fetch, ...rest } = options;
  const house = await buildHouseService({
    secret: SECRET,
    publicUrl: 'http://house.test',
    timers: false,
    now: () => clock.now,
    feedUrls: [PLATFORM],
    devTools: true,
    client: { fetch, sleep: async () => undefined, maxSettleAttempts: 5 },
    ...rest,
  });
  services.push(house);
  return house;
}

const open = (house: HouseService<SessionStore>, gameCode: HouseGameCode, mode: 'real' | 'trial' = 'real') =>
  house.sessions.open({
    playerToken: TOKEN,
    playerId: 'DEMO-1',
    nickname: 'demo',
    gameCode,
    language: 'EN',
    mode,
    currency: 'CNY',
    platformUrl: PLATFORM,
    returnUrl: 'http://site.test/vnLottery',
  }).id;

async function api<T = Record<string, unknown>>(
  house: HouseService,
  method: 'GET' | 'POST',
  url: string,
  session: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await house.app.inject({
    method,
    url,
    headers: { 'x-house-session': session, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as T };
}

/** A signed call of the platform to the vendor (launch, test clock); the answer's signature is checked. */
async function signed(
  house: HouseService,
  url: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const raw = JSON.stringify(body);
  const res = await house.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-vendor-code': 'BGS', 'x-signature': hmac(raw) },
    payload: raw,
  });
  if (res.statusCode !== 404) expect(res.headers['x-signature']).toBe(hmac(res.body));
  return { status: res.statusCode, body: res.json() };
}

const state = async (house: HouseService, session: string) =>
  (await api<State>(house, 'GET', '/api/draws/state', session)).body;
const slip = (house: HouseService, session: string, drawId: string, lines: unknown[]) =>
  api<{ tickets: TicketView[]; balance: string; error?: string; line?: number }>(
    house,
    'POST',
    '/api/draws/slip',
    session,
    { drawId, lines },
  );
const ops = (op: string) => p.calls.filter((c) => c.op === op);

describe('a draw’s sheet', () => {
  it('comes from its own seed, published as a hash before betting closes, and the verifier recomputes it', async () => {
    const house = await build();
    const session = open(house, 'BGS_VN_SOUTH');
    const before = await state(house, session);
    expect(before).toMatchObject({ game: 'BGS_VN_SOUTH', area: 'VN', region: 'SOUTH', timeZone: 'Asia/Ho_Chi_Minh' });
    // Thursday in the South: Tây Ninh, An Giang, Bình Thuận at 16:15 ICT, each with its own seed.
    expect(before.draws.map((d) => [d.drawId, d.open])).toEqual([
      ['VNS-20261126-TN', true],
      ['VNS-20261126-AG', true],
      ['VNS-20261126-BTH', true],
    ]);
    expect(new Set(before.draws.map((d) => d.serverSeedHash)).size).toBe(3);
    clock.now = Date.parse(before.draws[0]!.drawAt);
    const after = await state(house, session);
    expect(after.draws.map((d) => d.drawId)).toEqual(['VNS-20261127-VL', 'VNS-20261127-BD', 'VNS-20261127-TV']);
    for (const shown of before.draws) {
      const result = after.results.find((r) => r.drawId === shown.drawId)!;
      expect(result.status).toBe('drawn');
      expect(createHash('sha256').update(result.serverSeed!).digest('hex')).toBe(shown.serverSeedHash);
      expect(result.prizes).toEqual(
        drawVnSheet(fairRng({ serverSeed: result.serverSeed!, clientSeed: shown.drawId, nonce: 0 }), 'SOUTH'),
      );
      const verified = await api(house, 'POST', '/api/verify', session, {
        game: 'draw',
        gameCode: 'BGS_VN_SOUTH',
        drawId: shown.drawId,
        serverSeed: result.serverSeed,
      });
      expect(verified.body).toEqual({
        gameCode: 'BGS_VN_SOUTH',
        drawId: shown.drawId,
        serverSeedHash: shown.serverSeedHash,
        prizes: result.prizes,
      });
    }
    expect(
      (
        await api(house, 'POST', '/api/verify', session, {
          game: 'draw',
          gameCode: 'BGS_PVP',
          drawId: 'x',
          serverSeed: 's',
        })
      ).status,
    ).toBe(400);
    expect(
      (await api(house, 'POST', '/api/verify', session, { game: 'draw', gameCode: 'BGS_SEA_4D', serverSeed: 's' }))
        .status,
    ).toBe(400);
  });
});

describe('betting', () => {
  it('closes 15 minutes before the draw and refuses unknown draws', async () => {
    const house = await build();
    const session = open(house, 'BGS_VN_NORTH');
    const [draw] = (await state(house, session)).draws;
    expect(draw).toMatchObject({
      drawId: 'VNN-20261126',
      label: { EN: 'Hà Nội', TW: '河內' },
      localDate: '2026-11-26',
      closesAt: '2026-11-26T11:00:00.000Z',
      drawAt: '2026-11-26T11:15:00.000Z',
    });
    clock.now = Date.parse(draw!.closesAt) - 1;
    expect((await slip(house, session, draw!.drawId, [{ betType: 'de', numbers: ['12'], stake: '1.00' }])).status).toBe(
      200,
    );
    clock.now = Date.parse(draw!.closesAt);
    expect((await state(house, session)).draws[0]!.open).toBe(false);
    expect(await slip(house, session, draw!.drawId, [{ betType: 'de', numbers: ['12'], stake: '1.00' }])).toEqual({
      status: 409,
      body: { error: 'BETTING_CLOSED' },
    });
    expect(await slip(house, session, 'VNN-20991231', [{ betType: 'de', numbers: ['12'], stake: '1.00' }])).toEqual({
      status: 404,
      body: { error: 'DRAW_NOT_FOUND' },
    });
    clock.now = Date.parse(draw!.drawAt);
    expect(
      (await slip(house, session, draw!.drawId, [{ betType: 'de', numbers: ['12'], stake: '1.00' }])).body,
    ).toEqual({ error: 'BETTING_CLOSED' });
    expect(ops('debit')).toHaveLength(1);
    // Another game's session has no draws here.
    expect((await api(house, 'GET', '/api/draws/state', open(house, 'BGS_SLOT'))).body).toEqual({
      error: 'WRONG_GAME',
    });
  });

  it('refuses a bad line with its index and moves nothing', async () => {
    const house = await build();
    const session = open(house, 'BGS_VN_NORTH');
    const drawId = (await state(house, session)).draws[0]!.drawId;
    const good = { betType: 'lo2', numbers: ['12'], points: 1 };
    expect(await slip(house, session, drawId, [good, { betType: 'xien2', numbers: ['12'], stake: '5.00' }])).toEqual({
      status: 400,
      body: { error: 'INVALID_REQUEST', line: 1 },
    });
    expect(await slip(house, session, drawId, [{ ...good, numbers: ['1a'] }])).toEqual({
      status: 400,
      body: { error: 'INVALID_REQUEST', line: 0 },
    });
    expect(await slip(house, session, drawId, [good, good, { betType: 'de', numbers: ['12'], stake: '0.50' }])).toEqual(
      { status: 400, body: { error: 'INVALID_REQUEST', line: 2 } },
    );
    expect(
      await slip(house, session, drawId, [good, { betType: 'de', numbers: ['12', '13'], stake: '25000.01' }]),
    ).toEqual({ status: 400, body: { error: 'INVALID_REQUEST', line: 1 } });
    expect(await slip(house, session, drawId, [{ ...good, points: 10_001 }])).toEqual({
      status: 400,
      body: { error: 'INVALID_REQUEST', line: 0 },
    });
    expect(await slip(house, session, drawId, [{ ...good, stake: '27.00' }])).toEqual({
      status: 400,
      body: { error: 'INVALID_REQUEST', line: 0 },
    });
    expect(
      (
        await slip(
          house,
          session,
          drawId,
          Array.from({ length: 21 }, () => good),
        )
      ).body,
    ).toEqual({ error: 'INVALID_REQUEST' });
    expect((await api(house, 'POST', '/api/draws/slip', session, { drawId, lines: [good], extra: 1 })).body).toEqual({
      error: 'INVALID_REQUEST',
    });
    expect(ops('debit')).toHaveLength(0);
  });

  it('takes a slip all or nothing: a refused line rolls the earlier debits back', async () => {
    const house = await build();
    const session = open(house, 'BGS_VN_NORTH');
    const drawId = (await state(house, session)).draws[0]!.drawId;
    p.setBalance(TOKEN, 6000n);
    const res = await slip(house, session, drawId, [
      { betType: 'de', numbers: ['12'], stake: '20.00' },
      { betType: 'xien2', numbers: ['12', '34'], stake: '20.00' },
      { betType: 'de', numbers: ['14'], stake: '30.00' },
    ]);
    expect(res).toEqual({ status: 409, body: { error: 'INSUFFICIENT_FUNDS', line: 2 } });
    const debits = ops('debit').map((c) => c.body);
    expect(debits).toHaveLength(3);
    expect(ops('rollback').map((c) => [c.body.transactionId, c.body.referenceTransactionId])).toEqual(
      debits.slice(0, 2).map((d) => [`${String(d.roundId)}:rb1`, `${String(d.roundId)}:d1`]),
    );
    expect(p.balanceOf(TOKEN)).toBe(6000n);
    expect(debits.slice(0, 2).map((d) => p.rounds.get(String(d.roundId))!.status)).toEqual(['cancelled', 'cancelled']);
    expect((await state(house, session)).tickets).toEqual([]);
    clock.now = Date.parse('2026-11-26T18:15:00+07:00');
    await house.tick();
    expect(ops('credit')).toHaveLength(0);
    expect(ops('rollback')).toHaveLength(2);
  });
});

describe('settlement', () => {
  it('debits each ticket once with its lottery detail and credits it once, with concurrent ticks and a retried credit', async () => {
    const house = await build();
    const session = open(house, 'BGS_VN_NORTH');
    const drawId = (await state(house, session)).draws[0]!.drawId;
    const placed = await slip(house, session, drawId, [
      { betType: 'lo2', numbers: ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'], points: 1 },
      { betType: 'de', numbers: ['10', '20', '30'], stake: '2.00' },
      { betType: 'xien2', numbers: ['11', '22'], stake: '5.00' },
    ]);
    expect(placed.status).toBe(200);
    expect(placed.body.tickets.map((t) => [t.stake, t.odds, t.status])).toEqual([
      ['270.00', '95', 'open'],
      ['6.00', '95', 'open'],
      ['5.00', '17', 'open'],
    ]);
    expect(placed.body.balance).toBe('719.00');
    const first = ops('debit')[0]!.body;
    expect(first).toMatchObject({
      transactionId: `${placed.body.tickets[0]!.ticketId}:d1`,
      roundId: placed.body.tickets[0]!.ticketId,
      amount: '270.00',
      gameCode: 'BGS_VN_NORTH',
    });
    expect(p.rounds.get(placed.body.tickets[0]!.ticketId)!.lottery).toEqual({
      drawId,
      betType: 'lo2',
      numbers: ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'],
      points: 1,
      odds: '95',
    });
    expect(p.rounds.get(placed.body.tickets[1]!.ticketId)!.lottery).toEqual({
      drawId,
      betType: 'de',
      numbers: ['10', '20', '30'],
      points: null,
      odds: '95',
    });

    clock.now = Date.parse('2026-11-26T18:15:00+07:00');
    p.failNext('credit', 1);
    await Promise.all([house.tick(), house.tick()]);
    await house.tick();
    const credits = ops('credit').map((c) => c.body);
    const sent = new Map<string, number>();
    for (const c of credits) sent.set(String(c.transactionId), (sent.get(String(c.transactionId)) ?? 0) + 1);
    // One closing credit per ticket; the one that failed once was sent again with the same id.
    expect([...sent.keys()].sort()).toEqual(placed.body.tickets.map((t) => `${t.ticketId}:c`).sort());
    expect([...sent.values()].sort()).toEqual([1, 1, 2]);
    expect(ops('debit')).toHaveLength(3);

    const after = await state(house, session);
    const prizes = after.results.find((r) => r.drawId === drawId)!.prizes;
    let total = 0n;
    for (const shown of placed.body.tickets) {
      const ticket = after.tickets.find((t) => t.ticketId === shown.ticketId)!;
      const line = {
        betType: ticket.betType as 'lo2',
        numbers: ticket.numbers,
        points: ticket.points,
        stake:
          ticket.points === null
            ? BigInt(ticket.stake.replace('.', '')) / BigInt(ticket.betType === 'de' ? ticket.numbers.length : 1)
            : null,
      };
      const expected = settleVnLine(line, prizes);
      expect(ticket).toMatchObject({
        status: expected.win > 0n ? 'won' : 'lost',
        hits: expected.hits,
        winningNumbers: expected.winningNumbers,
      });
      expect(BigInt(ticket.win.replace('.', ''))).toBe(expected.win);
      const round = p.rounds.get(shown.ticketId)!;
      expect([round.status, round.win, round.result]).toEqual([
        'settled',
        expected.win,
        { drawId, hits: expected.hits, winningNumbers: expected.winningNumbers },
      ]);
      total += expected.win;
    }
    expect(p.balanceOf(TOKEN)).toBe(71_900n + total);
  });

  it('voids a draw: every ticket rolled back once, the other provinces go on', async () => {
    const house = await build();
    const session = open(house, 'BGS_VN_CENTRAL');
    const draws = (await state(house, session)).draws;
    expect(draws.map((d) => d.drawId)).toEqual(['VNC-20261126-BDI', 'VNC-20261126-QT', 'VNC-20261126-QB']);
    const a = await slip(house, session, 'VNC-20261126-QT', [
      { betType: 'lo2', numbers: ['12'], points: 1 },
      { betType: 'cang3', numbers: ['123'], stake: '1.00' },
    ]);
    const b = await slip(house, session, 'VNC-20261126-QT', [
      { betType: 'xien3', numbers: ['12', '34', '56'], stake: '3.00' },
    ]);
    const kept = await slip(house, session, 'VNC-20261126-BDI', [{ betType: 'de', numbers: ['99'], stake: '1.00' }]);
    const voided = [...a.body.tickets, ...b.body.tickets].map((t) => t.ticketId);
    expect(
      await signed(house, '/dev/draws/void', {
        gameCode: 'BGS_VN_CENTRAL',
        drawId: 'VNC-20261126-QT',
        reason: 'Results not received',
      }),
    ).toEqual({ status: 200, body: { status: 'OK', drawIds: ['VNC-20261126-QT'] } });
    await Promise.all([house.tick(), house.tick()]);
    expect(
      ops('rollback')
        .map((c) => c.body.transactionId)
        .sort(),
    ).toEqual(voided.map((id) => `${id}:rb1`).sort());
    expect(
      ops('rollback')
        .map((c) => c.body.referenceTransactionId)
        .sort(),
    ).toEqual(voided.map((id) => `${id}:d1`).sort());
    expect(p.balanceOf(TOKEN)).toBe(100_000n - 100n);
    const after = await state(house, session);
    expect(after.tickets.filter((t) => voided.includes(t.ticketId)).map((t) => t.status)).toEqual([
      'void',
      'void',
      'void',
    ]);
    expect(after.results.find((r) => r.drawId === 'VNC-20261126-QT')).toMatchObject({
      status: 'void',
      voidReason: 'Results not received',
      prizes: [],
      serverSeed: null,
    });
    expect(after.draws.map((d) => d.drawId)).toEqual(['VNC-20261126-BDI', 'VNC-20261126-QB']);
    expect(
      (
        await signed(house, '/dev/draws/void', {
          gameCode: 'BGS_VN_CENTRAL',
          drawId: 'VNC-20261126-QT',
          reason: 'again',
        })
      ).body.status,
    ).toBe('DRAW_NOT_FOUND');
    expect(p.draws.find((m) => m.drawId === 'VNC-20261126-QT' && m.status === 'void')).toMatchObject({
      voidReason: 'Results not received',
    });
    // The other province is drawn and paid as usual.
    clock.now = Date.parse(draws[0]!.drawAt);
    await house.tick();
    expect(ops('credit').map((c) => c.body.roundId)).toEqual([kept.body.tickets[0]!.ticketId]);
    expect(ops('rollback')).toHaveLength(3);
  });

  it('settles 4D quick bets from the sheet (box, ibox, roll)', async () => {
    clock.now = Date.parse('2026-11-28T12:00:00+08:00');
    const house = await build();
    const session = open(house, 'BGS_SEA_4D');
    const s = await state(house, session);
    expect(s.draws.map((d) => [d.drawId, d.label.EN])).toEqual([['SEA-20261128', 'Draw 5123/26']]);
    expect(s.betTypes).toEqual([
      {
        code: 'big',
        odds: '2500',
        price: null,
        rtp: expect.closeTo(0.64, 10),
        prizes: [
          { tier: 'FIRST', odds: '2500' },
          { tier: 'SECOND', odds: '1000' },
          { tier: 'THIRD', odds: '500' },
          { tier: 'SPECIAL', odds: '180' },
          { tier: 'CONSOLATION', odds: '60' },
        ],
      },
      {
        code: 'small',
        odds: '3500',
        price: null,
        rtp: expect.closeTo(0.65, 10),
        prizes: [
          { tier: 'FIRST', odds: '3500' },
          { tier: 'SECOND', odds: '2000' },
          { tier: 'THIRD', odds: '1000' },
        ],
      },
    ]);
    const lines = [
      { betType: 'big', mode: 'box', numbers: ['1123'], stake: '1.00' },
      { betType: 'small', mode: 'ibox', numbers: ['1234'], stake: '6.00' },
      { betType: 'big', mode: 'roll', numbers: ['R789'], stake: '1.00' },
      { betType: 'big', numbers: ['0042'], stake: '2.00' },
    ];
    const placed = await slip(house, session, 'SEA-20261128', lines);
    expect(placed.body.tickets.map((t) => [t.mode, t.stake, t.odds])).toEqual([
      ['box', '12.00', '2500'],
      ['ibox', '6.00', '145.8333'],
      ['roll', '10.00', '2500'],
      ['straight', '2.00', '2500'],
    ]);
    expect(p.rounds.get(placed.body.tickets[2]!.ticketId)!.lottery).toEqual({
      drawId: 'SEA-20261128',
      betType: 'big',
      mode: 'roll',
      numbers: ['R789'],
      points: null,
      odds: '2500',
    });
    const r = await signed(house, '/dev/draws/run', { gameCode: 'BGS_SEA_4D' });
    expect(r.body).toEqual({ status: 'OK', drawIds: ['SEA-20261128'] });
    const after = await state(house, session);
    const prizes = after.results[0]!.prizes;
    expect(after.draws.map((d) => d.drawId)).toEqual(['SEA-20261129']);
    for (const [i, shown] of placed.body.tickets.entries()) {
      const line = lines[i]!;
      const expected = settleSeaLine(
        {
          betType: line.betType as 'big',
          mode: (line.mode ?? 'straight') as 'box',
          number: line.numbers[0]!,
          stake: BigInt(line.stake.replace('.', '')),
        },
        prizes,
      );
      expect(p.rounds.get(shown.ticketId)).toMatchObject({
        status: 'settled',
        win: expected.win,
        result: { drawId: 'SEA-20261128', hits: expected.hits, winningNumbers: expected.winningNumbers },
      });
    }
  });
});

describe('a restart', () => {
  it('settles the open tickets with the saved seed and rolls back a slip cut short', async () => {
    const stateFile = path.join(dir, 'house-state.json');
    const first = await build({ stateFile });
    const session = open(first, 'BGS_VN_NORTH');
    const before = (await state(first, session)).draws[0]!;
    const placed = await slip(first, session, before.drawId, [
      { betType: 'lo2', numbers: ['12', '21'], points: 3 },
      { betType: 'de', numbers: ['77'], stake: '4.00' },
    ]);
    // A third slip whose debit gets no answer before the vendor stops.
    p.hold('debit');
    void slip(first, session, before.drawId, [{ betType: 'de', numbers: ['55'], stake: '9.00' }]);
    for (let i = 0; i < 50 && ops('debit').length < 3; i++) await new Promise((r) => setTimeout(r, 5));
    const cut = String(ops('debit')[2]!.body.roundId);
    await first.app.close();
    services.splice(services.indexOf(first), 1);

    const second = await build({ stateFile });
    clock.now = Date.parse(before.drawAt) + 60_000;
    await second.tick();
    expect(ops('rollback').map((c) => c.body.transactionId)).toEqual([`${cut}:rb1`]);
    const s2 = open(second, 'BGS_VN_NORTH');
    const after = await state(second, s2);
    const result = after.results.find((r) => r.drawId === before.drawId)!;
    expect(result.serverSeedHash).toBe(before.serverSeedHash);
    expect(result.prizes).toEqual(
      drawVnSheet(fairRng({ serverSeed: result.serverSeed!, clientSeed: before.drawId, nonce: 0 }), 'NORTH'),
    );
    expect(after.tickets.map((t) => t.ticketId).sort()).toEqual(placed.body.tickets.map((t) => t.ticketId).sort());
    const lo = settleVnLine({ betType: 'lo2', numbers: ['12', '21'], points: 3, stake: null }, result.prizes);
    expect(p.rounds.get(placed.body.tickets[0]!.ticketId)).toMatchObject({ status: 'settled', win: lo.win });
    expect(p.rounds.get(placed.body.tickets[1]!.ticketId)!.status).toBe('settled');
    expect(ops('credit')).toHaveLength(2);
    // The unanswered debit arriving late is refused: its id was rolled back.
    expect(p.rounds.has(cut)).toBe(false);
  });

  it('loads a state file written before the draws were kept', async () => {
    const stateFile = path.join(dir, 'old-state.json');
    await build({ stateFile });
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as Record<string, unknown>;
    delete saved.draws;
    delete saved.feed;
    writeFileSync(stateFile, JSON.stringify(saved));
    const house = await build({ stateFile });
    expect((await state(house, open(house, 'BGS_VN_NORTH'))).draws.map((d) => d.drawId)).toEqual(['VNN-20261126']);
  });
});

describe('the draw feed', () => {
  it('publishes open, drawn and void draws (schema-valid), retries after a failure and drops a refusal', async () => {
    const house = await build();
    await house.tick();
    const opened = p.draws.map((m) => `${String(m.gameCode)} ${String(m.drawId)} ${String(m.status)}`);
    expect(opened).toEqual(
      expect.arrayContaining([
        'BGS_VN_NORTH VNN-20261126 open',
        'BGS_VN_CENTRAL VNC-20261126-BDI open',
        'BGS_VN_SOUTH VNS-20261126-BTH open',
        'BGS_SEA_4D SEA-20261128 open',
      ]),
    );
    expect(p.draws).toHaveLength(ops('draw').length); // every message valid against draw-request.json
    expect(p.draws.find((m) => m.gameCode === 'BGS_VN_NORTH')).toMatchObject({
      region: 'NORTH',
      label: { EN: 'Hà Nội', TW: '河內' },
      localDate: '2026-11-26',
      closesAt: '2026-11-26T11:00:00.000Z',
      betTypes: expect.arrayContaining([
        { code: 'lo2', odds: '95', price: '27.00' },
        { code: 'xien4', odds: '350', price: null },
      ]),
    });
    expect(p.draws.find((m) => m.gameCode === 'BGS_SEA_4D')!.betTypes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'small',
          tiers: [
            { tier: 'FIRST', odds: '3500' },
            { tier: 'SECOND', odds: '2000' },
            { tier: 'THIRD', odds: '1000' },
          ],
        }),
      ]),
    );
    expect(p.draws.find((m) => m.gameCode === 'BGS_LOTTO')).toMatchObject({ status: 'open', region: null });

    p.failNext('draw', 1);
    const sent = p.draws.length;
    expect((await signed(house, '/dev/draws/run', { gameCode: 'BGS_VN_NORTH' })).body).toEqual({
      status: 'OK',
      drawIds: ['VNN-20261126'],
    });
    expect(p.draws).toHaveLength(sent);
    expect(house.feed.queue.map((e) => `${String(e.message.drawId)} ${String(e.message.status)}`)).toEqual([
      'VNN-20261126 drawn',
      'VNN-20261127 open',
    ]);
    await house.tick();
    const drawn = p.draws.find((m) => m.drawId === 'VNN-20261126' && m.status === 'drawn')!;
    expect(drawn).toMatchObject({
      verifyUrl: `http://house.test/play/verify?game=draw&gameCode=BGS_VN_NORTH&drawId=VNN-20261126&serverSeed=${drawn.serverSeed}&hash=${drawn.serverSeedHash}`,
    });
    expect(createHash('sha256').update(String(drawn.serverSeed)).digest('hex')).toBe(drawn.serverSeedHash);
    expect((drawn.prizes as PrizeTier[]).map((t) => t.tier)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(house.feed.queue).toEqual([]);

    p.refuseNext('draw', 'DRAW_CONFLICT');
    await signed(house, '/dev/draws/void', { gameCode: 'BGS_SEA_4D', drawId: 'SEA-20261128', reason: 'Cancelled' });
    const tried = ops('draw').length;
    await house.tick();
    expect(house.feed.queue.some((e) => e.message.drawId === 'SEA-20261128')).toBe(false);
    expect(
      ops('draw')
        .slice(tried)
        .some((c) => c.body.drawId === 'SEA-20261128' && c.body.status === 'void'),
    ).toBe(false);
  });

  it('goes to every platform of HOUSE_PLATFORM_URLS; one that is down holds back neither bets, draws nor the others', async () => {
    let down = true;
    const second: string[] = [];
    const fetchBoth = (async (url: string | URL, init?: RequestInit) => {
      if (String(url).startsWith('http://other.test')) {
        if (down) throw new TypeError('fetch failed');
        second.push(
          `${String(JSON.parse(String(init?.body)).drawId)} ${String(JSON.parse(String(init?.body)).status)}`,
        );
      }
      return p.fetch(url, init);
    }) as typeof fetch;
    const house = await build({ feedUrls: [PLATFORM, 'http://other.test'], fetch: fetchBoth });
    const session = open(house, 'BGS_VN_NORTH');
    expect(
      (await slip(house, session, 'VNN-20261126', [{ betType: 'de', numbers: ['12'], stake: '1.00' }])).status,
    ).toBe(200);
    expect((await signed(house, '/dev/draws/run', { gameCode: 'BGS_VN_NORTH' })).body.status).toBe('OK');
    expect(ops('credit')).toHaveLength(1);
    expect(
      p.draws.filter((m) => m.gameCode === 'BGS_VN_NORTH').map((m) => `${String(m.drawId)} ${String(m.status)}`),
    ).toEqual(['VNN-20261126 open', 'VNN-20261126 drawn', 'VNN-20261127 open']);
    expect(house.feed.queue.every((e) => e.url === 'http://other.test')).toBe(true);
    down = false;
    await house.tick();
    expect(second.filter((m) => m.startsWith('VNN-'))).toEqual([
      'VNN-20261126 open',
      'VNN-20261126 drawn',
      'VNN-20261127 open',
    ]);
    expect(house.feed.queue).toEqual([]);
  });

  it('defaults to the platform’s own URL', () => {
    expect(feedUrlsOf({ HOUSE_PLATFORM_URLS: ' http://a.test , http://b.test,' })).toEqual([
      'http://a.test',
      'http://b.test',
    ]);
    expect(feedUrlsOf({ PLATFORM_URL: 'http://site.test' }, 8080)).toEqual(['http://site.test']);
    expect(feedUrlsOf({ PORT: '9000' })).toEqual(['http://127.0.0.1:9000']);
    expect(feedUrlsOf({}, 8123)).toEqual(['http://127.0.0.1:8123']);
  });

  it('sends the open draws again on start', async () => {
    const stateFile = path.join(dir, 'feed-state.json');
    const first = await build({ stateFile });
    await first.tick();
    const north = p.draws.filter((m) => m.drawId === 'VNN-20261126');
    await first.app.close();
    services.splice(services.indexOf(first), 1);
    const second = await build({ stateFile });
    await second.tick();
    const again = p.draws.filter((m) => m.drawId === 'VNN-20261126');
    expect(again).toHaveLength(north.length + 1);
    expect(again.at(-1)).toEqual(north[0]);
  });

  it('publishes the five-ball draws with one tier BALLS and sends every bet’s lottery detail (ball1-ball5 with the digit, sum bets with no number)', async () => {
    const house = await build();
    const session = open(house, 'BGS_LOTTO');
    const ball = await api<{ bet: { roundId: string; drawId: string } }>(house, 'POST', '/api/lottery/bet', session, {
      pick: { kind: 'ball', position: 0, digit: 7 },
      stake: '1.00',
    });
    const big = await api<{ bet: { roundId: string } }>(house, 'POST', '/api/lottery/bet', session, {
      pick: { kind: 'big' },
      stake: '1.00',
    });
    expect([ball.status, big.status]).toEqual([200, 200]);
    const drawId = ball.body.bet.drawId;
    expect(p.rounds.get(ball.body.bet.roundId)!.lottery).toEqual({
      drawId,
      betType: 'ball1',
      numbers: ['7'],
      points: null,
      odds: '9.6',
    });
    expect(p.rounds.get(big.body.bet.roundId)!.lottery).toEqual({
      drawId,
      betType: 'big',
      numbers: [],
      points: null,
      odds: '1.92',
    });
    expect((await signed(house, '/dev/draws/run', { gameCode: 'BGS_LOTTO' })).body).toEqual({
      status: 'OK',
      drawIds: [drawId],
    });
    const drawn = p.draws.find((m) => m.drawId === drawId && m.status === 'drawn')!;
    const balls = (drawn.prizes as PrizeTier[])[0]!;
    expect(balls.tier).toBe('BALLS');
    expect(p.rounds.get(ball.body.bet.roundId)).toMatchObject({
      status: 'settled',
      result: { drawId, hits: balls.numbers[0] === '7' ? 1 : 0, winningNumbers: balls.numbers[0] === '7' ? ['7'] : [] },
    });
    const next = p.draws.filter((m) => m.gameCode === 'BGS_LOTTO' && m.status === 'open').at(-1)!;
    expect(next.drawId).not.toBe(drawId);
    expect(Date.parse(String(next.drawAt))).toBeGreaterThan(
      Date.parse(String(p.draws.find((m) => m.drawId === drawId && m.status === 'open')!.drawAt)),
    );
  });
});

describe('trial sessions', () => {
  it('play on the virtual balance without calling the platform', async () => {
    const house = await build();
    const session = open(house, 'BGS_VN_SOUTH', 'trial');
    const drawId = (await state(house, session)).draws[0]!.drawId;
    const placed = await slip(house, session, drawId, [{ betType: 'lo2', numbers: ['12'], points: 10 }]);
    expect(placed.body.balance).toBe('1820.00');
    expect(
      await slip(house, session, drawId, [
        { betType: 'de', numbers: ['12'], stake: '1000.00' },
        { betType: 'de', numbers: ['13'], stake: '1000.00' },
      ]),
    ).toEqual({ status: 409, body: { error: 'INSUFFICIENT_FUNDS', line: 1 } });
    expect((await state(house, session)).balance).toBe('1820.00');
    await signed(house, '/dev/draws/run', { gameCode: 'BGS_VN_SOUTH' });
    const after = await state(house, session);
    const win = after.tickets[0]!.win;
    expect(after.balance).toBe((1820 + Number(win)).toFixed(2));
    expect(p.calls.filter((c) => c.op !== 'draw')).toEqual([]);
  });
});

describe('the game API', () => {
  it('shows the bet types, limits, tickets and results of a date', async () => {
    const house = await build();
    const session = open(house, 'BGS_VN_NORTH');
    const s = await state(house, session);
    expect(s.limits).toEqual({
      minStake: '1.00',
      maxStake: '50000.00',
      maxLines: 20,
      maxNumbers: 10,
      maxPoints: 10000,
    });
    expect(s.betTypes.map((b) => [b.code, b.odds, b.price])).toEqual([
      ['lo2', '95', '27.00'],
      ['lo3', '950', '23.00'],
      ['de', '95', null],
      ['cang3', '950', null],
      ['xien2', '17', null],
      ['xien3', '75', null],
      ['xien4', '350', null],
    ]);
    expect(s.betTypes[4]!.rtp).toBeCloseTo(0.933, 3);
    expect(s.balance).toBe('1000.00');
    await slip(house, session, 'VNN-20261126', [{ betType: 'lo3', numbers: ['123'], points: 2 }]);
    const tickets = (await api<{ tickets: TicketView[] }>(house, 'GET', '/api/draws/tickets', session)).body.tickets;
    expect(tickets).toEqual([
      expect.objectContaining({
        drawId: 'VNN-20261126',
        label: { TW: '河內', EN: 'Hà Nội' },
        betType: 'lo3',
        mode: null,
        numbers: ['123'],
        points: 2,
        stake: '46.00',
        odds: '950',
        status: 'open',
        win: '0.00',
        hits: null,
        winningNumbers: [],
        settledAt: null,
      }),
    ]);
    clock.now = Date.parse('2026-11-26T19:00:00+07:00');
    const results = (await api<{ results: ResultView[] }>(house, 'GET', '/api/draws/results?date=2026-11-26', session))
      .body.results;
    expect(results.map((r) => [r.drawId, r.status, r.localDate])).toEqual([['VNN-20261126', 'drawn', '2026-11-26']]);
    expect((await api(house, 'GET', '/api/draws/results?date=2026-11-25', session)).body).toEqual({ results: [] });
    expect((await api(house, 'GET', '/api/draws/results?date=2026-13-01', session)).body).toEqual({
      error: 'INVALID_REQUEST',
    });
  });

  it('has no test clock without devTools, and refuses unsigned or unknown calls to it', async () => {
    const house = await build();
    expect(
      (
        await house.app.inject({
          method: 'POST',
          url: '/dev/draws/run',
          headers: { 'content-type': 'application/json', 'x-vendor-code': 'BGS', 'x-signature': 'ab'.repeat(32) },
          payload: '{"gameCode":"BGS_VN_NORTH"}',
        })
      ).statusCode,
    ).toBe(401);
    expect((await signed(house, '/dev/draws/run', { gameCode: 'BGS_PVP' })).body.status).toBe('GAME_NOT_FOUND');
    expect((await signed(house, '/dev/draws/run', {})).status).toBe(400);
    const production = await build({ devTools: false });
    expect((await signed(production, '/dev/draws/run', { gameCode: 'BGS_VN_NORTH' })).status).toBe(404);
  });
});

describe('launch', () => {
  const launch = (gameCode: string, lottery?: object) => ({
    requestId: 'req-1',
    playerToken: TOKEN,
    playerId: 'DEMO-1',
    nickname: 'demo',
    merchantCode: 'DEMO',
    currency: 'CNY',
    gameCode,
    language: 'TW',
    mode: 'real',
    returnUrl: 'http://site.test/vnLottery',
    platformUrl: PLATFORM,
    ...(lottery ? { lottery } : {}),
  });

  it('opens the lottery page in the launch’s view (betting unless lobby)', async () => {
    const house = await build();
    const lobby = await signed(
      house,
      '/launch',
      launch('BGS_VN_NORTH', { lottoArea: 'VN', launchMode: 'LOTT', prizeMode: 'ELOTT', view: 'lobby', device: 'WEB' }),
    );
    expect(lobby.body.url).toMatch(/^http:\/\/house\.test\/play\/vnlottery\?session=[\w-]+&lang=tw&view=lobby$/);
    const betting = await signed(
      house,
      '/launch',
      launch('BGS_SEA_4D', { lottoArea: 'SEA', launchMode: 'LOTT', prizeMode: 'SEA', view: 'betting', device: 'WEB' }),
    );
    expect(betting.body.url).toMatch(/\/play\/sealottery\?session=[\w-]+&lang=tw&view=betting$/);
    expect((await signed(house, '/launch', launch('BGS_VN_SOUTH'))).body.url).toMatch(/&view=betting$/);
    expect((await signed(house, '/launch', launch('BGS_VN_SOUTH', { lottoArea: 'VN', view: 'map' }))).status).toBe(400);
  });
});
