/**
 * The points mall calls (docs/promotions.md "Points (PTSYS3)"; schemas/api/promotions.json; spec
 * section 7 "Points"): balance, config, items, redeem and convert (bodies encrypted like the
 * sign-in calls: ./secure.ts; payment password; idempotent by requestId), redeem history and points
 * details. Every call needs a real member's token and answers 404 FEATURE_OFF while PTSYS3 is off;
 * refusals throw ApiProblem with the server's localised message. Points are decimal strings with
 * two decimals, money decimal strings in the merchant currency.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { createSecureChannel, type SecureChannel } from './secure';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  PointsBalance,
  PointsConfig,
  PointsConvertBody,
  PointsItemQuery,
  PointsItems,
  PointsRecordQuery,
  PointsRecords,
  PointsRedeemAnswer,
  PointsRedeemBody,
  PointsRedemptionQuery,
  PointsRedemptions,
} from '../../contract/types';

export type {
  PointsBalance,
  PointsConfig,
  PointsConvertBody,
  PointsItemQuery,
  PointsItems,
  PointsRecordQuery,
  PointsRecords,
  PointsRedeemAnswer,
  PointsRedeemBody,
  PointsRedemptionQuery,
  PointsRedemptions,
};

/** The points API the points store uses (tests pass a fake with the same shape). */
export interface PointsApi {
  /** GET points/balance: points, pending, earned and spent totals. */
  balance(): Promise<PointsBalance>;
  /** GET points/config: whether PTSYS3 is on, rates, ratio, minimum and multiple, exchange types. */
  config(): Promise<PointsConfig>;
  /** GET points/rewards: the items (exchange type filter, paged) with redeemable and reason. */
  items(q: PointsItemQuery): Promise<PointsItems>;
  /** POST points/redeem (encrypted): the redemption (applying), the points after, the wallet balance. */
  redeem(body: PointsRedeemBody): Promise<PointsRedeemAnswer>;
  /** POST points/convert (encrypted): the conversion (approved), the points after, the wallet balance after. */
  convert(body: PointsConvertBody): Promise<PointsRedeemAnswer>;
  /** GET points/redemptions: redeem history (status filter), newest first. */
  redemptions(q: PointsRedemptionQuery): Promise<PointsRedemptions>;
  /** GET points/records: points details (type, from, to), newest first. */
  records(q: PointsRecordQuery): Promise<PointsRecords>;
}

const clean = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== 'all'));

/** Binds the points calls to `http` (paths from ENDPOINTS); encrypted bodies go through `secure`. */
export function createPointsApi(http: AxiosInstance, secure: SecureChannel = createSecureChannel(http)): PointsApi {
  const get = <T>(url: string, params?: object) =>
    request<T>(http, { url, params: params ? clean(params) : undefined });
  return {
    balance: () => get(ENDPOINTS.pointsBalance),
    config: () => get(ENDPOINTS.pointsConfig),
    items: (q) => get(ENDPOINTS.pointsRewards, q),
    redeem: (body) => secure.send({ url: ENDPOINTS.pointsRedeem, method: 'POST' }, body),
    convert: (body) => secure.send({ url: ENDPOINTS.pointsConvert, method: 'POST' }, body),
    redemptions: (q) => get(ENDPOINTS.pointsRedemptions, q),
    records: (q) => get(ENDPOINTS.pointsRecords, q),
  };
}
