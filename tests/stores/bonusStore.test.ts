/**
 * The bonusDetails store (docs/rewards.md "Bonus engine"): the filter goes to the API (local days
 * as ISO bounds, the end day inclusive), a backwards range loads nothing, a forfeit tells its
 * outcome (the server's message for a refusal) and reloads the page, and `open` carries the
 * summary the withdraw page shows.
 */
import { describe, expect, it } from '@jest/globals';
import { ApiProblem } from '../../src/api/client';
import type { BonusesApi } from '../../src/api/bonuses';
import type { Bonus, BonusList, BonusListQuery } from '../../contract/types';
import { BonusStoreModel } from '../../src/stores/rewards/BonusStore';
import { dayStartIso } from '../../src/shared/time';

const bonus = (id: number, state: Bonus['state'] = 'active'): Bonus => ({
  id,
  source: 'firstDeposit',
  title: 'First deposit bonus 100%',
  amount: '100.00',
  depositAmount: '100.00',
  base: 'bonus',
  multiple: 3,
  required: '300.00',
  done: '0.00',
  remaining: '300.00',
  progress: 0,
  contributions: { LIVE: 50 },
  state,
  createdAt: '2026-11-20T00:00:00.000Z',
  expiresAt: '2026-12-20T00:00:00.000Z',
  endedAt: null,
  returned: null,
});

function fakeApi(opts: { forfeit?: (id: number) => Promise<unknown> } = {}) {
  const queries: BonusListQuery[] = [];
  let states: Bonus['state'][] = ['active', 'completed'];
  const api: BonusesApi = {
    list: async (q) => {
      queries.push(q);
      const list: BonusList = {
        list: states.map((s, i) => bonus(i + 1, s)),
        total: 12,
        pageNo: q.pageNo ?? 1,
        pageSize: q.pageSize ?? 10,
        summary: {
          activeCount: states.filter((s) => s === 'active').length,
          remaining: states.includes('active') ? '300.00' : '0.00',
        },
      };
      return list;
    },
    forfeit: async (id) => {
      if (opts.forfeit) return (await opts.forfeit(id)) as never;
      states = ['forfeited', 'completed'];
      return { bonus: { ...bonus(id, 'forfeited'), returned: '100.00' }, balance: '0.00' };
    },
  };
  return { api, queries };
}

describe('bonus store', () => {
  it('loads the page with the filter: state, source and a local-day range (the end day included)', async () => {
    const { api, queries } = fakeApi();
    const store = BonusStoreModel.create({}, { bonuses: api });
    expect(store.list.loading).toBe(true);
    await store.load(1);
    expect(store.list.data?.summary).toEqual({ activeCount: 1, remaining: '300.00' });
    await store.setFilter({ state: 'active', source: 'reload', from: '2026-11-01', to: '2026-11-30' });
    expect(queries.at(-1)).toEqual({
      state: 'active',
      source: 'reload',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 11, 1).toISOString(),
      pageNo: 1,
      pageSize: 10,
    });
    await store.load(2);
    expect(queries.at(-1)?.pageNo).toBe(2);
    expect(dayStartIso('nope')).toBeUndefined();
  });

  it('loads nothing for a backwards range', async () => {
    const { api, queries } = fakeApi();
    const store = BonusStoreModel.create({}, { bonuses: api });
    await store.setFilter({ from: '2026-11-30', to: '2026-11-01' });
    expect(store.rangeInvalid).toBe(true);
    expect(queries).toHaveLength(0);
  });

  it('forfeits once at a time, says so and reloads the page with the new summary', async () => {
    const { api, queries } = fakeApi();
    const store = BonusStoreModel.create({}, { bonuses: api });
    await store.load(1);
    const first = store.forfeit(1, 'Bonus given up.', 'failed');
    expect(store.forfeiting).toBe(1);
    expect(await store.forfeit(2, 'x', 'y')).toBeNull(); // a second click while the first runs
    const answer = await first;
    expect(answer?.balance).toBe('0.00');
    expect(store.notice).toEqual({ tone: 'good', text: 'Bonus given up.' });
    expect(store.forfeiting).toBeNull();
    expect(store.list.data?.summary).toEqual({ activeCount: 0, remaining: '0.00' });
    expect(queries).toHaveLength(2);
  });

  it("shows the server's message when a forfeit is refused, the fallback for a network failure", async () => {
    const refused = fakeApi({
      forfeit: async () =>
        Promise.reject(new ApiProblem('unknown', 'This bonus is no longer active', 409, 'BONUS_NOT_ACTIVE')),
    });
    const store = BonusStoreModel.create({}, { bonuses: refused.api });
    expect(await store.forfeit(1, 'done', 'Could not give it up')).toBeNull();
    expect(store.notice).toEqual({ tone: 'bad', text: 'This bonus is no longer active' });
    const offline = fakeApi({
      forfeit: async () => Promise.reject(new ApiProblem('network', 'Network Error', null, null)),
    });
    const other = BonusStoreModel.create({}, { bonuses: offline.api });
    await other.forfeit(1, 'done', 'Could not give it up');
    expect(other.notice).toEqual({ tone: 'bad', text: 'Could not give it up' });
  });

  it('open: the summary of the active bonuses for the withdraw page', async () => {
    const { api, queries } = fakeApi();
    const store = BonusStoreModel.create({}, { bonuses: api });
    await store.loadOpen();
    expect(store.open.data).toEqual({ activeCount: 1, remaining: '300.00' });
    expect(queries.at(-1)).toEqual({ state: 'active', pageNo: 1, pageSize: 1 });
  });
});
