/**
 * The operator console's points mall calls (docs/promotions.md "Points (PTSYS3)";
 * schemas/api/promotions.json): settings (saved over baseVersion: 409 POINTS_SETTINGS_STALE),
 * items (create with baseVersion 0, edit over baseVersion: 409 POINTS_ITEM_STALE, stock delta
 * never below 0: 409 POINTS_STOCK_NEGATIVE), the redemption queue with approve and reject. The
 * operator token; refusals throw ApiProblem with the server's localised message.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  OperatorPointsItem,
  OperatorPointsItems,
  OperatorRedemptions,
  PointsItemSave,
  PointsRedemption,
  PointsSettings,
  PointsSettingsSave,
} from '../../contract/types';

export type {
  OperatorPointsItem,
  OperatorPointsItems,
  OperatorRedemptions,
  PointsItemSave,
  PointsRedemption,
  PointsSettings,
  PointsSettingsSave,
};

/** The queue's query. */
export interface OperatorRedemptionQuery {
  status?: 'applying' | 'approved' | 'rejected';
  username?: string;
  pageNo?: number;
  pageSize?: number;
}

/** The console's points API (tests pass a fake with the same shape). */
export interface OperatorPointsApi {
  settings(): Promise<PointsSettings>;
  saveSettings(body: PointsSettingsSave): Promise<PointsSettings>;
  items(q: { pageNo?: number; pageSize?: number }): Promise<OperatorPointsItems>;
  createItem(body: PointsItemSave): Promise<OperatorPointsItem>;
  saveItem(id: number, body: PointsItemSave): Promise<OperatorPointsItem>;
  moveStock(id: number, delta: number): Promise<OperatorPointsItem>;
  redemptions(q: OperatorRedemptionQuery): Promise<OperatorRedemptions>;
  approve(id: number): Promise<PointsRedemption>;
  reject(id: number, reason: string): Promise<PointsRedemption>;
  /** Uploads an item image through the console's upload endpoint (as the banner editor does): PNG, JPEG or WebP, at most 2 MB. */
  uploadImage(file: Blob): Promise<{ url: string }>;
}

const clean = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));
const withId = (path: string, id: number) => path.replace(':id', String(id));

/** Binds the console's points calls to `http` (the operator client). */
export function createOperatorPointsApi(http: AxiosInstance): OperatorPointsApi {
  const get = <T>(url: string, params?: object) =>
    request<T>(http, { url, params: params ? clean(params) : undefined });
  const send = <T>(method: 'POST' | 'PUT', url: string, data: unknown = {}) => request<T>(http, { url, method, data });
  return {
    settings: () => get(ENDPOINTS.operatorPointsSettings),
    saveSettings: (body) => send('PUT', ENDPOINTS.operatorPointsSettings, body),
    items: (q) => get(ENDPOINTS.operatorPointsItems, q),
    createItem: (body) => send('POST', ENDPOINTS.operatorPointsItems, body),
    saveItem: (id, body) => send('PUT', withId(ENDPOINTS.operatorPointsItem, id), body),
    moveStock: (id, delta) => send('POST', withId(ENDPOINTS.operatorPointsStock, id), { delta }),
    redemptions: (q) => get(ENDPOINTS.operatorPointsRedemptions, q),
    approve: (id) => send('POST', withId(ENDPOINTS.operatorRedemptionApprove, id)),
    reject: (id, reason) => send('POST', withId(ENDPOINTS.operatorRedemptionReject, id), { reason }),
    uploadImage: (file) => {
      const form = new FormData();
      form.append('file', file);
      return request(http, { method: 'POST', url: ENDPOINTS.consoleContentUploads, data: form });
    },
  };
}
