/**
 * Several in-house vendor processes on one vendor database (docs/scaling.md "The vendor tier";
 * server/vendors/house/store): two services, "processes" A and B, built with the same
 * HOUSE_DATABASE_URL (a fresh `hv_*` database per test), one in-memory platform
 * (house/fakePlatform.ts: the protocol's money calls idempotent by transaction id, the draw feed)
 * and one clock. A session launched on A is served by B (nonces never reused, the trial balance
 * shared); a draw slip placed on A and a sports bet placed on B are debited once and credited once
 * with both ticking, one after the other and at once; a draw is drawn once, with one seed, the
 * sheet the same on both; an unfinished hand is settled once when both sweep it; a feed message is
 * sent once and dropped when answered; a vendor killed while a bet's or a slip's debit is on the
 * way leaves it to the other, which rolls it back; the state outlives both processes. And on any database: a vendor
 * whose database cannot be reached does not start.
 * The PostgreSQL part runs in the PostgreSQL pass (TEST_DATABASE=postgres, scripts/test.mjs
 * PG_SUITES) and is skipped on PGlite, like tests/server/cluster/cluster.test.ts.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { fairRng } from '../../../../server/vendors/house/fair/rng.ts';
import { drawVnSheet } from '../../../../server/vendors/house/games/vnLottery.ts';
import { buildHouseService, type HouseService } from '../../../../server/vendors/house/service/app.ts';
import { SESSION_TTL_MS } from '../../../../server/vendors/house/service/sessions.ts';
import { startHouseVendor } from '../../../../server/vendors/house/service/start.ts';
import { fakePlatform, type FakePlatform } from './fakePlatform.ts';
import { adminUrl, onPostgres, urlOf } from '../../support/postgresTemplate.ts';

const SECRET = 'house-database-test-secret-0123456789abcdef';
const PLATFORM = 'http://platform.test';
const TOKEN = 'player-token-db-0001abcd';
const clock = { now: 0 };
const hmac = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');

describe('a vendor whose database cannot be reached (any database)', () => {
  it('does not start: the service is not built and the start-up logs why', async () => {
    const unreachable = 'postgres://house:secret@127.0.0.1:1/house';
    await expect(
      buildHouseService({ secret: SECRET, publicUrl: 'http://house.test', timers: false, databaseUrl: unreachable }),
    ).rejects.toThrow(/the vendor's database 127\.0\.0\.1:1\/house cannot be used/);
    const lines: string[] = [];
    const log = {
      info: (m: string) => lines.push(`info ${m}`),
      warn: (m: string) => lines.push(`warn ${m}`),
    } as Parameters<typeof startHouseVendor>[1];
    const started = await startHouseVendor({ host: '127.0.0.1', dataDir: '/nonexistent' }, log, {
      HOUSE_PORT: '0',
      HOUSE_DATABASE_URL: unreachable,
    });
    expect(started).toBeNull();
    expect(lines).toEqual([
      expect.stringMatching(/^warn In-house vendor not started: the vendor's database .* cannot be used/),
    ]);
    expect(lines.join('\n')).not.toContain('secret'); // the password stays out of the log
  });
});

(onPostgres() ? describe : describe.skip)(
  'two vendor processes on one vendor database (TEST_DATABASE=postgres; skipped on PGlite)',
  () => {
    let p: FakePlatform;
    let database: string;
    let url: string;
    const services: HouseService[] = [];
    let serial = 0;

    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };

    beforeEach(async () => {
      clock.now = Date.parse('2026-11-26T10:00:00+07:00'); // a Thursday
      p = fakePlatform(SECRET);
      database = `hv_house_${process.pid}_${++serial}_${Math.random().toString(36).slice(2, 8)}`;
      await admin(`create database "${database}"`);
      url = urlOf(adminUrl(), database);
    });
    afterEach(async () => {
      for (const s of services.splice(0)) await s.app.close().catch(() => undefined);
      // an autovacuum worker (a superuser's backend) cannot be ended by this role: wait for it
      for (let attempt = 1; ; attempt++) {
        try {
          await admin(`drop database if exists "${database}" with (force)`);
          return;
        } catch (err) {
          if (
            attempt >= 20 ||
            !/must be a member of the role|being accessed by other users/.test((err as Error).message)
          )
            throw err;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    });

    /** A vendor process on the test database (no timers: the test ticks). */
    async function vendor(): Promise<HouseService> {
      const house = await buildHouseService({
        secret: SECRET,
        publicUrl: 'http://house.test',
        timers: false,
        now: () => clock.now,
        feedUrls: [PLATFORM],
        devTools: true,
        databaseUrl: url,
        client: { fetch: p.fetch, sleep: async () => undefined, maxSettleAttempts: 5 },
      });
      services.push(house);
      return house;
    }

    async function api<T = Record<string, unknown>>(
      house: HouseService,
      method: 'GET' | 'POST',
      path: string,
      session: string,
      body?: unknown,
    ): Promise<{ status: number; body: T }> {
      const res = await house.app.inject({
        method,
        url: path,
        headers: { 'x-house-session': session, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.statusCode, body: res.json() as T };
    }

    /** A signed call of the platform to the vendor (launch, test clock). */
    async function signed(
      house: HouseService,
      path: string,
      body: unknown,
    ): Promise<{ status: number; body: Record<string, unknown> }> {
      const raw = JSON.stringify(body);
      const res = await house.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', 'x-vendor-code': 'BGS', 'x-signature': hmac(raw) },
        payload: raw,
      });
      expect(res.headers['x-signature']).toBe(hmac(res.body));
      return { status: res.statusCode, body: res.json() };
    }

    /** Launches `gameCode` on `house` (the platform's POST /launch); the session id. */
    async function launch(house: HouseService, gameCode: string, mode: 'real' | 'trial' = 'real'): Promise<string> {
      const res = await signed(house, '/launch', {
        requestId: `req-${serial}-${gameCode}-${mode}`,
        playerToken: TOKEN,
        playerId: 'DEMO-1',
        nickname: 'demo',
        merchantCode: 'DEMO',
        currency: 'CNY',
        gameCode,
        language: 'EN',
        mode,
        returnUrl: 'http://site.test/games',
        platformUrl: PLATFORM,
      });
      expect(res.body.status).toBe('OK');
      return new URL(String(res.body.url)).searchParams.get('session')!;
    }

    const ops = (op: string) => p.calls.filter((c) => c.op === op);
    /** How many calls of `op` each round got. */
    const perRound = (op: string) => {
      const counts = new Map<string, number>();
      for (const c of ops(op)) counts.set(String(c.body.roundId), (counts.get(String(c.body.roundId)) ?? 0) + 1);
      return counts;
    };
    const minor = (text: string) => BigInt(text.replace('.', ''));

    interface Spin {
      round: { totalWin: string };
      balance: string;
      fair: { serverSeedHash: string; clientSeed: string; nonce: number };
    }
    interface DrawState {
      draws: { drawId: string; drawAt: string; serverSeedHash: string }[];
      results: {
        drawId: string;
        status: string;
        prizes: { tier: string; numbers: string[] }[];
        serverSeed: string | null;
        serverSeedHash: string;
      }[];
      tickets: { ticketId: string; status: string; win: string }[];
    }
    interface Board {
      fixtures: { id: string; kickoff: string; endsAt: string; serverSeedHash: string }[];
      finished: { id: string; result: { outcome: string; serverSeed: string } }[];
      bets: { roundId: string; status: string; win: string }[];
    }

    it('serves a session launched on A from B: one seed pair, no nonce used twice, one trial balance', async () => {
      const a = await vendor();
      const b = await vendor();
      const session = await launch(a, 'BGS_SLOT');
      const onA = await api<{ seeds: { serverSeedHash: string; nonce: number }; game: string }>(
        a,
        'GET',
        '/api/session',
        session,
      );
      const onB = await api<{ seeds: { serverSeedHash: string; nonce: number }; game: string }>(
        b,
        'GET',
        '/api/session',
        session,
      );
      expect(onB.status).toBe(200);
      expect(onB.body).toMatchObject({ game: 'BGS_SLOT', seeds: onA.body.seeds });

      const spins = [
        await api<Spin>(a, 'POST', '/api/slot/spin', session, { stake: '1.00' }),
        await api<Spin>(b, 'POST', '/api/slot/spin', session, { stake: '1.00' }),
      ];
      spins.push(
        ...(await Promise.all(
          [a, b, a, b].map((house) => api<Spin>(house, 'POST', '/api/slot/spin', session, { stake: '1.00' })),
        )),
      );
      expect(spins.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(spins.map((s) => s.body.fair.nonce).sort()).toEqual([0, 1, 2, 3, 4, 5]);
      expect(new Set(spins.map((s) => s.body.fair.serverSeedHash))).toEqual(new Set([onA.body.seeds.serverSeedHash]));
      expect([...perRound('debit').values()]).toEqual([1, 1, 1, 1, 1, 1]);
      expect([...perRound('credit').values()]).toEqual([1, 1, 1, 1, 1, 1]);
      const won = spins.reduce((sum, s) => sum + minor(s.body.round.totalWin), 0n);
      expect(p.balanceOf(TOKEN)).toBe(100_000n - 600n + won);

      // The rotation on B reveals the seed A served the first rounds with.
      const rotated = await api<{
        revealed: { serverSeed: string; rounds: number };
        seeds: { serverSeedHash: string; nonce: number };
      }>(b, 'POST', '/api/seeds/rotate', session, {});
      expect(rotated.body.revealed.rounds).toBe(6);
      expect(createHash('sha256').update(rotated.body.revealed.serverSeed).digest('hex')).toBe(
        onA.body.seeds.serverSeedHash,
      );
      expect((await api<{ seeds: unknown }>(a, 'GET', '/api/session', session)).body.seeds).toEqual(rotated.body.seeds);

      // A trial session: one virtual balance, whichever process plays it.
      const trial = await launch(b, 'BGS_SLOT', 'trial');
      const calls = p.calls.length;
      const trialSpins = [];
      for (const house of [a, b, a, b])
        trialSpins.push(await api<Spin>(house, 'POST', '/api/slot/spin', trial, { stake: '2.00' }));
      const trialWon = trialSpins.reduce((sum, s) => sum + minor(s.body.round.totalWin), 0n);
      expect(minor(trialSpins.at(-1)!.body.balance)).toBe(200_000n - 800n + trialWon);
      expect(minor((await api<{ balance: string }>(a, 'GET', '/api/session', trial)).body.balance)).toBe(
        200_000n - 800n + trialWon,
      );
      expect(p.calls.length).toBe(calls); // trial never calls the platform
      expect((await api(b, 'GET', '/api/session', 'no-such-session')).status).toBe(401);
    });

    it('debits a slip placed on A and a sports bet placed on B once, and credits each once with both ticking, one after the other and at once', async () => {
      const a = await vendor();
      const b = await vendor();
      const lotto = await launch(a, 'BGS_VN_NORTH');
      const sports = await launch(b, 'BGS_SPORTS');
      const before = (await api<DrawState>(b, 'GET', '/api/draws/state', lotto)).body;
      const drawId = before.draws[0]!.drawId;
      const slip = await api<{ tickets: { ticketId: string }[] }>(a, 'POST', '/api/draws/slip', lotto, {
        drawId,
        lines: [
          { betType: 'de', numbers: ['12', '34'], stake: '1.00' },
          { betType: 'lo2', numbers: ['12'], points: 1 },
        ],
      });
      expect(slip.status).toBe(200);
      const board = (await api<Board>(a, 'GET', '/api/sports/board', sports)).body;
      const fixture = board.fixtures[0]!;
      expect(
        (await api<Board>(b, 'GET', '/api/sports/board', sports)).body.fixtures.map((f) => [f.id, f.serverSeedHash]),
      ).toEqual(board.fixtures.map((f) => [f.id, f.serverSeedHash]));
      const bet = await api<{ bet: { roundId: string } }>(b, 'POST', '/api/sports/bet', sports, {
        fixtureId: fixture.id,
        pick: 'home',
        stake: '10.00',
      });
      expect(bet.status).toBe(200);
      // Each process sees the other's: the tickets on B, the bet on A.
      expect(
        (await api<DrawState>(b, 'GET', '/api/draws/state', lotto)).body.tickets.map((t) => t.ticketId).sort(),
      ).toEqual(slip.body.tickets.map((t) => t.ticketId).sort());
      expect((await api<Board>(a, 'GET', '/api/sports/board', sports)).body.bets.map((x) => x.roundId)).toEqual([
        bet.body.bet.roundId,
      ]);
      const rounds = [...slip.body.tickets.map((t) => t.ticketId), bet.body.bet.roundId];
      expect(Object.fromEntries(perRound('debit'))).toEqual(Object.fromEntries(rounds.map((r) => [r, 1])));

      clock.now = Math.max(Date.parse(before.draws[0]!.drawAt), Date.parse(fixture.endsAt)) + 1;
      await Promise.all([a.tick(), b.tick()]);
      await a.tick();
      await b.tick();
      expect(Object.fromEntries(perRound('credit'))).toEqual(Object.fromEntries(rounds.map((r) => [r, 1])));
      for (const r of rounds) expect(p.rounds.get(r)!.status).toBe('settled');
      expect([...perRound('debit').values()]).toEqual([1, 1, 1]);

      // What each shows is the one settlement.
      const lottoA = (await api<DrawState>(a, 'GET', '/api/draws/state', lotto)).body;
      const lottoB = (await api<DrawState>(b, 'GET', '/api/draws/state', lotto)).body;
      expect(lottoB.tickets).toEqual(lottoA.tickets);
      for (const t of lottoA.tickets) expect(minor(t.win)).toBe(p.rounds.get(t.ticketId)!.win);
      const sportsA = (await api<Board>(a, 'GET', '/api/sports/board', sports)).body;
      expect((await api<Board>(b, 'GET', '/api/sports/board', sports)).body.bets).toEqual(sportsA.bets);
      expect(minor(sportsA.bets[0]!.win)).toBe(p.rounds.get(bet.body.bet.roundId)!.win);
      expect(sportsA.bets[0]!.status).toBe(
        sportsA.finished.find((f) => f.id === fixture.id)!.result.outcome === 'home' ? 'won' : 'lost',
      );
    });

    it('credits many bets once when both processes tick at the same time, again and again', async () => {
      const a = await vendor();
      const b = await vendor();
      const lotto = await launch(a, 'BGS_LOTTO');
      const esports = await launch(b, 'BGS_ESPORTS');
      const state = (await api<{ next: { drawAt: string } }>(a, 'GET', '/api/lottery/state', lotto)).body;
      const fixture = (await api<Board>(b, 'GET', '/api/esports/board', esports)).body.fixtures[0]!;
      const placed = await Promise.all([
        ...[a, b, a, b, a, b].map((house, i) =>
          api<{ bet: { roundId: string } }>(house, 'POST', '/api/lottery/bet', lotto, {
            pick: { kind: i % 2 ? 'odd' : 'big' },
            stake: '1.00',
          }),
        ),
        ...[b, a, b, a].map((house, i) =>
          api<{ bet: { roundId: string } }>(house, 'POST', '/api/esports/bet', esports, {
            fixtureId: fixture.id,
            pick: i % 2 ? 'home' : 'away',
            stake: '1.00',
          }),
        ),
      ]);
      expect(placed.map((r) => r.status)).toEqual(Array(10).fill(200));
      const rounds = placed.map((r) => r.body.bet.roundId);
      expect((await api<{ bets: unknown[] }>(b, 'GET', '/api/lottery/state', lotto)).body.bets).toHaveLength(6);
      clock.now = Math.max(Date.parse(state.next.drawAt), Date.parse(fixture.endsAt)) + 1;
      await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      await Promise.all([b.tick(), a.tick()]);
      expect(Object.fromEntries(perRound('credit'))).toEqual(Object.fromEntries(rounds.map((r) => [r, 1])));
      expect(Object.fromEntries(perRound('debit'))).toEqual(Object.fromEntries(rounds.map((r) => [r, 1])));
    });

    it('draws once: one seed, its hash shown before on both, the same sheet on both, one drawn message', async () => {
      const a = await vendor();
      const b = await vendor();
      const onA = await launch(a, 'BGS_VN_SOUTH');
      const before = [
        (await api<DrawState>(a, 'GET', '/api/draws/state', onA)).body,
        (await api<DrawState>(b, 'GET', '/api/draws/state', onA)).body,
      ];
      expect(before[1]!.draws).toEqual(before[0]!.draws);
      const drawAt = Date.parse(before[0]!.draws[0]!.drawAt);
      clock.now = drawAt;
      // Both read the state the moment the draws are due: the draw happens once, under the lock.
      const after = await Promise.all(
        [a, b, a, b].map((house) => api<DrawState>(house, 'GET', '/api/draws/state', onA)),
      );
      for (const res of after) expect(res.body.results).toEqual(after[0]!.body.results);
      for (const res of after) expect(res.body.draws).toEqual(after[0]!.body.draws); // the next date's seeds: one set
      expect(after[0]!.body.draws.map((d) => d.drawId)).toEqual([
        'VNS-20261127-VL',
        'VNS-20261127-BD',
        'VNS-20261127-TV',
      ]);
      for (const shown of before[0]!.draws) {
        const result = after[0]!.body.results.find((r) => r.drawId === shown.drawId)!;
        expect(result.status).toBe('drawn');
        expect(createHash('sha256').update(result.serverSeed!).digest('hex')).toBe(shown.serverSeedHash);
        expect(result.prizes).toEqual(
          drawVnSheet(fairRng({ serverSeed: result.serverSeed!, clientSeed: shown.drawId, nonce: 0 }), 'SOUTH'),
        );
      }
      await Promise.all([a.tick(), b.tick()]);
      await Promise.all([a.feed.flush(), b.feed.flush()]);
      const drawn = p.draws.filter((m) => m.gameCode === 'BGS_VN_SOUTH' && m.status === 'drawn');
      expect(drawn.map((m) => m.drawId).sort()).toEqual(before[0]!.draws.map((d) => d.drawId).sort());
      // The five-ball draw: read at its time by both at once, drawn once.
      const ball = await launch(b, 'BGS_ELOTT');
      const next = (
        await api<{ next: { drawId: string; drawAt: string; serverSeedHash: string } }>(
          a,
          'GET',
          '/api/elottery/state',
          ball,
        )
      ).body.next;
      clock.now = Date.parse(next.drawAt);
      const states = await Promise.all(
        [a, b].map((house) =>
          api<{
            history: { drawId: string; balls: number[]; serverSeedHash: string }[];
            next: { drawId: string; serverSeedHash: string };
          }>(house, 'GET', '/api/elottery/state', ball),
        ),
      );
      expect(states[1]!.body.history[0]).toEqual(states[0]!.body.history[0]);
      expect(states[1]!.body.next).toEqual(states[0]!.body.next);
      expect(states[0]!.body.history[0]).toMatchObject({ drawId: next.drawId, serverSeedHash: next.serverSeedHash });
    });

    it('continues a blackjack hand on B, plays one call at a time across both, and settles an abandoned hand once when both sweep it', async () => {
      const a = await vendor();
      const b = await vendor();
      const session = await launch(a, 'BGS_PVP');
      interface View {
        hand: { status: string; actions: string[] };
        balance: string;
      }
      let deal: { status: number; body: View } | null = null;
      for (let i = 0; i < 30; i++) {
        deal = await api<View>(i % 2 ? b : a, 'POST', '/api/blackjack/deal', session, { stake: '5.00' });
        if (deal.body.hand.status === 'insurance')
          deal = await api<View>(b, 'POST', '/api/blackjack/noInsurance', session);
        if (deal.body.hand.status === 'playing') break;
      }
      expect(deal!.body.hand.status).toBe('playing');
      // The other process knows the hand; a second call at the same moment is refused, not interleaved.
      expect((await api<View>(b, 'GET', '/api/blackjack/state', session)).body.hand).toEqual(deal!.body.hand);
      const both = await Promise.all([
        api(a, 'POST', '/api/blackjack/deal', session, { stake: '5.00' }),
        api(b, 'POST', '/api/blackjack/deal', session, { stake: '5.00' }),
      ]);
      expect(both.map((r) => r.body)).toEqual([{ error: 'HAND_IN_PROGRESS' }, { error: 'HAND_IN_PROGRESS' }]);
      expect((await api(a, 'POST', '/api/seeds/rotate', session, {})).body).toEqual({ error: 'HAND_IN_PROGRESS' });
      const open = [...perRound('debit').keys()].find((r) => !perRound('credit').has(r))!;
      expect(p.rounds.get(open)!.status).toBe('open');

      // The player leaves; once the session has expired both processes sweep at the same moment.
      clock.now += SESSION_TTL_MS + 1;
      await Promise.all([a.tick(), b.tick(), a.tick()]);
      await b.tick();
      expect(perRound('credit').get(open)).toBe(1);
      expect(p.rounds.get(open)!.status).toBe('settled');
      expect((await api(b, 'GET', '/api/blackjack/state', session)).status).toBe(401);
    });

    it('sends a feed message once, drops it when answered, and keeps it for the next flush when the platform does not answer', async () => {
      const a = await vendor();
      const b = await vendor(); // both published the open draws at start: queued once
      await Promise.all([a.feed.flush(), b.feed.flush()]);
      const sent = p.draws.map((m) => `${String(m.gameCode)} ${String(m.drawId)} ${String(m.status)}`);
      expect(sent.length).toBeGreaterThanOrEqual(6);
      expect(new Set(sent).size).toBe(sent.length);
      const waiting = () => (a.feed as unknown as { waiting(): Promise<unknown[]> }).waiting();
      expect(await waiting()).toEqual([]);

      p.failNext('draw', 1);
      const run = await signed(b, '/dev/draws/run', { gameCode: 'BGS_VN_NORTH' }); // draws, pays, flushes (the send fails)
      expect(run.body).toMatchObject({ status: 'OK', drawIds: ['VNN-20261126'] });
      expect(
        (await waiting())
          .map((e) => (e as { message: { drawId: string; status: string } }).message)
          .map((m) => `${m.drawId} ${m.status}`),
      ).toEqual(['VNN-20261126 drawn', 'VNN-20261127 open']);
      await a.feed.flush();
      expect(await waiting()).toEqual([]);
      await Promise.all([a.feed.flush(), b.feed.flush()]);
      expect(p.draws.filter((m) => m.drawId === 'VNN-20261126' && m.status === 'drawn')).toHaveLength(1);
      expect(
        p.calls.filter((c) => c.op === 'draw' && c.body.drawId === 'VNN-20261126' && c.body.status === 'drawn'),
      ).toHaveLength(2); // the failed attempt, then the one answered
    });

    it('rolls back a sports bet whose vendor died while its debit was on the way, and never shows it', async () => {
      const a = await vendor();
      const b = await vendor();
      const sports = await launch(a, 'BGS_SPORTS');
      const fixture = (await api<Board>(a, 'GET', '/api/sports/board', sports)).body.fixtures[0]!;
      const hold = p.hold('debit');
      const bet = api(a, 'POST', '/api/sports/bet', sports, { fixtureId: fixture.id, pick: 'away', stake: '7.00' });
      for (let i = 0; i < 2000 && ops('debit').length === 0; i++) await new Promise((r) => setTimeout(r, 5));
      const roundId = String(ops('debit')[0]!.body.roundId);
      expect((await api<Board>(b, 'GET', '/api/sports/board', sports)).body.bets).toEqual([]); // saved as placing: not shown
      await admin(
        `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = '${database}')`,
      );
      await b.tick();
      expect(ops('rollback').map((c) => c.body.referenceTransactionId)).toEqual([`${roundId}:d1`]);
      hold(); // the debit arrives after its rollback: refused
      expect((await bet).status).toBeGreaterThanOrEqual(400);
      await b.tick();
      expect(ops('rollback')).toHaveLength(1); // once
      expect(p.balanceOf(TOKEN)).toBe(100_000n);
      expect((await api<Board>(a, 'GET', '/api/sports/board', sports)).body.bets).toEqual([]);
      clock.now = Date.parse(fixture.endsAt) + 1;
      await Promise.all([a.tick(), b.tick()]);
      expect(ops('credit')).toHaveLength(0);
    });

    it('leaves a slip of a vendor killed mid-slip to the other, which rolls it back; the state outlives both processes', async () => {
      const a = await vendor();
      const b = await vendor();
      const lotto = await launch(a, 'BGS_VN_NORTH');
      const sports = await launch(a, 'BGS_SPORTS');
      const slot = await launch(a, 'BGS_SLOT');
      const drawId = (await api<DrawState>(a, 'GET', '/api/draws/state', lotto)).body.draws[0]!.drawId;
      const kept = await api<{ tickets: { ticketId: string }[] }>(b, 'POST', '/api/draws/slip', lotto, {
        drawId,
        lines: [{ betType: 'de', numbers: ['55'], stake: '3.00' }],
      });
      const fixture = (await api<Board>(b, 'GET', '/api/sports/board', sports)).body.fixtures[1]!;
      const bet = await api<{ bet: { roundId: string } }>(a, 'POST', '/api/sports/bet', sports, {
        fixtureId: fixture.id,
        pick: 'draw',
        stake: '4.00',
      });
      const spin = await api<Spin>(b, 'POST', '/api/slot/spin', slot, { stake: '1.00' });
      expect([kept.status, bet.status, spin.status]).toEqual([200, 200, 200]);

      // A takes a three-line slip and dies while its second debit is on the way (its lock connection goes).
      const before = p.balanceOf(TOKEN);
      const first = p.hold('debit');
      const slip = api(a, 'POST', '/api/draws/slip', lotto, {
        drawId,
        lines: [
          { betType: 'de', numbers: ['01'], stake: '1.00' },
          { betType: 'de', numbers: ['02'], stake: '1.00' },
          { betType: 'de', numbers: ['03'], stake: '1.00' },
        ],
      });
      const until = async (check: () => boolean) => {
        for (let i = 0; i < 2000 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
        expect(check()).toBe(true);
      };
      await until(() => ops('debit').length === 4);
      first();
      const second = p.hold('debit');
      await until(() => ops('debit').length === 5);
      await admin(
        `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = '${database}')`,
      );
      await b.tick();
      // B rolled the slip back: the debit that went through, the one on the way, the one never sent.
      const cut = ops('debit')
        .slice(3, 5)
        .map((c) => String(c.body.roundId));
      const rolledBack = ops('rollback').map((c) => String(c.body.referenceTransactionId));
      expect(rolledBack).toHaveLength(3);
      expect(rolledBack).toEqual(expect.arrayContaining(cut.map((r) => `${r}:d1`)));
      second(); // the debit on the way arrives after its rollback: refused
      expect((await slip).status).toBeGreaterThanOrEqual(400); // A could not finish the slip
      expect(ops('debit')).toHaveLength(5);
      expect(p.balanceOf(TOKEN)).toBe(before);
      for (const r of cut) expect(p.rounds.get(r)?.status ?? 'never debited').not.toBe('open');

      // Both processes go; a new one settles what was left open and serves the old sessions.
      for (const s of services.splice(0)) await s.app.close().catch(() => undefined);
      const c = await vendor();
      clock.now = Math.max(Date.parse('2026-11-26T18:15:00+07:00'), Date.parse(fixture.endsAt)) + 1;
      await c.tick();
      for (const r of [kept.body.tickets[0]!.ticketId, bet.body.bet.roundId]) {
        expect(perRound('credit').get(r)).toBe(1);
        expect(p.rounds.get(r)!.status).toBe('settled');
      }
      const again = await api<Spin>(c, 'POST', '/api/slot/spin', slot, { stake: '1.00' });
      expect(again.body.fair).toMatchObject({
        serverSeedHash: spin.body.fair.serverSeedHash,
        nonce: spin.body.fair.nonce + 1,
      });
      expect(
        (await api<DrawState>(c, 'GET', '/api/draws/state', lotto)).body.tickets.map((t) => [t.ticketId, t.status]),
      ).toEqual([[kept.body.tickets[0]!.ticketId, expect.stringMatching(/^(won|lost)$/)]]);
    });
  },
);
