/**
 * Payloads of the agent center (spec sections 1, 2 and 6; README "Agent center"): the team
 * reports, the downline tree, the transfer to a downline, downline creation, invitation links and
 * announcements for agents. Each names a declaration generated from schemas/api/agent.json
 * (contract/generated/schemas.ts), so it cannot drift from its schema. Money fields are decimal
 * strings in the merchant currency (contract/money.ts), days `yyyy-MM-dd` in the merchant's
 * reporting day, times ISO strings. Import them from contract/types.ts.
 */
import type {
  AgentAnnouncement as SchemaAgentAnnouncement,
  AgentAnnouncementsValue as SchemaAgentAnnouncementsValue,
  AgentBetTotals as SchemaAgentBetTotals,
  AgentCreateDownlineBody as SchemaAgentCreateDownlineBody,
  AgentCreatedDownline as SchemaAgentCreatedDownline,
  AgentDownline as SchemaAgentDownline,
  AgentDownlinesQuery as SchemaAgentDownlinesQuery,
  AgentDownlinesValue as SchemaAgentDownlinesValue,
  AgentIdParams as SchemaAgentIdParams,
  AgentInvitation as SchemaAgentInvitation,
  AgentInvitationBody as SchemaAgentInvitationBody,
  AgentInvitationPatch as SchemaAgentInvitationPatch,
  AgentInvitations as SchemaAgentInvitations,
  AgentOverview as SchemaAgentOverview,
  AgentOverviewDay as SchemaAgentOverviewDay,
  AgentPageQuery as SchemaAgentPageQuery,
  AgentPathStep as SchemaAgentPathStep,
  AgentProfile as SchemaAgentProfile,
  AgentProfitLoss as SchemaAgentProfitLoss,
  AgentProfitLossDownline as SchemaAgentProfitLossDownline,
  AgentRange as SchemaAgentRange,
  AgentRangeQuery as SchemaAgentRangeQuery,
  AgentRevenue as SchemaAgentRevenue,
  AgentRevenueEntry as SchemaAgentRevenueEntry,
  AgentRevenueKind as SchemaAgentRevenueKind,
  AgentRevenueQuery as SchemaAgentRevenueQuery,
  AgentTeamBet as SchemaAgentTeamBet,
  AgentTeamBetsQuery as SchemaAgentTeamBetsQuery,
  AgentTeamBetsValue as SchemaAgentTeamBetsValue,
  AgentTeamTransaction as SchemaAgentTeamTransaction,
  AgentTeamTransactionKind as SchemaAgentTeamTransactionKind,
  AgentTeamTransactionsQuery as SchemaAgentTeamTransactionsQuery,
  AgentTeamTransactionsValue as SchemaAgentTeamTransactionsValue,
  AgentTransferBody as SchemaAgentTransferBody,
  AgentTransferInfo as SchemaAgentTransferInfo,
  AgentTransferValue as SchemaAgentTransferValue,
} from '../generated/schemas';

// Queries.

/** Report range: today, yesterday, thisWeek, thisMonth (merchant's reporting days) or custom (from..to). */
export type AgentRange = SchemaAgentRange;
/** schemas/api/agent.json#/definitions/agentRangeQuery: `range` (default today); `from`/`to` inclusive, at most 92 days, with custom. */
export type AgentRangeQuery = SchemaAgentRangeQuery;
/** schemas/api/agent.json#/definitions/agentPageQuery: `page` 1-based (default 1), `pageSize` default 20, at most 100. */
export type AgentPageQuery = SchemaAgentPageQuery;
/** schemas/api/agent.json#/definitions/agentDownlinesQuery */
export type AgentDownlinesQuery = SchemaAgentDownlinesQuery;
/** schemas/api/agent.json#/definitions/agentTeamBetsQuery */
export type AgentTeamBetsQuery = SchemaAgentTeamBetsQuery;
/** schemas/api/agent.json#/definitions/agentRevenueQuery */
export type AgentRevenueQuery = SchemaAgentRevenueQuery;
/** schemas/api/agent.json#/definitions/agentTeamTransactionsQuery */
export type AgentTeamTransactionsQuery = SchemaAgentTeamTransactionsQuery;
/** schemas/api/agent.json#/definitions/agentIdParams: the `:id` of a path. */
export type AgentIdParams = SchemaAgentIdParams;

