/**
 * Promotions calls for members (docs/promotions.md "Promotions", "Activity states";
 * schemas/api/promotions.json): the catalogue and a promotion's details (visitors too: a guest's
 * states), the activity center, join now, apply (multipart: remark and up to 3 images), claim
 * payout, and the member's own application images (fetched with the token, shown as blob URLs:
 * they are private). Failures throw ApiProblem with the server's localised message.
 */
import type { AxiosInstance } from 'axios';
import { ApiProblem, request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  ActivityList,
  ActivityListQuery,
  Promotion,
  PromotionClaimAnswer,
  PromotionDetails,
  PromotionJoinAnswer,
  PromotionList,
  PromotionListQuery,
} from '../../contract/types';

export type {
  ActivityList,
  ActivityListQuery,
  Promotion,
  PromotionClaimAnswer,
  PromotionDetails,
  PromotionJoinAnswer,
  PromotionList,
  PromotionListQuery,
};

/** The promotions API the promotions store uses (tests pass a fake with the same shape). */
export interface PromotionsApi {
  /** GET promotions: one page of the catalogue (category filter), the categories and availablePromoCount. */
  list(q: PromotionListQuery): Promise<PromotionList>;
  /** GET promotionDetails: the card, the sanitised terms and the raffle (404 PROMOTION_NOT_FOUND). */
  details(id: number): Promise<PromotionDetails>;
  /** GET promotionActivities: the member's active or history activities, paged. */
  activities(q: ActivityListQuery): Promise<ActivityList>;
  /** POST promotionJoin (signUp, raffle): the card after joining. */
  join(id: number): Promise<PromotionJoinAnswer>;
  /** POST promotionApply (multipart field `remark`, files `files`): the card, state applying. */
  apply(id: number, remark: string, files: readonly Blob[]): Promise<PromotionJoinAnswer>;
  /** POST promotionClaim: the claimed reward, its bonus and the balance. */
  claim(id: number): Promise<PromotionClaimAnswer>;
  /** GET an application image of the member (with the token) as a Blob. */
  image(url: string): Promise<Blob>;
}

const clean = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== 'all'));

/** Binds the promotions calls to `http` (paths from ENDPOINTS). */
export function createPromotionsApi(http: AxiosInstance): PromotionsApi {
  const get = <T>(url: string, params?: object) =>
    request<T>(http, { url, params: params ? clean(params) : undefined });
  const post = <T>(url: string, data?: unknown) => request<T>(http, { url, method: 'POST', data: data ?? {} });
  const one = (path: string, id: number) => path.replace(':id', String(id));
  return {
    list: (q) => get(ENDPOINTS.promotions, q),
    details: (id) => get(one(ENDPOINTS.promotionDetails, id)),
    activities: (q) => get(ENDPOINTS.promotionActivities, q),
    join: (id) => post(one(ENDPOINTS.promotionJoin, id)),
    apply: (id, remark, files) => {
      const form = new FormData();
      form.append('remark', remark);
      files.forEach((f, i) => form.append('files', f, (f as File).name ?? `image-${i + 1}`));
      return request(http, { url: one(ENDPOINTS.promotionApply, id), method: 'POST', data: form });
    },
    claim: (id) => post(one(ENDPOINTS.promotionClaim, id)),
    image: async (url) => {
      const res = await http.get<Blob>(url, { responseType: 'blob', validateStatus: () => true });
      if (res.status !== 200) throw new ApiProblem(res.status === 404 ? 'notFound' : 'unknown', '', res.status, null);
      return res.data;
    },
  };
}
