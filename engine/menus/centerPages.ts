/**
 * The center pages of the registry (design card; STYLE.md "registry: pages {id: lazy component +
 * requires}"): each page id of the member and agent centers with the features and the session
 * roles it requires (spec sections 2 and 6). The engine knows ids only; the browser maps ids to
 * components in one table (src/features/routing/centerPages.ts), and a menu offers a page only
 * when both know it.
 */
import type { CenterId, CenterPage, CenterPages, FeatureKey } from '../registryTypes';
import { AGENTS_ONLY, REAL_ACCOUNTS } from './entry';

/** A page of the tables below: its id and the features it needs (none when absent). */
interface PageDefinition {
  id: string;
  requiresFeatures?: FeatureKey[];
}

/** The 13 member center pages in spec order (spec section 2, member center menu). */
export const MEMBER_CENTER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;

/**
 * Member pages: the center's 13, then manualRebate (MANPLAYREB3), vip (docs/rewards.md "VIP") and
 * responsibleGaming (docs/responsible-gaming.md), reached from the header's account menu (vip also
 * from the header's VIP chip, responsibleGaming from the security center), not the center menu.
 */
const MEMBER_PAGES: readonly PageDefinition[] = [
  ...MEMBER_CENTER_PAGES.map((id) => (id === 'referral' ? { id, requiresFeatures: ['referral' as const] } : { id })),
  { id: 'manualRebate', requiresFeatures: ['manualRebate'] },
  { id: 'vip' },
  // responsible gaming (docs/responsible-gaming.md), in the security area
  { id: 'responsibleGaming' },
];

/** Agent center pages (spec section 2, agent center left navigation), contract pages behind their settings. */
const AGENT_PAGES: readonly PageDefinition[] = [
  { id: 'agentAnnouncement' },
  { id: 'agentTeamOverview' },
  { id: 'registerCenter' },
  { id: 'downlineManagmentView' },
  { id: 'personalHistoryCopy' },
  { id: 'palStatementsAgentCopy' },
  { id: 'agentRevenueReport' },
  { id: 'agentDownlineTransactionDetailsCopy' },
  { id: 'agentDividendRecordCopy2', requiresFeatures: ['contract.dividend'] },
  { id: 'agentDailyWages2', requiresFeatures: ['contract.dailyWage'] },
  { id: 'agentHourSalary', requiresFeatures: ['contract.hourlyWage'] },
  { id: 'agentRealtimeSalary', requiresFeatures: ['contract.realtimeWage'] },
  { id: 'depositv2' },
  { id: 'withdraw' },
  { id: 'messageV2' },
];

const DEFINITIONS: Record<CenterId, readonly PageDefinition[]> = { member: MEMBER_PAGES, agent: AGENT_PAGES };
/** Spec section 6: trial users are refused by both centers; the agent center is for agents. */
const ROLES = { member: REAL_ACCOUNTS, agent: AGENTS_ONLY } as const;

/**
 * Every center page the engine declares, per center, with the roles its center serves (whatever
 * the features: the table tests hold the build to, and ./pages.ts reads the roles from).
 */
export function declaredCenterPages(center: CenterId): CenterPage[] {
  return DEFINITIONS[center].map((p) => ({
    id: p.id,
    center,
    requiresFeatures: [...(p.requiresFeatures ?? [])],
    roles: [...ROLES[center]],
  }));
}

/**
 * The features a center page needs (the center menus take theirs from here).
 * @returns [] for a page with no requirement or an id the table does not have.
 */
export function pageRequires(center: CenterId, page: string): FeatureKey[] {
  return [...(DEFINITIONS[center].find((p) => p.id === page)?.requiresFeatures ?? [])];
}

/**
 * The pages of both centers whose features are all on, keyed by center then page id, in the
 * tables' order. Pure: the same features give an equal result.
 */
export function buildCenterPages(features: Readonly<Record<FeatureKey, boolean>>): CenterPages {
  const pagesOf = (center: CenterId): Record<string, CenterPage> =>
    Object.fromEntries(
      declaredCenterPages(center)
        .filter((p) => p.requiresFeatures.every((f) => features[f] === true))
        .map((p) => [p.id, p]),
    );
  return { member: pagesOf('member'), agent: pagesOf('agent') };
}
