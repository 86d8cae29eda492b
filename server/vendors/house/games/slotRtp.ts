/**
 * The slot's exact return to player, from the published strips (no simulation):
 * - every line sees on each reel a symbol distributed like the strip (stops are uniform), and
 *   the reels are independent, so a line's expected pay is a sum over the symbol counts;
 * - the number of visible scatters per reel is counted over every stop of that reel, and the
 *   reels are independent, so the scatter count's distribution is a convolution;
 * - free spins: each spin is independent with the same distribution, so by Wald's identity the
 *   feature pays E[spins] x E[win per spin] x 2, with E[spins] = 10 / (1 - 10 p) where p is the
 *   chance of 3+ scatters (each free spin adds 10 more with chance p).
 * All figures are fractions of the total bet (floats: statistics, not money).
 */
import { linePay } from './slot';
import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS_AWARDED,
  REEL_STRIPS,
  SCATTER_PAYS,
  SLOT_ROWS,
  SLOT_SYMBOLS,
  type SlotSymbol,
} from './slotRules';

export interface SlotRtp {
  /** Expected line pay per spin (in total bets). */
  lines: number;
  /** Expected scatter pay per spin (in total bets). */
  scatter: number;
  /** Chance that a spin shows 3 or more scatters. */
  triggerChance: number;
  /** Expected number of free spins per trigger. */
  freeSpinsPerTrigger: number;
  /** Expected free spin pay per paid spin (in total bets). */
  freeSpins: number;
  /** The whole RTP: lines + scatter + free spins. */
  total: number;
}

/** Chance of each symbol at one position of each reel. */
function symbolChances(): Map<SlotSymbol, number>[] {
  return REEL_STRIPS.map((strip) => {
    const chances = new Map<SlotSymbol, number>();
    for (const s of strip) chances.set(s, (chances.get(s) ?? 0) + 1 / strip.length);
    return chances;
  });
}

/** Expected pay of one line in line bets (= the lines' share of the RTP, as 20 lines cost 20 line bets). */
function expectedLinePay(): number {
  const chances = symbolChances();
  let total = 0;
  const walk = (reel: number, symbols: SlotSymbol[], p: number): void => {
    if (reel === REEL_STRIPS.length) {
      total += p * linePay(symbols).pay;
      return;
    }
    for (const [s, c] of chances[reel]!) walk(reel + 1, [...symbols, s], p * c);
  };
  walk(0, [], 1);
  return total;
}

/** Distribution of the number of visible scatters (index = count). */
export function scatterDistribution(): number[] {
  let dist = [1];
  for (const strip of REEL_STRIPS) {
    const perReel = new Array<number>(SLOT_ROWS + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < SLOT_ROWS; row++) if (strip[(stop + row) % strip.length] === 'SCATTER') n += 1;
      perReel[n]! += 1 / strip.length;
    }
    const next = new Array<number>(dist.length + SLOT_ROWS).fill(0);
    dist.forEach((a, i) => perReel.forEach((b, j) => (next[i + j]! += a * b)));
    dist = next;
  }
  return dist;
}

/** The exact RTP of the published rules (see the file comment for the method). */
export function slotRtp(): SlotRtp {
  void SLOT_SYMBOLS;
  const lines = expectedLinePay();
  const dist = scatterDistribution();
  let scatter = 0;
  let triggerChance = 0;
  dist.forEach((p, n) => {
    if (n < 3) return;
    triggerChance += p;
    scatter += p * SCATTER_PAYS[Math.min(n, 5) - 3]!;
  });
  const perSpin = lines + scatter;
  const freeSpinsPerTrigger = FREE_SPINS_AWARDED / (1 - FREE_SPINS_AWARDED * triggerChance);
  const freeSpins = triggerChance * freeSpinsPerTrigger * perSpin * FREE_SPIN_MULTIPLIER;
  return { lines, scatter, triggerChance, freeSpinsPerTrigger, freeSpins, total: perSpin + freeSpins };
}
