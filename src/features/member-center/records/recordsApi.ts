/**
 * The records calls (issue 5 item 5): GET betting record (personalHistoryCopy) and GET profit
 * report (personalProfit). Pages read it from the store environment (`records`; tests pass a
 * fake) or fall back to the page's own client.
 */
import type { AxiosInstance } from 'axios';
import { getEnv } from 'mobx-state-tree';
import { request } from '../../../api/client';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { defaultHttp } from '../../../api/wallet';
import type { BetPage, GameCategory, ProfitReport } from '../../../../contract/types';
import { useStores } from '../../../stores';

export type { BetPage, BetRow, ProfitReport, RecordTotals as Totals, RoundStatus } from '../../../../contract/types';

export interface RecordQuery {
  from?: string;
  to?: string;
  category?: GameCategory;
  vendor?: string;
  pageNo?: number;
  pageSize?: number;
}

export interface RecordsApi {
  bets(q: RecordQuery): Promise<BetPage>;
  profit(q: RecordQuery): Promise<ProfitReport>;
}

const clean = (q: RecordQuery) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

/** Binds the records calls to `http`. */
export function createRecordsApi(http: AxiosInstance): RecordsApi {
  return {
    bets: (q) => request<BetPage>(http, { url: ENDPOINTS.bettingRecord, params: clean(q) }),
    profit: (q) => request<ProfitReport>(http, { url: ENDPOINTS.profitReport, params: clean(q) }),
  };
}

let fallback: RecordsApi | null = null;

/** The records API of the store environment, else one over the page's own client. */
export function useRecordsApi(): RecordsApi {
  const env = getEnv(useStores()) as { records?: RecordsApi };
  if (env.records) return env.records;
  fallback ??= createRecordsApi(defaultHttp());
  return fallback;
}
