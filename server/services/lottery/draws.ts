/**
 * Draw rows (server/db/lotterySchema.ts) as the lottery calls show them (schemas/api/lottery.json
 * lotteryDraw, betTypeRule; docs/lottery.md section 5): the label in the request language, the
 * headline numbers of a card, the published bet types with prices in two decimals, and the
 * Vietnam region of a game.
 */
import type { BetTypeRule, LotteryDraw, VnRegion } from '../../../contract/types.ts';
import { fromMinor, minorOf } from '../../../contract/money.ts';
import type { lotteryDraws } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';

export type DrawRow = typeof lotteryDraws.$inferSelect;

/** The Vietnam regions in page order (docs/lottery.md section 2: North, Central, South). */
export const VN_REGIONS: readonly VnRegion[] = ['NORTH', 'CENTRAL', 'SOUTH'];
/** Vietnam's time zone, ICT = UTC+7 (docs/lottery.md section 1). */
export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * The headline a game card shows (docs/lottery.md section 5): Vietnam the special prize (tier
 * `DB`), 4D the 1st, 2nd and 3rd prizes (`FIRST`, `SECOND`, `THIRD`), the five-ball lotteries
 * their balls (`BALLS`); another sheet its first tier. Empty while the draw has no result.
 */
export function headlineOf(prizes: DrawRow['prizes']): string[] {
  const tier = (code: string) => prizes.find((p) => p.tier === code)?.numbers ?? [];
  if (prizes.some((p) => p.tier === 'DB')) return tier('DB');
  if (prizes.some((p) => p.tier === 'FIRST')) return [...tier('FIRST'), ...tier('SECOND'), ...tier('THIRD')];
  if (prizes.some((p) => p.tier === 'BALLS')) return tier('BALLS');
  return prizes[0]?.numbers ?? [];
}

/** The draw's label in `lang` (the vendor publishes TW and EN). */
export const drawLabel = (row: Pick<DrawRow, 'labelTw' | 'labelEn'>, lang: Language): string =>
  lang === 'TW' ? row.labelTw : row.labelEn;

/**
 * A draw row as schemas/api/lottery.json lotteryDraw: times as ISO strings, the seed only once
 * revealed (drawn or void), the prizes and headline only when drawn.
 */
export function toLotteryDraw(row: DrawRow, gameCode: string, lang: Language): LotteryDraw {
  const drawn = row.status === 'drawn';
  return {
    gameCode,
    drawId: row.drawId,
    label: drawLabel(row, lang),
    localDate: row.localDate,
    region: row.region ?? null,
    status: row.status,
    drawAt: row.drawAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    serverSeedHash: row.serverSeedHash,
    serverSeed: row.status === 'open' ? null : (row.serverSeed ?? null),
    prizes: drawn ? row.prizes.map((p) => ({ tier: p.tier, numbers: [...p.numbers] })) : [],
    headline: drawn ? headlineOf(row.prizes) : [],
    voidReason: row.status === 'void' ? (row.voidReason ?? null) : null,
    verifyUrl: row.verifyUrl ?? null,
  };
}

/**
 * The bet types published with a draw as schemas/api/lottery.json betTypeRule: the price of one
 * point in two decimals ("27" -> "27.00") or null, the 4D tier payouts or an empty list.
 */
export function toBetTypeRules(betTypes: DrawRow['betTypes']): BetTypeRule[] {
  return betTypes.map((b) => ({
    code: b.code,
    odds: b.odds,
    price: b.price === null ? null : fromMinor(minorOf(b.price)),
    tiers: (b.tiers ?? []).map((t) => ({ tier: t.tier, odds: t.odds })),
  }));
}

/**
 * The open draw a card counts down to (docs/lottery.md section 5, `next`): of the open draws,
 * the one closing soonest whose betting is still open at `now`; when every open draw is closed,
 * the one drawn soonest (waiting for its drawAt). Null without open draws.
 */
export function nextDraw(open: readonly DrawRow[], now: Date): DrawRow | null {
  const betting = open.filter((d) => d.status === 'open' && d.closesAt.getTime() > now.getTime());
  // ties keep the first in `open`'s order (the snapshot's: draw time, then publication)
  const pick = (list: DrawRow[], key: (d: DrawRow) => number) =>
    list.reduce<DrawRow | null>((best, d) => (!best || key(d) < key(best) ? d : best), null);
  if (betting.length > 0) return pick(betting, (d) => d.closesAt.getTime());
  return pick(
    open.filter((d) => d.status === 'open'),
    (d) => d.drawAt.getTime(),
  );
}

/**
 * The Vietnam region of a game (schemas/api/lottery.json vnRegion): the region its draws carry
 * (the draw feed's `region`), else the region its game code ends with (BGS_VN_NORTH); null for a
 * game outside Vietnam or of unknown region.
 */
export function regionOf(gameCode: string, drawRegion: VnRegion | null | undefined): VnRegion | null {
  if (drawRegion) return drawRegion;
  return VN_REGIONS.find((r) => gameCode.toUpperCase().endsWith(`_${r}`)) ?? null;
}

/**
 * Whether a YYYY-MM-DD date (a query's `format: date`) can be compared with the draws' dates: the
 * database's calendar has no year 0, which no draw has either.
 */
export const isComparableDate = (date: string): boolean => Number(date.slice(0, 4)) >= 1;

/** The local date (YYYY-MM-DD) of `at` in `timeZone`, through Intl (en-CA formats dates as ISO). */
export function localDateOf(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The local wall-clock time (HH:mm, 24 hours) of `at` in `timeZone`, through Intl. */
export function localTimeOf(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}
