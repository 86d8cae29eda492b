/**
 * The game catalogue as a merchant offers it (spec sections 2, 3 and 7): game menu, vendor lanes,
 * game lists with filters and paging, hot games. A merchant offers the vendors of its
 * `merchant_vendors` rows whose category is in its configuration's `gameCategories`; everything
 * else is left out of every answer.
 */
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  GAME_CATEGORIES,
  type Game,
  type GameCategory,
  type GameListPage,
  type GameMenuEntry,
  type MenuVendor,
  type VendorLane,
} from '../../contract/types.ts';
import type { Db } from '../db/open.ts';
import { games, merchantVendors, vendors } from '../db/schema.ts';
import type { Language } from '../i18n/language.ts';
import type { MerchantContext } from './merchants.ts';
import type { SiteCache } from './siteCache.ts';

/** Game list filters (spec section 3): NEW, HOT or ALL; FAV and RECENT need a member. */
export type GameFilter = 'NEW' | 'HOT' | 'ALL';
export type SubCategory = 'JP' | 'TG' | 'AC';

export interface GameListRequest {
  gameType: GameCategory;
  /** 1-based. */
  pageNo: number;
  /** 1 to 100; the front end uses 20 (spec section 9). */
  pageSize: number;
  language: Language;
  /** Vendor code: only this vendor's games. */
  vendorCode?: string;
  filter?: GameFilter;
  subCategory?: SubCategory;
  /** Case-insensitive part of the TW or EN name. */
  search?: string;
}

export interface CatalogService {
  gameMenu(merchant: MerchantContext, language: Language): Promise<GameMenuEntry[]>;
  vendorLanes(merchant: MerchantContext, language: Language): Promise<VendorLane[]>;
  gameList(merchant: MerchantContext, request: GameListRequest): Promise<GameListPage>;
  hotGames(merchant: MerchantContext, language: Language, limit?: number): Promise<Game[]>;
}

/** Generated artwork URLs (server/routes/media). */
export const mediaUrls = {
  game: (nodeId: number) => `/media/games/${nodeId}.svg`,
  vendorLogo: (code: string) => `/media/vendors/${code}/logo.svg`,
  vendorIcon: (code: string) => `/media/vendors/${code}/icon.svg`,
};

type VendorRow = typeof vendors.$inferSelect;
type GameRow = typeof games.$inferSelect;

const vendorName = (v: Pick<VendorRow, 'nameTw' | 'nameEn'>, lang: Language) => (lang === 'TW' ? v.nameTw : v.nameEn);

/** A vendor as the game menu lists it (schemas/game-menu.schema.json#/definitions/vendor). */
export function toMenuVendor(v: VendorRow, lang: Language): MenuVendor {
  return {
    vassalage: v.code,
    displayName: vendorName(v, lang),
    gameType: v.gameType,
    isGame: v.isGame,
    lagerIcon: mediaUrls.vendorIcon(v.code),
    logo: mediaUrls.vendorLogo(v.code),
    gameCode: v.gameCode,
  };
}

/** A game on the wire (schemas/api/game.json): displayName in the asked language. */
export function toGame(g: GameRow, v: Pick<VendorRow, 'code'>, lang: Language): Game {
  const displayName = lang === 'TW' ? g.nameTw : g.nameEn;
  return {
    gameId: g.id,
    nodeId: g.nodeId,
    nodeName: displayName,
    gameName: g.nameEn,
    displayName,
    iconUrl: g.iconUrl ?? mediaUrls.game(g.nodeId),
    vassalage: v.code,
    gameType: g.gameType,
    gameCode: g.gameCode,
    isGame: 'GAME',
    isHot: g.isHot ? 1 : 0,
    isNew: g.isNew ? 1 : 0,
    subCategory: g.subCategory,
    freeTrial: g.freeTrial,
  };
}

