/**
 * The contracts of the signed-in member or agent (spec sections 2 and 4; docs/contracts.md): the
 * agent center's contract pages (its own contract of a kind and a pending offer, the contracts it
 * granted to downlines with their history, the offer with its preview and the lower-rate
 * confirmation, the settlements and the dividend process request) and the member-side contract
 * view (the offers waiting for the viewer, shown in a modal on login and on a live `contract`
 * event). Each list is a resource (loading, empty, error) loaded through the environment's
 * contract API ({@link ContractsEnv}); after an action the resources it changed are loaded again.
 */
import { flow, toGenerator, types, type IAnyStateTreeNode, type Instance } from 'mobx-state-tree';
import type {
  AgentContract,
  AgentDownlinesQuery,
  AgentDownlinesValue,
  ContractAction,
  ContractDetail,
  ContractKind,
  ContractList,
  ContractListQuery,
  ContractOfferBody,
  ContractPreview,
  ContractPreviewBody,
  LiveContractPayload,
  Settlement,
  SettlementAction,
  SettlementList,
  SettlementListQuery,
} from '../../../contract/types';
import { CONTRACT_KINDS } from '../../../engine/contracts';
import { agentApi } from '../agent/agentEnv';
import { transferOutcomeUnknown } from '../agent/AgentStore';
import { resourceModel } from '../shared/ResourceModel';
import { ApiProblem } from '../../api/client';
import { contractsApi } from './contractsEnv';
import { rootOf } from '../rootView';
import { followLiveEvents } from '../liveEvents';

export type { ContractsEnv } from './contractsEnv';

/** The viewer's own contract of one kind: the live one (active or terminationRequested) and an open offer, each or both absent. */
export interface MyContracts {
  live: AgentContract | null;
  offered: AgentContract | null;
}

/** An offer as the dialog sends it; the store adds the `requestId`. */
export type OfferInput = Omit<ContractOfferBody, 'requestId'>;

/** The server's refusal of an offer that would end contracts further down until confirmed (docs/contracts.md "Lifecycle"). */
export const LOWER_RATE_CONFIRM = 'LOWER_RATE_CONFIRM';

/** Whether `err` is the 409 LOWER_RATE_CONFIRM refusal of an offer (the warning must be shown and confirmed). */
export function needsLowerRateConfirmation(err: unknown): boolean {
  return err instanceof ApiProblem && err.code === LOWER_RATE_CONFIRM;
}

/** Most offers the member-side view lists at once (the schema's largest page). */
export const OFFERS_PAGE_SIZE = 100;

/**
 * A fresh idempotency id for an offer (schemas/api/contract.json `requestId`: 8..64 of
 * [A-Za-z0-9_-]).
 */
export function newOfferRequestId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '');
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** The payload of a socket `contract` event when it is one ({ id, kind, state }), else null. */
export function liveContractPayload(value: unknown): LiveContractPayload | null {
  if (!value || typeof value !== 'object') return null;
  const p = value as Partial<Record<keyof LiveContractPayload, unknown>>;
  if (typeof p.id !== 'number' || typeof p.state !== 'string' || !CONTRACT_KINDS.includes(p.kind as ContractKind))
    return null;
  return { id: p.id, kind: p.kind as ContractKind, state: p.state as LiveContractPayload['state'] };
}

/** The fields of an offer that make it the same offer (a retry), in a fixed order. */
const offerKey = (o: OfferInput) =>
  JSON.stringify([
    o.kind,
    o.downlineId,
    o.period,
    o.tiers.map((t) => [t.minActive, t.minAmount, t.rate]),
    o.confirmLowerRate === true,
  ]);

/** Whether a real member or agent is signed in at `node`'s root (spec section 2: the contract view shows only when logged in; never for trial users). */
function realMemberAt(node: IAnyStateTreeNode): boolean {
  const session = rootOf(node).session;
  return session?.isLoggedIn === true && !session.isTrial;
}

