import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { fairRng } from '../../../../server/vendors/house/fair/rng.ts';
import { verifyRound } from '../../../../server/vendors/house/fair/verify.ts';
import { LINE_PAYS, PAYLINES, REEL_STRIPS, SCATTER_PAYS } from '../../../../server/vendors/house/games/slotRules.ts';
import { HOUSE_SLOT_DEFINITION as HOUSE } from '../../../../server/vendors/house/games/slots/house.ts';
import { evaluateSlotSpin, playSlot, slotGridAt } from '../../../../server/vendors/house/games/slots/play.ts';
import { scatterCountDistribution, slotDefinitionRtp } from '../../../../server/vendors/house/games/slots/rtp.ts';

/** The stop of `reel` that shows `symbol` on `row` (or throws). */
function stopShowing(reel: number, symbol: string, row: number): number {
  const strip = REEL_STRIPS[reel]!;
  const at = strip.findIndex((s) => s === symbol);
  if (at < 0) throw new Error(`${symbol} not on reel ${reel}`);
  return (at - row + strip.length) % strip.length;
}

/** Stops that show `symbols` (one per reel) on the middle row. */
const middleRow = (symbols: readonly string[]) => symbols.map((s, reel) => stopShowing(reel, s, 1));

describe('the in-house slot on the one slot engine', () => {
  it('pays a line from reel 1 with wilds substituting and the scatter breaking it', () => {
    const pay = (symbols: string[]) =>
      evaluateSlotSpin(HOUSE, middleRow(symbols), 2000n).wins.find((w) => w.line === 0) ?? null;
    expect(pay(['DRAGON', 'DRAGON', 'WILD', 'A', 'K'])).toMatchObject({
      symbol: 'DRAGON',
      count: 3,
      pay: LINE_PAYS.DRAGON[0],
    });
    expect(pay(['KOI', 'WILD', 'WILD', 'WILD', 'KOI'])).toMatchObject({
      symbol: 'KOI',
      count: 5,
      pay: LINE_PAYS.KOI[2],
    });
    expect(pay(['TEN', 'TEN', 'SCATTER', 'TEN', 'TEN'])).toBeNull();
    expect(pay(['A', 'K', 'A', 'A', 'A'])).toBeNull();
    expect(pay(['SCATTER', 'SCATTER', 'SCATTER', 'A', 'A'])).toBeNull();
  });

  it('has 20 distinct paylines and strips where wilds sit only on reels 2-4', () => {
    expect(HOUSE.payModel).toEqual({ kind: 'lines', lines: PAYLINES });
    expect(new Set(PAYLINES.map((l) => l.join())).size).toBe(20);
    expect(REEL_STRIPS[0]).not.toContain('WILD');
    expect(REEL_STRIPS[4]).not.toContain('WILD');
    for (const reel of [1, 2, 3]) expect(REEL_STRIPS[reel]).toContain('WILD');
  });

  it('evaluates a screen: the middle line of five dragons pays 300 line bets', () => {
    const stops = middleRow(['DRAGON', 'DRAGON', 'DRAGON', 'DRAGON', 'DRAGON']);
    const spin = evaluateSlotSpin(HOUSE, stops, 2000n);
    expect(slotGridAt(HOUSE, stops).map((col) => col[1])).toEqual(['DRAGON', 'DRAGON', 'DRAGON', 'DRAGON', 'DRAGON']);
    expect(spin.wins.find((w) => w.line === 0)).toEqual({
      line: 0,
      symbol: 'DRAGON',
      count: 5,
      ways: 1,
      pay: LINE_PAYS.DRAGON[2],
    });
    const linePays = spin.wins.reduce((s, w) => s + w.pay, 0);
    expect(spin.win).toBe(100n * BigInt(linePays) + 2000n * BigInt(spin.scatterPay));
  });

  it('pays scatters anywhere in total bets and awards 10 free spins at three', () => {
    const stops = [0, 2, 4].map((reel) => stopShowing(reel, 'SCATTER', 0));
    const all = [stops[0]!, stopShowing(1, 'A', 0), stops[1]!, stopShowing(3, 'A', 0), stops[2]!];
    const spin = evaluateSlotSpin(HOUSE, all, 100n, 2, true);
    expect(spin.scatters).toBe(3);
    expect(spin.scatterPay).toBe(SCATTER_PAYS[0]);
    expect(spin.freeSpinsWon).toBe(10);
    expect(spin.win % 2n).toBe(0n);
  });

  it('plays free spins within the round and totals the wins', () => {
    let found = false;
    for (let nonce = 0; nonce < 3000 && !found; nonce++) {
      const round = playSlot(HOUSE, fairRng({ serverSeed: 'free', clientSeed: 'spins', nonce }), 200n);
      if (round.freeSpins.length === 0) continue;
      found = true;
      expect(round.freeSpins.length).toBeGreaterThanOrEqual(10);
      expect(round.freeSpins.every((s) => s.multiplier === 2)).toBe(true);
      expect(round.totalWin).toBe(round.freeSpins.reduce((s, f) => s + f.win, round.base.win));
    }
    expect(found).toBe(true);
  });

  it('plays the very rounds of its former engine: a digest of 5,000 rounds from fixed seeds', () => {
    // Recorded from the in-house engine this one replaced (stops, line wins, scatters, awards and
    // money of every spin), so a round played before still verifies to the same outcome.
    const digest = createHash('sha256');
    let total = 0n;
    let free = 0;
    for (let nonce = 0; nonce < 5000; nonce++) {
      const round = playSlot(
        HOUSE,
        fairRng({ serverSeed: 'house-slot-golden', clientSeed: 'dragon-fortune', nonce }),
        2000n,
      );
      const spins = [round.base, ...round.freeSpins];
      digest.update(
        JSON.stringify(
          spins.map((s) => [
            s.stops,
            s.wins.map((w) => [w.line, w.symbol, w.count, w.pay]),
            s.scatters,
            s.freeSpinsWon,
            s.win.toString(),
          ]),
        ),
      );
      total += round.totalWin;
      free += round.freeSpins.length;
    }
    expect([total, free]).toEqual([9_689_300n, 340]);
    expect(digest.digest('hex')).toBe('09f371d5f9aff3ab1f35e8554fad701e2291066b2b5a3912e58c74ece15d3783');
  });

  it('verifies a round as before: the same outcome fields, line wins in line bets', () => {
    const inputs = { serverSeed: 'verify-house', clientSeed: 'c', nonce: 7 };
    const round = playSlot(HOUSE, fairRng(inputs), 2000n);
    const { outcome } = verifyRound({ game: 'slot', ...inputs });
    expect(outcome).toMatchObject({
      stops: round.base.stops,
      grid: round.base.grid,
      winInBets: Number(round.totalWin) / 2000,
      freeSpins: round.freeSpins.length,
      lineWins: round.base.wins.map(({ line, symbol, count, pay }) => ({ line, symbol, count, pay })),
      scatters: round.base.scatters,
      freeSpinWinInBets: Number(round.totalWin - round.base.win) / 2000,
    });
    expect((outcome.symbols as Record<string, unknown>).DRAGON).toEqual({ TW: '神龍', EN: 'Dragon' });
  });
});

