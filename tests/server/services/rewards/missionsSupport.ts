/**
 * Helpers of the missions, leaderboard and referral tests (docs/rewards.md "Events"): real vendor
 * protocol rounds (a debit, then a closing credit: the settlement calls onRoundSettled), real
 * credited deposits (a deposit order completed as success: onDepositCredited), fresh members with
 * a session, and the merchant's reward settings changed through the core's save.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RewardSettingsBody } from '../../../../contract/types.ts';
import { changeRewardSettings } from '../../support/rewardSettings.ts';
import type { Db } from '../../../../server/db/open.ts';
import { depositOrders } from '../../../../server/db/schema.ts';
import { issueSession } from '../../../../server/services/auth/sessions.ts';
import { completeDeposit } from '../../../../server/services/payments/deposits.ts';
import { DEFAULT_REWARD_SETTINGS } from '../../../../server/services/rewards/settings.ts';
import { addMember, uniqueName } from '../agent/support.ts';
import { fund, tokenFor, vendorCall } from '../vendor-protocol/support.ts';

let n = 0;
const next = (prefix: string) => `${prefix}-${process.pid}-${++n}`;

/** A fresh plain member (type 0) of the merchant, funded with `funds` minor units, and a session token. */
export async function freshMember(
  db: Db,
  merchantId: number,
  prefix = 'mp',
  funds = 10_000_000n,
  uplineId: number | null = null,
  now = new Date(),
): Promise<{ id: number; username: string; token: string }> {
  const username = uniqueName(prefix);
  const id = await addMember(db, merchantId, username, 0, uplineId);
  if (funds > 0n) await fund(db, merchantId, id, funds, next(`fund-${id}`));
  return { id, username, token: await sessionAt(db, id, now) };
}

/** A fresh session token of member `id` issued at `now` (the app's clock: sessions expire when idle). */
export const sessionAt = (db: Db, id: number, now: Date): Promise<string> =>
  issueSession(db, id, 'username', { ip: '127.0.0.1', userAgent: 'jest-missions' }, now);

/**
 * One settled round through the vendor protocol: a debit of `stake` then a closing credit of
 * `win` (decimal strings), on `gameCode` (BGS_SLOT: category BGS; BGS_BACCARAT: LIVE).
 * @throws Error when the vendor answer is not OK.
 */
export async function playRound(
  app: FastifyInstance,
  db: Db,
  who: { memberId: number; merchantId: number },
  stake: string,
  win: string,
  now: Date,
  gameCode = 'BGS_SLOT',
): Promise<void> {
  const playerToken = await tokenFor(db, who, gameCode, 'real', now);
  const roundId = next('round');
  const base = { roundId, playerToken, gameCode, currency: 'CNY' };
  const debit = await vendorCall(app, 'debit', { ...base, transactionId: next('d'), amount: stake });
  if (debit.body.status !== 'OK') throw new Error(`debit: ${JSON.stringify(debit.body)}`);
  const credit = await vendorCall(app, 'credit', { ...base, transactionId: next('c'), amount: win, roundClosed: true });
  if (credit.body.status !== 'OK') throw new Error(`credit: ${JSON.stringify(credit.body)}`);
}

/** A vendor credit call replayed as is (same transaction id): the protocol answers the first answer and moves nothing. */
export async function playRoundWithReplay(
  app: FastifyInstance,
  db: Db,
  who: { memberId: number; merchantId: number },
  stake: string,
  win: string,
  now: Date,
): Promise<void> {
  const playerToken = await tokenFor(db, who, 'BGS_SLOT', 'real', now);
  const base = { roundId: next('round'), playerToken, gameCode: 'BGS_SLOT', currency: 'CNY' };
  await vendorCall(app, 'debit', { ...base, transactionId: next('d'), amount: stake });
  const credit = { ...base, transactionId: next('c'), amount: win, roundClosed: true };
  const first = await vendorCall(app, 'credit', credit);
  const again = await vendorCall(app, 'credit', credit);
  if (first.body.status !== 'OK' || JSON.stringify(again.body) !== JSON.stringify(first.body))
    throw new Error('replayed credit answered differently');
}

/** A deposit of `amount` minor units credited at `now` (a pending order completed as success). @returns the order id. */
export async function deposit(
  db: Db,
  merchantId: number,
  memberId: number,
  amount: bigint,
  now: Date,
): Promise<number> {
  const [order] = await db
    .insert(depositOrders)
    .values({
      merchantId,
      memberId,
      orderNo: next('MO').slice(0, 32),
      channelCode: 'DEMOPAY',
      channelType: 'gateway',
      amount,
      currency: 'CNY',
      createdAt: now,
    })
    .returning({ id: depositOrders.id });
  await completeDeposit(db, merchantId, { id: order!.id }, 'success', null, now);
  return order!.id;
}

/** Saves the merchant's reward settings as the defaults changed by `change` (through the core's save; the cache is refreshed). */
export async function setRewardSettings(
  db: Db,
  merchantId: number,
  change: (s: RewardSettingsBody) => void,
): Promise<void> {
  await changeRewardSettings(db, merchantId, (s) => {
    Object.assign(s, structuredClone(DEFAULT_REWARD_SETTINGS));
    change(s);
  });
}

/** Rows of a raw query. */
export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
