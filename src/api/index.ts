/**
 * The web resource API: every resource module bound to one axios instance, so stores receive a
 * single object through their MST environment and tests pass a fake with the same shape.
 */
import type { AxiosInstance } from 'axios';
import { fetchGameList, fetchHotGames, fetchVendorLanes, type GameListQuery } from './games';
import { fetchAnnouncements, fetchFooterBadges, fetchNotices, fetchResources, fetchWinnerBoard, notifyLanguage } from './content';
import { fetchCustomerService } from './customerService';
import type {
  AnnouncementsResponse,
  CustomerServiceContact,
  FooterBadges,
  Game,
  GameListPage,
  Notice,
  SiteResource,
  VendorLane,
  WinnerBoardEntry,
} from '../../contract/types';

export interface WebApi {
  gameList(q: GameListQuery): Promise<GameListPage>;
  hotGames(language: string, merchantCode?: string): Promise<Game[]>;
  vendorLanes(language: string): Promise<VendorLane[]>;
  winnerBoard(language: string): Promise<WinnerBoardEntry[]>;
  announcements(language: string, execution: 'A' | 'B'): Promise<AnnouncementsResponse>;
  notices(language: string): Promise<Notice[]>;
  resources(): Promise<SiteResource[]>;
  footerBadges(): Promise<FooterBadges>;
  customerService(): Promise<CustomerServiceContact[]>;
  notifyLanguage(language: string): Promise<boolean>;
}

/** Binds every resource module to `http`. */
export function createWebApi(http: AxiosInstance): WebApi {
  return {
    gameList: (q) => fetchGameList(http, q),
    hotGames: (language, merchantCode) => fetchHotGames(http, language, merchantCode),
    vendorLanes: (language) => fetchVendorLanes(http, language),
    winnerBoard: (language) => fetchWinnerBoard(http, language),
    announcements: (language, execution) => fetchAnnouncements(http, language, execution),
    notices: (language) => fetchNotices(http, language),
    resources: () => fetchResources(http),
    footerBadges: () => fetchFooterBadges(http),
    customerService: () => fetchCustomerService(http),
    notifyLanguage: (language) => notifyLanguage(http, language),
  };
}

export type { GameListQuery } from './games';