// The agent.

/**
 * schemas/api/agent.json#/definitions/agentProfile: GET profile, the agent header (spec section 2):
 * id, username, nickname, type, affiliateCode, the merchant's reporting zone (`utcOffsetMinutes`
 * east of UTC and `gmtLabel`, e.g. GMT+08:00), teamSize (any depth) and directCount.
 */
export type AgentProfile = SchemaAgentProfile;

// Reports.

/** schemas/api/agent.json#/definitions/agentOverview: GET overview (agentTeamOverview). */
export type AgentOverview = SchemaAgentOverview;
/** One reporting day of the overview's series. */
export type AgentOverviewDay = SchemaAgentOverviewDay;
/** An `{ id, username }` step of a breadcrumb or a search match's path. */
export type AgentPathStep = SchemaAgentPathStep;
/** One downline of GET downlines, with its figures for the range. */
export type AgentDownline = SchemaAgentDownline;
/** schemas/api/agent.json#/definitions/agentDownlinesValue: a page of downlines and the breadcrumb. */
export type AgentDownlinesValue = SchemaAgentDownlinesValue;
/** One bet of the team betting record. */
export type AgentTeamBet = SchemaAgentTeamBet;
/** Totals of the team betting record's filter. */
export type AgentBetTotals = SchemaAgentBetTotals;
/** schemas/api/agent.json#/definitions/agentTeamBetsValue */
export type AgentTeamBetsValue = SchemaAgentTeamBetsValue;
/** schemas/api/agent.json#/definitions/agentProfitLoss: own play and each direct downline's team. */
export type AgentProfitLoss = SchemaAgentProfitLoss;
/** One direct downline of the profit and loss statement, rolled up with its whole team. */
export type AgentProfitLossDownline = SchemaAgentProfitLossDownline;
/** Kind of agent income: dividend, dailyWage, hourlyWage, realtimeSalary, rebate. */
export type AgentRevenueKind = SchemaAgentRevenueKind;
/** One income entry of the ledger. */
export type AgentRevenueEntry = SchemaAgentRevenueEntry;
/** schemas/api/agent.json#/definitions/agentRevenue */
export type AgentRevenue = SchemaAgentRevenue;
/** Kind of a team transaction: deposit, withdraw, transferIn, transferOut. */
export type AgentTeamTransactionKind = SchemaAgentTeamTransactionKind;
/** One deposit, withdrawal or transfer of a team member. */
export type AgentTeamTransaction = SchemaAgentTeamTransaction;
/** schemas/api/agent.json#/definitions/agentTeamTransactionsValue */
export type AgentTeamTransactionsValue = SchemaAgentTeamTransactionsValue;

// Transfer to a downline.

/** schemas/api/agent.json#/definitions/agentTransferInfo: balance and limits (merchant money settings). */
export type AgentTransferInfo = SchemaAgentTransferInfo;
/** schemas/api/agent.json#/definitions/agentTransferBody */
export type AgentTransferBody = SchemaAgentTransferBody;
/** schemas/api/agent.json#/definitions/agentTransferValue: the ledger transfer id and the agent's new balance. */
export type AgentTransferValue = SchemaAgentTransferValue;

// Register center.

/** schemas/api/agent.json#/definitions/agentCreateDownlineBody */
export type AgentCreateDownlineBody = SchemaAgentCreateDownlineBody;
/** schemas/api/agent.json#/definitions/agentCreatedDownline */
export type AgentCreatedDownline = SchemaAgentCreatedDownline;
/** An invitation link: its code, account type, register URL (the QR code's text), uses and switch. */
export type AgentInvitation = SchemaAgentInvitation;
/** schemas/api/agent.json#/definitions/agentInvitations */
export type AgentInvitations = SchemaAgentInvitations;
/** Body of creating an invitation link. */
export type AgentInvitationBody = SchemaAgentInvitationBody;
/** Body of switching an invitation link on or off. */
export type AgentInvitationPatch = SchemaAgentInvitationPatch;

// Announcements.

/** One announcement for agents; `body` is sanitised HTML. */
export type AgentAnnouncement = SchemaAgentAnnouncement;
/** schemas/api/agent.json#/definitions/agentAnnouncementsValue */
export type AgentAnnouncementsValue = SchemaAgentAnnouncementsValue;
