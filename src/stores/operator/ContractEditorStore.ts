/**
 * The console's form for a top agent's contract from the merchant (docs/contracts.md "Lifecycle":
 * set (operator), active at once, replacing the agent's live merchant contract of the kind; "Lower
 * rate": the live contracts granted in the agent's team that the new table would not cover end at
 * once). The operator picks an agent by a part of its username, a kind, a period of that kind
 * (engine KIND_PERIODS) and a tier table; the table is checked inline as the server checks it
 * (engine parseTiers, in the merchant currency's decimals), and the live contracts of the kind show
 * what the save replaces and which contracts it would end. The API comes through the environment
 * (OperatorEnv.operatorApi for the member search, OperatorEnv.operatorContractsApi; tests pass fakes).
 */
import { flow, getParent, hasParent, toGenerator, types, type Instance } from 'mobx-state-tree';
import { consoleRootOf } from './consoleRootView';
import { currencyDecimals, MINOR_DIGITS } from '../../../contract/money';
import { KIND_PERIODS } from '../../../engine/contracts';
import type { AgentContract, ContractKind, ContractPeriod } from '../../../contract/types';
import type { OperatorMember } from '../../api/operator';
import { isAgentType } from './AgentsModel';
import { act, contractsApiOf, failure, operatorApiOf, success, type ContractsNotice } from './contractsShared';
import {
  BLANK_ROW,
  checkRows,
  lowerRateEffects,
  rowsOf,
  teamGrants,
  unreachedGranters,
  type CheckedRows,
  type TierRow,
} from './contractTerms';

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

/** Pages of live contracts read for the lower-rate effects, and their size (the list's maximum). */
export const RELATED_PAGES = 10;
const RELATED_PAGE_SIZE = 100;
/** Member look-ups made to place granting agents in the tree, at most. */
export const ANCESTRY_LOOKUPS = 50;

