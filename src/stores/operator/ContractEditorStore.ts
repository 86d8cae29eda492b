/**
 * The console's form for a top agent's contract from the merchant (docs/contracts.md "Lifecycle":
 * set (operator), active at once, replacing the agent's live merchant contract of the kind; "Lower
 * rate": the agent's grants the new table would not cover end at once). The operator picks an agent
 * by a part of its username, a kind, a period of that kind (engine KIND_PERIODS) and a tier table;
 * the table is checked inline as the server checks it (engine parseTiers), and the agent's live
 * contracts of the kind show what the save replaces and which grants it would end. The API comes
 * through the environment (OperatorEnv.operatorApi for the member search, OperatorEnv.operatorContractsApi; tests pass fakes).
 */
import { flow, getParent, hasParent, toGenerator, types, type Instance } from 'mobx-state-tree';
import { KIND_PERIODS } from '../../../engine/contracts';
import type { AgentContract, ContractKind, ContractPeriod } from '../../../contract/types';
import type { OperatorMember } from '../../api/operator';
import { isAgentType } from './AgentsModel';
import { contractsApiOf, failure, operatorApiOf, success, type ContractsNotice } from './contractsShared';
import { BLANK_ROW, checkRows, lowerRateEffects, rowsOf, type CheckedRows, type TierRow } from './contractTerms';

/** The agent a contract is set for. */
export interface ContractAgent {
  id: number;
  username: string;
  nickname: string;
  /** The agent's upline's username; null for a top agent. */
  uplineUsername: string | null;
}

/** Which field of a tier row. */
export type TierField = keyof TierRow;

