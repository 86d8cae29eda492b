/**
 * The agent center's data (spec section 2 "Agent center menu"): the agent's profile for the
 * header (the merchant's reporting zone of the clock), one resource per page (team
 * overview, downlines, team bets, profit and loss, revenue, team transactions, announcements,
 * invitation links, transfer limits), each loading through the environment's agent API
 * ({@link AgentEnv}) and holding its loading, empty and error states, plus the actions that move
 * money or create things (transfer to a downline, create a downline, invitation links).
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import type {
  AgentAnnouncementsValue,
  AgentCreateDownlineBody,
  AgentCreatedDownline,
  AgentDownlinesQuery,
  AgentDownlinesValue,
  AgentInvitation,
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
} from '../../../contract/types';
import { ApiProblem, type ProblemKind } from '../../api/client';
import { resourceModel } from '../shared/ResourceModel';
import { agentApi } from './agentEnv';

export type { AgentEnv } from './agentEnv';

/** Failures after which a money call may have gone through (no answer came back). */
const UNKNOWN_OUTCOME: readonly ProblemKind[] = ['network', 'timeout', 'server'];

/**
 * Whether a failed transfer may still have been booked (a network failure, a timeout, a 5xx):
 * its retry must replay the same request id so it cannot pay twice. A refusal changed nothing.
 */
export function transferOutcomeUnknown(err: unknown): boolean {
  return err instanceof ApiProblem && UNKNOWN_OUTCOME.includes(err.kind);
}

export const AgentStoreModel = types
  .model('AgentStore', {
    profile: types.optional(resourceModel<AgentProfile>('AgentProfileResource'), {}),
    overview: types.optional(resourceModel<AgentOverview>('AgentOverviewResource'), {}),
    downlines: types.optional(resourceModel<AgentDownlinesValue>('AgentDownlinesResource'), {}),
    teamBets: types.optional(resourceModel<AgentTeamBetsValue>('AgentTeamBetsResource'), {}),
    profitLoss: types.optional(resourceModel<AgentProfitLoss>('AgentProfitLossResource'), {}),
    revenue: types.optional(resourceModel<AgentRevenue>('AgentRevenueResource'), {}),
    teamTransactions: types.optional(resourceModel<AgentTeamTransactionsValue>('AgentTeamTransactionsResource'), {}),
    announcements: types.optional(resourceModel<AgentAnnouncementsValue>('AgentAnnouncementsResource'), {}),
    invitations: types.optional(resourceModel<AgentInvitations>('AgentInvitationsResource'), {}),
    transferInfo: types.optional(resourceModel<AgentTransferInfo>('AgentTransferInfoResource'), {}),
  })
  .actions((self) => {
    /** Puts `link` into the loaded invitation list (replacing the one with its id, or first when new). */
    const upsertInvitation = (link: AgentInvitation) => {
      const list = self.invitations.data?.list ?? [];
      const known = list.some((l) => l.id === link.id);
      self.invitations.set({ list: known ? list.map((l) => (l.id === link.id ? link : l)) : [link, ...list] });
    };
    return {
      /** The header's profile (spec section 2): nickname, the reporting zone's GMT offset, team size. Loaded with the layout. */
      loadProfile() {
        return self.profile.load(() => agentApi(self).profile());
      },
      /** Team figures and daily series of a range (spec section 2, agentTeamOverview). */
      loadOverview(q: AgentRangeQuery) {
        return self.overview.load(() => agentApi(self).overview(q));
      },
      /** Direct downlines of `q.parentId` (default: the agent), or `q.username` matches at any depth. */
      loadDownlines(q: AgentDownlinesQuery) {
        return self.downlines.load(() => agentApi(self).downlines(q));
      },
      loadTeamBets(q: AgentTeamBetsQuery) {
        return self.teamBets.load(() => agentApi(self).teamBets(q));
      },
      loadProfitLoss(q: AgentRangeQuery) {
        return self.profitLoss.load(() => agentApi(self).profitLoss(q));
      },
      loadRevenue(q: AgentRevenueQuery) {
        return self.revenue.load(() => agentApi(self).revenue(q));
      },
      loadTeamTransactions(q: AgentTeamTransactionsQuery) {
        return self.teamTransactions.load(() => agentApi(self).teamTransactions(q));
      },
      loadAnnouncements(q: AgentPageQuery) {
        return self.announcements.load(() => agentApi(self).announcements(q));
      },
      loadInvitations() {
        return self.invitations.load(() => agentApi(self).invitations());
      },
      /** The agent's balance and the transfer limits (merchant money settings). */
      loadTransferInfo() {
        return self.transferInfo.load(() => agentApi(self).transferInfo());
      },
      /**
       * Transfers to a team member (spec section 1): one idempotent ledger transfer; the loaded
       * transfer info takes the new balance. Throws the server's ApiProblem (wrong payment
       * password, limits, NOT_IN_TEAM) and changes nothing then.
       */
      transfer: flow(function* (body: AgentTransferBody) {
        const value: AgentTransferValue = yield* toGenerator(agentApi(self).transfer(body));
        const info = self.transferInfo.data;
        if (info) self.transferInfo.set({ ...info, balance: value.balance });
        return value;
      }),
      /** Creates a downline account under the agent; throws the server's ApiProblem on a rule it breaks. */
      createDownline: flow(function* (body: AgentCreateDownlineBody) {
        const created: AgentCreatedDownline = yield* toGenerator(agentApi(self).createDownline(body));
        return created;
      }),
      /** Creates an invitation link of `accountType`; it joins the loaded list first. */
      createInvitation: flow(function* (accountType: 'member' | 'agent') {
        const link: AgentInvitation = yield* toGenerator(agentApi(self).createInvitation({ accountType }));
        upsertInvitation(link);
        return link;
      }),
      /** Switches an invitation link on or off; the loaded list takes the server's answer. */
      setInvitationEnabled: flow(function* (id: number, enabled: boolean) {
        const link: AgentInvitation = yield* toGenerator(agentApi(self).setInvitationEnabled(id, enabled));
        upsertInvitation(link);
        return link;
      }),
    };
  });

export interface AgentStore extends Instance<typeof AgentStoreModel> {}
