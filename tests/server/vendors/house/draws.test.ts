import { describe, expect, it } from '@jest/globals';
import { fairRng } from '../../../../server/vendors/house/fair/rng.ts';
import { FISH_KINDS, FISH_RTP, shootFish } from '../../../../server/vendors/house/games/fishing.ts';
import {
  checkPick,
  drawLottery,
  lotteryPeriod,
  settlePick,
  LOTTERY_INTERVAL_MS,
} from '../../../../server/vendors/house/games/lottery.ts';
import {
  fixtureOdds,
  outcomeChances,
  playFixture,
  settleSportsBet,
  SPORTS_MARGIN,
  TEAMS,
} from '../../../../server/vendors/house/games/sports.ts';

const rngFor = (nonce: number, seed: string) => fairRng({ serverSeed: seed, clientSeed: 'c', nonce });

describe('fishing', () => {
  it('catches each fish with chance 96% / multiplier, so every fish returns 96%', () => {
    for (const [kind, multiplier] of Object.entries(FISH_KINDS)) {
      const shot = shootFish(rngFor(0, kind), 100n, kind as keyof typeof FISH_KINDS);
      expect(shot.chance * multiplier).toBeCloseTo(FISH_RTP, 12);
      expect(shot.win).toBe(shot.caught ? 100n * BigInt(multiplier) : 0n);
    }
    let won = 0n;
    const n = 50_000;
    for (let i = 0; i < n; i++) won += shootFish(rngFor(i, 'fish'), 10n, 'turtle').win;
    expect(Math.abs(Number(won) / (10 * n) - FISH_RTP)).toBeLessThan(0.05);
    expect(() => shootFish(rngFor(0, 'x'), 0n, 'shark')).toThrow(RangeError);
  });
});

describe('lottery', () => {
  it('draws five digits and settles big/small, odd/even at 1.92x and a ball digit at 9.6x', () => {
    const balls = drawLottery(rngFor(1, 'lotto'));
    expect(balls).toHaveLength(5);
    for (const b of balls) expect(b >= 0 && b <= 9).toBe(true);
    expect(settlePick({ kind: 'big' }, 100n, [9, 9, 5, 0, 0])).toBe(192n);
    expect(settlePick({ kind: 'small' }, 100n, [9, 9, 5, 0, 0])).toBe(0n);
    expect(settlePick({ kind: 'small' }, 100n, [9, 9, 4, 0, 0])).toBe(192n);
    expect(settlePick({ kind: 'odd' }, 100n, [1, 0, 0, 0, 0])).toBe(192n);
    expect(settlePick({ kind: 'even' }, 100n, [1, 0, 0, 0, 0])).toBe(0n);
    expect(settlePick({ kind: 'ball', position: 2, digit: 7 }, 100n, [0, 0, 7, 0, 0])).toBe(960n);
    expect(settlePick({ kind: 'ball', position: 1, digit: 7 }, 100n, [0, 0, 7, 0, 0])).toBe(0n);
    expect(() => checkPick({ kind: 'ball', position: 5, digit: 1 })).toThrow(RangeError);
    expect(() => checkPick({ kind: 'ball', position: 0, digit: 10 })).toThrow(RangeError);
  });

  it('gives big exactly half of all 100,000 five-digit draws', () => {
    let big = 0;
    for (let n = 0; n < 100_000; n++) {
      const digits = String(n).padStart(5, '0').split('').map(Number);
      if (settlePick({ kind: 'big' }, 1n, digits) > 0n) big += 1;
    }
    expect(big).toBe(50_000);
  });

  it('schedules a draw every interval with a stable id', () => {
    const t = Date.UTC(2026, 10, 21, 15, 1, 30);
    const p = lotteryPeriod(t);
    expect(p.drawAt - p.opens).toBe(LOTTERY_INTERVAL_MS);
    expect(p.opens <= t && t < p.drawAt).toBe(true);
    expect(p.drawId).toBe('20261121-301');
    expect(lotteryPeriod(p.drawAt).drawId).not.toBe(p.drawId);
  });
});

describe('sports book', () => {
  it('builds odds with the margin from the chances used to draw the result', () => {
    const odds = fixtureOdds(TEAMS[0]!.strength, TEAMS[5]!.strength);
    const c = outcomeChances(TEAMS[0]!.strength, TEAMS[5]!.strength);
    expect(c.home + c.draw + c.away).toBeCloseTo(1, 12);
    const overround = 100 / odds.home + 100 / odds.draw + 100 / odds.away;
    expect(overround).toBeGreaterThanOrEqual(1 + SPORTS_MARGIN - 1e-9);
    expect(odds.home).toBeLessThan(odds.away);
    const counts = { home: 0, draw: 0, away: 0 };
    for (let i = 0; i < 20_000; i++) {
      const r = playFixture(rngFor(i, 'fixture'), 0, 5);
      counts[r.outcome] += 1;
      const [h, a] = r.score;
      expect(r.outcome === 'home' ? h > a : r.outcome === 'away' ? a > h : h === a).toBe(true);
    }
    expect(Math.abs(counts.home / 20_000 - c.home)).toBeLessThan(0.02);
    expect(Math.abs(counts.draw / 20_000 - c.draw)).toBeLessThan(0.02);
  });

  it('settles a winning pick at stake x odds and a losing one at 0', () => {
    expect(settleSportsBet(1000n, 185, 'home', 'home')).toBe(1850n);
    expect(settleSportsBet(1000n, 185, 'home', 'draw')).toBe(0n);
  });
});
