/**
 * A fake of the console's contract calls (src/api/operatorContracts.ts) over in-memory contracts and
 * settlements that behaves like the server of docs/contracts.md: the list filters by kind, state
 * group and either party's username; an operator's contract checks the table (engine parseTiers),
 * refuses a kind switched off (403) and an agent holding the kind from an upline (409), replaces the
 * agent's live merchant contract and ends the contracts granted in the agent's team that the new
 * table does not cover (lowerRate);
 * terminate refuses an ended contract (409); approving or rejecting needs a requested settlement
 * (409); a rerun settles a period once and skips it after. Messages in EN; `calls` records every call.
 */
import { ApiProblem } from '../../../src/api/client';
import type { OperatorContractsApi } from '../../../src/api/operatorContracts';
import type {
  AgentContract,
  ContractKind,
  ContractParty,
  ContractPolicy,
  ContractTier,
  Settlement,
  SettleReport,
} from '../../../contract/types';
import { fromMinor, toMinor } from '../../../contract/money';
import { ceilingBreaches, parseTiers } from '../../../engine/contracts';

/** The parties of the fake: agent01 (top agent) > sub01 (agent) > player01; agent02 (top agent). */
export const PARTIES: Record<string, ContractParty> = {
  agent01: { id: 1, username: 'agent01', nickname: 'AGENT01', isAgent: true },
  sub01: { id: 2, username: 'sub01', nickname: 'SUB01', isAgent: true },
  player01: { id: 3, username: 'player01', nickname: 'PLAYER01', isAgent: false },
  agent02: { id: 40, username: 'agent02', nickname: 'AGENT02', isAgent: true },
};

/** The downline tree of the parties: each one's upline id (fakeMembers' tree). */
const UPLINE_OF: Record<number, number | null> = { 1: null, 2: 1, 3: 2, 40: null };

/** Whether `id` is `agentId` or below it in the tree (the team, member_tree depth >= 0). */
const inTeam = (agentId: number, id: number | undefined): boolean =>
  id !== undefined && (id === agentId || (UPLINE_OF[id] != null && inTeam(agentId, UPLINE_OF[id]!)));

const T0 = '2026-11-01T00:00:00.000Z';

/** A contract of the fake, active unless told. */
export function contract(
  id: number,
  upline: ContractParty | null,
  downline: ContractParty,
  kind: ContractKind,
  period: AgentContract['period'],
  tiers: ContractTier[],
  state: AgentContract['state'] = 'active',
): AgentContract {
  return {
    id,
    kind,
    period,
    state,
    upline,
    downline,
    role: 'operator',
    tiers,
    createdAt: T0,
    acceptedAt: state === 'offered' ? null : T0,
    endedAt: null,
    endReason: null,
    terminationRequestedBy: null,
    actions: [],
  };
}

/** A settlement of the fake. */
export function settlement(
  id: number,
  agent: ContractParty,
  kind: ContractKind,
  periodKey: string,
  payout: string,
  state: Settlement['state'],
): Settlement {
  return {
    id,
    contractId: 100 + id,
    kind,
    periodKey,
    periodStart: '2026-11-16T16:00:00.000Z',
    periodEnd: '2026-11-23T16:00:00.000Z',
    agent,
    activeMembers: 12,
    validBet: '150000.00',
    profitLoss: '42000.50',
    carriedIn: '0.00',
    base: '42000.50',
    rate: '2.00',
    gross: payout,
    downlineShare: '0.00',
    payout,
    carriedOut: '0.00',
    state,
    createdAt: '2026-11-24T00:00:00.000Z',
    decidedAt: null,
    transferId: null,
    actions: [],
  };
}

const LIVE = ['active', 'terminationRequested'];
const ENDED = ['rejected', 'withdrawn', 'terminated', 'replaced'];

export interface FakeContracts extends OperatorContractsApi {
  calls: string[];
  bodies: unknown[];
  contracts: AgentContract[];
  settlementRows: Settlement[];
  policyRow: ContractPolicy;
  /** Kinds the merchant switched off (the server refuses them with 403 CONTRACT_KIND_OFF). */
  offKinds: Set<ContractKind>;
  /** The next call of this name fails with this problem. */
  failNext: Partial<Record<keyof OperatorContractsApi, ApiProblem>>;
  /** Calls of this name wait until released (to see loading states). */
  hold: Partial<Record<keyof OperatorContractsApi, Promise<void>>>;
}

