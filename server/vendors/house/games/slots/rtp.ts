/**
 * The exact return to player of a slot definition (docs/sandbox-provider.md "Engine kinds":
 * exact RTP from the paytable and strips), the in-house slot's former method made general:
 * - the stops are uniform and the reels independent, so an expectation over a whole screen is a
 *   product of expectations over single reels;
 * - a **line** sees on each reel one symbol distributed like the strip: the chance of exactly n of
 *   a symbol from reel 1 is p1(s) x prod (p(s) + m p(wild)) over reels 2..n (m the wild multiplier,
 *   which weighs each wild in the pay) x (1 - p(s) - p(wild)) on reel n+1; every line has the same
 *   expectation, so the lines' share is that of one line times the lines over the bet units;
 * - a **way** of n reels pays (pay x the product over reels of (count of s + m x count of wilds)):
 *   its expectation is the product of each reel's expected weighted count (rows x (p(s) + m
 *   p(wild))) times, on reel n+1, the chance that the window shows neither s nor a wild, counted
 *   over every stop of that reel;
 * - the **scatter** count's distribution is the convolution of each reel's, counted over every stop;
 * - **free spins**: every spin is independent with the same distribution, so by Wald's identity
 *   they pay E[free spins] x E[pay per spin] x the multiplier; a spin awards A spins on average, so
 *   E[free spins] is A / (1 - A) per paid spin with retriggers (each free spin awards A more) and
 *   A without. The MAX_SLOT_FREE_SPINS cap is ignored (its effect is below 1e-12).
 * Figures are fractions of the total bet (floats: statistics, not money).
 */
import { atLeast, betUnitsOf, checkSlotDefinition, type SlotDefinition } from './definition.ts';

/** The exact RTP of a definition and its parts, each in total bets per paid spin. */
export interface SlotDefinitionRtp {
  /** Expected line or way pay of one spin. */
  lines: number;
  /** Expected scatter pay of one spin. */
  scatter: number;
  /** Chance that a spin awards free spins. */
  triggerChance: number;
  /** Expected free spins per trigger (with retriggers). */
  freeSpinsPerTrigger: number;
  /** Expected free spin pay per paid spin. */
  freeSpins: number;
  /** lines + scatter + freeSpins. */
  total: number;
}

/** What one bet unit of a symbol's pay for `count` adds to one spin's return, in total bets. */
export interface PayContribution {
  symbol: string;
  count: number;
  perUnit: number;
}

/** How many of `id` the window of `rows` symbols from `stop` shows. */
export function windowCount(strip: readonly string[], rows: number, stop: number, id: string): number {
  let n = 0;
  for (let row = 0; row < rows; row++) if (strip[(stop + row) % strip.length] === id) n += 1;
  return n;
}

/** The chance of `id` at one position of `strip`. */
function chanceOf(strip: readonly string[], id: string | undefined): number {
  return id === undefined ? 0 : strip.filter((s) => s === id).length / strip.length;
}

/** The chance that a window of `strip` shows neither `id` nor `wild`. */
function missChance(strip: readonly string[], rows: number, id: string, wild: string | undefined): number {
  let misses = 0;
  for (let stop = 0; stop < strip.length; stop++)
    if (windowCount(strip, rows, stop, id) === 0 && (wild === undefined || windowCount(strip, rows, stop, wild) === 0))
      misses += 1;
  return misses / strip.length;
}

/**
 * The base spin's return per bet unit of every (symbol, count) pay (see the file comment), so the
 * lines' share of the RTP is the sum of pay x perUnit. Throws RangeError on an invalid definition.
 */
export function payContributions(definition: SlotDefinition): PayContribution[] {
  checkSlotDefinition(definition);
  const { strips, rows, reels, payModel } = definition;
  const wild = definition.wild?.id;
  const m = definition.wild?.multiplier ?? 1;
  const betUnits = betUnitsOf(definition);
  const out: PayContribution[] = [];
  for (const symbol of definition.symbols) {
    const p = strips.map((strip) => chanceOf(strip, symbol.id));
    const w = strips.map((strip) => chanceOf(strip, wild));
    // Expected weighted count on each reel, and the chance that reel ends the run.
    const hit =
      payModel.kind === 'lines' ? p.map((ps, j) => ps + m * w[j]!) : p.map((ps, j) => rows * (ps + m * w[j]!));
    const end =
      payModel.kind === 'lines'
        ? p.map((ps, j) => 1 - ps - w[j]!)
        : strips.map((strip) => missChance(strip, rows, symbol.id, wild));
    const spread = payModel.kind === 'lines' ? payModel.lines.length : 1;
    let run = 1;
    for (let count = 1; count <= reels; count++) {
      run *= hit[count - 1]!;
      const chance = run * (count < reels ? end[count]! : 1);
      out.push({ symbol: symbol.id, count, perUnit: (chance * spread) / betUnits });
    }
  }
  return out;
}

/** Distribution of the number of visible scatters on one spin (index = count; [1] without a scatter). */
export function scatterCountDistribution(definition: SlotDefinition, fromReel = 0): number[] {
  const scatter = definition.scatter?.id;
  let dist = [1];
  if (scatter === undefined) return dist;
  for (const strip of definition.strips.slice(fromReel)) {
    const perReel = new Array<number>(definition.rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++)
      perReel[windowCount(strip, definition.rows, stop, scatter)]! += 1 / strip.length;
    const next = new Array<number>(dist.length + definition.rows).fill(0);
    dist.forEach((a, i) => perReel.forEach((b, j) => (next[i + j]! += a * b)));
    dist = next;
  }
  return dist;
}

/** The scatter's share of one spin's return and the free spins it leads to (per paid spin). */
export function scatterFigures(definition: SlotDefinition): {
  scatter: number;
  triggerChance: number;
  freeSpinsPerPaidSpin: number;
  multiplier: number;
} {
  const dist = scatterCountDistribution(definition);
  const pays = definition.scatter?.pays ?? {};
  const free = definition.scatter?.freeSpins;
  let scatter = 0;
  let triggerChance = 0;
  let awarded = 0;
  dist.forEach((p, n) => {
    scatter += p * atLeast(pays, n);
    const award = free ? atLeast(free.awards, n) : 0;
    if (award > 0) triggerChance += p;
    awarded += p * award;
  });
  if (free?.retrigger && awarded >= 1)
    throw new RangeError(
      `slot ${definition.id}: free spins retrigger ${awarded.toFixed(3)} spins each, they never end`,
    );
  const freeSpinsPerPaidSpin = free?.retrigger ? awarded / (1 - awarded) : awarded;
  return { scatter, triggerChance, freeSpinsPerPaidSpin, multiplier: free?.multiplier ?? 1 };
}

/**
 * The exact RTP of `definition` (the file comment gives the method), no simulation.
 * @throws RangeError on an invalid definition or free spins that retrigger forever on average.
 */
export function slotDefinitionRtp(definition: SlotDefinition): SlotDefinitionRtp {
  const lines = payContributions(definition).reduce((sum, c) => {
    const symbol = definition.symbols.find((s) => s.id === c.symbol)!;
    return sum + (symbol.pays[c.count] ?? 0) * c.perUnit;
  }, 0);
  const { scatter, triggerChance, freeSpinsPerPaidSpin, multiplier } = scatterFigures(definition);
  const freeSpins = freeSpinsPerPaidSpin * (lines + scatter) * multiplier;
  return {
    lines,
    scatter,
    triggerChance,
    freeSpinsPerTrigger: triggerChance > 0 ? freeSpinsPerPaidSpin / triggerChance : 0,
    freeSpins,
    total: lines + scatter + freeSpins,
  };
}
