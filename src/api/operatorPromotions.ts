/**
 * The console's promotions calls (docs/promotions.md "Operator console"; schemas/api/promotions.json;
 * contract/endpoints.ts "Promotions and the points mall"): promotions (list with cost, read, create,
 * save over a version, publish, end), the categories, the applications queue (approve, reject) and
 * application images (fetched with the operator token, as blobs), plus the console's image upload
 * (the banner upload endpoint: PNG, JPEG or WebP, at most 2 MB). Every call needs the operator's
 * token and throws ApiProblem with the server's localised message (value.field names a refused field).
 */
import type { AxiosInstance } from 'axios';
import { ApiProblem, request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  Application,
  ApplicationApprove,
  ApplicationQuery,
  Applications,
  OperatorPromotion,
  OperatorPromotionQuery,
  OperatorPromotions,
  PromotionBody,
  PromotionSettings,
  PromotionSettingsSave,
  RewardSettings,
} from '../../contract/types';

/** The console's promotions calls (tests pass a fake with the same shape). */
export interface OperatorPromotionsApi {
  /** GET a page of promotions (status filter), newest first, each with its cost. */
  list(q: OperatorPromotionQuery): Promise<OperatorPromotions>;
  /** GET one promotion as the console edits it. @throws ApiProblem 404. */
  get(id: number): Promise<OperatorPromotion>;
  /** POST a new draft. @throws ApiProblem 400 OPERATOR_PROMOTION_INVALID (value.field). */
  create(body: PromotionBody): Promise<OperatorPromotion>;
  /** PUT over `baseVersion`. @throws ApiProblem 400 OPERATOR_PROMOTION_INVALID, 409 OPERATOR_PROMOTION_STALE / _PUBLISHED_RULE / _ENDED. */
  update(id: number, baseVersion: number, body: PromotionBody): Promise<OperatorPromotion>;
  /** POST publish a draft. @throws ApiProblem 409 OPERATOR_PROMOTION_NOT_DRAFT, 400 (period over). */
  publish(id: number): Promise<OperatorPromotion>;
  /** POST end a published promotion now. @throws ApiProblem 409 OPERATOR_PROMOTION_NOT_PUBLISHED. */
  end(id: number): Promise<OperatorPromotion>;
  /** GET the categories (version 0: the defaults). */
  settings(): Promise<PromotionSettings>;
  /** PUT the categories over baseVersion. @throws ApiProblem 400 PROMOTION_CATEGORY_DUPLICATE, 409 PROMOTION_SETTINGS_STALE. */
  saveSettings(body: PromotionSettingsSave): Promise<PromotionSettings>;
  /** GET the applications queue (promotion, state; paged). */
  applications(q: ApplicationQuery): Promise<Applications>;
  /** POST approve (amount: default the fixed amount). @throws ApiProblem 400 APPLICATION_AMOUNT_INVALID, 409 APPLICATION_ALREADY_REVIEWED. */
  approve(id: number, body: ApplicationApprove): Promise<Application>;
  /** POST reject with a reason. @throws ApiProblem 409 APPLICATION_ALREADY_REVIEWED. */
  reject(id: number, reason: string): Promise<Application>;
  /** GET an application image (its operatorApplicationImage URL) as a blob. */
  image(url: string): Promise<Blob>;
  /** POST an image to the console's uploads. @returns its `/media/uploads/<id>` URL. */
  upload(file: Blob): Promise<{ url: string }>;
  /** The merchant's VIP levels with their names (the reward settings' ladder), for the audience chips. */
  vipLevels(): Promise<{ level: number; name: { TW: string; EN: string } }[]>;
}

const clean = <T extends object>(q: T): Partial<T> =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
const at = (path: string, id: number) => path.replace(':id', String(id));

/** Binds the calls to `http` (whose token is the operator's). */
export function createOperatorPromotionsApi(http: AxiosInstance): OperatorPromotionsApi {
  return {
    list: (q) => request(http, { url: ENDPOINTS.operatorPromotions, params: clean(q) }),
    get: (id) => request(http, { url: at(ENDPOINTS.operatorPromotion, id) }),
    create: (body) =>
      request(http, { url: ENDPOINTS.operatorPromotions, method: 'POST', data: { baseVersion: 0, body } }),
    update: (id, baseVersion, body) =>
      request(http, { url: at(ENDPOINTS.operatorPromotion, id), method: 'PUT', data: { baseVersion, body } }),
    publish: (id) => request(http, { url: at(ENDPOINTS.operatorPromotionPublish, id), method: 'POST', data: {} }),
    end: (id) => request(http, { url: at(ENDPOINTS.operatorPromotionEnd, id), method: 'POST', data: {} }),
    settings: () => request(http, { url: ENDPOINTS.operatorPromotionSettings }),
    saveSettings: (body) => request(http, { url: ENDPOINTS.operatorPromotionSettings, method: 'PUT', data: body }),
    applications: (q) => request(http, { url: ENDPOINTS.operatorApplications, params: clean(q) }),
    approve: (id, body) =>
      request(http, { url: at(ENDPOINTS.operatorApplicationApprove, id), method: 'POST', data: body }),
    reject: (id, reason) =>
      request(http, { url: at(ENDPOINTS.operatorApplicationReject, id), method: 'POST', data: { reason } }),
    image: async (url) => {
      try {
        const res = await http.get<Blob>(url, { responseType: 'blob' });
        return res.data;
      } catch (err) {
        throw new ApiProblem('notFound', err instanceof Error ? err.message : String(err), null, null);
      }
    },
    upload: (file) => {
      const form = new FormData();
      form.append('file', file);
      return request(http, { method: 'POST', url: ENDPOINTS.consoleContentUploads, data: form });
    },
    vipLevels: async () => {
      const settings = await request<RewardSettings>(http, { url: ENDPOINTS.operatorRewardSettings });
      return settings.settings.vip.levels.map((l) => ({ level: l.level, name: { TW: l.name.TW, EN: l.name.EN } }));
    },
  };
}
