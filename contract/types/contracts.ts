/**
 * Payloads of the agent contracts (spec sections 1, 3, 4, 7 and 9; docs/contracts.md): contracts
 * of four kinds (dividend, daily wage, hourly wage, real-time salary) between an upline and one
 * direct downline, their lifecycle, their settlement per period and the operator's side. Each
 * names a declaration generated from schemas/api/contract.json (contract/generated/schemas.ts).
 * Money fields are decimal strings in the merchant currency (contract/money.ts), rates percent
 * strings with at most two decimals ("1.25" = 1.25 %), times ISO strings. Import them from
 * contract/types.ts.
 */
import type {
  AgentContract as SchemaAgentContract,
  ContractPayload as SchemaContractPayload,
  ContractAction as SchemaContractAction,
  ContractDetail as SchemaContractDetail,
  ContractEvent as SchemaContractEvent,
  ContractIdParams as SchemaContractIdParams,
  ContractKind as SchemaContractKind,
  ContractList as SchemaContractList,
  ContractListQuery as SchemaContractListQuery,
  ContractOfferBody as SchemaContractOfferBody,
  ContractParty as SchemaContractParty,
  ContractPeriod as SchemaContractPeriod,
  ContractPolicy as SchemaContractPolicy,
  ContractPreview as SchemaContractPreview,
  ContractPreviewBody as SchemaContractPreviewBody,
  ContractProcessBody as SchemaContractProcessBody,
  ContractRole as SchemaContractRole,
  ContractState as SchemaContractState,
  ContractTier as SchemaContractTier,
  OperatorContractBody as SchemaOperatorContractBody,
  OperatorContractQuery as SchemaOperatorContractQuery,
  RerunBody as SchemaRerunBody,
  SettleReport as SchemaSettleReport,
  Settlement as SchemaSettlement,
  SettlementAction as SchemaSettlementAction,
  SettlementList as SchemaSettlementList,
  SettlementListQuery as SchemaSettlementListQuery,
  SettlementProcessBody as SchemaSettlementProcessBody,
  SettlementState as SchemaSettlementState,
} from '../generated/schemas';

/** dividend (divtypereq), dailyWage (dailysalreqtype), hourlyWage (contracthoursalreq), realtimeSalary (realtimesalreqtype). */
export type ContractKind = SchemaContractKind;
/** daily, weekly, semimonthly, monthly (dividends); daily (daily wage); hour; fiveMinutes (real-time salary). */
export type ContractPeriod = SchemaContractPeriod;
/** offered, active, terminationRequested, rejected, withdrawn, terminated, replaced. */
export type ContractState = SchemaContractState;
/** One tier: minActive members, minAmount (valid bet or profit and loss) and the rate (percent string). */
export type ContractTier = SchemaContractTier;
/** A party of a contract: id, username, nickname, isAgent. */
export type ContractParty = SchemaContractParty;
/** The viewer's side of a contract: upline, downline, above (read only), operator. */
export type ContractRole = SchemaContractRole;
/** accept, reject, withdraw, requestTermination, acceptTermination, rejectTermination. */
export type ContractAction = SchemaContractAction;
/** schemas/api/contract.json#/definitions/agentContract: a contract as the viewer sees it, with the actions it may take now. */
export type AgentContract = SchemaAgentContract;
/** One audited state change of a contract. */
export type ContractEvent = SchemaContractEvent;
/** A contract and its history. */
export type ContractDetail = SchemaContractDetail;
/** GET contracts: kind, role (granted, received, all), state (offered, live, ended, all), page, pageSize. */
export type ContractListQuery = SchemaContractListQuery;
/** A page of contracts. */
export type ContractList = SchemaContractList;
/** POST contracts: a new contract request to a direct downline (idempotent by requestId). */
export type ContractOfferBody = SchemaContractOfferBody;
/** POST contracts/preview: the offer's fields, without requestId. */
export type ContractPreviewBody = SchemaContractPreviewBody;
/** What an offer would do: ceiling (the offerer's own contract), endsContracts (lower-rate warning), replaces. */
export type ContractPreview = SchemaContractPreview;
/** POST contracts/:id/process. */
export type ContractProcessBody = SchemaContractProcessBody;
/** The `:id` of a contract or settlement path. */
export type ContractIdParams = SchemaContractIdParams;
/** zero, pending, requested, paid, rejected. */
export type SettlementState = SchemaSettlementState;
/** request (the holder), approve and reject (the upline or an operator): the dividend process request. */
export type SettlementAction = SchemaSettlementAction;
/** One contract's settlement for one period, with every figure of the difference model. */
export type Settlement = SchemaSettlement;
/** GET contracts/settlements: kind, contractId, role (own, granted, all), state, from, to, page, pageSize. */
export type SettlementListQuery = SchemaSettlementListQuery;
/** A page of settlements and the totals of the filter. */
export type SettlementList = SchemaSettlementList;
/** POST contracts/settlements/:id/process. */
export type SettlementProcessBody = SchemaSettlementProcessBody;
/** The merchant's contract rules: dividendApproval, carryForward, allowMemberContracts. */
export type ContractPolicy = SchemaContractPolicy;
/** POST operator contracts: a top agent's contract from the merchant. */
export type OperatorContractBody = SchemaOperatorContractBody;
/** GET operator contracts. */
export type OperatorContractQuery = SchemaOperatorContractQuery;
/** POST operator contracts/rerun: settle one period of one kind again (pays nothing twice). */
export type RerunBody = SchemaRerunBody;
/** What a settlement run did. */
export type SettleReport = SchemaSettleReport;

/** Payload of the site socket's `contract` event, sent to the other party (and the operator's changes to both). */
export type LiveContractPayload = SchemaContractPayload;