export const ContractEditorModel = types
  .model('OperatorContractEditor', {
    /** The username part last searched for an agent. */
    agentQuery: '',
    /** The agents the last search found (members that are not agents are left out); null before any search. */
    agentResults: types.frozen<OperatorMember[] | null>(null),
    searching: false,
    agent: types.frozen<ContractAgent | null>(null),
    kind: types.optional(types.enumeration<ContractKind>('ContractKind', ['dividend', 'dailyWage', 'hourlyWage', 'realtimeSalary']), 'dividend'),
    period: types.optional(types.enumeration<ContractPeriod>('ContractPeriod', ['daily', 'weekly', 'semimonthly', 'monthly', 'hour', 'fiveMinutes']), 'daily'),
    rows: types.frozen<TierRow[]>([{ ...BLANK_ROW }]),
    /** Whether the table was edited or a save was tried: inline problems show from then on. */
    touched: false,
    /** The agent's live contracts of the kind (its own and those it granted); null while unknown. */
    related: types.frozen<AgentContract[] | null>(null),
    relatedLoading: false,
    saving: false,
    notice: types.frozen<ContractsNotice | null>(null),
  })
  .views((self) => ({
    /** The table checked as the server checks it (docs/contracts.md "Terms"). */
    get checked(): CheckedRows {
      return checkRows(self.rows);
    },
    /** The periods the kind allows (engine KIND_PERIODS). */
    get periods(): readonly ContractPeriod[] {
      return KIND_PERIODS[self.kind];
    },
    /** The agent's live merchant contract of the kind, which a save replaces. */
    get replaces(): AgentContract | null {
      return self.related?.find((c) => c.upline === null && c.downline.id === self.agent?.id) ?? null;
    },
    /** The agent's live contract of the kind from an upline agent (the server then refuses an operator's contract). */
    get heldFromUpline(): AgentContract | null {
      return self.related?.find((c) => c.upline !== null && c.downline.id === self.agent?.id) ?? null;
    },
    /** The live contracts of the kind the agent granted to its downlines. */
    get granted(): AgentContract[] {
      return self.related?.filter((c) => c.upline?.id === self.agent?.id) ?? [];
    },
  }))
  .views((self) => ({
    /** The first problem of the table to show inline (after the first edit), or null. */
    get problem() {
      return self.touched && !self.checked.ok ? self.checked.problem : null;
    },
    /** The grants the new table would end (reason lowerRate) when saved: docs/contracts.md "Lower rate". */
    get effects(): AgentContract[] {
      return self.checked.ok ? lowerRateEffects(self.checked.parsed, self.granted) : [];
    },
    /** Whether the form can be sent: an agent, a period of the kind, a valid table, nothing running. */
    get canSave(): boolean {
      return !!self.agent && self.checked.ok && KIND_PERIODS[self.kind].includes(self.period) && !self.saving;
    },
  }))
  .actions((self) => ({
    setNotice(notice: ContractsNotice | null) {
      self.notice = notice;
    },
    setQuery(query: string) {
      self.agentQuery = query;
    },
    /** Changes one field of tier `index`. */
    editRow(index: number, field: TierField, value: string) {
      self.rows = self.rows.map((r, i) => (i === index ? { ...r, [field]: value } : r));
      self.touched = true;
    },
    /** Adds a tier at the end (at most 10; engine MAX_TIERS is checked by parseTiers). */
    addRow() {
      self.rows = [...self.rows, { ...BLANK_ROW }];
    },
    removeRow(index: number) {
      self.rows = self.rows.filter((_, i) => i !== index);
      self.touched = true;
    },
    setPeriod(period: ContractPeriod) {
      self.period = period;
    },
    /** Copies a contract's period and table into the form (to change a contract rather than start anew). */
    copyFrom(contract: AgentContract) {
      self.rows = rowsOf(contract.tiers);
      if (KIND_PERIODS[self.kind].includes(contract.period)) self.period = contract.period;
      self.touched = true;
    },
    /** Forgets everything (sign-out). */
    clear() {
      self.agentQuery = '';
      self.agentResults = null;
      self.agent = null;
      self.rows = [{ ...BLANK_ROW }];
      self.touched = false;
      self.related = null;
      self.notice = null;
    },
  }))
  .actions((self) => ({
    /** Loads the agent's live contracts of the kind (its own and its grants: the operator list filtered by its username). */
    loadRelated: flow(function* loadRelated() {
      const agent = self.agent;
      if (!agent) return;
      const kind = self.kind;
      self.relatedLoading = true;
      try {
        const page = yield* toGenerator(contractsApiOf(self).list({ kind, state: 'live', username: agent.username, page: 1, pageSize: 100 }));
        if (self.agent?.id === agent.id && self.kind === kind) self.related = page.list.filter((c) => c.kind === kind && (c.downline.id === agent.id || c.upline?.id === agent.id));
      } catch (err) {
        self.notice = failure(self, err);
      } finally {
        self.relatedLoading = false;
      }
    }),
    /** Finds the agents whose username contains `query` (first 20 members; those that are not agents are left out). */
    searchAgents: flow(function* searchAgents(query: string = self.agentQuery) {
      self.agentQuery = query.trim();
      self.searching = true;
      self.notice = null;
      try {
        const page = yield* toGenerator(operatorApiOf(self).members.search(self.agentQuery, 1, 20));
        self.agentResults = page.list.filter((m) => isAgentType(m.type));
      } catch (err) {
        self.notice = failure(self, err);
      } finally {
        self.searching = false;
      }
    }),
  }))
  .actions((self) => ({
    /** Picks the agent the contract is for, then loads its live contracts of the kind. */
    choose(agent: ContractAgent) {
      self.agent = { id: agent.id, username: agent.username, nickname: agent.nickname, uplineUsername: agent.uplineUsername };
      self.related = null;
      self.notice = null;
      void self.loadRelated();
    },
    /** Drops the picked agent. */
    unchoose() {
      self.agent = null;
      self.related = null;
    },
    /** Changes the kind; a period the kind does not allow becomes its first (engine KIND_PERIODS). */
    setKind(kind: ContractKind) {
      self.kind = kind;
      if (!KIND_PERIODS[kind].includes(self.period)) self.period = KIND_PERIODS[kind][0]!;
      self.related = null;
      void self.loadRelated();
    },
    /** Opens an existing contract of a top agent in the form: its agent, kind, period and table. */
    edit(contract: AgentContract) {
      self.agent = { id: contract.downline.id, username: contract.downline.username, nickname: contract.downline.nickname, uplineUsername: null };
      self.kind = contract.kind;
      self.period = contract.period;
      self.rows = rowsOf(contract.tiers);
      self.touched = false;
      self.related = null;
      self.notice = null;
      void self.loadRelated();
    },
    /**
     * Sends the contract (ENDPOINTS.operatorContracts POST: agentId, kind, period, tiers). A table
     * with a problem is not sent (the problem shows inline). On success tells `saved` (with the
     * number of grants ended), reloads the agent's contracts and the console's contract list.
     * @returns whether it was saved.
     */
    save: flow(function* save() {
      self.touched = true;
      const agent = self.agent;
      const checked = self.checked;
      if (!agent || !checked.ok || self.saving) return false;
      const ended = self.effects.length;
      self.saving = true;
      self.notice = null;
      try {
        const contract = yield* toGenerator(contractsApiOf(self).set({ agentId: agent.id, kind: self.kind, period: self.period, tiers: checked.tiers }));
        self.notice = success(ended > 0 ? 'savedEnded' : 'saved', { username: contract.downline.username, kind: contract.kind, count: ended });
        yield self.loadRelated();
        const list = hasParent(self) ? getParent<{ list?: { reload(): Promise<unknown> } }>(self).list : undefined;
        if (list) yield list.reload();
        return true;
      } catch (err) {
        self.notice = failure(self, err);
        return false;
      } finally {
        self.saving = false;
      }
    }),
  }));

export interface ContractEditor extends Instance<typeof ContractEditorModel> {}
