/**
 * Agent center test support: a fake agent API that records its calls (each call can be replaced),
 * sample answers, and a loaded root store with a signed-in agent (type 1) and the merchant's forms
 * (the engine's bundle of the default sample with in-process validators, as the server serves them).
 */
import '../../support/webPolyfills';
import type { AgentApi } from '../../../src/api/agent';
import { fakeForms } from '../../support/forms';
import type { AgentDownline, AgentOverview, AgentOverviewDay } from '../../../contract/types';
import { createRootStore, type RootStore, type StoreEnv } from '../../../src/stores';
import { loadSample } from '../../support/samples';
import { storeEnvFor } from '../../support/storeEnv';
import { fakeAccount, fakeWallet, recording, type Calls } from '../member-center/support';

export type { Calls };

export const day = (d: string, patch: Partial<AgentOverviewDay> = {}): AgentOverviewDay => ({
  day: d,
  newRegistrations: 1,
  firstDeposits: 1,
  activeMembers: 3,
  deposits: '500.00',
  withdrawals: '100.00',
  validBet: '1200.00',
  payout: '1000.00',
  profitLoss: '200.00',
  ...patch,
});

export const overview = (patch: Partial<AgentOverview> = {}): AgentOverview => ({
  from: '2026-11-25',
  to: '2026-11-25',
  teamSize: 42,
  newRegistrations: 3,
  firstDeposits: 2,
  activeMembers: 17,
  deposits: '12345.50',
  withdrawals: '2000.00',
  validBet: '98765.43',
  payout: '90000.00',
  profitLoss: '8765.43',
  income: '0.00',
  series: [day('2026-11-25')],
  ...patch,
});

export const downline = (id: number, username: string, patch: Partial<AgentDownline> = {}): AgentDownline => ({
  id,
  username,
  nickname: '',
  type: 0,
  depth: 1,
  balance: '100.00',
  registeredAt: '2026-10-01T08:00:00.000Z',
  lastLoginAt: null,
  online: false,
  directCount: 0,
  teamSize: 0,
  deposits: '0.00',
  validBet: '0.00',
  profitLoss: '0.00',
  ...patch,
});

const page = <T,>(list: T[]) => ({ list, total: list.length, page: 1, pageSize: 20 });

/** An agent API with plausible answers; `over` replaces calls. Every call is recorded in `calls`. */
export function fakeAgent(over: Partial<AgentApi> = {}, calls: Calls = []): AgentApi {
  const base: AgentApi = {
    profile: async () => ({
      id: 1,
      username: 'agent01',
      nickname: 'Top agent',
      type: 1,
      affiliateCode: 'AG01',
      utcOffsetMinutes: 480,
      gmtLabel: 'GMT+08:00',
      teamSize: 42,
      directCount: 3,
    }),
    overview: async () => overview(),
    downlines: async () => ({
      ...page([downline(11, 'sub01', { type: 1, directCount: 2, teamSize: 5 })]),
      breadcrumb: [{ id: 1, username: 'agent01' }],
    }),
    teamBets: async () => ({
      ...page([]),
      totals: { betAmount: '0.00', validBet: '0.00', payout: '0.00', profitLoss: '0.00' },
    }),
    profitLoss: async () => ({
      from: '2026-11-01',
      to: '2026-11-25',
      own: { validBet: '0.00', payout: '0.00', profitLoss: '0.00' },
      downlines: [],
      totals: { deposits: '0.00', withdrawals: '0.00', validBet: '0.00', payout: '0.00', profitLoss: '0.00' },
    }),
    revenue: async () => ({
      ...page([]),
      totals: {
        dividend: '0.00',
        dailyWage: '0.00',
        hourlyWage: '0.00',
        realtimeSalary: '0.00',
        rebate: '0.00',
        total: '0.00',
      },
    }),
    teamTransactions: async () => ({
      ...page([]),
      totals: { deposits: '0.00', withdrawals: '0.00', transfersIn: '0.00', transfersOut: '0.00' },
    }),
    transferInfo: async () => ({ balance: '1000.00', min: '10.00', max: '500.00', hasPaymentPassword: true }),
    transfer: async () => ({ transferId: 't-1', balance: '900.00' }),
    createDownline: async (b) => ({ id: 99, username: b.username, type: b.accountType === 'agent' ? 1 : 0 }),
    invitations: async () => ({ list: [] }),
    createInvitation: async (b) => ({
      id: 5,
      code: 'ABC123',
      accountType: b.accountType,
      url: 'http://localhost/register?affiliateCode=ABC123',
      uses: 0,
      enabled: true,
      createdAt: '2026-11-25T00:00:00.000Z',
    }),
    setInvitationEnabled: async (id, enabled) => ({
      id,
      code: 'ABC123',
      accountType: 'member',
      url: 'http://localhost/register?affiliateCode=ABC123',
      uses: 0,
      enabled,
      createdAt: '2026-11-25T00:00:00.000Z',
    }),
    announcements: async () => page([]),
  };
  return recording({ ...base, ...over }, calls);
}

export { fakeForms };

/**
 * A loaded root store for the default sample with a signed-in agent (type 1), `agent` as its agent
 * API and the merchant's forms loaded.
 */
export async function agentStore(agent: AgentApi = fakeAgent()): Promise<RootStore> {
  const env = {
    ...storeEnvFor(loadSample('default.json')),
    wallet: fakeWallet(),
    account: fakeAccount(),
    walletSocket: null,
    agent,
    forms: fakeForms(),
  } as StoreEnv;
  const store = createRootStore(env, {});
  await store.config.load();
  await store.auth.loadForms();
  const member = {
    id: 1,
    account: 'agent01',
    nickname: 'Top agent',
    type: 1,
    isAgent: true,
    isTrial: false,
    email: null,
    mobileNum: null,
    countryDialingCode: null,
    affiliateCode: null,
  };
  store.session.setMember(member as Parameters<typeof store.session.setMember>[0], 'tok-1');
  return store;
}
