/**
 * A complete store environment for tests: the site API serving a config sample (see samples.ts)
 * and a web API with empty content, so RootStore can be created without a network.
 */
import type { WebApi } from '../../src/api';
import type { SiteConfig } from '../../contract/types';
import type { SiteApi, StoreEnv } from '../../src/stores/env';
import { fakeApi } from './samples';

/** A web API that answers every call with empty content. */
export function emptyWebApi(): WebApi {
  return {
    gameList: async () => ({ games: [], pageNo: 1, pageSize: 20, totalPages: 1, totalCount: 0 }),
    hotGames: async () => [],
    vendorLanes: async () => [],
    winnerBoard: async () => [],
    announcements: async () => ({ banners: [], player: [], popup: [], promotion: [] }),
    notices: async () => [],
    resources: async () => [],
    footerBadges: async () => ({
      payment: [{ name: 'visa', label: 'VISA', url: '/media/badges/payment/visa.svg' }],
      certification: [{ name: 'gli', label: 'GLI', url: '/media/badges/certification/gli.svg' }],
      social: [{ name: 'telegram', label: 'Telegram', url: '/media/badges/social/telegram.svg' }],
      licence: [{ name: 'pagcor', label: 'PAGCOR', url: '/media/badges/licence/pagcor.svg' }],
    }),
    customerService: async () => [],
    notifyLanguage: async () => true,
  };
}

export function storeEnvFor(sample: SiteConfig, overrides: Partial<SiteApi> = {}): StoreEnv & { api: SiteApi & { calls: string[] } } {
  return { api: fakeApi(sample, overrides), web: emptyWebApi() };
}
