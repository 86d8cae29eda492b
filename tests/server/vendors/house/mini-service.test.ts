/**
 * The sandbox's mini games end to end (docs/sandbox-provider.md Status "Mini games"): each arcade
 * game launched from the member site under its vendor's integration plays its mini game on
 * BGS_MINI with real debits and credits in the platform's ledger; every round equals the engine's
 * replay from the revealed seeds (mini/replay.ts and POST /api/verify); the chained games keep the
 * round with the session (resumed on reload), cash out once and close a loss; refusals move no
 * money. Limbo and hi-lo, which no catalogue game names, play on a BGS trial session.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { gameRounds, games } from '../../../../server/db/schema.ts';
import { balanceOf } from '../../../../server/ledger/index.ts';
import { replayMini, type MiniPlay } from '../../../../server/vendors/house/games/mini/replay.ts';
import { miniPlayOf } from '../../../../server/vendors/house/fair/verifyMini.ts';
import type { MiniHand } from '../../../../server/vendors/house/service/miniPlay.ts';
import { SESSION_TTL_MS } from '../../../../server/vendors/house/service/sessions.ts';
import { SECRET } from '../../services/vendor-protocol/support.ts';
import { launchSession, minor, play, startWorldPerFile, type HouseWorld } from './support.ts';

let w: HouseWorld;
startWorldPerFile((world) => (w = world));

const wallet = async () => balanceOf(w.t.db, { kind: 'member', memberId: w.memberId, merchantId: w.merchantId });

/** Launches the catalogue game of `vendor` named `name` from the member site (real money). */
async function launchGame(vendor: string, name: string): Promise<string> {
  const rows = await w.t.db
    .select({ nodeId: games.nodeId, gameCode: games.gameCode })
    .from(games)
    .where(eq(games.nameEn, name));
  const row = rows.find((r) => r.gameCode.startsWith(`${vendor}-`));
  if (!row) throw new Error(`no ${vendor} game ${name}`);
  return launchSession(w, `nodeId=${row.nodeId}&mode=real&language=EN`);
}

/** A BGS trial session of BGS_MINI launched directly on the house (any mini game). */
async function bgsTrialSession(): Promise<string> {
  const raw = JSON.stringify({
    requestId: 'mini-test-1',
    playerToken: 'y'.repeat(43),
    playerId: 'DEMO-MINI',
    nickname: 'demo',
    merchantCode: 'DEMO',
    currency: 'CNY',
    gameCode: 'BGS_MINI',
    language: 'EN',
    mode: 'trial',
    returnUrl: 'http://127.0.0.1:8080/',
    platformUrl: 'http://127.0.0.1:8080',
  });
  const res = await w.house.app.inject({
    method: 'POST',
    url: '/launch',
    headers: {
      'content-type': 'application/json',
      'x-vendor-code': 'BGS',
      'x-signature': createHmac('sha256', SECRET).update(raw).digest('hex'),
    },
    payload: raw,
  });
  const body = res.json() as { status: string; url: string };
  expect(body.status).toBe('OK');
  return new URL(body.url).searchParams.get('session')!;
}

interface Fair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** Reveals the session's server seed (rotation) and replays `verify` at `fair`'s nonce, directly and through POST /api/verify. */
async function replayed(session: string, fair: Fair, verify: Record<string, unknown>) {
  const rotated = await play<{ revealed: { serverSeed: string; serverSeedHash: string } }>(
    w,
    'POST',
    '/api/seeds/rotate',
    session,
    {},
  );
  expect(rotated.status).toBe(200);
  expect(rotated.body.revealed.serverSeedHash).toBe(fair.serverSeedHash);
  const inputs = { serverSeed: rotated.body.revealed.serverSeed, clientSeed: fair.clientSeed, nonce: fair.nonce };
  const direct = replayMini(inputs, miniPlayOf(verify as never) as MiniPlay);
  const page = await play<{ serverSeedHash: string; outcome: Record<string, unknown> }>(
    w,
    'POST',
    '/api/verify',
    session,
    {
      game: 'mini',
      ...inputs,
      mini: verify,
    },
  );
  expect(page.status).toBe(200);
  expect(page.body.outcome).toEqual({ game: verify.game, ...direct });
  return direct;
}

/** The platform's record of the session's last round of `integration`. */
async function lastRound(integration: string) {
  const rows = await w.t.db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.integrationCode, integration), eq(gameRounds.memberId, w.memberId)));
  return rows.at(-1);
}

