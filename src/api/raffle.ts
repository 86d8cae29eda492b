/**
 * Raffle calls (docs/promotions.md "Raffles"; schemas/api/promotions.json): the raffle promotion
 * claim of a prize won (spec section 7; a real member's token; once, a repeat answers the same)
 * and the public fairness check of a drawn raffle. Each throws ApiProblem with the server's
 * localised message on a refusal (404 RAFFLE_NOT_FOUND, 409 RAFFLE_NOTHING_TO_CLAIM,
 * 409 RAFFLE_NOT_DRAWN). Money is decimal strings.
 */
import type { AxiosInstance } from 'axios';
import { ENDPOINTS } from '../../contract/endpoints';
import type { PromotionClaimAnswer, RaffleVerify } from '../../contract/types';
import { request } from './client';

export type { PromotionClaimAnswer, RaffleVerify };

/** The raffle API the raffle panel uses (tests pass a fake with the same shape). */
export interface RaffleApi {
  /** POST promotions/:id/raffle/claim: the promotion (state claimed), the claimed reward, its bonus and the balance after. */
  claim(promotionId: number): Promise<PromotionClaimAnswer>;
  /** GET promotions/:id/raffle/verify: the draw recomputed from the revealed seed (no token needed). */
  verify(promotionId: number): Promise<RaffleVerify>;
}

const at = (path: string, id: number) => path.replace(':id', String(id));

/** Binds the raffle calls to `http` (paths from ENDPOINTS). */
export function createRaffleApi(http: AxiosInstance): RaffleApi {
  return {
    claim: (id) => request(http, { url: at(ENDPOINTS.raffleClaim, id), method: 'POST', data: {} }),
    verify: (id) => request(http, { url: at(ENDPOINTS.raffleVerify, id) }),
  };
}