export const ContractEditorModel = types
  .model('OperatorContractEditor', {
    /** The username part last searched for an agent. */
    agentQuery: '',
    /** The agents the last search found (members that are not agents are left out); null before any search. */
    agentResults: types.frozen<OperatorMember[] | null>(null),
    searching: false,
    agent: types.frozen<ContractAgent | null>(null),
    kind: types.optional(
      types.enumeration<ContractKind>('ContractKind', ['dividend', 'dailyWage', 'hourlyWage', 'realtimeSalary']),
      'dividend',
    ),
    period: types.optional(
      types.enumeration<ContractPeriod>('ContractPeriod', [
        'daily',
        'weekly',
        'semimonthly',
        'monthly',
        'hour',
        'fiveMinutes',
      ]),
      'daily',
    ),
    rows: types.frozen<TierRow[]>([{ ...BLANK_ROW }]),
    /** Whether the table was edited or a save was tried: inline problems show from then on. */
    touched: false,
    /** The merchant's live contracts of the kind (read to find the agent's own and those granted in its team); null while unknown. */
    related: types.frozen<AgentContract[] | null>(null),
    /** How many live contracts of the kind the server has (more than `related` holds when the read stopped at its limit). */
    relatedTotal: 0,
    /** The agent and the team members found granting contracts without a live contract linking them to the agent. */
    teamRoots: types.frozen<number[]>([]),
    /** Whether some granting agent's place in the tree could not be read within {@link ANCESTRY_LOOKUPS}. */
    ancestryIncomplete: false,
    relatedLoading: false,
    /** Why the live contracts could not be read (the form cannot be sent until they are). */
    relatedError: types.frozen<ContractsNotice | null>(null),
    saving: false,
    notice: types.frozen<ContractsNotice | null>(null),
  })
  .views((self) => ({
    /** The merchant currency's minor digits (amounts with more decimals are refused): its permission's currency, 2 when unknown. */
    get decimals(): number {
      const currency = consoleRootOf(self).current?.config?.permission?.currency;
      return currency ? currencyDecimals(currency) : MINOR_DIGITS;
    },
  }))
  .views((self) => ({
    /** The table checked as the server checks it (docs/contracts.md "Terms"), in the merchant currency's decimals. */
    get checked(): CheckedRows {
      return checkRows(self.rows, self.decimals);
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
    /** The live contracts of the kind granted in the agent's team (by the agent and the downlines below it). */
    get granted(): AgentContract[] {
      return self.agent && self.related
        ? teamGrants(self.teamRoots.length > 0 ? self.teamRoots : [self.agent.id], self.related)
        : [];
    },
    /** Whether some live contracts could not be checked: the read stopped at {@link RELATED_PAGES} pages, or a granting agent's place in the tree is unknown. */
    get truncated(): boolean {
      return !!self.related && (self.relatedTotal > self.related.length || self.ancestryIncomplete);
    },
  }))
  .views((self) => ({
    /** The first problem of the table to show inline (after the first edit), or null. */
    get problem() {
      return self.touched && !self.checked.ok ? self.checked.problem : null;
    },
    /** The contracts in the team the new table would end (reason lowerRate) when saved: docs/contracts.md "Lower rate". */
    get effects(): AgentContract[] {
      return self.checked.ok ? lowerRateEffects(self.checked.parsed, self.granted, self.decimals) : [];
    },
    /** Whether the form can be sent: an agent whose contracts are read (the lower-rate effects are known), a period of the kind, a valid table, nothing running. */
    get canSave(): boolean {
      return (
        !!self.agent &&
        !!self.related &&
        self.checked.ok &&
        KIND_PERIODS[self.kind].includes(self.period) &&
        !self.saving
      );
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
      self.relatedError = null;
      self.notice = null;
    },
  }))
  .actions((self) => ({
    /**
     * Reads the merchant's live contracts of the kind (GET ENDPOINTS.operatorContracts, state live,
     * pages of 100, at most {@link RELATED_PAGES}): the agent's own (replaced on save, or held from
     * an upline) and those granted in its team (ended by a lower rate, docs/contracts.md). A
     * granting agent not linked to the agent by live contracts is placed in the tree by the member
     * search (its upline, then that one's..., at most {@link ANCESTRY_LOOKUPS} look-ups). A read for
     * another agent or kind than the current one is dropped.
     */
    loadRelated: flow(function* loadRelated() {
      const agent = self.agent;
      if (!agent) return;
      const kind = self.kind;
      const current = () => self.agent?.id === agent.id && self.kind === kind;
      self.relatedLoading = true;
      self.relatedError = null;
      try {
        const live: AgentContract[] = [];
        let total = 0;
        for (let page = 1; page <= RELATED_PAGES; page++) {
          const answer = yield* toGenerator(
            contractsApiOf(self).list({ kind, state: 'live', page, pageSize: RELATED_PAGE_SIZE }),
          );
          if (!current()) return;
          live.push(...answer.list.filter((c) => c.kind === kind));
          total = answer.total;
          if (answer.list.length < RELATED_PAGE_SIZE || live.length >= total) break;
        }
        const roots = [agent.id];
        const inTeam = new Map<string, boolean>([[agent.username.toLowerCase(), true]]);
        let lookups = 0;
        let incomplete = false;
        for (const granter of unreachedGranters(agent.id, live)) {
          const path: string[] = [];
          let name: string | null = granter.username.toLowerCase();
          let inside: boolean | undefined;
          while (name !== null && inside === undefined) {
            inside = inTeam.get(name);
            if (inside !== undefined) break;
            if (lookups >= ANCESTRY_LOOKUPS) break;
            lookups++;
            path.push(name);
            const wanted: string = name;
            const found = yield* toGenerator(operatorApiOf(self).members.search(wanted, 1, 100));
            if (!current()) return;
            name = found.list.find((m) => m.username.toLowerCase() === wanted)?.uplineUsername?.toLowerCase() ?? null;
          }
          if (inside === undefined && name === null) inside = false;
          if (inside === undefined) incomplete = true;
          else for (const p of path) inTeam.set(p, inside);
          if (inside) roots.push(granter.id);
        }
        self.related = live;
        self.relatedTotal = Math.max(total, live.length);
        self.teamRoots = roots;
        self.ancestryIncomplete = incomplete;
      } catch (err) {
        if (current()) self.relatedError = failure(self, err);
      } finally {
        if (current()) self.relatedLoading = false;
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
      self.agent = {
        id: agent.id,
        username: agent.username,
        nickname: agent.nickname,
        uplineUsername: agent.uplineUsername,
      };
      self.related = null;
      self.notice = null;
      void self.loadRelated();
    },
    /** Drops the picked agent. */
    unchoose() {
      self.agent = null;
      self.related = null;
      self.relatedLoading = false;
      self.relatedError = null;
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
      self.agent = {
        id: contract.downline.id,
        username: contract.downline.username,
        nickname: contract.downline.nickname,
        uplineUsername: null,
      };
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
      if (!agent || !checked.ok || !self.related || self.saving) return false;
      const ended = self.effects.length;
      return yield* act(
        self,
        (on) => (self.saving = on),
        function* () {
          const contract = yield* toGenerator(
            contractsApiOf(self).set({ agentId: agent.id, kind: self.kind, period: self.period, tiers: checked.tiers }),
          );
          self.notice = success(ended > 0 ? 'savedEnded' : 'saved', {
            username: contract.downline.username,
            kind: contract.kind,
            count: ended,
          });
          yield self.loadRelated();
          const list = hasParent(self) ? getParent<{ list?: { reload(): Promise<unknown> } }>(self).list : undefined;
          if (list) yield list.reload();
        },
      );
    }),
  }));

export interface ContractEditor extends Instance<typeof ContractEditorModel> {}
