/**
 * The players tab's store (src/stores/players/playersConsole.ts): search, open a member, one
 * idempotency key per adjustment form (a retry after a failure reuses it, a success starts a new
 * one), the refusal's localised message as the notice, and the checker's decision reloading the
 * pending list and the open member.
 */
import { ApiProblem } from '../../src/api/client';
import type { OperatorPlayersApi } from '../../src/api/operatorPlayers';
import { createConsoleRootStore } from '../../src/stores/ConsoleRootStore';
import { fakeConsoleEnv, fakeOf } from '../support/storeEnv';

const detail = { id: 7, username: 'amy', state: 'active', pendingAdjustments: [] } as never;
const emptyPage = { list: [], total: 0, pageNo: 1, pageSize: 20 };

function setUp(overrides: Partial<OperatorPlayersApi> = {}) {
  const calls: { name: string; args: unknown[] }[] = [];
  const log =
    <T>(name: string, answer: (...args: any[]) => Promise<T>) =>
    (...args: unknown[]) => {
      calls.push({ name, args });
      return answer(...args);
    };
  const api = fakeOf<OperatorPlayersApi>('operatorPlayersApi', {
    search: log('search', async () => ({ ...emptyPage, total: 1, list: [{ id: 7, username: 'amy' }] }) as never),
    detail: log('detail', async () => detail),
    records: log('records', async () => emptyPage as never),
    adjustments: log('adjustments', async () => emptyPage as never),
    ...overrides,
  });
  const root = createConsoleRootStore(fakeConsoleEnv({ operatorPlayersApi: api }));
  return { store: root.players, calls };
}

test('searches by the chosen key, opens a member with its ledger', async () => {
  const { store, calls } = setUp();
  store.setBy('card');
  store.setQuery('  7654 ');
  await store.search();
  expect(calls[0]).toEqual({ name: 'search', args: ['card', '7654', 1, 20] });
  expect(store.results?.total).toBe(1);
  await store.open(7);
  expect(store.detail).toBe(detail);
  expect(calls.map((c) => c.name)).toEqual(['search', 'detail', 'records']);
  expect(calls[2]!.args).toEqual([7, 'ledger', 1, 20]);
  store.close();
  expect(store.openId).toBeNull();
});

test('an adjustment retried after a refusal keeps its idempotency key; a success starts a new one', async () => {
  const keys: string[] = [];
  let fail = true;
  const { store } = setUp({
    requestAdjustment: async (_id, body) => {
      keys.push(body.idempotencyKey);
      if (fail) throw new ApiProblem('badRequest', 'The amount is not valid', 400, 'AMOUNT_INVALID');
      return { id: 1, created: true };
    },
  });
  await store.open(7);
  expect(await store.requestAdjustment('credit', 'x', 'why', 'asked')).toBe(false);
  expect(store.notice).toEqual({ ok: false, text: 'The amount is not valid' });
  fail = false;
  expect(await store.requestAdjustment('credit', '10', 'why', 'asked')).toBe(true);
  expect(store.notice).toEqual({ ok: true, text: 'asked' });
  await store.requestAdjustment('credit', '10', 'why', 'asked');
  expect(keys[0]).toBe(keys[1]);
  expect(keys[2]).not.toBe(keys[1]);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
});

test('a decision reloads the pending list and the open member', async () => {
  const { store, calls } = setUp({ decide: async () => ({ id: 3 }) as never });
  await store.open(7);
  calls.length = 0;
  expect(await store.decide(3, 'approve', 'approved')).toBe(true);
  expect(calls.map((c) => c.name)).toEqual(['adjustments', 'detail', 'records']);
  expect(store.notice).toEqual({ ok: true, text: 'approved' });
});
