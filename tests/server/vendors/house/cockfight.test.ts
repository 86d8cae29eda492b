/**
 * The cockfight (README "Playing", category COCKFIGHT): the sports book's maths with COCKFIGHT_RULES —
 * roosters, meron (home) / wala (away) / draw at published odds with the same 5% margin, a
 * provably fair result — seeded as BGS_COCK under the vendor BGS_COCK, launched through the
 * platform and settled by a credit through the protocol when the fight ends.
 */
import { describe, expect, it } from '@jest/globals';
import { fairRng } from '../../../../server/vendors/house/fair/rng.ts';
import { verifyRound } from '../../../../server/vendors/house/fair/verify.ts';
import {
  COCKFIGHT_RULES,
  fixtureOdds,
  offeredOutcomes,
  outcomeChances,
  pickTeams,
  playFixture,
  ROOSTERS,
  SPORTS_MARGIN,
} from '../../../../server/vendors/house/games/sports.ts';
import { MATCH_MS } from '../../../../server/vendors/house/service/sportsBook.ts';
import { launchSession, minor, play, roundOf, seededGame, startWorldPerFile, type HouseWorld } from './support.ts';

const rngFor = (nonce: number) => fairRng({ serverSeed: 'cockfight', clientSeed: 'c', nonce });

describe('cockfight maths', () => {
  it('publishes meron / wala / draw odds with the margin and draws with their chances', () => {
    expect(offeredOutcomes(COCKFIGHT_RULES)).toEqual(['home', 'draw', 'away']);
    const c = outcomeChances(ROOSTERS[0]!.strength, ROOSTERS[4]!.strength, COCKFIGHT_RULES);
    const odds = fixtureOdds(ROOSTERS[0]!.strength, ROOSTERS[4]!.strength, COCKFIGHT_RULES);
    expect(c.home + c.draw + c.away).toBeCloseTo(1, 12);
    expect(100 / odds.home + 100 / odds.draw + 100 / odds.away).toBeGreaterThanOrEqual(1 + SPORTS_MARGIN - 1e-9);
    const counts = { home: 0, draw: 0, away: 0 };
    for (let i = 0; i < 20_000; i++) {
      const r = playFixture(rngFor(i), 0, 4, COCKFIGHT_RULES);
      counts[r.outcome] += 1;
      expect(r.score).toEqual(r.outcome === 'home' ? [1, 0] : r.outcome === 'away' ? [0, 1] : [0, 0]);
    }
    expect(Math.abs(counts.draw / 20_000 - c.draw)).toBeLessThan(0.01);
    expect(Math.abs(counts.home / 20_000 - c.home)).toBeLessThan(0.02);
  });

  it('recomputes a fight on the verifier with the roosters', () => {
    const r = verifyRound({ game: 'cockfight', serverSeed: 's', clientSeed: 'cf-1', nonce: 0 });
    const [home, away] = pickTeams(fairRng({ serverSeed: 's', clientSeed: 'cf-1', nonce: 1 }), COCKFIGHT_RULES);
    expect(r.outcome).toEqual({
      home: ROOSTERS[home]!.en,
      away: ROOSTERS[away]!.en,
      ...playFixture(fairRng({ serverSeed: 's', clientSeed: 'cf-1', nonce: 0 }), home, away, COCKFIGHT_RULES),
    });
  });
});

let w: HouseWorld;
startWorldPerFile((world) => (w = world));

describe('cockfight in the platform', () => {
  it('is seeded as BGS_COCK under a COCKFIGHT vendor', async () => {
    expect(await seededGame(w, 'BGS_COCK')).toEqual({
      gameType: 'COCKFIGHT',
      vendor: 'BGS_COCK',
      vendorType: 'COCKFIGHT',
    });
  });

  it('takes a draw bet before the fight, refuses one after, and credits the return when it ends', async () => {
    const session = await launchSession(w, 'vassalage=BGS_COCK');
    const board = await play<{
      fixtures: { id: string; kickoff: string; home: { en: string }; odds: Record<string, string> }[];
    }>(w, 'GET', '/api/cockfight/board', session);
    const fight = board.body.fixtures[0]!;
    expect(fight.id.startsWith('cf-')).toBe(true);
    expect(ROOSTERS.map((r) => r.en)).toContain(fight.home.en);
    expect(Number(fight.odds.draw)).toBeGreaterThan(1);
    const bet = await play<{ bet: { roundId: string; status: string } }>(w, 'POST', '/api/cockfight/bet', session, {
      fixtureId: fight.id,
      pick: 'draw',
      stake: '10.00',
    });
    expect(bet.status).toBe(200);
    expect(await roundOf(w, bet.body.bet.roundId)).toMatchObject({ status: 'open', stakeMinor: 1000n });
    w.clock.now = Date.parse(fight.kickoff);
    expect(
      (await play(w, 'POST', '/api/cockfight/bet', session, { fixtureId: fight.id, pick: 'home', stake: '10.00' }))
        .body,
    ).toEqual({ error: 'BETTING_CLOSED' });
    w.clock.now += MATCH_MS;
    const calls = w.calls.length;
    await w.house.tick();
    expect(w.calls.slice(calls)).toContain('/api/vendor/v1/credit');
    const after = await play<{
      finished: { id: string; result: { outcome: string } }[];
      bets: { roundId: string; status: string; win: string }[];
    }>(w, 'GET', '/api/cockfight/board', session);
    const result = after.body.finished.find((f) => f.id === fight.id)!.result;
    const mine = after.body.bets.find((b) => b.roundId === bet.body.bet.roundId)!;
    const odds = BigInt(Math.round(Number(fight.odds.draw) * 100));
    expect(minor(mine.win)).toBe(result.outcome === 'draw' ? (1000n * odds) / 100n : 0n);
    expect(await roundOf(w, bet.body.bet.roundId)).toMatchObject({ status: 'settled', winMinor: minor(mine.win) });
  });
});
