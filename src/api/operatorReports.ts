/**
 * The console's reports (schemas/api/operator-reports.json; server/services/operator/reports.ts):
 * the merchant's figures per day, vendor and game category for a range of reporting days. Operator
 * token with reports.view; a refusal throws ApiProblem with the server's localised message.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type { OperatorReport } from '../../contract/generated/schemas';

export type { OperatorReport };

/** The reports API the reports store uses (tests pass a fake with the same shape). */
export interface OperatorReportsApi {
  /** GET operator/reports?from=&to= (yyyy-MM-dd, both included, merchant reporting days). */
  report(from: string, to: string): Promise<OperatorReport>;
}

/** Binds the calls to `http` (paths from ENDPOINTS). */
export function createOperatorReportsApi(http: AxiosInstance): OperatorReportsApi {
  return {
    report: (from, to) =>
      request<OperatorReport>(http, { url: ENDPOINTS.operatorReport, method: 'GET', params: { from, to } }),
  };
}
