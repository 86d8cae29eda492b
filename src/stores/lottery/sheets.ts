/**
 * Result sheets in the layouts players know (docs/lottery.md sections 2 and 3): the Vietnam North
 * sheet (ĐB on top down to G7, 27 prizes in 8 rows), the Central and South sheet (G8 on top down to
 * ĐB, one column per province of the day), the lô endings table (đầu 0-9 with the last digits of
 * every prize's last two digits) and the SEA 4D sheet (1st, 2nd, 3rd, 10 Special, 10 Consolation).
 * Pure functions over the draws the platform publishes; a tier the draw lacks (open or void) shows
 * empty cells of the right count.
 */
import type { LotteryDraw, PrizeTier, VnRegion } from '../../../contract/types';
import { VN_CENTRAL_SOUTH_SHEET, VN_NORTH_SHEET, type SheetTier } from '../../../contract/types/lottery';

/** One tier of a sheet: its code, how many numbers and how many digits each. */
export type TierSpec = SheetTier;

/** North (Miền Bắc), in display order ĐB to G7: 27 prizes (docs/lottery.md section 2; the vendor's drawing order too). */
export const NORTH_TIERS: readonly TierSpec[] = VN_NORTH_SHEET;

/** Central and South (Miền Trung, Miền Nam), in display order G8 to ĐB: 18 prizes per province (docs/lottery.md section 2). */
export const CENTRAL_SOUTH_TIERS: readonly TierSpec[] = VN_CENTRAL_SOUTH_SHEET;

/** SEA 4D tiers in display order with their counts (docs/lottery.md section 3). */
export const SEA_TIERS: readonly TierSpec[] = [
  { tier: 'FIRST', count: 1, digits: 4 },
  { tier: 'SECOND', count: 1, digits: 4 },
  { tier: 'THIRD', count: 1, digits: 4 },
  { tier: 'SPECIAL', count: 10, digits: 4 },
  { tier: 'CONSOLATION', count: 10, digits: 4 },
];

/** The tiers of a Vietnam region in display order. */
export function vnTiers(region: VnRegion): readonly TierSpec[] {
  return region === 'NORTH' ? NORTH_TIERS : CENTRAL_SOUTH_TIERS;
}

/** The numbers of `tier` in a draw's prizes, padded with '' (not drawn yet) to `count`. */
function tierNumbers(prizes: readonly PrizeTier[], spec: TierSpec): string[] {
  const found = prizes.find((p) => p.tier === spec.tier)?.numbers ?? [];
  return Array.from({ length: Math.max(spec.count, found.length) }, (_, i) => found[i] ?? '');
}

/** One row of a sheet: the tier and its numbers ('' where not drawn). */
export interface SheetRow {
  tier: string;
  numbers: string[];
}

/** The North sheet of `draw`: 8 rows, ĐB on top down to G7, 27 numbers in all. */
export function northRows(draw: Pick<LotteryDraw, 'prizes'>): SheetRow[] {
  return NORTH_TIERS.map((spec) => ({ tier: spec.tier, numbers: tierNumbers(draw.prizes, spec) }));
}

/** A Central or South sheet: one column per province (draw), one row per tier from G8 down to ĐB. */
export interface RegionalSheet {
  provinces: { drawId: string; label: string; status: LotteryDraw['status'] }[];
  rows: { tier: string; cells: string[][] }[];
}

/** The Central or South sheet of the day's `draws` (one per province), G8 on top down to ĐB. */
export function regionalSheet(
  draws: readonly Pick<LotteryDraw, 'drawId' | 'label' | 'status' | 'prizes'>[],
): RegionalSheet {
  return {
    provinces: draws.map((d) => ({ drawId: d.drawId, label: d.label, status: d.status })),
    rows: CENTRAL_SOUTH_TIERS.map((spec) => ({
      tier: spec.tier,
      cells: draws.map((d) => tierNumbers(d.prizes, spec)),
    })),
  };
}

/**
 * The lô endings of a draw: the last two digits of every prize number, in sheet order (a number
 * appearing twice is there twice: each nháy pays, docs/lottery.md section 2 `lo2`).
 */
export function loNumbers(draw: Pick<LotteryDraw, 'prizes'>): string[] {
  return draw.prizes.flatMap((p) => p.numbers.filter((n) => /^\d{2,}$/.test(n)).map((n) => n.slice(-2)));
}

/** One line of the lô table: the head digit (đầu) and the tail digits (đuôi) of the endings starting with it, ascending, repeats kept. */
export interface LoHeadRow {
  head: number;
  tails: number[];
}

/** The lô endings table (bảng lô tô) of a draw: đầu 0 to 9, each with its endings' last digits. */
export function loTable(draw: Pick<LotteryDraw, 'prizes'>): LoHeadRow[] {
  const rows: LoHeadRow[] = Array.from({ length: 10 }, (_, head) => ({ head, tails: [] }));
  for (const two of loNumbers(draw)) rows[Number(two[0])]!.tails.push(Number(two[1]));
  for (const row of rows) row.tails.sort((a, b) => a - b);
  return rows;
}

/** The special prize (ĐB) of a Vietnam draw, '' when not drawn. */
export function specialPrize(draw: Pick<LotteryDraw, 'prizes'>): string {
  return draw.prizes.find((p) => p.tier === 'DB')?.numbers[0] ?? '';
}

/** The SEA 4D sheet: the three top prizes and the two lists of ten. */
export interface SeaSheet {
  first: string;
  second: string;
  third: string;
  special: string[];
  consolation: string[];
}

/** The 4D sheet of `draw` ('' where not drawn). */
export function seaSheet(draw: Pick<LotteryDraw, 'prizes'>): SeaSheet {
  const [first, second, third, special, consolation] = SEA_TIERS.map((spec) => tierNumbers(draw.prizes, spec));
  return { first: first![0]!, second: second![0]!, third: third![0]!, special: special!, consolation: consolation! };
}

/** What kind of sheet a draw has: Vietnam North, Vietnam Central/South, SEA 4D, or plain tiers (the five balls). */
export type SheetKind = 'north' | 'regional' | 'sea' | 'plain';

/** The sheet kind of a draw of a game with `area` (docs/lottery.md section 1). */
export function sheetKind(area: string | null | undefined, region: VnRegion | null | undefined): SheetKind {
  if (area === 'VN') return region === 'NORTH' ? 'north' : 'regional';
  if (area === 'SEA') return 'sea';
  return 'plain';
}
