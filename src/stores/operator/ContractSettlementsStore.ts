/**
 * The console's settlement screens (docs/contracts.md "Settlement"): the settlements of the
 * merchant by kind and state, by default those waiting for approval (state `requested`: a
 * dividend the holder requested with dividend approval on), approved (the ledger transfer is made:
 * `paid`) or rejected by the operator; and the rerun of one period of one kind, which settles what
 * is missing and pays nothing twice (the SettleReport). The API comes through the environment
 * (OperatorEnv.operatorContractsApi; tests pass a fake).
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import { KIND_PERIODS } from '../../../engine/contracts';
import type {
  ContractKind,
  ContractPeriod,
  SettleReport,
  Settlement,
  SettlementList,
  SettlementState,
} from '../../../contract/types';
import type { SettlementDecision } from '../../api/operatorContracts';
import { act, contractsApiOf, loadPage, pagedListModel, success, type ContractsNotice } from './contractsShared';
import { periodKeyFits, periodKeyOf } from './contractTerms';

const KINDS = ['dividend', 'dailyWage', 'hourlyWage', 'realtimeSalary'] as const satisfies readonly ContractKind[];
const PERIODS = [
  'daily',
  'weekly',
  'semimonthly',
  'monthly',
  'hour',
  'fiveMinutes',
] as const satisfies readonly ContractPeriod[];

/** The settlement filter: a kind and a state, '' for any. */
export interface SettlementFilter {
  kind: ContractKind | '';
  state: SettlementState | '';
}

export const SettlementApprovalsModel = pagedListModel<SettlementFilter, SettlementList>(
  'OperatorSettlementApprovals',
  { kind: '', state: 'requested' },
)
  .actions((self) => ({
    /** Loads page `pageNo` of the settlements the filter keeps (GET ENDPOINTS.operatorSettlements). */
    load: flow(function* load(pageNo = 1) {
      const { kind, state } = self.filter;
      yield* loadPage(self, pageNo, () =>
        contractsApiOf(self).settlements({
          ...(kind ? { kind } : {}),
          ...(state ? { state } : {}),
          page: pageNo,
          pageSize: self.pageSize,
        }),
      );
    }),
  }))
  .actions((self) => ({
    /** Changes the filter and loads its first page. */
    setFilter(change: Partial<SettlementFilter>) {
      self.filter = { ...self.filter, ...change };
      return self.load(1);
    },
    /**
     * Approves (the payout is transferred: paid) or rejects (nothing paid) a requested settlement
     * (POST ENDPOINTS.operatorSettlementProcess), tells it and reloads the page. @returns whether it was done.
     */
    decide: flow(function* decide(settlement: Settlement, action: SettlementDecision) {
      return yield* act(
        self,
        (on) => (self.acting = on ? settlement.id : null),
        function* () {
          const done = yield* toGenerator(contractsApiOf(self).processSettlement(settlement.id, action));
          self.notice = success(action === 'approve' ? 'approved' : 'rejected', {
            username: done.agent.username,
            periodKey: done.periodKey,
            amount: done.payout,
          });
          yield self.load(self.pageNo);
        },
      );
    }),
  }));

/** What a rerun did: the kind and period asked and the server's report. */
export interface RerunResult {
  kind: ContractKind;
  periodKey: string;
  report: SettleReport;
}

export const ContractRerunModel = types
  .model('OperatorContractRerun', {
    kind: types.optional(types.enumeration<ContractKind>('ContractKind', [...KINDS]), 'dividend'),
    period: types.optional(types.enumeration<ContractPeriod>('ContractPeriod', [...PERIODS]), 'daily'),
    /** The reporting date, YYYY-MM-DD ('' until chosen). */
    date: '',
    hour: 0,
    minute: 0,
    running: false,
    result: types.frozen<RerunResult | null>(null),
    notice: types.frozen<ContractsNotice | null>(null),
  })
  .views((self) => ({
    /** The periods the kind uses (engine KIND_PERIODS). */
    get periods(): readonly ContractPeriod[] {
      return KIND_PERIODS[self.kind];
    },
    /** The key of the period asked (docs/contracts.md period keys), or null while the date is missing or wrong. */
    get periodKey(): string | null {
      const key = periodKeyOf(self.period, self.date, self.hour, self.minute);
      return key && periodKeyFits(self.kind, key) ? key : null;
    },
  }))
  .actions((self) => ({
    setKind(kind: ContractKind) {
      self.kind = kind;
      if (!KIND_PERIODS[kind].includes(self.period)) self.period = KIND_PERIODS[kind][0]!;
    },
    setPeriod(period: ContractPeriod) {
      if (KIND_PERIODS[self.kind].includes(period)) self.period = period;
    },
    setDate(date: string) {
      self.date = date;
    },
    setHour(hour: number) {
      self.hour = hour;
    },
    setMinute(minute: number) {
      self.minute = minute;
    },
    clear() {
      self.date = '';
      self.result = null;
      self.notice = null;
    },
    /**
     * Settles the period asked again (POST ENDPOINTS.operatorSettlementRerun {kind, periodKey}) and
     * keeps the report; the caller asks for confirmation first. @returns whether it ran.
     */
    run: flow(function* run() {
      const key = self.periodKey;
      if (!key || self.running) {
        if (!key) self.notice = { tone: 'error', key: 'periodRequired' };
        return false;
      }
      const kind = self.kind;
      return yield* act(
        self,
        (on) => (self.running = on),
        function* () {
          self.result = null;
          const report = yield* toGenerator(contractsApiOf(self).rerun({ kind, periodKey: key }));
          self.result = { kind, periodKey: key, report };
          self.notice = success('rerunDone', { periodKey: key, kind });
        },
      );
    }),
  }));

export interface SettlementApprovals extends Instance<typeof SettlementApprovalsModel> {}
export interface ContractRerun extends Instance<typeof ContractRerunModel> {}