describe('the in-house slot RTP', () => {
  it('is exactly 96.00% (to 0.01 point) from the published strips, the former engine figures to 1e-12', () => {
    const rtp = slotDefinitionRtp(HOUSE);
    expect(rtp.total).toBeCloseTo(0.96, 4);
    // The former in-house computation's figures.
    expect(rtp.total).toBeCloseTo(0.9599705836931797, 12);
    expect(rtp.lines).toBeCloseTo(0.8369720947250372, 12);
    expect(rtp.scatter).toBeCloseTo(0.014452159618891196, 12);
    expect(rtp.triggerChance).toBeCloseTo(0.0059924168419777475, 12);
    expect(rtp.freeSpinsPerTrigger).toBeCloseTo(10.637439729931657, 12);
    expect(rtp.lines + rtp.scatter + rtp.freeSpins).toBeCloseTo(rtp.total, 12);
    expect(scatterCountDistribution(HOUSE, 0).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('agrees with a full count of the scatter chance over every stop combination', () => {
    // The per-reel scatter counts are independent: count each reel's stops and multiply the 3+ cases.
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
    expect(slotDefinitionRtp(HOUSE).triggerChance).toBeCloseTo(p3, 12);
  });

  it('is met by play: 100,000 fair spins land within 2 points of it', () => {
    let won = 0n;
    const n = 100_000;
    for (let nonce = 0; nonce < n; nonce++)
      won += playSlot(HOUSE, fairRng({ serverSeed: 'jest', clientSeed: 'rtp', nonce }), 20n).totalWin;
    expect(Math.abs(Number(won) / (20 * n) - slotDefinitionRtp(HOUSE).total)).toBeLessThan(0.02);
  });
});
