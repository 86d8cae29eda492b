/**
 * The slots engine kind of the sandbox provider (docs/sandbox-provider.md "Engine kinds"): the
 * shape of one slot game's published rules, and the check that a definition is playable. Nothing
 * here is random; play.ts plays a definition, rtp.ts computes its exact return, generate.ts makes
 * the definition of each catalogue slot from its game code.
 *
 * Units. Every line or way pay is an integer number of **bet units**: a lines game's unit is the
 * line bet (the total bet / the number of lines), a ways game's unit is the total bet / `betUnits`
 * (a pay of 5 with `betUnits` 50 is 0.1 total bets for each way). Scatter pays are integers in
 * total bets. A spin's money is the stake times its units over the units in a total bet, rounded
 * down to the minor unit (play.ts).
 */

/** The volatility class a game publishes: how its return is spread between small and rare big wins. */
export type SlotVolatility = 'low' | 'medium' | 'high';

export const SLOT_VOLATILITIES: readonly SlotVolatility[] = ['low', 'medium', 'high'];

/** A paying symbol (never the wild or the scatter). */
export interface SlotSymbolDef {
  /** Stable ASCII id (`[A-Z0-9_]+`), what the grid holds. */
  id: string;
  /** Display name. */
  name: string;
  /**
   * Pay for exactly `n` in a row from reel 1 (the key), in bet units; a count without a key pays
   * nothing. Pays never fall as the count grows, and once a count pays every longer one does.
   */
  pays: Readonly<Record<number, number>>;
}

/** The wild: substitutes for every paying symbol (never the scatter) on the reels it appears on. */
export interface SlotWildDef {
  id: string;
  /** The reels (0-based) whose strips hold it; never reel 0, so a line or way starts on a real symbol. */
  reels: readonly number[];
  /** Every wild inside a win multiplies its pay by this (several multiply together); 1 for none. */
  multiplier: number;
}

/** Free spins started by the scatter: played on the same strips, every win times `multiplier`. */
export interface SlotFreeSpinsDef {
  /** Free spins awarded for `n` or more scatters: the award of the largest key <= n. */
  awards: Readonly<Record<number, number>>;
  multiplier: number;
  /** Whether scatters during free spins award more (by the same `awards`). */
  retrigger: boolean;
}

/** The scatter: counted anywhere on the grid, never part of a line or way. */
export interface SlotScatterDef {
  id: string;
  /** Pay in total bets for `n` or more scatters: the pay of the largest key <= n. */
  pays: Readonly<Record<number, number>>;
  freeSpins: SlotFreeSpinsDef | null;
}

/**
 * How wins are read: fixed paylines (each a row index per reel, 0 = top; the unit is the line
 * bet) or ways (every left-to-right run of adjacent reels; the unit is the total bet / betUnits).
 */
export type SlotPayModel =
  { kind: 'lines'; lines: readonly (readonly number[])[] } | { kind: 'ways'; betUnits: number };

/** One slot game's published rules (docs/sandbox-provider.md "Engine kinds", slots). */
export interface SlotDefinition {
  /** The game code (e.g. `PG-001`), or `BGS_SLOT` for the in-house slot. */
  id: string;
  name: string;
  reels: number;
  rows: number;
  payModel: SlotPayModel;
  symbols: readonly SlotSymbolDef[];
  wild: SlotWildDef | null;
  scatter: SlotScatterDef | null;
  /** One circular strip per reel: a stop s shows strip[s], strip[s+1], ... down the rows. */
  strips: readonly (readonly string[])[];
  volatility: SlotVolatility;
}

/** The number of bet units in one total bet: the line count, or the ways game's betUnits. */
export function betUnitsOf(definition: SlotDefinition): number {
  return definition.payModel.kind === 'lines' ? definition.payModel.lines.length : definition.payModel.betUnits;
}

/** The value of the largest key <= n of a count table (scatter pays, free spin awards), else 0. */
export function atLeast(table: Readonly<Record<number, number>>, n: number): number {
  let best = -1;
  for (const key of Object.keys(table).map(Number)) if (key <= n && key > best) best = key;
  return best < 0 ? 0 : (table[best] ?? 0);
}

/** The smallest count that pays in a count table, or Infinity when nothing does. */
export function smallestPaying(table: Readonly<Record<number, number>>): number {
  const counts = Object.entries(table)
    .filter(([, pay]) => pay > 0)
    .map(([n]) => Number(n));
  return counts.length === 0 ? Infinity : Math.min(...counts);
}

/** The smallest scatter count that pays or awards free spins (Infinity without a scatter). */
export function scatterThreshold(definition: SlotDefinition): number {
  const scatter = definition.scatter;
  if (!scatter) return Infinity;
  return Math.min(
    smallestPaying(scatter.pays),
    scatter.freeSpins ? smallestPaying(scatter.freeSpins.awards) : Infinity,
  );
}

