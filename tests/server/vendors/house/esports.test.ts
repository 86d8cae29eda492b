/**
 * The esports book (README "Playing", category ESPORTS): the sports book's maths with ESPORTS_RULES —
 * esports teams, two-way odds with the same 5% margin, best-of-three scores — seeded as
 * BGS_ESPORTS under the vendor BGS_ESPORTS, launched through the platform, refusing a draw,
 * and settled through the protocol when the match ends.
 */
import { describe, expect, it } from '@jest/globals';
import { seedPlay } from '../../../../server/db/seed/play.ts';
import type { Db } from '../../../../server/db/open.ts';
import { fairRng } from '../../../../server/vendors/house/fair/rng.ts';
import { verifyRound } from '../../../../server/vendors/house/fair/verify.ts';
import {
  ESPORTS_RULES,
  ESPORTS_TEAMS,
  fixtureOdds,
  offeredOutcomes,
  outcomeChances,
  pickTeams,
  playFixture,
  SPORTS_MARGIN,
} from '../../../../server/vendors/house/games/sports.ts';
import { MATCH_MS } from '../../../../server/vendors/house/service/sportsBook.ts';
import { launchSession, minor, play, roundOf, seededGame, startWorldPerFile, type HouseWorld } from './support.ts';

const rngFor = (nonce: number) => fairRng({ serverSeed: 'esports', clientSeed: 'c', nonce });

describe('esports maths', () => {
  it('offers two-way odds with the margin, never draws, and scores best of three', () => {
    expect(offeredOutcomes(ESPORTS_RULES)).toEqual(['home', 'away']);
    const odds = fixtureOdds(ESPORTS_TEAMS[0]!.strength, ESPORTS_TEAMS[2]!.strength, ESPORTS_RULES);
    const c = outcomeChances(ESPORTS_TEAMS[0]!.strength, ESPORTS_TEAMS[2]!.strength, ESPORTS_RULES);
    expect(c.draw).toBe(0);
    expect(c.home + c.away).toBeCloseTo(1, 12);
    expect(odds.draw).toBe(0);
    expect(100 / odds.home + 100 / odds.away).toBeGreaterThanOrEqual(1 + SPORTS_MARGIN - 1e-9);
    expect(odds.home).toBeLessThan(odds.away);
    let home = 0;
    for (let i = 0; i < 20_000; i++) {
      const r = playFixture(rngFor(i), 0, 2, ESPORTS_RULES);
      expect(r.outcome).not.toBe('draw');
      const [h, a] = r.score;
      expect(Math.max(h, a)).toBe(2);
      expect(Math.min(h, a)).toBeLessThan(2);
      expect(r.outcome === 'home' ? h > a : a > h).toBe(true);
      if (r.outcome === 'home') home += 1;
    }
    expect(Math.abs(home / 20_000 - c.home)).toBeLessThan(0.02);
  });

  it('pairs two different teams of the same esports title', () => {
    for (let i = 0; i < 500; i++) {
      const [h, a] = pickTeams(rngFor(i), ESPORTS_RULES);
      expect(h).not.toBe(a);
      expect(ESPORTS_TEAMS[h]!.title).toBe(ESPORTS_TEAMS[a]!.title);
    }
  });
});

let w: HouseWorld;
startWorldPerFile((world) => (w = world));

describe('esports book in the platform', () => {
  it('is seeded as BGS_ESPORTS under an ESPORTS vendor, and seeding again adds nothing', async () => {
    expect(await seededGame(w, 'BGS_ESPORTS')).toEqual({
      gameType: 'ESPORTS',
      vendor: 'BGS_ESPORTS',
      vendorType: 'ESPORTS',
    });
    expect(await w.t.db.transaction((tx) => seedPlay(tx as unknown as Db))).toEqual([]);
  });

  it('takes a two-way bet, refuses a draw, and credits the return through the protocol when the match ends', async () => {
    const session = await launchSession(w, 'vassalage=BGS_ESPORTS');
    const board = await play<{
      fixtures: { id: string; kickoff: string; home: { en: string }; odds: Record<string, string> }[];
    }>(w, 'GET', '/api/esports/board', session);
    expect(board.status).toBe(200);
    const fixture = board.body.fixtures[0]!;
    expect(fixture.id.startsWith('es-')).toBe(true);
    expect(ESPORTS_TEAMS.map((t) => t.en)).toContain(fixture.home.en);
    expect(fixture.odds.draw).toBe('0.00');
    expect(
      (await play(w, 'POST', '/api/esports/bet', session, { fixtureId: fixture.id, pick: 'draw', stake: '10.00' }))
        .body,
    ).toEqual({ error: 'INVALID_REQUEST' });
    // The football book's endpoints refuse an esports session.
    expect((await play(w, 'GET', '/api/sports/board', session)).status).toBeGreaterThanOrEqual(400);
    const bet = await play<{ bet: { roundId: string; status: string } }>(w, 'POST', '/api/esports/bet', session, {
      fixtureId: fixture.id,
      pick: 'away',
      stake: '10.00',
    });
    expect(bet.status).toBe(200);
    expect(await roundOf(w, bet.body.bet.roundId)).toMatchObject({ status: 'open', stakeMinor: 1000n });
    w.clock.now = Date.parse(fixture.kickoff) + MATCH_MS;
    const calls = w.calls.length;
    await w.house.tick();
    expect(w.calls.slice(calls)).toContain('/api/vendor/v1/credit');
    const after = await play<{
      finished: { id: string; result: { outcome: string; score: [number, number] } }[];
      bets: { roundId: string; status: string; win: string }[];
    }>(w, 'GET', '/api/esports/board', session);
    const result = after.body.finished.find((f) => f.id === fixture.id)!.result;
    const mine = after.body.bets.find((b) => b.roundId === bet.body.bet.roundId)!;
    expect(mine.status).toBe(result.outcome === 'away' ? 'won' : 'lost');
    const odds = BigInt(Math.round(Number(fixture.odds.away) * 100));
    expect(minor(mine.win)).toBe(result.outcome === 'away' ? (1000n * odds) / 100n : 0n);
    expect(await roundOf(w, bet.body.bet.roundId)).toMatchObject({ status: 'settled', winMinor: minor(mine.win) });
  });
});

describe('esports verification', () => {
  it('recomputes an esports fixture with the esports teams and rules', () => {
    const r = verifyRound({ game: 'esports', serverSeed: 's', clientSeed: 'es-1', nonce: 0 });
    const [home, away] = pickTeams(fairRng({ serverSeed: 's', clientSeed: 'es-1', nonce: 1 }), ESPORTS_RULES);
    expect(r.outcome).toEqual({
      home: ESPORTS_TEAMS[home]!.en,
      away: ESPORTS_TEAMS[away]!.en,
      ...playFixture(fairRng({ serverSeed: 's', clientSeed: 'es-1', nonce: 0 }), home, away, ESPORTS_RULES),
    });
  });
});
