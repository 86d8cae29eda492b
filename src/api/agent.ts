/**
 * Agent center calls (README "Agent center"; schemas/api/agent.json): team reports, the downline
 * tree, the transfer to a downline, downline creation, invitation links and announcements for
 * agents. Every call needs an agent's login token (a member's gets 403 NOT_AGENT, spec section 8)
 * and throws ApiProblem. Money fields are decimal strings both ways, never floats.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  AgentAnnouncementsValue,
  AgentCreateDownlineBody,
  AgentCreatedDownline,
  AgentDownlinesQuery,
  AgentDownlinesValue,
  AgentInvitation,
  AgentInvitationBody,
  AgentInvitations,
  AgentOverview,
  AgentPageQuery,
  AgentProfile,
  AgentProfitLoss,
  AgentRangeQuery,
  AgentRevenue,
  AgentRevenueQuery,
  AgentTeamBetsQuery,
  AgentTeamBetsValue,
  AgentTeamTransactionsQuery,
  AgentTeamTransactionsValue,
  AgentTransferBody,
  AgentTransferInfo,
  AgentTransferValue,
} from '../../contract/types';

/** The agent center API the agent store uses (tests pass a fake with the same shape). */
export interface AgentApi {
  /** The agent header: names, invitation code, the merchant's reporting zone (GMT label) and team size. */
  profile(): Promise<AgentProfile>;
  /** Team figures and the daily series of a range (agentTeamOverview). */
  overview(q: AgentRangeQuery): Promise<AgentOverview>;
  /** Direct downlines of `parentId` (default: the agent) with the breadcrumb, or username matches at any depth. */
  downlines(q: AgentDownlinesQuery): Promise<AgentDownlinesValue>;
  /** Every bet of the team, filtered, with totals (personalHistoryCopy). */
  teamBets(q: AgentTeamBetsQuery): Promise<AgentTeamBetsValue>;
  /** Own play and each direct downline's team rolled up (palStatementsAgentCopy). */
  profitLoss(q: AgentRangeQuery): Promise<AgentProfitLoss>;
  /** The agent's income entries by kind, from the ledger (agentRevenueReport). */
  revenue(q: AgentRevenueQuery): Promise<AgentRevenue>;
  /** Deposits, withdrawals and transfers of the team (agentDownlineTransactionDetailsCopy). */
  teamTransactions(q: AgentTeamTransactionsQuery): Promise<AgentTeamTransactionsValue>;
  /** The agent's balance, the transfer limits and whether a payment password is set. */
  transferInfo(): Promise<AgentTransferInfo>;
  /** One idempotent transfer to a team member (a replay of `requestId` answers the first result). */
  transfer(body: AgentTransferBody): Promise<AgentTransferValue>;
  /** Creates a downline account under the agent (registration rules of the form engine). */
  createDownline(body: AgentCreateDownlineBody): Promise<AgentCreatedDownline>;
  invitations(): Promise<AgentInvitations>;
  createInvitation(body: AgentInvitationBody): Promise<AgentInvitation>;
  /** Switches an invitation link on or off. */
  setInvitationEnabled(id: number, enabled: boolean): Promise<AgentInvitation>;
  announcements(q: AgentPageQuery): Promise<AgentAnnouncementsValue>;
}

const clean = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== 'all'));

/** Binds the agent calls to `http` (paths from ENDPOINTS). */
export function createAgentApi(http: AxiosInstance): AgentApi {
  const get = <T>(url: string, params?: object) =>
    request<T>(http, { url, params: params ? clean(params) : undefined });
  const send = <T>(method: 'POST' | 'PATCH', url: string, data: unknown) => request<T>(http, { url, method, data });
  return {
    profile: () => get(ENDPOINTS.agentProfile),
    overview: (q) => get(ENDPOINTS.agentOverview, q),
    downlines: (q) => get(ENDPOINTS.agentDownlines, q),
    teamBets: (q) => get(ENDPOINTS.agentTeamBets, q),
    profitLoss: (q) => get(ENDPOINTS.agentProfitLoss, q),
    revenue: (q) => get(ENDPOINTS.agentRevenue, q),
    teamTransactions: (q) => get(ENDPOINTS.agentTeamTransactions, q),
    transferInfo: () => get(ENDPOINTS.agentTransfer),
    transfer: (body) => send('POST', ENDPOINTS.agentTransfer, body),
    createDownline: (body) => send('POST', ENDPOINTS.agentCreateDownline, body),
    invitations: () => get(ENDPOINTS.agentInvitations),
    createInvitation: (body) => send('POST', ENDPOINTS.agentInvitations, body),
    setInvitationEnabled: (id, enabled) =>
      send('PATCH', ENDPOINTS.agentInvitation.replace(':id', String(id)), { enabled }),
    announcements: (q) => get(ENDPOINTS.agentAnnouncements, q),
  };
}
