/**
 * The exact hit rate of a slot definition: the chance that a paid spin's screen pays anything
 * (a line or way, the scatter) or awards free spins, counted over every stop combination that
 * decides it, no simulation. A line or way win is decided by the first D reels, D the largest
 * smallest paying count of a symbol (3 for most games): the stops of those reels are walked one
 * reel at a time (a symbol bit mask per line, or per window for ways, ANDed along the reels), and a
 * combination without a win there wins only through the scatter, whose count on the remaining
 * reels has a known distribution (rtp.ts). A figure for statistics (a float), not money.
 */
import { checkSlotDefinition, scatterThreshold, smallestPaying, type SlotDefinition } from './definition.ts';
import { scatterCountDistribution, windowCount } from './rtp.ts';

/** The chance that a paid spin's screen pays or awards free spins (0..1). Throws RangeError on an invalid definition. */
export function slotHitRate(definition: SlotDefinition): number {
  checkSlotDefinition(definition);
  const { strips, rows, reels, payModel, symbols } = definition;
  const all = (1 << symbols.length) - 1;
  const minCounts = symbols.map((s) => smallestPaying(s.pays));
  const depth = Math.min(reels, Math.max(0, ...minCounts.filter(Number.isFinite)));
  // winsAt[n]: the symbols whose smallest paying count is n.
  const winsAt = Array.from({ length: reels + 1 }, (_, n) =>
    minCounts.reduce((mask, c, i) => (c === n ? mask | (1 << i) : mask), 0),
  );
  const bitOf = new Map<string, number>(symbols.map((s, i) => [s.id, 1 << i]));
  if (definition.wild) bitOf.set(definition.wild.id, all);
  // rowMasks[reel][stop][row]: the symbols the position counts as.
  const rowMasks = strips.map((strip) =>
    strip.map((_, stop) =>
      Array.from({ length: rows }, (_, row) => bitOf.get(strip[(stop + row) % strip.length]!) ?? 0),
    ),
  );
  const scatter = definition.scatter?.id;
  const scatterCounts = strips.map((strip) =>
    strip.map((_, stop) => (scatter === undefined ? 0 : windowCount(strip, rows, stop, scatter))),
  );
  const threshold = scatterThreshold(definition);
  const suffixes = Array.from({ length: reels + 1 }, (_, from) => scatterCountDistribution(definition, from));
  /** P(fewer than t scatters on reels from..). */
  const below = (from: number, t: number): number =>
    t === Infinity ? 1 : suffixes[from]!.slice(0, Math.max(0, t)).reduce((a, b) => a + b, 0);
  const lineRows = payModel.kind === 'lines' ? payModel.lines : [null];

  let noHit = 0;
  /** `masks[k]`: the symbols line `lines[k]` (or the ways: one entry) still runs with; `c` scatters so far. */
  const walk = (reel: number, masks: readonly number[], lines: readonly number[], c: number, p: number): void => {
    if (reel === depth) {
      noHit += p * below(reel, threshold - c);
      return;
    }
    const strip = strips[reel]!;
    const q = p / strip.length;
    for (let stop = 0; stop < strip.length; stop++) {
      const positions = rowMasks[reel]![stop]!;
      const window = positions.reduce((a, b) => a | b, 0);
      const nextMasks: number[] = [];
      const nextLines: number[] = [];
      let won = false;
      for (let k = 0; k < lines.length && !won; k++) {
        const line = lineRows[lines[k]!];
        const mask = masks[k]! & (line ? positions[line[reel]!]! : window);
        if (mask === 0) continue;
        won = (mask & winsAt[reel + 1]!) !== 0;
        nextMasks.push(mask);
        nextLines.push(lines[k]!);
      }
      if (won) continue;
      const count = c + scatterCounts[reel]![stop]!;
      if (nextLines.length === 0) noHit += q * below(reel + 1, threshold - count);
      else walk(reel + 1, nextMasks, nextLines, count, q);
    }
  };
  walk(
    0,
    lineRows.map(() => all),
    lineRows.map((_, i) => i),
    0,
    1,
  );
  return 1 - noHit;
}
