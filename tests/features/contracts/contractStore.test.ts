import '../../support/webPolyfills';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { ApiProblem } from '../../../src/api/client';
import { liveContractPayload } from '../../../src/stores/contracts/ContractStore';
import type { ContractOfferBody } from '../../../contract/types';
import {
  argsOf,
  contract,
  contractsStore,
  FakeSocket,
  fakeContracts,
  offer,
  own,
  page,
  settlement,
  settlementPage,
  type Calls,
} from './support';

const body = {
  kind: 'dailyWage' as const,
  downlineId: 11,
  period: 'daily' as const,
  tiers: [{ minActive: 1, minAmount: '1000.00', rate: '0.50' }],
};
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  FakeSocket.all = [];
});

describe('ContractStore: lists', () => {
  it("loads the agent's own contract of a kind: the live one and an open offer, each asked for once", async () => {
    const calls: Calls = [];
    const store = await contractsStore({
      contracts: fakeContracts({ list: async (q) => page(q.state === 'live' ? [own()] : [offer(8)]) }, calls),
    });
    await store.contracts.loadMine('dailyWage');
    expect(argsOf(calls, 'list')).toEqual([
      { kind: 'dailyWage', role: 'received', state: 'live', page: 1, pageSize: 1 },
      { kind: 'dailyWage', role: 'received', state: 'offered', page: 1, pageSize: 1 },
    ]);
    expect(store.contracts.mine.data?.live?.id).toBe(7);
    expect(store.contracts.mine.data?.offered?.id).toBe(8);
  });

  it('lists granted contracts with role granted and keeps the server message of a failure', async () => {
    const calls: Calls = [];
    let fail = true;
    const store = await contractsStore({
      contracts: fakeContracts(
        {
          list: async () => {
            if (fail)
              throw new ApiProblem('unauthorized', 'This contract kind is switched off', 403, 'CONTRACT_KIND_OFF');
            return page([contract(21)]);
          },
        },
        calls,
      ),
    });
    await store.contracts.loadGranted({ kind: 'hourlyWage', state: 'live', page: 2, pageSize: 20 });
    expect(argsOf(calls, 'list')).toEqual([
      { kind: 'hourlyWage', state: 'live', page: 2, pageSize: 20, role: 'granted' },
    ]);
    expect(store.contracts.granted.errorText('fallback')).toBe('This contract kind is switched off');
    fail = false;
    store.contracts.granted.reload();
    await waitFor(() => expect(store.contracts.granted.data?.list.map((c) => c.id)).toEqual([21]));
  });
});

