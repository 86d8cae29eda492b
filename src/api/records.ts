/**
 * The records calls (spec section 2): GET betting record (personalHistoryCopy) and GET profit
 * report (personalProfit), filtered by period, category and vendor and paged.
 */
import type { AxiosInstance } from 'axios';
import type { BetPage, ProfitReport, RecordQuery } from '../../contract/types';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';

export type {
  BetPage,
  BetRow,
  ProfitReport,
  RecordQuery,
  RecordTotals as Totals,
  RoundStatus,
} from '../../contract/types';

export interface RecordsApi {
  bets(q: RecordQuery): Promise<BetPage>;
  profit(q: RecordQuery): Promise<ProfitReport>;
}

/** The query without its empty values (they are not sent). */
const clean = (q: RecordQuery) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

/** Binds the records calls to `http`; each throws ApiProblem on failure. */
export function createRecordsApi(http: AxiosInstance): RecordsApi {
  return {
    bets: (q) => request<BetPage>(http, { url: ENDPOINTS.bettingRecord, params: clean(q) }),
    profit: (q) => request<ProfitReport>(http, { url: ENDPOINTS.profitReport, params: clean(q) }),
  };
}
