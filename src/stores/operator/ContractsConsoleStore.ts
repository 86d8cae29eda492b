/**
 * The console's Contracts tab state (docs/contracts.md; README "Operator console"): `list` every
 * contract of the merchant (filters kind, state, username; terminate), `editor` a top agent's
 * contract from the merchant (./ContractEditorStore.ts), `policy` the merchant's contract policy
 * (dividend approval, loss carry-forward, contracts for member downlines), `settlements` the
 * settlements waiting for approval and `rerun` one period settled again
 * (./ContractSettlementsStore.ts). Composed into the OperatorStore as `contracts`; the API comes
 * through the environment (OperatorEnv.operatorContractsApi; tests pass a fake).
 */
import { flow, getParent, hasParent, toGenerator, types, type Instance } from 'mobx-state-tree';
import type {
  AgentContract,
  ContractKind,
  ContractList,
  ContractPolicy,
  OperatorContractQuery,
} from '../../../contract/types';
import { ContractEditorModel } from './ContractEditorStore';
import {
  act,
  contractsApiOf,
  failure,
  loadPage,
  pagedListModel,
  success,
  type ContractsNotice,
} from './contractsShared';
import { ContractRerunModel, SettlementApprovalsModel } from './ContractSettlementsStore';

/** The contract list's filter: a kind ('' for any), a state group (offered, live, ended, all) and a username part. */
export interface ContractFilter {
  kind: ContractKind | '';
  state: NonNullable<OperatorContractQuery['state']>;
  username: string;
}

/** The states an operator may terminate (docs/contracts.md "Lifecycle": terminate (operator)). */
export const TERMINABLE: readonly AgentContract['state'][] = ['offered', 'active', 'terminationRequested'];

/** Control characters the username filter may not carry (schemas/api/contract.json operatorContractQuery). */
const CONTROL = /[\u0000-\u001f\u007f]/g;

export const ContractListModel = pagedListModel<ContractFilter, ContractList>('OperatorContractList', {
  kind: '',
  state: 'all',
  username: '',
})
  .actions((self) => ({
    /** Loads page `pageNo` of the contracts the filter keeps (GET ENDPOINTS.operatorContracts). */
    load: flow(function* load(pageNo = 1) {
      const f = self.filter;
      const username = f.username.replace(CONTROL, '').trim().slice(0, 64);
      yield* loadPage(self, pageNo, () =>
        contractsApiOf(self).list({
          ...(f.kind ? { kind: f.kind } : {}),
          state: f.state,
          ...(username ? { username } : {}),
          page: pageNo,
          pageSize: self.pageSize,
        }),
      );
    }),
  }))
  .actions((self) => ({
    /** Changes the filter and loads its first page. */
    setFilter(change: Partial<ContractFilter>) {
      self.filter = { ...self.filter, ...change };
      return self.load(1);
    },
    /** Loads the page shown again. */
    reload() {
      return self.load(self.pageNo);
    },
    /**
     * Terminates `contract` (POST ENDPOINTS.operatorContractTerminate; reason operator), tells it and
     * reloads the page (and the contract form's agent contracts). The caller asks for confirmation
     * first. @returns whether it was done.
     */
    terminate: flow(function* terminate(contract: AgentContract) {
      return yield* act(
        self,
        (on) => (self.acting = on ? contract.id : null),
        function* () {
          yield contractsApiOf(self).terminate(contract.id);
          self.notice = success('terminated', { username: contract.downline.username, kind: contract.kind });
          yield self.load(self.pageNo);
          const editor = hasParent(self)
            ? getParent<{ editor?: { agent: unknown; loadRelated(): Promise<unknown> } }>(self).editor
            : undefined;
          if (editor?.agent) yield editor.loadRelated();
        },
      );
    }),
  }));

export const ContractPolicyModel = types
  .model('OperatorContractPolicy', {
    /** The policy as saved; null before it loaded. */
    saved: types.frozen<ContractPolicy | null>(null),
    draft: types.frozen<ContractPolicy | null>(null),
    loading: false,
    saving: false,
    error: types.frozen<ContractsNotice | null>(null),
    notice: types.frozen<ContractsNotice | null>(null),
  })
  .views((self) => ({
    /** Whether the draft differs from the saved policy. */
    get dirty(): boolean {
      return (
        !!self.draft &&
        !!self.saved &&
        (Object.keys(self.saved) as (keyof ContractPolicy)[]).some((k) => self.saved![k] !== self.draft![k])
      );
    },
  }))
  .actions((self) => ({
    /** Turns one switch of the draft on or off. */
    toggle(field: keyof ContractPolicy, on: boolean) {
      if (!self.draft) return;
      self.draft = { ...self.draft, [field]: on };
      self.notice = null;
    },
    discard() {
      self.draft = self.saved;
      self.notice = null;
    },
    clear() {
      self.saved = null;
      self.draft = null;
      self.error = null;
      self.notice = null;
    },
    /** Loads the merchant's policy (GET ENDPOINTS.operatorContractPolicy). */
    load: flow(function* load() {
      self.loading = true;
      self.error = null;
      try {
        const policy = yield* toGenerator(contractsApiOf(self).policy());
        self.saved = policy;
        self.draft = policy;
      } catch (err) {
        self.error = failure(self, err);
      } finally {
        self.loading = false;
      }
    }),
    /** Saves the draft (PUT ENDPOINTS.operatorContractPolicy); keeps the policy the server answers. @returns whether it was saved. */
    save: flow(function* save() {
      const draft = self.draft;
      if (!draft || self.saving) return false;
      return yield* act(
        self,
        (on) => (self.saving = on),
        function* () {
          const policy = yield* toGenerator(contractsApiOf(self).savePolicy(draft));
          self.saved = policy;
          self.draft = policy;
          self.notice = success('policySaved');
        },
      );
    }),
  }));

export const ContractsConsoleModel = types
  .model('OperatorContractsConsole', {
    list: types.optional(ContractListModel, {}),
    editor: types.optional(ContractEditorModel, {}),
    policy: types.optional(ContractPolicyModel, {}),
    settlements: types.optional(SettlementApprovalsModel, {}),
    rerun: types.optional(ContractRerunModel, {}),
  })
  .actions((self) => ({
    /** Loads what the tab shows first: the contracts, the policy and the settlements waiting for approval. */
    open: flow(function* open() {
      yield Promise.all([self.list.load(1), self.policy.load(), self.settlements.load(1)]);
    }),
    /** Forgets everything (sign-out). */
    clear() {
      self.list.clear();
      self.editor.clear();
      self.policy.clear();
      self.settlements.clear();
      self.rerun.clear();
    },
  }));

export interface ContractsConsole extends Instance<typeof ContractsConsoleModel> {}
export interface ContractListState extends Instance<typeof ContractListModel> {}
export interface ContractPolicyState extends Instance<typeof ContractPolicyModel> {}
