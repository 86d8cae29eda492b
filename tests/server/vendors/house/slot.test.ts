import { describe, expect, it } from '@jest/globals';
import { fairRng } from '../../../../server/vendors/house/fair/rng.ts';
import { evaluateSpin, gridAt, linePay, playSlot } from '../../../../server/vendors/house/games/slot.ts';
import { LINE_PAYS, PAYLINES, REEL_STRIPS, SCATTER_PAYS } from '../../../../server/vendors/house/games/slotRules.ts';
import { scatterDistribution, slotRtp } from '../../../../server/vendors/house/games/slotRtp.ts';

/** The stop of `reel` that shows `symbol` on `row` (or throws). */
function stopShowing(reel: number, symbol: string, row: number): number {
  const strip = REEL_STRIPS[reel]!;
  const at = strip.findIndex((s) => s === symbol);
  if (at < 0) throw new Error(`${symbol} not on reel ${reel}`);
  return (at - row + strip.length) % strip.length;
}

describe('slot paytable', () => {
  it('pays a line from reel 1 with wilds substituting and the scatter breaking it', () => {
    expect(linePay(['DRAGON', 'DRAGON', 'WILD', 'A', 'K'])).toEqual({
      symbol: 'DRAGON',
      count: 3,
      pay: LINE_PAYS.DRAGON[0],
    });
    expect(linePay(['KOI', 'WILD', 'WILD', 'KOI', 'KOI'])).toEqual({ symbol: 'KOI', count: 5, pay: LINE_PAYS.KOI[2] });
    expect(linePay(['TEN', 'TEN', 'SCATTER', 'TEN', 'TEN']).pay).toBe(0);
    expect(linePay(['A', 'K', 'A', 'A', 'A']).pay).toBe(0);
    expect(linePay(['SCATTER', 'SCATTER', 'SCATTER', 'A', 'A']).pay).toBe(0);
  });

  it('has 20 distinct paylines and strips where wilds sit only on reels 2-4', () => {
    expect(new Set(PAYLINES.map((l) => l.join())).size).toBe(20);
    expect(REEL_STRIPS[0]).not.toContain('WILD');
    expect(REEL_STRIPS[4]).not.toContain('WILD');
    for (const reel of [1, 2, 3]) expect(REEL_STRIPS[reel]).toContain('WILD');
  });

  it('evaluates a screen: the middle line of five dragons pays 300 line bets', () => {
    const stops = [0, 1, 2, 3, 4].map((reel) => stopShowing(reel, 'DRAGON', 1));
    const spin = evaluateSpin(stops, 2000n, 1);
    expect(gridAt(stops).map((col) => col[1])).toEqual(['DRAGON', 'DRAGON', 'DRAGON', 'DRAGON', 'DRAGON']);
    const middle = spin.lineWins.find((w) => w.line === 0);
    expect(middle).toEqual({ line: 0, symbol: 'DRAGON', count: 5, pay: LINE_PAYS.DRAGON[2] });
    const linePays = spin.lineWins.reduce((s, w) => s + w.pay, 0);
    expect(spin.win).toBe(100n * BigInt(linePays) + 2000n * BigInt(spin.scatterPay));
  });

  it('pays scatters anywhere in total bets and awards 10 free spins at three', () => {
    const stops = [0, 2, 4].map((reel) => stopShowing(reel, 'SCATTER', 0));
    const all = [stops[0]!, stopShowing(1, 'A', 0), stops[1]!, stopShowing(3, 'A', 0), stops[2]!];
    const spin = evaluateSpin(all, 100n, 2);
    expect(spin.scatters).toBe(3);
    expect(spin.scatterPay).toBe(SCATTER_PAYS[0]);
    expect(spin.freeSpinsWon).toBe(10);
    expect(spin.win % 2n).toBe(0n);
  });

  it('refuses a total bet that is not a positive multiple of the 20 lines', () => {
    const rng = fairRng({ serverSeed: 's', clientSeed: 'c', nonce: 0 });
    expect(() => playSlot(rng, 30n)).toThrow(RangeError);
    expect(() => playSlot(rng, 0n)).toThrow(RangeError);
  });

  it('plays free spins within the round and totals the wins', () => {
    let found = false;
    for (let nonce = 0; nonce < 3000 && !found; nonce++) {
      const round = playSlot(fairRng({ serverSeed: 'free', clientSeed: 'spins', nonce }), 200n);
      if (round.freeSpins.length === 0) continue;
      found = true;
      expect(round.freeSpins.length).toBeGreaterThanOrEqual(10);
      expect(round.freeSpins.every((s) => s.multiplier === 2)).toBe(true);
      expect(round.totalWin).toBe(round.freeSpins.reduce((s, f) => s + f.win, round.base.win));
    }
    expect(found).toBe(true);
  });
});

describe('slot RTP', () => {
  it('is exactly 96.00% (to 0.01 point) from the published strips', () => {
    const rtp = slotRtp();
    expect(rtp.total).toBeCloseTo(0.96, 4);
    expect(rtp.lines + rtp.scatter + rtp.freeSpins).toBeCloseTo(rtp.total, 12);
    expect(scatterDistribution().reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('agrees with a full count of the scatter chance over every stop combination', () => {
    // Brute force over all 34^5 stop combinations would be 45 M screens; the per-reel scatter
    // counts are independent, so count each reel's stops and multiply the 3+ cases.
    const perReel = REEL_STRIPS.map(
      (strip) =>
        strip.filter((_, stop) => [0, 1, 2].some((r) => strip[(stop + r) % strip.length] === 'SCATTER')).length /
        strip.length,
    );
    let p3 = 0;
    for (let mask = 0; mask < 32; mask++) {
      const bits = [0, 1, 2, 3, 4].filter((i) => mask & (1 << i));
      if (bits.length < 3) continue;
      p3 += perReel.reduce((p, q, i) => p * (bits.includes(i) ? q : 1 - q), 1);
    }
    expect(slotRtp().triggerChance).toBeCloseTo(p3, 12);
  });

  it('is met by play: 100,000 fair spins land within 2 points of it', () => {
    let won = 0n;
    const n = 100_000;
    for (let nonce = 0; nonce < n; nonce++)
      won += playSlot(fairRng({ serverSeed: 'jest', clientSeed: 'rtp', nonce }), 20n).totalWin;
    expect(Math.abs(Number(won) / (20 * n) - slotRtp().total)).toBeLessThan(0.02);
  });
});
