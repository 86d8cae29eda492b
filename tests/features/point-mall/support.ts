/**
 * The points mall tests' fake points API (src/api/points.ts): a member with 500.50 points, the
 * merchant's settings (ratio 100, convertMin 100), no items, redemptions or records unless the
 * test gives its own calls in `over`.
 */
import type { PointsApi } from '../../../src/api/points';

/** The fake API; `over` replaces any of its calls (e.g. `items`, `redeem`, `convert`). */
export function fakePoints(over: Partial<PointsApi> = {}): PointsApi {
  return {
    balance: async () => ({ points: '500.50', pending: '0.00', earnedTotal: '500.50', spentTotal: '0.00' }),
    config: (async () => ({
      enabled: true,
      settings: {
        rates: { live: '0.5', lottery: '0.5', pvp: '0.5', slots: '1', sports: '0.5', deposit: '0.1' },
        ratio: 100,
        convertMin: 100,
        convertMultiple: 0,
      },
      exchangeTypes: ['lifeServices', 'gift', 'discount'],
    })) as unknown as PointsApi['config'],
    items: async () => ({ list: [], total: 0, pageNo: 1, pageSize: 12 }),
    redeem: async () => Promise.reject(new Error('not in this test')),
    convert: async () => Promise.reject(new Error('not in this test')),
    redemptions: async () => ({ list: [], total: 0, pageNo: 1, pageSize: 10 }),
    records: async () => ({ list: [], total: 0, pageNo: 1, pageSize: 10 }),
    ...over,
  } as unknown as PointsApi;
}