type BetAnswer = {
  game: string;
  round: Record<string, unknown> & { payout: string };
  balance: string;
  fair: Fair;
  verify: Record<string, unknown>;
};

describe('one-shot mini games through their sandbox integrations', () => {
  const cases: [string, string, string, Record<string, unknown>][] = [
    ['JL', 'Crash Rocket', 'crash', { target: 1.5 }],
    ['EG2', 'Space Shooter', 'dice', { side: 'under', target: 49.5 }],
    ['HB', 'Lucky Plinko', 'plinko', { rows: 16, risk: 'high' }],
    ['BNG', 'Coin Pusher', 'coinflip', { side: 'heads' }],
    ['FC', 'Racing Derby', 'race', { runner: 0 }],
  ];
  it.each(cases)(
    '%s %s plays %s: debit and credit in the ledger, the round the engine’s for the fair inputs',
    async (vendor, name, game, bet) => {
      const session = await launchGame(vendor, name);
      const info = await play<{ game: string; sandbox: { kind: string }; rules: { stakes: string[] } }>(
        w,
        'GET',
        '/api/session',
        session,
      );
      expect(info.body.game).toBe('BGS_MINI');
      expect(info.body.rules.stakes).toContain('1.00');
      const state = await play<{ game: string; round: null }>(w, 'GET', '/api/mini/state', session);
      expect(state.body).toMatchObject({ game, round: null });
      for (let i = 0; i < 3; i++) {
        const before = await wallet();
        const res = await play<BetAnswer>(w, 'POST', '/api/mini/bet', session, { game, stake: '10.00', ...bet });
        expect(res.status).toBe(200);
        const win = minor(res.body.round.payout);
        expect(await wallet()).toBe(before - 1000n + win);
        expect(minor(res.body.balance)).toBe(before - 1000n + win);
        expect(await lastRound(vendor)).toMatchObject({ status: 'settled', stakeMinor: 1000n, winMinor: win });
        const direct = await replayed(session, res.body.fair, res.body.verify);
        expect(direct).toEqual(
          JSON.parse(
            JSON.stringify(res.body.round, (_k, v: unknown) =>
              typeof v === 'string' && /^\d+\.\d\d$/.test(v) ? String(minor(v)) : v,
            ),
          ),
        );
      }
    },
  );

  it('refuses a bad stake, a bad target, another game and a foreign session with nothing debited', async () => {
    const session = await launchGame('JL', 'Crash Rocket');
    const before = await wallet();
    const calls = w.calls.length;
    const bets: [Record<string, unknown>, number, string][] = [
      [{ game: 'crash', stake: '0.00', target: 2 }, 400, 'INVALID_REQUEST'],
      [{ game: 'crash', stake: 'ten', target: 2 }, 400, 'INVALID_REQUEST'],
      [{ game: 'crash', stake: '1000.01', target: 2 }, 400, 'INVALID_REQUEST'],
      [{ game: 'crash', stake: '1.00', target: 1 }, 400, 'INVALID_REQUEST'],
      [{ game: 'crash', stake: '1.00', target: 2.005 }, 400, 'INVALID_REQUEST'],
      [{ game: 'crash', stake: '1.00' }, 400, 'INVALID_REQUEST'],
      [{ game: 'dice', stake: '1.00', side: 'under', target: 50 }, 400, 'INVALID_REQUEST'],
      [{ game: 'mines', stake: '1.00', mines: 3 }, 400, 'INVALID_REQUEST'],
    ];
    for (const [body, status, error] of bets) {
      const res = await play<{ error: string }>(w, 'POST', '/api/mini/bet', session, body);
      expect([JSON.stringify(body), res.status, res.body.error]).toEqual([JSON.stringify(body), status, error]);
    }
    const dice = await launchGame('EG2', 'Space Shooter');
    for (const body of [
      { game: 'dice', stake: '1.00', side: 'under', target: 99 },
      { game: 'dice', stake: '1.00', side: 'sideways', target: 50 },
      { game: 'dice', stake: '1.00', side: 'over', target: 100 },
    ])
      expect((await play(w, 'POST', '/api/mini/bet', dice, body)).status).toBe(400);
    const plinko = await launchGame('HB', 'Lucky Plinko');
    for (const body of [
      { game: 'plinko', stake: '1.00', rows: 7, risk: 'low' },
      { game: 'plinko', stake: '1.00', rows: 8, risk: 'wild' },
    ])
      expect((await play(w, 'POST', '/api/mini/bet', plinko, body)).status).toBe(400);
    // A slot session is not a mini game session; an unknown session is no session.
    const slot = await launchSession(
      w,
      'nodeId=' +
        (await w.t.db.select({ nodeId: games.nodeId }).from(games).where(eq(games.gameCode, 'PG-001')))[0]!.nodeId,
    );
    const foreign = await play<{ error: string }>(w, 'POST', '/api/mini/bet', slot, {
      game: 'crash',
      stake: '1.00',
      target: 2,
    });
    expect([foreign.status, foreign.body.error]).toEqual([403, 'WRONG_GAME']);
    expect(
      (await play(w, 'POST', '/api/mini/bet', 'no-such-session', { game: 'crash', stake: '1.00', target: 2 })).status,
    ).toBe(401);
    expect(await wallet()).toBe(before);
    expect(w.calls.slice(calls).filter((p) => p.endsWith('/debit'))).toEqual([]);
  });
});

