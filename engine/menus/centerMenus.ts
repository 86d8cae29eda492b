/**
 * Account menu (header), member center menu and agent center menu (spec section 2).
 */
import type { MenuEntry } from '../registryTypes';
import { AGENTS_ONLY, LOGGED_IN, REAL_ACCOUNTS, makeEntry } from './entry';

/** Default pages of the two centers (spec section 4, account center default pages). */
export const DEFAULT_CENTER_PAGES = { member: 'securityCenter', agent: 'agentTeamOverview' } as const;

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

const memberPage = (page: string, options: Parameters<typeof makeEntry>[3] = {}): MenuEntry =>
  makeEntry(page, `center.${page}`, { kind: 'centerPage', center: 'member', page }, { icon: page, roles: REAL_ACCOUNTS, ...options });

const agentPage = (page: string, options: Parameters<typeof makeEntry>[3] = {}): MenuEntry =>
  makeEntry(`agent:${page}`, `center.${page}`, { kind: 'centerPage', center: 'agent', page }, { icon: page, roles: AGENTS_ONLY, ...options });

/**
 * Member center: the 13 pages in spec order, with red count badges on missionLeaderboard
 * (missionCount), messageV2 (unreadMessage) and rewardCenter (rewardCount); referral needs the
 * referral promotion.
 */
export function buildMemberCenterMenu(): MenuEntry[] {
  return MEMBER_CENTER_PAGES.map((page) => {
    if (page === 'rewardCenter') return memberPage(page, { badge: 'rewardCount' });
    if (page === 'missionLeaderboard') return memberPage(page, { badge: 'missionCount' });
    if (page === 'messageV2') return memberPage(page, { badge: 'unreadMessage' });
    if (page === 'referral') return memberPage(page, { requiresFeatures: ['referral'] });
    return memberPage(page);
  });
}

/**
 * Agent center left navigation (spec section 2): the fixed pages, the contract pages each behind
 * its contract setting (dividend, daily wage, hourly wage, real-time salary), then deposit,
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
    agentPage('agentDividendRecordCopy2', { requiresFeatures: ['contract.dividend'] }),
    agentPage('agentDailyWages2', { requiresFeatures: ['contract.dailyWage'] }),
    agentPage('agentHourSalary', { requiresFeatures: ['contract.hourlyWage'] }),
    agentPage('agentRealtimeSalary', { requiresFeatures: ['contract.realtimeWage'] }),
    agentPage('depositv2'),
    agentPage('withdraw'),
    agentPage('messageV2', { badge: 'unreadMessage' }),
    makeEntry('agent:customerService', 'menu.cs.LIVECHAT', { kind: 'customerService', csType: 'LIVECHAT' }, { icon: 'livechat', roles: AGENTS_ONLY }),
  ];
}

/**
 * Header account menu (spec section 2, header logged in): betting record, account record,
 * personal profit/loss, reward center, points (PTSYS3), security center, agency center (agents
 * only), manual rebate (MANPLAYREB3), sign out (confirmation).
 */
export function buildAccountMenu(): MenuEntry[] {
  const account = (id: string, page: string, options: Parameters<typeof makeEntry>[3] = {}): MenuEntry =>
    makeEntry(`account:${id}`, `center.${page}`, { kind: 'centerPage', center: 'member', page }, { icon: page, roles: LOGGED_IN, ...options });
  return [
    account('bettingRecord', 'personalHistoryCopy'),
    account('accountRecord', 'transactionHistory'),
    account('personalProfit', 'personalProfit'),
    account('rewardCenter', 'rewardCenter', { badge: 'rewardCount' }),
    makeEntry('account:points', 'menu.points', { kind: 'route', to: '/pointMall' }, { icon: 'points', roles: LOGGED_IN, requiresFeatures: ['points'], needsLogin: true }),
    account('securityCenter', 'securityCenter'),
    makeEntry('account:agencyCenter', 'menu.agencyCenter', { kind: 'route', to: '/agentHome' }, { icon: 'agent', roles: AGENTS_ONLY, needsLogin: true }),
    account('manualRebate', 'manualRebate', { requiresFeatures: ['manualRebate'] }),
    makeEntry('account:signOut', 'menu.signOut', { kind: 'logout' }, { icon: 'logout', roles: LOGGED_IN }),
  ];
}
