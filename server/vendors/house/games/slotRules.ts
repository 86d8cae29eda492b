/**
 * "Dragon Fortune Reels", the in-house 5-reel video slot (README "In-house games"): the published rules. Five
 * reels of three rows, 20 fixed paylines, WILD on reels 2-4 substitutes for every symbol but the
 * scatter, SCATTER pays anywhere (in total bets) and 3 or more start 10 free spins where every
 * win is doubled (free spins can retrigger +10). Line pays are in line bets (total bet / 20).
 * They play as a definition (slots/house.ts) through the one slot engine (slots/play.ts), whose
 * exact RTP is slots/rtp.ts's; nothing here is random.
 */

export const SLOT_SYMBOLS = [
  'WILD',
  'SCATTER',
  'DRAGON',
  'PHOENIX',
  'TIGER',
  'KOI',
  'A',
  'K',
  'Q',
  'J',
  'TEN',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_ROWS = 3;
export const SLOT_REELS = 5;
export const FREE_SPINS_AWARDED = 10;
export const FREE_SPIN_MULTIPLIER = 2;

/** The 20 paylines: for each reel, the row (0 top .. 2 bottom) the line passes through. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

/** Line pays in line bets for 3, 4 and 5 of a kind, left to right from reel 1. */
export const LINE_PAYS: Readonly<Record<Exclude<SlotSymbol, 'WILD' | 'SCATTER'>, readonly [number, number, number]>> = {
  DRAGON: [50, 120, 300],
  PHOENIX: [40, 100, 250],
  TIGER: [30, 80, 200],
  KOI: [25, 60, 150],
  A: [15, 40, 100],
  K: [14, 35, 90],
  Q: [13, 30, 80],
  J: [11, 25, 70],
  TEN: [9, 22, 61],
};

/** Scatter pays in total bets for 3, 4 and 5 scatters anywhere. */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

/** How many of each symbol every reel strip holds (reel 1 .. reel 5). */
const STRIP_COUNTS: readonly Partial<Record<SlotSymbol, number>>[] = [
  { SCATTER: 1, DRAGON: 2, PHOENIX: 2, TIGER: 3, KOI: 3, A: 4, K: 4, Q: 5, J: 5, TEN: 5 },
  { WILD: 3, SCATTER: 1, DRAGON: 2, PHOENIX: 2, TIGER: 3, KOI: 3, A: 4, K: 4, Q: 4, J: 4, TEN: 4 },
  { WILD: 3, SCATTER: 1, DRAGON: 2, PHOENIX: 2, TIGER: 3, KOI: 3, A: 4, K: 4, Q: 4, J: 4, TEN: 4 },
  { WILD: 3, SCATTER: 1, DRAGON: 2, PHOENIX: 2, TIGER: 3, KOI: 3, A: 4, K: 4, Q: 4, J: 4, TEN: 4 },
  { SCATTER: 1, DRAGON: 2, PHOENIX: 2, TIGER: 3, KOI: 3, A: 4, K: 4, Q: 5, J: 5, TEN: 5 },
];

/**
 * Lays out a strip from symbol counts: symbols placed by largest remaining count, never the
 * same symbol twice in a row when another is left (deterministic, so the strips are published).
 */
function layStrip(counts: Partial<Record<SlotSymbol, number>>): SlotSymbol[] {
  const left = new Map<SlotSymbol, number>(
    SLOT_SYMBOLS.filter((s) => (counts[s] ?? 0) > 0).map((s) => [s, counts[s] ?? 0]),
  );
  const strip: SlotSymbol[] = [];
  while (left.size > 0) {
    const ranked = [...left.entries()].sort(
      (a, b) => b[1] - a[1] || SLOT_SYMBOLS.indexOf(a[0]) - SLOT_SYMBOLS.indexOf(b[0]),
    );
    const pick = ranked.find(([s]) => s !== strip[strip.length - 1]) ?? ranked[0]!;
    strip.push(pick[0]);
    if (pick[1] === 1) left.delete(pick[0]);
    else left.set(pick[0], pick[1] - 1);
  }
  return strip;
}

/** The five published reel strips (circular: a stop shows strip[stop], strip[stop+1], strip[stop+2]). */
export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = STRIP_COUNTS.map(layStrip);

/** The number of paylines; a total bet must be a multiple of it in minor units. */
export const LINE_COUNT = PAYLINES.length;
