/**
 * Contract test support: sample contracts and settlements, a fake contract API that records its
 * calls (each call can be replaced; by default it answers like a server holding the fixtures), a
 * fake site socket, and a loaded root store with a signed-in agent, member or trial user.
 */
import '../../support/webPolyfills';
import type { ContractsApi } from '../../../src/api/contracts';
import type { AgentApi } from '../../../src/api/agent';
import type { SocketLike } from '../../../src/api/socket';
import type { AgentContract, ContractList, ContractParty, Settlement, SettlementList } from '../../../contract/types';
import { createRootStore, type RootStore, type StoreEnv } from '../../../src/stores';
import { loadSample } from '../../support/samples';
import { storeEnvFor } from '../../support/storeEnv';
import { fakeAccount, fakeWallet, recording, type Calls } from '../member-center/support';
import { fakeAgent } from '../agent/support';

export type { Calls };

export const party = (id: number, username: string, patch: Partial<ContractParty> = {}): ContractParty => ({
  id,
  username,
  nickname: '',
  isAgent: true,
  ...patch,
});

/** The signed-in agent (id 1) and its upline (id 100). */
export const ME = party(1, 'agent01', { nickname: 'Top agent' });
export const UPLINE = party(100, 'boss01');

/** A daily wage contract (two tiers: 0.50 % from 1 member and 1,000.00; 1.00 % from 5 members and 10,000.00). */
export const contract = (id: number, patch: Partial<AgentContract> = {}): AgentContract => ({
  id,
  kind: 'dailyWage',
  period: 'daily',
  state: 'active',
  upline: ME,
  downline: party(11, 'sub01'),
  role: 'upline',
  tiers: [
    { minActive: 1, minAmount: '1000.00', rate: '0.50' },
    { minActive: 5, minAmount: '10000.00', rate: '1.00' },
  ],
  createdAt: '2026-11-20T02:00:00.000Z',
  acceptedAt: '2026-11-20T03:00:00.000Z',
  endedAt: null,
  endReason: null,
  terminationRequestedBy: null,
  actions: ['requestTermination'],
  ...patch,
});

/** The agent's own live daily wage contract from its upline (the ceiling: 0.80 % then 1.50 %). */
export const own = (patch: Partial<AgentContract> = {}): AgentContract =>
  contract(7, {
    upline: UPLINE,
    downline: ME,
    role: 'downline',
    tiers: [
      { minActive: 1, minAmount: '1000.00', rate: '0.80' },
      { minActive: 5, minAmount: '10000.00', rate: '1.50' },
    ],
    ...patch,
  });

/** An offer waiting for the viewer. */
export const offer = (id: number, patch: Partial<AgentContract> = {}): AgentContract =>
  own({
    id,
    state: 'offered',
    acceptedAt: null,
    actions: ['accept', 'reject'],
    tiers: [{ minActive: 3, minAmount: '5000.00', rate: '1.20' }],
    ...patch,
  });

export const settlement = (id: number, patch: Partial<Settlement> = {}): Settlement => ({
  id,
  contractId: 7,
  kind: 'dailyWage',
  periodKey: 'D2026-11-24',
  periodStart: '2026-11-23T16:00:00.000Z',
  periodEnd: '2026-11-24T16:00:00.000Z',
  agent: ME,
  activeMembers: 6,
  validBet: '20000.00',
  profitLoss: '1500.00',
  carriedIn: '0.00',
  base: '20000.00',
  rate: '1.50',
  gross: '300.00',
  downlineShare: '120.00',
  payout: '180.00',
  carriedOut: '0.00',
  state: 'paid',
  createdAt: '2026-11-24T16:01:00.000Z',
  decidedAt: '2026-11-24T16:01:00.000Z',
  transferId: 'tr-1',
  actions: [],
  ...patch,
});

export const page = <T,>(list: T[], total = list.length) => ({ list, total, page: 1, pageSize: 20 });
export const settlementPage = (list: Settlement[], totals = { payout: '180.00', paid: '180.00' }): SettlementList => ({
  ...page(list),
  totals,
});

/**
 * A contract API answering from fixtures: received + live -> `own()`, received + offered -> none,
 * granted -> one active contract; `over` replaces calls. Every call is recorded in `calls`.
 */
export function fakeContracts(over: Partial<ContractsApi> = {}, calls: Calls = []): ContractsApi & { calls: Calls } {
  const base: ContractsApi = {
    list: async (q): Promise<ContractList> => {
      if (q.role === 'received') return page(q.state === 'live' ? [own()] : []);
      return page([contract(21)]);
    },
    detail: async (id) => ({
      contract: contract(id),
      events: [
        { at: '2026-11-20T02:00:00.000Z', action: 'offer', actor: 'upline', fromState: null, toState: 'offered' },
      ],
    }),
    preview: async () => ({ ceiling: own(), endsContracts: [], replaces: null }),
    offer: async (b) =>
      contract(30, {
        state: 'offered',
        downline: party(b.downlineId, 'sub02'),
        tiers: b.tiers,
        acceptedAt: null,
        actions: ['withdraw'],
      }),
    process: async (id, action) => contract(id, { state: action === 'accept' ? 'active' : 'rejected', actions: [] }),
    settlements: async () => settlementPage([settlement(1)]),
    processSettlement: async (id, action) =>
      settlement(id, {
        state: action === 'request' ? 'requested' : action === 'approve' ? 'paid' : 'rejected',
        actions: [],
      }),
  };
  return recording({ ...base, ...over }, calls);
}

/** A fake WebSocket the test opens and feeds. */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
  }
  send(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

export interface ContractsStoreOptions {
  contracts?: ContractsApi;
  agent?: AgentApi;
  /** Member type: 1 agent (default), 0 member, 4 trial. */
  type?: number;
  /** Open a fake site socket (FakeSocket.all) instead of none. */
  socket?: boolean;
}

/** A loaded root store for the default sample with a signed-in user of `type` and the fakes as its APIs. */
export async function contractsStore(options: ContractsStoreOptions = {}): Promise<RootStore> {
  const type = options.type ?? 1;
  const env = {
    ...storeEnvFor(loadSample('default.json')),
    wallet: fakeWallet(),
    account: fakeAccount(),
    agent: options.agent ?? fakeAgent(),
    contracts: options.contracts ?? fakeContracts(),
    walletSocket: options.socket ? { url: 'ws://test/api/ws', create: (url: string) => new FakeSocket(url) } : null,
  } as StoreEnv;
  const store = createRootStore(env, {});
  await store.config.load();
  const member = {
    id: 1,
    account: 'agent01',
    nickname: 'Top agent',
    type,
    isAgent: [1, 2, 41, 42].includes(type),
    isTrial: type === 4,
    email: null,
    mobileNum: null,
    countryDialingCode: null,
    affiliateCode: null,
  };
  store.session.setMember(member as Parameters<typeof store.session.setMember>[0], 'tok-1');
  return store;
}

/** The recorded calls of `name`, their first arguments. */
export const argsOf = (calls: Calls, name: string) => calls.filter((c) => c.name === name).map((c) => c.args[0]);