describe('ContractStore: the offer', () => {
  it('previews the offer as given and sends it with a fresh request id each time it goes through', async () => {
    const calls: Calls = [];
    const store = await contractsStore({ contracts: fakeContracts({}, calls) });
    const preview = await store.contracts.preview(body);
    expect(preview.endsContracts).toEqual([]);
    expect(argsOf(calls, 'preview')).toEqual([body]);
    await store.contracts.offer(body);
    await store.contracts.offer(body);
    const sent = argsOf(calls, 'offer') as ContractOfferBody[];
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject(body);
    expect(sent[0]!.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(sent[1]!.requestId).not.toBe(sent[0]!.requestId);
    expect(sent[0]).not.toHaveProperty('confirmLowerRate');
  });

  it('after a lower-rate refusal the confirmed offer is a new request; only a lost answer replays the same id', async () => {
    const calls: Calls = [];
    const answers: (() => Promise<never> | Promise<ReturnType<typeof contract>>)[] = [
      () =>
        Promise.reject(
          new ApiProblem('badRequest', 'The offer ends contracts further down', 409, 'LOWER_RATE_CONFIRM'),
        ),
      () => Promise.reject(new ApiProblem('timeout', 'timeout of 30000ms exceeded', null, null)),
      () => Promise.reject(new ApiProblem('network', 'Network Error', null, null)),
      () => Promise.resolve(contract(30, { state: 'offered' })),
      () => Promise.reject(new ApiProblem('server', 'Internal error', 503, null)),
      () => Promise.resolve(contract(31, { state: 'offered' })),
    ];
    const store = await contractsStore({ contracts: fakeContracts({ offer: () => answers.shift()!() }, calls) });
    await expect(store.contracts.offer(body)).rejects.toMatchObject({ code: 'LOWER_RATE_CONFIRM' });
    await expect(store.contracts.offer({ ...body, confirmLowerRate: true })).rejects.toMatchObject({ kind: 'timeout' });
    await expect(store.contracts.offer({ ...body, confirmLowerRate: true })).rejects.toMatchObject({ kind: 'network' });
    await store.contracts.offer({ ...body, confirmLowerRate: true });
    // a lost answer of one offer, then another offer: the other one is new
    await expect(store.contracts.offer(body)).rejects.toMatchObject({ kind: 'server' });
    await store.contracts.offer({ ...body, downlineId: 12 });
    const ids = (argsOf(calls, 'offer') as ContractOfferBody[]).map((b) => b.requestId);
    const sent = argsOf(calls, 'offer') as ContractOfferBody[];
    expect(sent.map((b) => b.confirmLowerRate)).toEqual([undefined, true, true, true, undefined, undefined]);
    expect(ids[1]).not.toBe(ids[0]); // the refusal changed nothing: the confirmed offer is new
    expect(ids[2]).toBe(ids[1]); // retries after lost answers replay the id
    expect(ids[3]).toBe(ids[1]);
    expect(ids[4]).not.toBe(ids[3]); // after it went through, the next offer is new
    expect(ids[5]).not.toBe(ids[4]); // a different offer never replays a lost one's id
    expect(new Set(ids).size).toBe(4);
  });

  it('reloads the granted list after an offer went through, not after a refusal', async () => {
    const calls: Calls = [];
    let refuse = true;
    const store = await contractsStore({
      contracts: fakeContracts(
        {
          offer: async () =>
            refuse
              ? Promise.reject(new ApiProblem('badRequest', 'Not your direct downline', 404, 'NOT_DIRECT_DOWNLINE'))
              : contract(30),
        },
        calls,
      ),
    });
    await store.contracts.loadGranted({ kind: 'dailyWage', page: 1, pageSize: 20 });
    await expect(store.contracts.offer(body)).rejects.toThrow('Not your direct downline');
    await flush();
    expect(argsOf(calls, 'list')).toHaveLength(1);
    refuse = false;
    await store.contracts.offer(body);
    await waitFor(() => expect(argsOf(calls, 'list')).toHaveLength(2));
  });
});

describe('ContractStore: actions', () => {
  it('processes a contract action and loads again what it changed: own contract, granted list, offers, the open detail', async () => {
    const calls: Calls = [];
    const store = await contractsStore({ contracts: fakeContracts({}, calls) });
    await Promise.all([
      store.contracts.loadMine('dailyWage'),
      store.contracts.loadGranted({ kind: 'dailyWage' }),
      store.contracts.loadDetail(21),
      store.contracts.checkOffers(false),
    ]);
    calls.length = 0;
    await store.contracts.process(contract(21), 'requestTermination');
    expect(calls[0]).toEqual({ name: 'process', args: [21, 'requestTermination'] });
    await waitFor(() => expect(calls.filter((c) => c.name === 'list')).toHaveLength(4)); // own live + own offered + granted + offers
    expect(argsOf(calls, 'detail')).toEqual([21]);
  });

  it('a refused action throws the server message and loads nothing again', async () => {
    const calls: Calls = [];
    const store = await contractsStore({
      contracts: fakeContracts(
        {
          process: () =>
            Promise.reject(new ApiProblem('badRequest', 'The contract is no longer active', 409, 'CONTRACT_STATE')),
        },
        calls,
      ),
    });
    await store.contracts.loadGranted({ kind: 'dailyWage' });
    calls.length = 0;
    await expect(store.contracts.process(contract(21), 'requestTermination')).rejects.toThrow(
      'The contract is no longer active',
    );
    await flush();
    expect(calls.map((c) => c.name)).toEqual(['process']);
  });

  it('the dividend process request: request, approve and reject each reload the settlements', async () => {
    const calls: Calls = [];
    const store = await contractsStore({ contracts: fakeContracts({}, calls) });
    await store.contracts.loadSettlements({
      kind: 'dividend',
      role: 'own',
      from: '2026-11-01',
      to: '2026-11-25',
      page: 1,
      pageSize: 20,
    });
    expect(argsOf(calls, 'settlements')).toEqual([
      { kind: 'dividend', role: 'own', from: '2026-11-01', to: '2026-11-25', page: 1, pageSize: 20 },
    ]);
    const updated = await store.contracts.processSettlement(
      settlement(5, { kind: 'dividend', state: 'pending', actions: ['request'] }),
      'request',
    );
    expect(updated.state).toBe('requested');
    expect(calls.find((c) => c.name === 'processSettlement')!.args).toEqual([5, 'request']);
    await waitFor(() => expect(argsOf(calls, 'settlements')).toHaveLength(2));
  });
});

describe('ContractStore: the member-side offers and live events', () => {
  it('opens the offers modal when offers wait, not when none do', async () => {
    const calls: Calls = [];
    let offers = [offer(8)];
    const store = await contractsStore({
      type: 0,
      contracts: fakeContracts({ list: async () => page(offers) }, calls),
    });
    await store.contracts.checkOffers();
    expect(argsOf(calls, 'list')).toEqual([{ role: 'received', state: 'offered', page: 1, pageSize: 100 }]);
    expect(store.contracts.offersOpen).toBe(true);
    expect(store.contracts.pendingOffers.map((c) => c.id)).toEqual([8]);
    store.contracts.closeOffers();
    offers = [];
    await store.contracts.checkOffers();
    expect(store.contracts.offersOpen).toBe(false);
  });

  it('asks nothing for a trial user', async () => {
    const calls: Calls = [];
    const store = await contractsStore({
      type: 4,
      contracts: fakeContracts({ list: async () => page([offer(8)]) }, calls),
    });
    await store.contracts.checkOffers();
    store.contracts.receiveLive({ id: 8, kind: 'dailyWage', state: 'offered' });
    await flush();
    expect(calls).toEqual([]);
    expect(store.contracts.offersOpen).toBe(false);
  });

  it('a `contract` event on the site socket reloads what is loaded and opens the modal for a new offer', async () => {
    const calls: Calls = [];
    let offers: ReturnType<typeof offer>[] = [];
    const store = await contractsStore({
      socket: true,
      contracts: fakeContracts({ list: async (q) => (q.state === 'offered' ? page(offers) : page([own()])) }, calls),
    });
    await store.contracts.loadGranted({ kind: 'dailyWage' });
    await store.contracts.checkOffers();
    expect(store.contracts.offersOpen).toBe(false);
    store.wallet.startLive();
    const socket = FakeSocket.all[0]!;
    calls.length = 0;
    // a change of a granted contract: the granted list and the offers are loaded again, no modal
    socket.send({ type: 'contract', payload: { id: 21, kind: 'dailyWage', state: 'terminationRequested' } });
    await waitFor(() => expect(argsOf(calls, 'list')).toHaveLength(2));
    expect(store.contracts.revision).toBe(1);
    expect(store.contracts.lastEvent).toEqual({ id: 21, kind: 'dailyWage', state: 'terminationRequested' });
    expect(store.contracts.offersOpen).toBe(false);
    // a new offer: the modal opens
    offers = [offer(9)];
    socket.send({ type: 'contract', payload: { id: 9, kind: 'dailyWage', state: 'offered' } });
    await waitFor(() => expect(store.contracts.offersOpen).toBe(true));
    expect(store.contracts.pendingOffers.map((c) => c.id)).toEqual([9]);
    // not a contract payload: ignored
    socket.send({ type: 'contract', payload: { id: 'x', kind: 'bonus', state: 'active' } });
    await flush();
    expect(store.contracts.revision).toBe(2);
  });

  it('reads only well-formed event payloads', () => {
    expect(liveContractPayload({ id: 3, kind: 'dividend', state: 'active', extra: 1 })).toEqual({
      id: 3,
      kind: 'dividend',
      state: 'active',
    });
    expect(liveContractPayload({ id: 3, kind: 'rebate', state: 'active' })).toBeNull();
    expect(liveContractPayload({ kind: 'dividend', state: 'active' })).toBeNull();
    expect(liveContractPayload(null)).toBeNull();
  });
});

describe('ContractStore: settlements fixture', () => {
  it('keeps the totals of the filter as the server sent them', async () => {
    const store = await contractsStore({
      contracts: fakeContracts({
        settlements: async () => settlementPage([settlement(1), settlement(2)], { payout: '360.00', paid: '180.00' }),
      }),
    });
    await store.contracts.loadSettlements({ kind: 'dailyWage' });
    expect(store.contracts.settlements.data?.totals).toEqual({ payout: '360.00', paid: '180.00' });
  });
});