type ChainAnswer = {
  round: Record<string, unknown> & {
    status: string;
    payout: string;
    multiplier: number;
    layout?: number[] | number[][];
    picks?: number[];
    revealed?: number[];
  };
  fair: Fair;
  canCashOut: boolean;
  balance: string;
  verify?: Record<string, unknown>;
};

/** The saved round of a session (what the test may peek at: the layout the player does not see). */
async function savedRound(session: string): Promise<MiniHand['mini']> {
  const s = await w.house.sessions.get(session);
  return (s.hand as MiniHand).mini;
}

/** A safe and a losing tile of the next step of `session`'s round. */
async function tiles(session: string): Promise<{ safe: number; losing: number }> {
  const mini = await savedRound(session);
  if (mini.game === 'mines') {
    const layout = mini.round.layout;
    const safe = [...Array(25).keys()].find((t) => !layout.includes(t) && !mini.round.revealed.includes(t))!;
    return { safe, losing: layout[0]! };
  }
  if (mini.game === 'hilo') throw new Error('no tiles in hi-lo');
  const row = mini.round.layout[mini.round.picks.length]!;
  return { safe: [...Array(mini.round.rules.tiles).keys()].find((t) => !row.includes(t))!, losing: row[0]! };
}

describe('chained mini games through their sandbox integrations', () => {
  const cases: [string, string, string, Record<string, unknown>][] = [
    ['PT', 'Bubble Pop', 'mines', { mines: 3 }],
    ['RT', 'Tower Climb', 'tower', { difficulty: 'medium' }],
    ['CQ9', 'Goal Rush', 'goalRush', {}],
    ['JDB', 'Penalty Kick', 'penaltyKick', { blocked: 2 }],
  ];
  it.each(cases)(
    '%s %s plays %s: start debits, the round resumes on reload, cash out credits once, a loss closes the round',
    async (vendor, name, game, bet) => {
      const session = await launchGame(vendor, name);
      // A round cashed out after two safe steps.
      const before = await wallet();
      const start = await play<ChainAnswer>(w, 'POST', '/api/mini/start', session, { game, stake: '5.00', ...bet });
      expect(start.status).toBe(200);
      expect(start.body.round.status).toBe('playing');
      expect(start.body.canCashOut).toBe(false);
      expect(await wallet()).toBe(before - 500n);
      // Nothing of what is ahead is shown; a second start is refused.
      expect(start.body.round.layout ?? []).toEqual([]);
      expect(
        (await play<{ error: string }>(w, 'POST', '/api/mini/start', session, { game, stake: '5.00', ...bet })).body
          .error,
      ).toBe('HAND_IN_PROGRESS');
      expect((await play<{ error: string }>(w, 'POST', '/api/seeds/rotate', session, {})).body.error).toBe(
        'HAND_IN_PROGRESS',
      );
      const early = await play<{ error: string }>(w, 'POST', '/api/mini/cashout', session, {});
      expect([early.status, early.body.error]).toEqual([400, 'INVALID_REQUEST']);
      let last = start.body;
      for (let step = 0; step < 2; step++) {
        const res = await play<ChainAnswer>(w, 'POST', '/api/mini/step', session, {
          tile: (await tiles(session)).safe,
        });
        expect([res.status, res.body.round.status]).toEqual([200, 'playing']);
        last = res.body;
      }
      expect(last.canCashOut).toBe(true);
      const reload = await play<ChainAnswer & { game: string }>(w, 'GET', '/api/mini/state', session);
      expect(reload.body).toMatchObject({
        game,
        round: { status: 'playing', multiplier: last.round.multiplier },
        fair: start.body.fair,
      });
      expect(JSON.stringify(reload.body.round.layout ?? []).length).toBeLessThanOrEqual(
        JSON.stringify(last.round.layout ?? []).length,
      );
      const bad = await play<{ error: string }>(w, 'POST', '/api/mini/step', session, { tile: 99 });
      expect([bad.status, bad.body.error]).toEqual([400, 'INVALID_REQUEST']);
      const cashed = await play<ChainAnswer>(w, 'POST', '/api/mini/cashout', session, {});
      expect(cashed.body.round.status).toBe('cashedOut');
      const payout = minor(cashed.body.round.payout);
      expect(payout).toBe((500n * BigInt(Math.round(cashed.body.round.multiplier * 10_000))) / 10_000n);
      expect(await wallet()).toBe(before - 500n + payout);
      expect(await lastRound(vendor)).toMatchObject({ status: 'settled', stakeMinor: 500n, winMinor: payout });
      // Over: another step or cash out has no round; nothing moves.
      for (const [url, body] of [
        ['/api/mini/step', { tile: 0 }],
        ['/api/mini/cashout', {}],
      ] as const)
        expect((await play<{ error: string }>(w, 'POST', url, session, body)).body.error).toBe('NO_HAND');
      expect(await wallet()).toBe(before - 500n + payout);
      const direct = await replayed(session, cashed.body.fair, cashed.body.verify!);
      expect(direct).toMatchObject({ status: 'cashedOut', payout: String(payout) });

      // A round lost on its first step: closed with a credit of 0.
      const before2 = await wallet();
      const lost0 = await play<ChainAnswer>(w, 'POST', '/api/mini/start', session, { game, stake: '2.00', ...bet });
      const lost = await play<ChainAnswer>(w, 'POST', '/api/mini/step', session, {
        tile: (await tiles(session)).losing,
      });
      expect([lost.body.round.status, lost.body.round.payout, lost.body.canCashOut]).toEqual(['lost', '0.00', false]);
      expect((lost.body.round.layout ?? []).length).toBeGreaterThan(0);
      expect(await wallet()).toBe(before2 - 200n);
      expect(await lastRound(vendor)).toMatchObject({ status: 'settled', stakeMinor: 200n, winMinor: 0n });
      expect((await play<{ round: null }>(w, 'GET', '/api/mini/state', session)).body.round).toBeNull();
      expect(await replayed(session, lost0.body.fair, lost.body.verify!)).toMatchObject({ status: 'lost' });
    },
  );

  it('refuses a bad mine count, a step without a round and a start with bad terms, with nothing debited', async () => {
    const session = await launchGame('PT', 'Bubble Pop');
    const before = await wallet();
    for (const body of [
      { game: 'mines', stake: '1.00', mines: 0 },
      { game: 'mines', stake: '1.00', mines: 25 },
      { game: 'mines', stake: '1.00' },
      { game: 'mines', stake: '0.05', mines: 3 },
      { game: 'tower', stake: '1.00', difficulty: 'easy' },
    ])
      expect((await play(w, 'POST', '/api/mini/start', session, body)).status).toBe(400);
    expect((await play<{ error: string }>(w, 'POST', '/api/mini/step', session, { tile: 1 })).body.error).toBe(
      'NO_HAND',
    );
    const tower = await launchGame('RT', 'Tower Climb');
    expect(
      (await play(w, 'POST', '/api/mini/start', tower, { game: 'tower', stake: '1.00', difficulty: 'insane' })).status,
    ).toBe(400);
    const kick = await launchGame('JDB', 'Penalty Kick');
    expect(
      (await play(w, 'POST', '/api/mini/start', kick, { game: 'penaltyKick', stake: '1.00', blocked: 5 })).status,
    ).toBe(400);
    expect(await wallet()).toBe(before);
  });

  it('cashes out the round of an expired session after a safe step, once', async () => {
    const session = await launchGame('RT', 'Tower Climb');
    const before = await wallet();
    await play(w, 'POST', '/api/mini/start', session, { game: 'tower', stake: '3.00', difficulty: 'easy' });
    const step = await play<ChainAnswer>(w, 'POST', '/api/mini/step', session, { tile: (await tiles(session)).safe });
    const saved = w.clock.now;
    try {
      w.clock.now += SESSION_TTL_MS + 1;
      await w.house.tick();
      await w.house.tick();
    } finally {
      w.clock.now = saved;
    }
    const payout = (300n * BigInt(Math.round(step.body.round.multiplier * 10_000))) / 10_000n;
    expect(await wallet()).toBe(before - 300n + payout);
    expect(await lastRound('RT')).toMatchObject({ status: 'settled', stakeMinor: 300n, winMinor: payout });
  });
});

