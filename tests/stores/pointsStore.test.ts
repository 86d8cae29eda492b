/**
 * The points mall store (src/stores/points/PointsStore.ts): loads through the environment's API,
 * a redeem keeps the dialog's requestId and ignores a second click while one is on its way, a
 * refusal keeps the server's message, the socket's `points` event sets the balance live, and the
 * record filter sends the day range as instants.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { PointsApi } from '../../src/api/points';
import { ApiProblem } from '../../src/api/client';
import { PointsStoreModel } from '../../src/stores/points/PointsStore';
import { dayStartIso } from '../../src/shared/time';

const balance = { points: '500.00', pending: '1.50', earnedTotal: '500.00', spentTotal: '0.00' };
const redemption = {
  id: 7,
  kind: 'item' as const,
  itemName: 'Gift',
  exchangeType: 'gift' as const,
  quantity: 1,
  points: '100.00',
  amount: null,
  status: 'applying' as const,
  reason: null,
  createdAt: '2026-05-10T04:00:00Z',
  reviewedAt: null,
};

function fakeApi(over: Partial<PointsApi> = {}): PointsApi {
  return {
    balance: jest.fn(async () => balance),
    config: jest.fn(async () => ({
      enabled: true,
      settings: {
        rates: { live: '0.5', lottery: '0.5', pvp: '0.5', slots: '1', sports: '0.5', deposit: '0.1' },
        ratio: 100,
        convertMin: 100,
        convertMultiple: 0,
      },
      exchangeTypes: ['lifeServices', 'gift', 'discount'] as const,
    })) as unknown as PointsApi['config'],
    items: jest.fn(async () => ({ list: [], total: 0, pageNo: 1, pageSize: 12 })),
    redeem: jest.fn(async () => ({ redemption, points: '400.00', balance: '10.00' })),
    convert: jest.fn(async () => ({
      redemption: { ...redemption, kind: 'convert' as const, amount: '1.00' },
      points: '400.00',
      balance: '11.00',
    })),
    redemptions: jest.fn(async () => ({ list: [redemption], total: 1, pageNo: 1, pageSize: 10 })),
    records: jest.fn(async () => ({ list: [], total: 0, pageNo: 1, pageSize: 10 })),
    ...over,
  };
}

describe('PointsStore', () => {
  it('opens, redeems once per click with the given requestId and reloads', async () => {
    const api = fakeApi();
    const store = PointsStoreModel.create({}, { points: api });
    await store.open();
    expect(store.balance.data).toEqual(balance);
    const input = { itemId: 3, quantity: 1, paymentPassword: '123456', requestId: 'req-12345678' };
    const [first, second] = await Promise.all([store.redeem(input), store.redeem(input)]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toBeNull();
    expect(api.redeem).toHaveBeenCalledTimes(1);
    expect(api.redeem).toHaveBeenCalledWith(input);
    expect(api.redemptions).toHaveBeenCalled();
  });

  it('keeps the server message of a refusal', async () => {
    const api = fakeApi({
      convert: jest.fn(async () =>
        Promise.reject(
          new ApiProblem('badRequest', 'Convert at least 100 points at a time', 400, 'POINTS_CONVERT_MIN'),
        ),
      ),
    });
    const store = PointsStoreModel.create({}, { points: api });
    const result = await store.convert({ points: 5, paymentPassword: '123456', requestId: 'req-abcdefgh' });
    expect(result).toEqual({ ok: false, message: 'Convert at least 100 points at a time', code: 'POINTS_CONVERT_MIN' });
    expect(store.busy).toBe(false);
  });

  it('follows the live points event and sends the record filter as instants', async () => {
    const api = fakeApi();
    const store = PointsStoreModel.create({}, { points: api });
    await store.loadBalance();
    store.receiveLive({ points: '612.34' });
    expect(store.balance.data?.points).toBe('612.34');
    await store.setRecordFilter({ type: 'deposit', from: '2026-05-01', to: '2026-05-02' });
    expect(api.records).toHaveBeenLastCalledWith({
      type: 'deposit',
      from: dayStartIso('2026-05-01'),
      to: dayStartIso('2026-05-02', 1),
      pageNo: 1,
      pageSize: 10,
    });
    expect(new Date(dayStartIso('2026-05-02', 1)!).getTime() - new Date(dayStartIso('2026-05-01')!).getTime()).toBe(
      2 * 86_400_000,
    );
    expect(dayStartIso('nope')).toBeUndefined();
  });
});
