/**
 * The merchant's lottery games and the draws their vendors published (docs/lottery.md sections 1
 * and 5): every enabled game with a prize mode of the merchant's enabled vendors, in the
 * catalogue's order (the merchant's vendor order, then the game's), and only the draws published
 * by the integration that serves the game now.
 */
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { LottoArea, PrizeMode, VnRegion } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { games, integrationVendors, lotteryDraws, merchantVendors, vendors } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import { mediaUrls } from '../catalog.ts';
import type { MerchantContext } from '../merchants.ts';
import { offeredGameConditions } from '../vendor-protocol/integrations.ts';
import { namedCache, SHARED_CACHES } from '../../shared/cache.ts';
import { regionOf, type DrawRow } from './draws.ts';

/** A lottery game the merchant offers. */
export interface LotteryGameRow {
  gameId: number;
  nodeId: number;
  gameCode: string;
  nameTw: string;
  nameEn: string;
  iconUrl: string | null;
  freeTrial: boolean;
  prizeMode: PrizeMode;
  lottoArea: LottoArea | null;
  vendorCode: string;
  vendorNameTw: string;
  vendorNameEn: string;
  /** The integration serving the game (null: no integration, the vendor publishes nothing here). */
  integrationCode: string | null;
}

export interface GameFilter {
  prizeMode?: PrizeMode;
  gameCode?: string;
  lottoArea?: LottoArea;
}

/** The merchant's lottery games matching `filter`, in catalogue order. */
export async function merchantLotteryGames(
  db: Db,
  merchant: MerchantContext,
  filter: GameFilter = {},
): Promise<LotteryGameRow[]> {
  if (merchant.config.gameCategories.length === 0) return [];
  const where: SQL[] = [...offeredGameConditions(merchant), isNotNull(games.prizeMode)];
  if (filter.prizeMode) where.push(eq(games.prizeMode, filter.prizeMode));
  if (filter.gameCode) where.push(eq(games.gameCode, filter.gameCode));
  if (filter.lottoArea) where.push(eq(games.lottoArea, filter.lottoArea));
  const rows = await db
    .select({
      gameId: games.id,
      nodeId: games.nodeId,
      gameCode: games.gameCode,
      nameTw: games.nameTw,
      nameEn: games.nameEn,
      iconUrl: games.iconUrl,
      freeTrial: games.freeTrial,
      prizeMode: games.prizeMode,
      lottoArea: games.lottoArea,
      vendorCode: vendors.code,
      vendorNameTw: vendors.nameTw,
      vendorNameEn: vendors.nameEn,
      integrationCode: integrationVendors.integrationCode,
    })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(merchantVendors, eq(merchantVendors.vendorId, vendors.id))
    .leftJoin(integrationVendors, eq(integrationVendors.vendorId, vendors.id))
    .where(and(...where))
    .orderBy(asc(merchantVendors.sortOrder), asc(vendors.id), asc(games.sortOrder), asc(games.id));
  return rows.map((r) => ({ ...r, prizeMode: r.prizeMode!, lottoArea: r.lottoArea ?? null }));
}

/** Conditions for "a draw of one of `list`, published by the integration serving it now". */
export function servedDraws(list: readonly LotteryGameRow[]): SQL {
  const served = list.filter((g) => g.integrationCode);
  if (served.length === 0) return sql`false`;
  return sql`(${lotteryDraws.gameId}, ${lotteryDraws.integrationCode}) in (${sql.join(
    served.map((g) => sql`(${g.gameId}::integer, ${g.integrationCode}::varchar)`),
    sql`, `,
  )})`;
}

/** The game's name in `lang`. */
export const gameName = (g: Pick<LotteryGameRow, 'nameTw' | 'nameEn'>, lang: Language) =>
  lang === 'TW' ? g.nameTw : g.nameEn;
/** The game's vendor name in `lang`. */
export const vendorName = (g: Pick<LotteryGameRow, 'vendorNameTw' | 'vendorNameEn'>, lang: Language) =>
  lang === 'TW' ? g.vendorNameTw : g.vendorNameEn;
/** The game's card picture. */
export const gameIcon = (g: Pick<LotteryGameRow, 'iconUrl' | 'nodeId'>) => g.iconUrl ?? mediaUrls.game(g.nodeId);

/** What the lobby, the games list, the opened numbers and the Vietnam menus read (cached, ./cache.ts). */
export interface LobbySnapshot {
  games: LotteryGameRow[];
  /** Open draws per game id, by draw time then publication. */
  open: Map<number, DrawRow[]>;
  /** Per game id its latest drawn draw. */
  latest: Map<number, DrawRow>;
  /** Per game id its latest draw of any status (absent: the vendor published nothing of it). */
  last: Map<number, DrawRow>;
}