/** Escapes LIKE wildcards so a search for "100%" means the text. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Creates the catalogue service over a database. */
export function createCatalogService(db: Db): CatalogService {
  /** Conditions for "this merchant offers this vendor" (join of vendors and merchant_vendors). */
  const offered = (merchant: MerchantContext): SQL[] => {
    return [
      eq(merchantVendors.merchantId, merchant.id),
      eq(merchantVendors.enabled, true),
      eq(vendors.enabled, true),
      inArray(vendors.gameType, merchant.config.gameCategories),
    ];
  };

  async function offeredVendors(merchant: MerchantContext): Promise<VendorRow[]> {
    if (merchant.config.gameCategories.length === 0) return [];
    const rows = await db
      .select({ v: vendors })
      .from(vendors)
      .innerJoin(merchantVendors, eq(merchantVendors.vendorId, vendors.id))
      .where(and(...offered(merchant)))
      .orderBy(asc(merchantVendors.sortOrder), asc(vendors.id));
    return rows.map((r) => r.v);
  }

  return {
    async gameMenu(merchant, language) {
      const list = await offeredVendors(merchant);
      return GAME_CATEGORIES.map((category) => ({
        gameCategory: category,
        vendors: list.filter((v) => v.menuCategory === category).map((v) => toMenuVendor(v, language)),
      })).filter((entry) => entry.vendors.length > 0);
    },

    async vendorLanes(merchant, language) {
      const list = await offeredVendors(merchant);
      return GAME_CATEGORIES.map((category) => {
        const own = list.filter((v) => v.gameType === category);
        return {
          title: category,
          cards: own.map((v) => ({
            vassalage: v.code,
            gameType: v.gameType,
            displayName: vendorName(v, language),
            lagerIcon: mediaUrls.vendorIcon(v.code),
            isGame: v.isGame,
          })),
          gameClassify: own.map((v) => v.code),
        };
      }).filter((lane) => lane.cards.length > 0);
    },

    async gameList(merchant, req) {
      const empty: GameListPage = {
        games: [],
        pageNo: req.pageNo,
        pageSize: req.pageSize,
        totalPages: 0,
        totalCount: 0,
      };
      if (!merchant.config.gameCategories.includes(req.gameType)) return empty;
      const where: SQL[] = [...offered(merchant), eq(games.enabled, true), eq(games.gameType, req.gameType)];
      if (req.vendorCode) where.push(eq(vendors.code, req.vendorCode));
      if (req.filter === 'HOT') where.push(eq(games.isHot, true));
      if (req.filter === 'NEW') where.push(eq(games.isNew, true));
      if (req.subCategory) where.push(eq(games.subCategory, req.subCategory));
      const search = req.search?.trim();
      if (search) {
        const pattern = `%${likeEscape(search)}%`;
        where.push(or(ilike(games.nameTw, pattern), ilike(games.nameEn, pattern)) as SQL);
      }
      const condition = and(...where);
      const [total] = await db
        .select({ n: count() })
        .from(games)
        .innerJoin(vendors, eq(vendors.id, games.vendorId))
        .innerJoin(merchantVendors, eq(merchantVendors.vendorId, vendors.id))
        .where(condition);
      const totalCount = Number(total?.n ?? 0);
      if (totalCount === 0) return empty;
      const order =
        req.filter === 'HOT'
          ? [asc(games.hotRank), asc(games.id)]
          : [asc(merchantVendors.sortOrder), asc(games.sortOrder), asc(games.id)];
      const rows = await db
        .select({ g: games, code: vendors.code })
        .from(games)
        .innerJoin(vendors, eq(vendors.id, games.vendorId))
        .innerJoin(merchantVendors, eq(merchantVendors.vendorId, vendors.id))
        .where(condition)
        .orderBy(...order)
        .limit(req.pageSize)
        .offset((req.pageNo - 1) * req.pageSize);
      return {
        games: rows.map((r) => toGame(r.g, { code: r.code }, req.language)),
        pageNo: req.pageNo,
        pageSize: req.pageSize,
        totalPages: Math.ceil(totalCount / req.pageSize),
        totalCount,
      };
    },

    async hotGames(merchant, language, limit = 50) {
      if (merchant.config.gameCategories.length === 0) return [];
      const rows = await db
        .select({ g: games, code: vendors.code })
        .from(games)
        .innerJoin(vendors, eq(vendors.id, games.vendorId))
        .innerJoin(merchantVendors, eq(merchantVendors.vendorId, vendors.id))
        .where(and(...offered(merchant), eq(games.enabled, true), eq(games.isHot, true)))
        .orderBy(asc(games.hotRank), asc(games.id))
        .limit(limit);
      return rows.map((r) => toGame(r.g, { code: r.code }, language));
    },
  };
}

/**
 * The catalogue answers kept per merchant and configuration version ({@link SiteCache}): game
 * menu, vendor lanes and hot games per language, and game list pages per query. A search (text a
 * visitor typed) always asks the database: searches are many and seldom repeated.
 */
export function createCachedCatalog(catalog: CatalogService, cache: SiteCache): CatalogService {
  return {
    gameMenu: (merchant, language) =>
      cache.get(merchant, `gameMenu:${language}`, () => catalog.gameMenu(merchant, language)),
    vendorLanes: (merchant, language) =>
      cache.get(merchant, `vendorLanes:${language}`, () => catalog.vendorLanes(merchant, language)),
    hotGames: (merchant, language, limit = 50) =>
      cache.get(merchant, `hotGames:${language}:${limit}`, () => catalog.hotGames(merchant, language, limit)),
    gameList(merchant, req) {
      if (req.search?.trim()) return catalog.gameList(merchant, req);
      const key = `gameList:${JSON.stringify([req.gameType, req.pageNo, req.pageSize, req.language, req.vendorCode ?? null, req.filter ?? null, req.subCategory ?? null])}`;
      return cache.get(merchant, key, () => catalog.gameList(merchant, req));
    },
  };
}