const SYMBOL_ID = /^[A-Z0-9_]+$/;
const isCount = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** The problems of a definition, one sentence each; empty when it is playable. */
export function slotDefinitionProblems(definition: SlotDefinition): string[] {
  const d = definition;
  const problems: string[] = [];
  const say = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  say(Number.isInteger(d.reels) && d.reels >= 3 && d.reels <= 8, 'reels must be 3..8');
  say(Number.isInteger(d.rows) && d.rows >= 1 && d.rows <= 8, 'rows must be 1..8');
  const special = [d.wild?.id, d.scatter?.id].filter((id): id is string => id !== undefined);
  const ids = [...d.symbols.map((s) => s.id), ...special];
  say(new Set(ids).size === ids.length, 'symbol ids must be unique');
  say(
    ids.every((id) => SYMBOL_ID.test(id)),
    'symbol ids must be ASCII [A-Z0-9_]',
  );
  say(d.symbols.length >= 1 && d.symbols.length <= 30, 'there must be 1..30 paying symbols');
  for (const s of d.symbols) {
    let paying = false;
    let last = 0;
    for (let n = 1; n <= d.reels; n++) {
      const pay = s.pays[n] ?? 0;
      say(isCount(pay), `${s.id} pays must be whole bet units`);
      say(pay >= last && (!paying || pay > 0), `${s.id} pays must not fall as the count grows`);
      paying ||= pay > 0;
      last = pay;
    }
    say(
      Object.keys(s.pays).every((k) => Number(k) >= 1 && Number(k) <= d.reels),
      `${s.id} pays counts 1..${d.reels}`,
    );
  }
  say(d.strips.length === d.reels, 'one strip per reel');
  d.strips.forEach((strip, reel) => {
    say(strip.length >= d.rows && strip.length <= 1000, `strip ${reel} needs ${d.rows}..1000 stops`);
    say(
      strip.every((id) => ids.includes(id)),
      `strip ${reel} holds an unknown symbol`,
    );
    say(
      d.wild === null || d.wild.reels.includes(reel) || !strip.includes(d.wild.id),
      `strip ${reel} holds the wild off its reels`,
    );
  });
  if (d.wild) {
    const { reels, multiplier } = d.wild;
    say(
      reels.every((r) => Number.isInteger(r) && r >= 1 && r < d.reels),
      'wild reels must be 1..reels-1 (never the first)',
    );
    say(Number.isInteger(multiplier) && multiplier >= 1 && multiplier <= 10, 'wild multiplier must be 1..10');
  }
  if (d.payModel.kind === 'lines') {
    const lines = d.payModel.lines;
    say(lines.length >= 1 && lines.length <= 100, 'there must be 1..100 lines');
    say(
      lines.every((l) => l.length === d.reels && l.every((r) => Number.isInteger(r) && r >= 0 && r < d.rows)),
      'each line needs one row per reel',
    );
    say(new Set(lines.map((l) => l.join())).size === lines.length, 'lines must be distinct');
  } else {
    const units = d.payModel.betUnits;
    say(Number.isInteger(units) && units >= 1 && units <= 10_000, 'betUnits must be 1..10000');
  }
  if (d.scatter) {
    const { pays, freeSpins } = d.scatter;
    say(Object.values(pays).every(isCount), 'scatter pays must be whole total bets');
    if (freeSpins) {
      say(Object.values(freeSpins.awards).every(isCount), 'free spin awards must be whole spins');
      say(
        Number.isInteger(freeSpins.multiplier) && freeSpins.multiplier >= 1 && freeSpins.multiplier <= 10,
        'free spin multiplier must be 1..10',
      );
    }
  }
  say(largestSpinUnits(d) <= Number.MAX_SAFE_INTEGER, 'the largest possible spin must stay a safe integer');
  return problems;
}

/** A bound on one spin's units (every position the top pay, every wild multiplying). */
function largestSpinUnits(d: SlotDefinition): number {
  const top = Math.max(0, ...d.symbols.flatMap((s) => Object.values(s.pays)));
  const wild = (d.wild?.multiplier ?? 1) ** d.reels;
  const spread = d.payModel.kind === 'lines' ? d.payModel.lines.length : d.rows ** d.reels;
  const scatter = Math.max(0, ...Object.values(d.scatter?.pays ?? {})) * betUnitsOf(d);
  const free = d.scatter?.freeSpins?.multiplier ?? 1;
  return (top * wild * spread * d.symbols.length + scatter) * free;
}

const checked = new WeakSet<SlotDefinition>();

/**
 * Throws RangeError naming the problems unless `definition` is playable
 * (slotDefinitionProblems); a definition that passed once is not checked again.
 */
export function checkSlotDefinition(definition: SlotDefinition): void {
  if (checked.has(definition)) return;
  const problems = slotDefinitionProblems(definition);
  if (problems.length > 0) throw new RangeError(`slot ${definition.id}: ${problems.join('; ')}`);
  checked.add(definition);
}

/** The layout in words: "5x3, 20 lines" or "5x4, 1,024 ways". */
export function slotLayoutText(definition: SlotDefinition): string {
  const { reels, rows, payModel } = definition;
  const spread =
    payModel.kind === 'lines' ? `${payModel.lines.length} lines` : `${(rows ** reels).toLocaleString('en')} ways`;
  return `${reels}x${rows}, ${spread}`;
}