/**
 * The fake, seeded with: agent01's dividend merchant contract (weekly, up to 2.00 %) and the one it
 * granted sub01 (up to 1.00 %), agent02's daily wage merchant contract, an offered hourly wage to
 * player01 and an ended one; two requested dividends and one paid.
 */
export function fakeContracts(): FakeContracts {
  let nextId = 20;
  const contracts: AgentContract[] = [
    contract(1, null, PARTIES.agent01!, 'dividend', 'weekly', [
      { minActive: 0, minAmount: '0', rate: '1.00' },
      { minActive: 5, minAmount: '10000', rate: '2.00' },
    ]),
    contract(2, PARTIES.agent01!, PARTIES.sub01!, 'dividend', 'weekly', [
      { minActive: 0, minAmount: '0', rate: '0.50' },
      { minActive: 5, minAmount: '10000', rate: '1.00' },
    ]),
    contract(3, null, PARTIES.agent02!, 'dailyWage', 'daily', [{ minActive: 3, minAmount: '5000', rate: '0.30' }]),
    contract(
      4,
      PARTIES.sub01!,
      PARTIES.player01!,
      'hourlyWage',
      'hour',
      [{ minActive: 1, minAmount: '100', rate: '0.10' }],
      'offered',
    ),
    {
      ...contract(
        5,
        null,
        PARTIES.agent02!,
        'dividend',
        'monthly',
        [{ minActive: 0, minAmount: '0', rate: '3.00' }],
        'terminated',
      ),
      endedAt: '2026-11-10T04:00:00.000Z',
      endReason: 'operator',
    },
  ];
  const settlementRows: Settlement[] = [
    settlement(1, PARTIES.agent01!, 'dividend', 'W2026-11-16', '840.01', 'requested'),
    settlement(2, PARTIES.sub01!, 'dividend', 'W2026-11-16', '1234.50', 'requested'),
    settlement(3, PARTIES.agent02!, 'dividend', 'W2026-11-09', '99.00', 'paid'),
  ];
  const reruns = new Set<string>();
  const fake: FakeContracts = {
    calls: [],
    bodies: [],
    contracts,
    settlementRows,
    policyRow: { dividendApproval: true, carryForward: false, allowMemberContracts: false },
    offKinds: new Set(),
    failNext: {},
    hold: {},
    list: async (query) => {
      await gate('list', `list:${query.kind ?? ''}:${query.state ?? ''}:${query.username ?? ''}:${query.page ?? 1}`);
      const found = contracts.filter(
        (c) =>
          (!query.kind || c.kind === query.kind) &&
          (!query.state ||
            query.state === 'all' ||
            (query.state === 'live'
              ? LIVE.includes(c.state)
              : query.state === 'ended'
                ? ENDED.includes(c.state)
                : c.state === query.state)) &&
          (!query.username ||
            [c.downline.username, c.upline?.username ?? ''].some((u) => u.includes(query.username!.toLowerCase()))),
      );
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      return { list: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageSize };
    },
    set: async (body) => {
      await gate('set', `set:${body.agentId}:${body.kind}`, body);
      const parsed = parseTiers(body.tiers);
      if ('problem' in parsed)
        throw new ApiProblem('badRequest', 'The tier table is not valid', 400, parsed.problem.code);
      if (fake.offKinds.has(body.kind))
        throw new ApiProblem('unauthorized', 'This contract kind is switched off', 403, 'CONTRACT_KIND_OFF');
      const agent = Object.values(PARTIES).find((p) => p.id === body.agentId);
      if (!agent || !agent.isAgent) throw new ApiProblem('notFound', 'No such agent', 404, 'AGENT_NOT_FOUND');
      const live = (c: AgentContract) => LIVE.includes(c.state) && c.kind === body.kind;
      if (contracts.some((c) => live(c) && c.downline.id === agent.id && c.upline !== null))
        throw new ApiProblem(
          'badRequest',
          'This agent holds this kind from its upline',
          409,
          'CONTRACT_HELD_FROM_UPLINE',
        );
      const now = '2026-11-25T10:00:00.000Z';
      for (const [i, c] of contracts.entries()) {
        if (live(c) && c.downline.id === agent.id && c.upline === null)
          contracts[i] = { ...c, state: 'replaced', endedAt: now, endReason: 'replaced' };
        const own = parseTiers(c.tiers);
        if (
          live(c) &&
          inTeam(agent.id, c.upline?.id) &&
          !('problem' in own) &&
          ceilingBreaches(parsed.tiers, own.tiers).length > 0
        )
          contracts[i] = { ...c, state: 'terminated', endedAt: now, endReason: 'lowerRate' };
      }
      const made = {
        ...contract(nextId++, null, agent, body.kind, body.period, body.tiers),
        createdAt: now,
        acceptedAt: now,
      };
      contracts.unshift(made);
      return made;
    },
    terminate: async (id) => {
      await gate('terminate', `terminate:${id}`);
      const i = contracts.findIndex((c) => c.id === id);
      if (i < 0) throw new ApiProblem('notFound', 'No such contract', 404, 'CONTRACT_NOT_FOUND');
      const c = contracts[i]!;
      if (!['offered', ...LIVE].includes(c.state))
        throw new ApiProblem('badRequest', 'This contract has already ended', 409, 'CONTRACT_STATE');
      contracts[i] = { ...c, state: 'terminated', endedAt: '2026-11-25T10:00:00.000Z', endReason: 'operator' };
      return contracts[i]!;
    },
    policy: async () => {
      await gate('policy', 'policy');
      return { ...fake.policyRow };
    },
    savePolicy: async (policy) => {
      await gate('savePolicy', 'savePolicy', policy);
      fake.policyRow = { ...policy };
      return { ...fake.policyRow };
    },
    settlements: async (query) => {
      await gate('settlements', `settlements:${query.kind ?? ''}:${query.state ?? ''}:${query.page ?? 1}`);
      const found = settlementRows.filter(
        (s) => (!query.kind || s.kind === query.kind) && (!query.state || s.state === query.state),
      );
      const sum = (rows: Settlement[]) => fromMinor(rows.reduce((t, s) => t + toMinor(s.payout)!, 0n));
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      return {
        list: found
          .slice((page - 1) * pageSize, page * pageSize)
          .map((s) => ({ ...s, actions: s.state === 'requested' ? (['approve', 'reject'] as const).slice() : [] })),
        total: found.length,
        page,
        pageSize,
        totals: { payout: sum(found), paid: sum(found.filter((s) => s.state === 'paid')) },
      };
    },
    processSettlement: async (id, action) => {
      await gate('processSettlement', `process:${id}:${action}`);
      const i = settlementRows.findIndex((s) => s.id === id);
      if (i < 0) throw new ApiProblem('notFound', 'No such settlement', 404, 'SETTLEMENT_NOT_FOUND');
      if (settlementRows[i]!.state !== 'requested')
        throw new ApiProblem('badRequest', 'This settlement is not waiting for approval', 409, 'SETTLEMENT_STATE');
      settlementRows[i] = {
        ...settlementRows[i]!,
        state: action === 'approve' ? 'paid' : 'rejected',
        decidedAt: '2026-11-25T10:00:00.000Z',
        transferId: action === 'approve' ? 'tx-1' : null,
      };
      return settlementRows[i]!;
    },
    rerun: async (body) => {
      await gate('rerun', `rerun:${body.kind}:${body.periodKey}`, body);
      const first = !reruns.has(`${body.kind}:${body.periodKey}`);
      reruns.add(`${body.kind}:${body.periodKey}`);
      const report: SettleReport = first
        ? { periods: 1, contracts: 3, settlements: 1, transfers: 1, paid: '1500.25', skipped: 2 }
        : { periods: 1, contracts: 3, settlements: 0, transfers: 0, paid: '0.00', skipped: 3 };
      return report;
    },
  };
  async function gate(name: keyof OperatorContractsApi, call: string, body?: unknown) {
    fake.calls.push(call);
    if (body !== undefined) fake.bodies.push(body);
    await fake.hold[name];
    const problem = fake.failNext[name];
    if (problem) {
      delete fake.failNext[name];
      throw problem;
    }
  }
  return fake;
}