/** The offers of `list` the viewer can still accept or reject. */
const pendingOf = (list: readonly AgentContract[] | undefined): AgentContract[] =>
  (list ?? []).filter((c) => c.state === 'offered' && c.actions.includes('accept'));

export const ContractStoreModel = types
  .model('ContractStore', {
    /** The agent page's own contract of its kind. */
    mine: types.optional(resourceModel<MyContracts>('MyContractsResource'), {}),
    /** A page of the contracts the agent granted (agent page). */
    granted: types.optional(resourceModel<ContractList>('GrantedContractsResource'), {}),
    /** One contract and its events (the detail dialog). */
    detail: types.optional(resourceModel<ContractDetail>('ContractDetailResource'), {}),
    /** A page of settlements with the totals of the filter. */
    settlements: types.optional(resourceModel<SettlementList>('SettlementsResource'), {}),
    /** The offers waiting for the viewer (member-side contract view). */
    offers: types.optional(resourceModel<ContractList>('ContractOffersResource'), {}),
    /** The direct downlines an offer can go to (the offer dialog). */
    downlines: types.optional(resourceModel<AgentDownlinesValue>('ContractDownlinesResource'), {}),
    /** The member-side offers modal is open. */
    offersOpen: false,
    /** Live `contract` events received (each one refreshes what is loaded). */
    revision: 0,
    lastEvent: types.frozen<LiveContractPayload | null>(null),
  })
  .volatile(() => ({
    /** The offer whose answer was lost (network, timeout, 5xx) and its request id: only its retry replays the id. */
    retry: null as { key: string; requestId: string } | null,
  }))
  .actions((self) => {
    /** Loads again the contracts a page holds that a change of contract `id` may touch (a resource never loaded, or closed, stays so). */
    const refreshContracts = (id: number) => {
      self.mine.reload();
      self.granted.reload();
      if (self.detail.data?.contract.id === id) self.detail.reload();
    };
    return {
      /** The agent's own contract of `kind` (docs/contracts.md: at most one live contract and one open offer per downline and kind). */
      loadMine(kind: ContractKind) {
        const api = contractsApi(self);
        return self.mine.load(async () => {
          const [live, offered] = await Promise.all([
            api.list({ kind, role: 'received', state: 'live', page: 1, pageSize: 1 }),
            api.list({ kind, role: 'received', state: 'offered', page: 1, pageSize: 1 }),
          ]);
          return { live: live.list[0] ?? null, offered: offered.list[0] ?? null };
        });
      },
      /** A page of the contracts the agent granted; `q.role` is always granted. */
      loadGranted(q: Omit<ContractListQuery, 'role'>) {
        return self.granted.load(() => contractsApi(self).list({ ...q, role: 'granted' }));
      },
      /** One contract and its history (404 CONTRACT_NOT_FOUND for a contract the viewer may not see). */
      loadDetail(id: number) {
        return self.detail.load(() => contractsApi(self).detail(id));
      },
      /** Closes the detail (the dialog closed). */
      clearDetail() {
        self.detail.clear();
      },
      /** A page of settlements (own, granted or all; kind; dates yyyy-MM-dd in the reporting day). */
      loadSettlements(q: SettlementListQuery) {
        return self.settlements.load(() => contractsApi(self).settlements(q));
      },
      /** Direct downlines of the agent (no `parentId`), or username matches at any depth; through the agent API. */
      loadDownlines(q: AgentDownlinesQuery) {
        return self.downlines.load(() => agentApi(self).downlines(q));
      },
      /**
       * What an offer would do (POST contracts/preview): the ceiling, the contracts it would end
       * (the lower-rate warning) and the contract it replaces. Throws the server's ApiProblem.
       */
      preview: flow(function* (body: ContractPreviewBody) {
        const value: ContractPreview = yield* toGenerator(contractsApi(self).preview(body));
        return value;
      }),
      /**
       * Sends an offer (POST contracts) with a fresh request id, or, only when the previous attempt
       * of the very same offer lost its answer (network, timeout, 5xx), with that attempt's id, so
       * the retry cannot create two offers. A refusal (4xx, e.g. 409 LOWER_RATE_CONFIRM) changed
       * nothing: the next attempt is new. The granted list is loaded again after it went through.
       * @throws the server's ApiProblem.
       */
      offer: flow(function* (input: OfferInput) {
        const key = offerKey(input);
        const requestId = self.retry?.key === key ? self.retry.requestId : newOfferRequestId();
        self.retry = null;
        try {
          const created: AgentContract = yield* toGenerator(contractsApi(self).offer({ ...input, requestId }));
          self.granted.reload();
          return created;
        } catch (err) {
          if (transferOutcomeUnknown(err)) self.retry = { key, requestId };
          throw err;
        }
      }),
      /**
       * A lifecycle action on `contract` (docs/contracts.md "Lifecycle": one the server listed in
       * its `actions`); then the loaded contracts, the detail and the offers are loaded again.
       * @throws the server's ApiProblem (nothing changed).
       */
      process: flow(function* (contract: AgentContract, action: ContractAction) {
        const updated: AgentContract = yield* toGenerator(contractsApi(self).process(contract.id, action));
        refreshContracts(contract.id);
        self.offers.reload();
        return updated;
      }),
      /**
       * The dividend process request on a settlement (request, approve, reject: docs/contracts.md
       * "Dividends"); then the settlements are loaded again. @throws the server's ApiProblem.
       */
      processSettlement: flow(function* (settlement: Settlement, action: SettlementAction) {
        const updated: Settlement = yield* toGenerator(contractsApi(self).processSettlement(settlement.id, action));
        self.settlements.reload();
        return updated;
      }),
      /** Opens the member-side offers modal (account menu, reminder). */
      openOffers() {
        self.offersOpen = true;
      },
      closeOffers() {
        self.offersOpen = false;
      },
      /** Forgets the offers (sign out). */
      resetOffers() {
        self.offers.clear();
        self.offersOpen = false;
      },
      /** @internal */
      noteEvent(payload: LiveContractPayload) {
        self.revision += 1;
        self.lastEvent = payload;
        refreshContracts(payload.id);
      },
    };
  })
  .actions((self) => ({
    /**
     * The member-side contract view (spec section 2): loads the offers waiting for the viewer
     * (GET contracts?role=received&state=offered) and opens the modal when there are any (with
     * `open` false it only loads). Nothing for guests and trial users.
     */
    checkOffers: flow(function* (open = true) {
      if (!realMemberAt(self)) return;
      yield self.offers.load(() =>
        contractsApi(self).list({ role: 'received', state: 'offered', page: 1, pageSize: OFFERS_PAGE_SIZE }),
      );
      if (open && pendingOf(self.offers.data?.list).length > 0) self.offersOpen = true;
    }),
  }))
  .actions((self) => ({
    /**
     * A live `contract` event (docs/contracts.md "Lifecycle": `{ id, kind, state }` to the other
     * party): the loaded contracts and the offers are loaded again; a new offer opens the offers
     * modal. Anything that is not such a payload is ignored.
     */
    receiveLive(value: unknown) {
      const payload = liveContractPayload(value);
      if (!payload || !realMemberAt(self)) return;
      self.noteEvent(payload);
      if (payload.state === 'offered') void self.checkOffers(true);
      else self.offers.reload();
    },
  }))
  .actions((self) => ({
    /** Follows the `contract` event (src/stores/liveEvents.ts; docs/contracts.md "Lifecycle"). */
    afterCreate() {
      followLiveEvents(self, { contract: (payload) => self.receiveLive(payload) });
    },
  }))
  .views((self) => ({
    /** A real member or agent is signed in (spec section 2: the contract view shows only when logged in; never for trial users). */
    get canHoldContracts(): boolean {
      return realMemberAt(self);
    },
    /** The loaded offers the viewer can still accept or reject. */
    get pendingOffers(): AgentContract[] {
      return pendingOf(self.offers.data?.list);
    },
  }));

export interface ContractStore extends Instance<typeof ContractStoreModel> {}
