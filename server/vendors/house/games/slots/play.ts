/**
 * Plays a slot definition (definition.ts) with the fair Rng (docs/sandbox-provider.md "Rules every
 * engine keeps"): each spin draws one stop per reel, reel 1 first, with rng.int(strip length), so
 * the verifier replays a round from its seeds. Amounts are integer minor units (bigint); a spin
 * pays the stake times its bet units over the units of a total bet, rounded down to the minor
 * unit. No float touches money.
 */
import type { Rng } from '../../fair/rng.ts';
import { atLeast, betUnitsOf, checkSlotDefinition, type SlotDefinition } from './definition.ts';

/**
 * One win: a payline (`line` its index) or a way (`line` null, `ways` the combinations). `pay` is
 * in bet units with the wilds' multipliers applied, before any free spin multiplier.
 */
export interface SlotWin {
  symbol: string;
  count: number;
  line: number | null;
  ways: number;
  pay: number;
}

/** One spin: `grid[reel][row]` (row 0 on top), its wins, the scatter and the money it pays. */
export interface SlotSpin {
  stops: number[];
  grid: string[][];
  wins: SlotWin[];
  scatters: number;
  /** Scatter pay in total bets (before the multiplier). */
  scatterPay: number;
  freeSpinsWon: number;
  /** The free spin multiplier on every win of this spin (1 on a paid spin). */
  multiplier: number;
  /** Minor units: floor(stake x (line or way units + scatter units) x multiplier / bet units). */
  win: bigint;
}

/** A round: the paid spin and the free spins it led to (each with its grid and wins). */
export interface SlotRound {
  stake: bigint;
  base: SlotSpin;
  freeSpins: SlotSpin[];
  /** Minor units: the sum of every spin's win. */
  totalWin: bigint;
}

/** The most free spins one round plays: a cap far above any expected run (its effect on the RTP is below 1e-12). */
export const MAX_SLOT_FREE_SPINS = 500;

/** The symbols shown at `stops`: `grid[reel][row]`, strip[(stop + row) mod length]. */
export function slotGridAt(definition: SlotDefinition, stops: readonly number[]): string[][] {
  return definition.strips.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    return Array.from({ length: definition.rows }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

/** Winning paylines: reel 1's symbol and every following one equal to it or wild (the wilds' multipliers multiply). */
function lineWins(definition: SlotDefinition, lines: readonly (readonly number[])[], grid: string[][]): SlotWin[] {
  const wild = definition.wild;
  const wins: SlotWin[] = [];
  lines.forEach((rows, line) => {
    const first = grid[0]![rows[0]!]!;
    const symbol = definition.symbols.find((s) => s.id === first);
    if (!symbol) return;
    let count = 1;
    let multiplier = 1;
    for (; count < definition.reels; count++) {
      const shown = grid[count]![rows[count]!]!;
      if (shown === first) continue;
      if (shown !== wild?.id) break;
      multiplier *= wild.multiplier;
    }
    const pay = symbol.pays[count] ?? 0;
    if (pay > 0) wins.push({ symbol: first, count, line, ways: 1, pay: pay * multiplier });
  });
  return wins;
}

/**
 * Winning ways: for each symbol on reel 1, the run of adjacent reels showing it or a wild; the
 * ways are the product of the counts per reel, and the pay weighs each wild by its multiplier.
 */
function wayWins(definition: SlotDefinition, grid: string[][]): SlotWin[] {
  const wild = definition.wild;
  const wins: SlotWin[] = [];
  for (const symbol of definition.symbols) {
    let ways = grid[0]!.filter((id) => id === symbol.id).length;
    if (ways === 0) continue;
    let weight = ways;
    let count = 1;
    for (; count < definition.reels; count++) {
      const same = grid[count]!.filter((id) => id === symbol.id).length;
      const wilds = wild ? grid[count]!.filter((id) => id === wild.id).length : 0;
      if (same + wilds === 0) break;
      ways *= same + wilds;
      weight *= same + wilds * (wild?.multiplier ?? 1);
    }
    const pay = symbol.pays[count] ?? 0;
    if (pay > 0) wins.push({ symbol: symbol.id, count, line: null, ways, pay: pay * weight });
  }
  return wins;
}

/**
 * Evaluates the screen at `stops` for a total bet of `stake` minor units, every win times
 * `multiplier`; `freeSpin` says whether it is a free spin (which awards more only on retrigger).
 * The definition must be valid (checkSlotDefinition); the stake is not checked here.
 */
export function evaluateSlotSpin(
  definition: SlotDefinition,
  stops: readonly number[],
  stake: bigint,
  multiplier = 1,
  freeSpin = false,
): SlotSpin {
  const grid = slotGridAt(definition, stops);
  const model = definition.payModel;
  const wins = model.kind === 'lines' ? lineWins(definition, model.lines, grid) : wayWins(definition, grid);
  const scatter = definition.scatter;
  const scatters = scatter ? grid.flat().filter((id) => id === scatter.id).length : 0;
  const scatterPay = scatter ? atLeast(scatter.pays, scatters) : 0;
  const free = scatter?.freeSpins;
  const freeSpinsWon = free && (!freeSpin || free.retrigger) ? atLeast(free.awards, scatters) : 0;
  const betUnits = betUnitsOf(definition);
  const units = wins.reduce((sum, w) => sum + w.pay, 0) + scatterPay * betUnits;
  const win = (stake * BigInt(units * multiplier)) / BigInt(betUnits);
  return { stops: [...stops], grid, wins, scatters, scatterPay, freeSpinsWon, multiplier, win };
}

/** Throws RangeError unless `stake` is a positive bigint of minor units. */
export function checkSlotStake(stake: bigint): void {
  if (typeof stake !== 'bigint' || stake <= 0n)
    throw new RangeError(`a slot stake must be a positive whole number of minor units, got ${String(stake)}`);
}

/** One stop per reel, reel 1 first. */
function drawStops(definition: SlotDefinition, rng: Rng): number[] {
  return definition.strips.map((strip) => rng.int(strip.length));
}

/**
 * One paid spin of `definition` for a total bet of `stake` minor units (the free spins it awards
 * are reported in `freeSpinsWon`, not played: playSlot plays them).
 * @throws RangeError on a bad stake or an invalid definition, before drawing.
 */
export function playSlotSpin(definition: SlotDefinition, rng: Rng, stake: bigint): SlotSpin {
  checkSlotStake(stake);
  checkSlotDefinition(definition);
  return evaluateSlotSpin(definition, drawStops(definition, rng), stake);
}

/**
 * A whole round: the paid spin, then its free spins on the same strips with every win times the
 * free spin multiplier, retriggering when the definition says so (at most MAX_SLOT_FREE_SPINS).
 * @throws RangeError on a bad stake or an invalid definition, before drawing.
 */
export function playSlot(definition: SlotDefinition, rng: Rng, stake: bigint): SlotRound {
  const base = playSlotSpin(definition, rng, stake);
  const freeSpins: SlotSpin[] = [];
  const multiplier = definition.scatter?.freeSpins?.multiplier ?? 1;
  let left = base.freeSpinsWon;
  while (left > 0 && freeSpins.length < MAX_SLOT_FREE_SPINS) {
    left -= 1;
    const spin = evaluateSlotSpin(definition, drawStops(definition, rng), stake, multiplier, true);
    freeSpins.push(spin);
    left += spin.freeSpinsWon;
  }
  const totalWin = freeSpins.reduce((sum, s) => sum + s.win, base.win);
  return { stake, base, freeSpins, totalWin };
}
