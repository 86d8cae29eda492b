/**
 * The agent's transfer to a downline (spec section 1; README "Agent center"): to any member of
 * the agent's team at any depth, with the payment password (checked as the upline transfer does,
 * server/services/account/paymentPassword.ts), within the merchant's money settings' transfer
 * limits (the upline transfer limits, server/services/wallet/settings.ts), as one idempotent
 * ledger transfer with reason `downline` (the rollup adds it to both members' daily figures in
 * the same transaction). The ledger's commit listener publishes both new balances live
 * (server/services/events/balance.ts), so the downline's header balance rises without a reload;
 * both account records list the transfer, and the downline gets a platform message in TW and EN
 * ('Your upline {{name}} transferred {{amount}} to you', written once, after the commit, as the
 * upline transfer's message, server/services/wallet/wallet.ts). A replay with the same requestId answers the first
 * result; the same requestId with another downline or amount answers 409 DUPLICATE_REQUEST.
 */
import { currencyDecimals, toWire } from '../../../contract/money.ts';
import type { AgentTransferInfo, AgentTransferValue } from '../../../contract/types.ts';
import type { FieldError } from '../../../engine/forms/index.ts';
import type { Db } from '../../db/open.ts';
import { ApiError } from '../../http/errors.ts';
import { textInAll } from '../../i18n/messages.ts';
import { verifyPaymentPassword } from '../account/paymentPassword.ts';
import type { MemberRow } from '../auth/sessions.ts';
import type { MerchantContext } from '../merchants.ts';
import { checkFeatureSubmission } from '../forms/featureSubmission.ts';
import { amountInvalid, assertRange, parseAmount } from '../wallet/amounts.ts';
import { notifyMember } from '../wallet/messagesService.ts';
import { moneySettings } from '../wallet/settings.ts';
import { currencyOfMerchant, mainBalance, moveMoney } from '../wallet/wallet.ts';
import { teamMember } from './team.ts';

/** The ledger reason of an agent's transfer to a downline. */
export const DOWNLINE_REASON = 'downline';

/** What the transfer form shows: the agent's balance, the limits and whether a payment password is set. */
export async function transferInfo(db: Db, merchant: MerchantContext, agent: MemberRow): Promise<AgentTransferInfo> {
  const currency = currencyOfMerchant(merchant);
  const settings = await moneySettings(db, merchant.id);
  return {
    balance: toWire(await mainBalance(db, merchant.id, agent.id), currency),
    min: toWire(settings.uplineMin, currency),
    max: toWire(settings.uplineMax, currency),
    hasPaymentPassword: Boolean(agent.paymentPasswordHash),
  };
}

/** A transfer request as the body sends it (schemas/api agentTransferBody; the amount a decimal string). */
export interface DownlineTransfer {
  downlineId: number;
  amount: string;
  paymentPassword: string;
  requestId: string;
}

/**
 * The transfer form's refusal of the payment password: 400 PAYMENT_PASSWORD_REQUIRED when left
 * empty, 400 PAYMENT_PASSWORD_FORMAT when it is not 6 digits (as the points dialogs answer it).
 */
const passwordRefusal = (error: FieldError) =>
  error.rule === 'required'
    ? new ApiError(400, 'PAYMENT_PASSWORD_REQUIRED', 'paymentPasswordRequired', {
        value: { field: 'paymentPassword', in: 'body' },
      })
    : new ApiError(400, 'PAYMENT_PASSWORD_FORMAT', 'paymentPasswordFormat', {
        value: { field: 'paymentPassword', in: 'body' },
      });

/**
 * Moves `amount` from the agent's main wallet to the downline's.
 * @returns the ledger transfer id and the agent's balance right after it (the first result on a replay).
 * The body is first checked with the engine's form `downlineTransfer` (engine/forms/featureForms.ts:
 * an amount above 0 with at most the merchant currency's decimals, the 6-digit payment password;
 * server/services/forms/featureSubmission.ts), as the transfer dialog checks it; the limits and the
 * balance are the server's (money settings, ledger).
 * @throws ApiError 400 AMOUNT_INVALID / PAYMENT_PASSWORD_REQUIRED / PAYMENT_PASSWORD_FORMAT (the form), 400 TRANSFER_TO_SELF,
 *   404 NOT_IN_TEAM, 400 AMOUNT_OUT_OF_RANGE, the payment password errors (400, 423), 400
 *   INSUFFICIENT_FUNDS, 409 DUPLICATE_REQUEST; nothing moves (and no password attempt counts on a
 *   refusal by the form).
 */
export async function transferToDownline(
  db: Db,
  merchant: MerchantContext,
  agent: MemberRow,
  input: DownlineTransfer,
  now: Date,
): Promise<AgentTransferValue> {
  const currency = currencyOfMerchant(merchant);
  checkFeatureSubmission(
    'downlineTransfer',
    { amount: input.amount, paymentPassword: input.paymentPassword },
    {
      parameters: { decimals: String(currencyDecimals(currency)) },
      refusals: { amount: () => amountInvalid(currency), paymentPassword: passwordRefusal },
    },
  );
  const amount = parseAmount(input.amount, currency);
  if (input.downlineId === agent.id)
    throw new ApiError(400, 'TRANSFER_TO_SELF', 'transferToSelf', { value: { field: 'downlineId', in: 'body' } });
  const downline = await teamMember(db, merchant.id, agent.id, input.downlineId);
  const settings = await moneySettings(db, merchant.id);
  assertRange(amount, settings.uplineMin, settings.uplineMax, currency);
  await verifyPaymentPassword(db, agent, input.paymentPassword, now);
  const result = await moveMoney(db, {
    merchantId: merchant.id,
    idempotencyKey: `${DOWNLINE_REASON}:${agent.id}:${input.requestId}`,
    debit: { kind: 'member', memberId: agent.id },
    credit: { kind: 'member', memberId: downline.id },
    amount,
    currency,
    reason: DOWNLINE_REASON,
    reference: downline.username,
  });
  if (!result.duplicate) {
    const params = { name: agent.nickname || agent.username, amount: toWire(amount, currency), currency };
    await notifyMember(
      db,
      merchant.id,
      downline.id,
      textInAll('notices', 'uplineTransferTitle'),
      textInAll('notices', 'uplineTransferContent', params),
      'money',
    );
  }
  return { transferId: String(result.transferId), balance: toWire(result.balances[`member:${agent.id}`]!, currency) };
}
