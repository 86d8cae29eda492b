/**
 * Vietnam menus and Vietnam numbers (spec section 7; docs/lottery.md sections 2 and 5;
 * schemas/api/lottery.json vnMenus, vnNumbers): the merchant's Vietnam lottery games by region
 * (North, Central, South), today's open draws with their bet types, and the regional result
 * sheets of a date.
 */
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { VnMenus, VnNumbers, VnRegion } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { lotteryDraws } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import type { MerchantContext } from '../merchants.ts';
import {
  isComparableDate,
  localDateOf,
  localTimeOf,
  toBetTypeRules,
  toLotteryDraw,
  VN_REGIONS,
  VN_TIME_ZONE,
  type DrawRow,
} from './draws.ts';
import {
  gameName,
  isPublished,
  lobbySnapshot,
  servedDraws,
  snapshotRegion,
  type LobbySnapshot,
  type LotteryGameRow,
} from './games.ts';

/** The regions' daily draw times in ICT (docs/lottery.md section 1), shown until a region's vendor has published a draw. */
export const VN_DRAW_TIMES: Readonly<Record<VnRegion, string>> = { NORTH: '18:15', CENTRAL: '17:15', SOUTH: '16:15' };

/**
 * The game a region's menu and sheets show: of the merchant's Vietnam games of that region, the
 * first with draws on `date` (when given), else the first whose vendor publishes draws, else the
 * first in catalogue order.
 */
function regionGame(
  candidates: LotteryGameRow[],
  s: LobbySnapshot,
  withDraws: Set<number> = new Set(),
): LotteryGameRow | undefined {
  return candidates.find((g) => withDraws.has(g.gameId)) ?? candidates.find((g) => isPublished(s, g)) ?? candidates[0];
}

/** The snapshot's Vietnam games (optionally of one prize mode) by region. */
function byRegion(s: LobbySnapshot, prizeMode?: string): Map<VnRegion, LotteryGameRow[]> {
  const out = new Map<VnRegion, LotteryGameRow[]>();
  for (const g of s.games) {
    const region = snapshotRegion(s, g);
    if (!region || (prizeMode && g.prizeMode !== prizeMode)) continue;
    out.set(region, [...(out.get(region) ?? []), g]);
  }
  return out;
}

/**
 * Vietnam menus: per region the merchant offers (North, Central, South order) its game, the local
 * draw time, the open draws of the next draw date (one per province, in draw order) and the bet
 * types published with them (else with the latest draw).
 */
export async function vnMenus(
  db: Db,
  merchant: MerchantContext,
  q: { prizeMode: 'ELOTT' | 'LOTT'; device: 'WEB' },
  now: Date,
  lang: Language,
): Promise<VnMenus> {
  const s = await lobbySnapshot(db, merchant);
  const regions = byRegion(s, q.prizeMode);
  return {
    prizeMode: q.prizeMode,
    device: q.device,
    serverTime: now.toISOString(),
    timeZone: VN_TIME_ZONE,
    regions: VN_REGIONS.flatMap((region) => {
      const game = regionGame(regions.get(region) ?? [], s);
      if (!game) return [];
      const open = s.open.get(game.gameId) ?? [];
      const firstDate = open.reduce<string | null>(
        (min, d) => (min === null || d.localDate < min ? d.localDate : min),
        null,
      );
      const draws = open.filter((d) => d.localDate === firstDate);
      const reference: DrawRow | undefined = draws[0] ?? s.latest.get(game.gameId) ?? s.last.get(game.gameId);
      return [
        {
          region,
          nodeId: game.nodeId,
          gameCode: game.gameCode,
          name: gameName(game, lang),
          drawTime: reference ? localTimeOf(reference.drawAt, VN_TIME_ZONE) : VN_DRAW_TIMES[region],
          draws: draws.map((d) => toLotteryDraw(d, game.gameCode, lang)),
          betTypes: toBetTypeRules(reference?.betTypes ?? []),
        },
      ];
    }),
  };
}

/**
 * Vietnam numbers: the drawn (and voided) draws of a Vietnam date per region, in draw order;
 * without `date` the latest date with a result (today's Vietnam date when none has one yet);
 * only `region` when given.
 */
export async function vnNumbers(
  db: Db,
  merchant: MerchantContext,
  q: { date?: string; region?: VnRegion },
  now: Date,
  lang: Language,
): Promise<VnNumbers> {
  const s = await lobbySnapshot(db, merchant);
  const regions = byRegion(s);
  const vnGames = [...regions.values()].flat();
  let date = q.date;
  if (!date) {
    const [latest] =
      vnGames.length === 0
        ? []
        : await db
            .select({ d: max(lotteryDraws.localDate) })
            .from(lotteryDraws)
            .where(and(servedDraws(vnGames), eq(lotteryDraws.status, 'drawn')));
    date = latest?.d ?? localDateOf(now, VN_TIME_ZONE);
  }
  const rows =
    vnGames.length === 0 || !isComparableDate(date)
      ? []
      : await db
          .select()
          .from(lotteryDraws)
          .where(
            and(
              servedDraws(vnGames),
              eq(lotteryDraws.localDate, date),
              inArray(lotteryDraws.status, ['drawn', 'void']),
            ),
          )
          .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id));
  const withDraws = new Set(rows.map((r) => r.gameId));
  return {
    date,
    regions: VN_REGIONS.filter((region) => !q.region || region === q.region).flatMap((region) => {
      const game = regionGame(regions.get(region) ?? [], s, withDraws);
      if (!game) return [];
      return [
        {
          region,
          gameCode: game.gameCode,
          name: gameName(game, lang),
          draws: rows.filter((r) => r.gameId === game.gameId).map((r) => toLotteryDraw(r, game.gameCode, lang)),
        },
      ];
    }),
  };
}
