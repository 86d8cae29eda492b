/**
 * The guard of every member-center and money route: a logged-in member of the request's merchant
 * (401 NOT_LOGGED_IN otherwise) who is not a trial account (spec section 6: trial users are
 * refused with in_need_true_account: 403 NEED_TRUE_ACCOUNT).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { TRIAL_TYPE } from '../auth/rules.ts';
import type { MemberRow } from '../auth/sessions.ts';

export { TRIAL_TYPE };

/** preHandler list for routes of real members: `{ preHandler: realMember(app) }`. */
export function realMember(app: FastifyInstance) {
  return [
    app.requireMember,
    async (request: FastifyRequest) => {
      if (request.member?.type === TRIAL_TYPE) throw new ApiError(403, 'NEED_TRUE_ACCOUNT', 'needTrueAccount');
    },
  ];
}

/** The member of a guarded request. */
export function memberOf(request: FastifyRequest): MemberRow {
  if (!request.member) throw new ApiError(401, 'NOT_LOGGED_IN', 'notLoggedIn');
  return request.member;
}

/** The merchant currency and symbol (permission.currency, currencySymbol). */
export function currencyOf(request: FastifyRequest): { currency: string; currencySymbol: string } {
  const p = request.merchant.config.permission;
  return { currency: p.currency, currencySymbol: p.currencySymbol };
}