describe('a mini game round across a restart', () => {
  it('closes a round saved in the state file with its cash-out on the next start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'house-mini-'));
    const stateFile = path.join(dir, 'house-state.json');
    const first = await w.buildHouse({ stateFile });
    try {
      const launched = await launchGame('PT', 'Bubble Pop');
      const session = first.sessions.open(w.house.sessions.get(launched));
      const call = async (url: string, body: unknown) =>
        (
          await first.app.inject({
            method: 'POST',
            url,
            headers: { 'x-house-session': session.id, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          })
        ).json() as ChainAnswer;
      const before = await wallet();
      await call('/api/mini/start', { game: 'mines', stake: '4.00', mines: 5 });
      const mini = (session.hand as MiniHand).mini;
      const safe = [...Array(25).keys()].find((tile) => mini.game === 'mines' && !mini.round.layout.includes(tile))!;
      const step = await call('/api/mini/step', { tile: safe });
      expect(step.round.status).toBe('playing');
      await first.app.close();
      const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as { hands: { mini?: unknown }[] };
      expect(saved.hands.filter((h) => h.mini)).toHaveLength(1);

      const second = await w.buildHouse({ stateFile });
      await second.tick();
      await second.app.close();
      const payout = (400n * BigInt(Math.round(step.round.multiplier * 10_000))) / 10_000n;
      expect(await wallet()).toBe(before - 400n + payout);
      expect(await lastRound('PT')).toMatchObject({ status: 'settled', stakeMinor: 400n, winMinor: payout });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('limbo and hi-lo on a BGS session', () => {
  it('plays limbo against the trial balance, the round the engine’s', async () => {
    const session = await bgsTrialSession();
    const res = await play<BetAnswer>(w, 'POST', '/api/mini/bet', session, { game: 'limbo', stake: '2.00', target: 3 });
    expect(res.status).toBe(200);
    const win = minor(res.body.round.payout);
    expect(minor(res.body.balance)).toBe(200_000n - 200n + win);
    expect(await replayed(session, res.body.fair, res.body.verify)).toMatchObject({ target: 3, payout: String(win) });
  });

  it('plays hi-lo: guesses on the likelier side until a win, then cash out; the cards ahead hidden', async () => {
    const session = await bgsTrialSession();
    const start = await play<ChainAnswer & { round: { cards: { rank: number }[] } }>(
      w,
      'POST',
      '/api/mini/start',
      session,
      { game: 'hilo', stake: '1.00' },
    );
    expect(start.body.round.cards).toHaveLength(1);
    expect(start.body.round).not.toHaveProperty('outcomes');
    let answer = start.body;
    // Guess until a right guess (a wrong one ends the round: start again).
    for (let tries = 0; tries < 20 && !answer.canCashOut; tries++) {
      if (answer.round.status !== 'playing')
        answer = (await play<typeof answer>(w, 'POST', '/api/mini/start', session, { game: 'hilo', stake: '1.00' }))
          .body;
      const cards = answer.round.cards as { rank: number }[];
      const rank = cards.at(-1)!.rank;
      answer = (
        await play<typeof answer>(w, 'POST', '/api/mini/step', session, { move: rank <= 7 ? 'higher' : 'lower' })
      ).body;
      expect((answer.round.cards as unknown[]).length).toBeGreaterThanOrEqual(2);
    }
    expect(answer.canCashOut).toBe(true);
    const bad = await play<{ error: string }>(w, 'POST', '/api/mini/step', session, { move: 'sideways' });
    expect(bad.body.error).toBe('INVALID_REQUEST');
    const cashed = await play<ChainAnswer>(w, 'POST', '/api/mini/cashout', session, {});
    expect(cashed.body.round.status).toBe('cashedOut');
    expect(minor(cashed.body.round.payout)).toBeGreaterThan(100n);
    expect(await replayed(session, cashed.body.fair, cashed.body.verify!)).toMatchObject({
      status: 'cashedOut',
      payout: String(minor(cashed.body.round.payout)),
    });
  });
});