/**
 * The latest draw of the outer query's game (`games` joined with `integration_vendors`) published
 * by the integration serving it, drawn only or of any status: a lateral subquery that reads one
 * row of the (game, draw time) index whatever the game's history.
 */
function latestDrawOf(db: Db, alias: string, drawnOnly: boolean) {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameId, games.id),
        eq(lotteryDraws.integrationCode, integrationVendors.integrationCode),
        drawnOnly ? eq(lotteryDraws.status, 'drawn') : undefined,
      ),
    )
    .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id))
    .limit(1)
    .as(alias);
}

/** The columns of a {@link latestDrawOf} subquery, named through it (for a nested selection). */
function fieldsOf(sub: ReturnType<typeof latestDrawOf>) {
  const byName = sub as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(getTableColumns(lotteryDraws)).map((name) => [name, byName[name]]),
  ) as unknown as typeof sub._.selectedFields;
}

/** Loads a {@link LobbySnapshot}: three queries whatever the number of games and the length of their history. */
async function loadSnapshot(db: Db, merchant: MerchantContext): Promise<LobbySnapshot> {
  const list = await merchantLotteryGames(db, merchant);
  const snapshot: LobbySnapshot = { games: list, open: new Map(), latest: new Map(), last: new Map() };
  const served = list.filter((g) => g.integrationCode).map((g) => g.gameId);
  if (served.length === 0) return snapshot;
  const openRows = await db
    .select()
    .from(lotteryDraws)
    .where(and(servedDraws(list), eq(lotteryDraws.status, 'open')))
    .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id));
  for (const row of openRows) snapshot.open.set(row.gameId, [...(snapshot.open.get(row.gameId) ?? []), row]);
  const last = latestDrawOf(db, 'last_draw', false);
  const drawn = latestDrawOf(db, 'latest_drawn', true);
  const rows = await db
    .select({ gameId: games.id, last: fieldsOf(last), drawn: fieldsOf(drawn) })
    .from(games)
    .innerJoin(integrationVendors, eq(integrationVendors.vendorId, games.vendorId))
    .innerJoinLateral(last, sql`true`)
    .leftJoinLateral(drawn, sql`true`)
    .where(inArray(games.id, served));
  for (const row of rows) {
    snapshot.last.set(row.gameId, row.last as DrawRow);
    if (row.drawn) snapshot.latest.set(row.gameId, row.drawn as DrawRow);
  }
  return snapshot;
}

/** How long a merchant's lobby snapshot is reused, ms (docs/lottery.md section 5). */
export const LOBBY_CACHE_MS = 5_000;

/**
 * The lotto lobby's short cache (docs/lottery.md section 5): what the lobby, the games by prize
 * mode, the opened numbers and the Vietnam menus read is kept per database and merchant for
 * {@link LOBBY_CACHE_MS}, never per member, and forgotten here and on every other server process
 * whenever the draw feed writes a draw (`invalidate(SHARED_CACHES.lotteryLobby)`, ./feed.ts). The
 * snapshot holds no clock-dependent choice (the `next` draw is picked at answer time), so a cached
 * snapshot never shows a draw whose betting closed as open for betting.
 */
export const lobbySnapshots = namedCache<LobbySnapshot, MerchantContext>(
  SHARED_CACHES.lotteryLobby,
  LOBBY_CACHE_MS,
  (db, _merchantId, merchant) => loadSnapshot(db, merchant),
  // always asked with the app's database: one copy per app (several apps share a test process)
  { perDatabase: true },
);

/** The merchant's {@link LobbySnapshot}, reused for a few seconds ({@link lobbySnapshots}). */
export const lobbySnapshot = (db: Db, merchant: MerchantContext): Promise<LobbySnapshot> =>
  lobbySnapshots.get(db, merchant.id, merchant);

/** The Vietnam region of a game of the snapshot (null outside Vietnam). */
export function snapshotRegion(s: LobbySnapshot, g: LotteryGameRow): VnRegion | null {
  if (g.lottoArea !== 'VN') return null;
  return regionOf(g.gameCode, s.open.get(g.gameId)?.[0]?.region ?? s.last.get(g.gameId)?.region);
}

/** Whether the game's vendor published any draw of it (docs/lottery.md section 1: otherwise "results not published"). */
export const isPublished = (s: LobbySnapshot, g: LotteryGameRow) => s.last.has(g.gameId);
