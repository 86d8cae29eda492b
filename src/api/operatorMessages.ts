/**
 * The operator console's broadcast calls (docs/rewards.md "Platform messages";
 * schemas/api/rewards.json broadcastBody, broadcast, broadcasts; path ENDPOINTS.operatorBroadcasts):
 * the merchant's sent broadcasts, paged, and a new broadcast to every member, to a VIP level or
 * to one member. Every call carries the operator token and throws ApiProblem with the server's
 * localised message (TW or EN by Accept-Language).
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type { Broadcast, BroadcastAudience, BroadcastBody, Broadcasts } from '../../contract/types';

export type { Broadcast, BroadcastAudience, BroadcastBody, Broadcasts };

/** The broadcast calls of the console (tests pass a fake with the same shape). */
export interface OperatorMessagesApi {
  /** GET a page (1-based) of the merchant's broadcasts, newest first, with the sending operator. */
  history(query: { pageNo: number; pageSize: number }): Promise<Broadcasts>;
  /**
   * POST a broadcast; answers it with its recipient count.
   * @throws ApiProblem 400 (a missing VIP level or username, blank texts; `value.field` names it),
   *   404 BROADCAST_MEMBER_NOT_FOUND, 409 BROADCAST_NO_RECIPIENTS, 429 (localised).
   */
  send(body: BroadcastBody): Promise<Broadcast>;
}

/** Binds the broadcast calls to `http` (whose token is the operator's). */
export function createOperatorMessagesApi(http: AxiosInstance): OperatorMessagesApi {
  return {
    history: (query) => request(http, { method: 'GET', url: ENDPOINTS.operatorBroadcasts, params: query }),
    send: (body) => request(http, { method: 'POST', url: ENDPOINTS.operatorBroadcasts, data: body }),
  };
}
