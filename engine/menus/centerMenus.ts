/**
 * Account menu (header), member center menu and agent center menu (spec section 2).
 */
import type { MenuEntry } from '../registryTypes';
import { MEMBER_CENTER_PAGES, pageRequires } from './centerPages';
import { AGENTS_ONLY, LOGGED_IN, REAL_ACCOUNTS, makeEntry } from './entry';

/** Default pages of the two centers (spec section 4, account center default pages). */
export const DEFAULT_CENTER_PAGES = { member: 'securityCenter', agent: 'agentTeamOverview' } as const;

export { MEMBER_CENTER_PAGES };

const memberPage = (page: string, options: Parameters<typeof makeEntry>[3] = {}): MenuEntry =>
  makeEntry(
    page,
    `center.${page}`,
    { kind: 'centerPage', center: 'member', page },
    { icon: page, roles: REAL_ACCOUNTS, requiresFeatures: pageRequires('member', page), ...options },
  );

const agentPage = (page: string, options: Parameters<typeof makeEntry>[3] = {}): MenuEntry =>
  makeEntry(
    `agent:${page}`,
    `center.${page}`,
    { kind: 'centerPage', center: 'agent', page },
    { icon: page, roles: AGENTS_ONLY, requiresFeatures: pageRequires('agent', page), ...options },
  );

/**
 * Member center: the 13 pages in spec order, with red count badges on missionLeaderboard
 * (missionCount), messageV2 (unreadMessage) and rewardCenter (rewardCount); referral needs the
 * referral promotion (its page's requirement, ./centerPages.ts).
 */
export function buildMemberCenterMenu(): MenuEntry[] {
  return MEMBER_CENTER_PAGES.map((page) => {
    if (page === 'rewardCenter') return memberPage(page, { badge: 'rewardCount' });
    if (page === 'missionLeaderboard') return memberPage(page, { badge: 'missionCount' });
    if (page === 'messageV2') return memberPage(page, { badge: 'unreadMessage' });
    return memberPage(page);
  });
}

/**
 * Agent center left navigation (spec section 2): the fixed pages, the contract pages each behind
 * its contract setting (dividend, daily wage, hourly wage, real-time salary; ./centerPages.ts), then deposit,
 * withdraw, platform messages and customer service. Default page: agentTeamOverview.
 */
export function buildAgentCenterMenu(): MenuEntry[] {
  return [
    agentPage('agentAnnouncement'),
    agentPage('agentTeamOverview'),
    agentPage('registerCenter'),
    agentPage('downlineManagmentView'),
    agentPage('personalHistoryCopy'),
    agentPage('palStatementsAgentCopy'),
    agentPage('agentRevenueReport'),
    agentPage('agentDownlineTransactionDetailsCopy'),
    agentPage('agentDividendRecordCopy2'),
    agentPage('agentDailyWages2'),
    agentPage('agentHourSalary'),
    agentPage('agentRealtimeSalary'),
    agentPage('depositv2'),
    agentPage('withdraw'),
    agentPage('messageV2', { badge: 'unreadMessage' }),
    makeEntry(
      'agent:customerService',
      'menu.cs.LIVECHAT',
      { kind: 'customerService', csType: 'LIVECHAT' },
      { icon: 'livechat', roles: AGENTS_ONLY },
    ),
  ];
}

/**
 * Header account menu (spec section 2, header logged in): betting record, account record,
 * personal profit/loss, reward center, points (PTSYS3), security center, responsible gaming (docs/responsible-gaming.md), agency center (agents
 * only), manual rebate (MANPLAYREB3), VIP (docs/rewards.md "VIP"), sign out (confirmation).
 */
export function buildAccountMenu(): MenuEntry[] {
  const account = (id: string, page: string, options: Parameters<typeof makeEntry>[3] = {}): MenuEntry =>
    makeEntry(
      `account:${id}`,
      `center.${page}`,
      { kind: 'centerPage', center: 'member', page },
      { icon: page, roles: LOGGED_IN, ...options },
    );
  return [
    account('bettingRecord', 'personalHistoryCopy'),
    account('accountRecord', 'transactionHistory'),
    account('personalProfit', 'personalProfit'),
    account('rewardCenter', 'rewardCenter', { badge: 'rewardCount' }),
    makeEntry(
      'account:points',
      'menu.points',
      { kind: 'route', to: '/pointMall' },
      { icon: 'points', roles: LOGGED_IN, requiresFeatures: ['points'], needsLogin: true },
    ),
    account('securityCenter', 'securityCenter'),
    account('responsibleGaming', 'responsibleGaming'),
    makeEntry(
      'account:agencyCenter',
      'menu.agencyCenter',
      { kind: 'route', to: '/agentHome' },
      { icon: 'agent', roles: AGENTS_ONLY, needsLogin: true },
    ),
    account('manualRebate', 'manualRebate', { requiresFeatures: pageRequires('member', 'manualRebate') }),
    account('vip', 'vip'),
    makeEntry('account:signOut', 'menu.signOut', { kind: 'logout' }, { icon: 'logout', roles: LOGGED_IN }),
  ];
}
