/**
 * The public API paths: the contract between the front end (src/api) and the reference server
 * (server/routes). Spec section 7 names the calls but not their paths; these are ours.
 * Every answer is an {@link ApiEnvelope} (see src/engine/types.ts).
 */
export const ENDPOINTS = {
  systemStatus: '/api/system/status',
  permission: '/api/site/permission',
  gameMenu: '/api/games/menu',
  gameVendors: '/api/games/vendors',
  gameList: '/api/games/list',
  hotGames: '/api/games/hot',
  winnerBoard: '/api/winners',
  announcements: '/api/announcements',
  notices: '/api/notices',
  customerService: '/api/customer-service',
  resources: '/api/resources',
  contractSettings: '/api/agent/consolidated',
  languageNotify: '/api/i18n/language',
  footerBadges: '/media/badges/index.json',
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
