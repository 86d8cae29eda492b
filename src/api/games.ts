/**
 * Game resources (spec section 7, Games): vendors, game list, hot games. Query constants come from
 * spec section 9: clientType 3, list platform html5-desktop, page size 20.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type { Game, GameCategory, GameListPage, VendorLane } from '../../contract/types';
import { CLIENT_TYPE, GAME_PAGE_SIZE, LIST_PLATFORM } from '../../contract/spec';

export interface GameListQuery {
  gameType: GameCategory;
  pageNo: number;
  pageSize?: number;
  language: string;
  merchant?: string;
  /** Sub-category or filter code: JP, TG, AC, NEW, HOT. */
  gameClassify?: string;
  /** Vendor code. */
  vassalage?: string;
  /** Free-text search (slots search, spec section 2). */
  keyword?: string;
}

/** GET game list; answers one page of games. */
export async function fetchGameList(http: AxiosInstance, q: GameListQuery): Promise<GameListPage> {
  const params: Record<string, string | number> = {
    clientType: CLIENT_TYPE,
    platform: LIST_PLATFORM,
    gameType: q.gameType,
    pageNo: q.pageNo,
    pageSize: q.pageSize ?? GAME_PAGE_SIZE,
    language: q.language,
  };
  if (q.merchant) params.merchant = q.merchant;
  if (q.gameClassify) params.gameClassify = q.gameClassify;
  if (q.vassalage) params.vassalage = q.vassalage;
  if (q.keyword) params.keyword = q.keyword;
  const value = await request<Partial<GameListPage> & { list?: Game[] }>(http, { url: ENDPOINTS.gameList, params });
  const games = value.games ?? value.list ?? [];
  return {
    games,
    pageNo: value.pageNo ?? q.pageNo,
    pageSize: value.pageSize ?? q.pageSize ?? GAME_PAGE_SIZE,
    totalPages: value.totalPages ?? 1,
    totalCount: value.totalCount ?? games.length,
  };
}

/** GET hot games (`value.list`); query of spec section 3. */
export async function fetchHotGames(http: AxiosInstance, language: string, merchantCode?: string): Promise<Game[]> {
  const params: Record<string, string | number> = { isPlatform: 2, platform: `flash,${LIST_PLATFORM}`, language };
  if (merchantCode) params.merchantCode = merchantCode;
  const value = await request<{ list?: Game[] } | Game[]>(http, { url: ENDPOINTS.hotGames, params });
  return Array.isArray(value) ? value : (value.list ?? []);
}

/** GET game vendors (`value.data.lanes`), platform html5-desktop. */
export async function fetchVendorLanes(http: AxiosInstance, language: string): Promise<VendorLane[]> {
  const value = await request<{ data?: { lanes?: VendorLane[] }; lanes?: VendorLane[] }>(http, {
    url: ENDPOINTS.gameVendors,
    params: { platform: LIST_PLATFORM, language },
  });
  return value.data?.lanes ?? value.lanes ?? [];
}
