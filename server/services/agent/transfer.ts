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
import { toWire } from '../../../contract/money.ts';
import type { AgentTransferInfo, AgentTransferValue } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { ApiError } from '../../http/errors.ts';
import { textInAll } from '../../i18n/messages.ts';
import { verifyPaymentPassword } from '../account/paymentPassword.ts';
import type { MemberRow } from '../auth/sessions.ts';
import type { MerchantContext } from '../merchants.ts';
import { assertRange } from '../wallet/amounts.ts';
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

/** A transfer request with the amount already parsed to minor units. */
export interface DownlineTransfer {
  downlineId: number;
  amount: bigint;
  paymentPassword: string;
  requestId: string;
}

/**
 * Moves `amount` from the agent's main wallet to the downline's.
 * @returns the ledger transfer id and the agent's balance right after it (the first result on a replay).
 * @throws ApiError 400 TRANSFER_TO_SELF, 404 NOT_IN_TEAM, 400 AMOUNT_OUT_OF_RANGE, the payment
 *   password errors (400, 423), 400 INSUFFICIENT_FUNDS, 409 DUPLICATE_REQUEST; nothing moves.
 */
export async function transferToDownline(db: Db, merchant: MerchantContext, agent: MemberRow, input: DownlineTransfer, now: Date): Promise<AgentTransferValue> {
  if (input.downlineId === agent.id) throw new ApiError(400, 'TRANSFER_TO_SELF', 'transferToSelf', { value: { field: 'downlineId', in: 'body' } });
  const downline = await teamMember(db, merchant.id, agent.id, input.downlineId);
  const currency = currencyOfMerchant(merchant);
  const settings = await moneySettings(db, merchant.id);
  assertRange(input.amount, settings.uplineMin, settings.uplineMax, currency);
  await verifyPaymentPassword(db, agent, input.paymentPassword, now);
  const result = await moveMoney(db, {
    merchantId: merchant.id,
    idempotencyKey: `${DOWNLINE_REASON}:${agent.id}:${input.requestId}`,
    debit: { kind: 'member', memberId: agent.id },
    credit: { kind: 'member', memberId: downline.id },
    amount: input.amount,
    currency,
    reason: DOWNLINE_REASON,
    reference: downline.username,
  });
  if (!result.duplicate) {
    const params = { name: agent.nickname || agent.username, amount: toWire(input.amount, currency), currency };
    await notifyMember(db, merchant.id, downline.id, textInAll('notices', 'uplineTransferTitle'), textInAll('notices', 'uplineTransferContent', params), 'money');
  }
  return { transferId: String(result.transferId), balance: toWire(result.balances[`member:${agent.id}`]!, currency) };
}
