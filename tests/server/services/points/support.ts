/**
 * Helpers of the points mall tests (docs/promotions.md "Points (PTSYS3)"): members with a payment
 * password and points (a ledger transfer pointsPool -> points:<member> with reason points.earn,
 * as the points job would credit them), encrypted redeem and convert calls, an operator token and
 * ledger counts per reason.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../server/db/open.ts';
import { members } from '../../../../server/db/schema.ts';
import { POINTS_CURRENCY, transfer } from '../../../../server/ledger/index.ts';
import { hashPassword } from '../../../../server/services/auth/passwords.ts';
import { secureCall, type Answer } from '../../support/auth.ts';
import type { TestApp } from '../../support/testApp.ts';
import { newPlayer, type Player } from '../rewards/rewardCenterSupport.ts';
import { operatorSignIn } from '../../support/operator.ts';

export const PAY_PASSWORD = '135790';
let hash: Promise<string> | null = null;
let n = 0;

/** A fresh request id (schema: 8..64 of [A-Za-z0-9_-]). */
export const rid = (prefix = 'pts') => `${prefix}-${Date.now().toString(36)}-${(++n).toString(36)}`;

/** A new player with the payment password {@link PAY_PASSWORD} and `points` hundredths of points. */
export async function pointsPlayer(db: Db, points = 0n, funds = 10_000_000n, now = new Date()): Promise<Player> {
  const p = await newPlayer(db, funds, now);
  hash ??= hashPassword(PAY_PASSWORD);
  await db
    .update(members)
    .set({ paymentPasswordHash: await hash })
    .where(eq(members.id, p.memberId));
  if (points > 0n) await givePoints(db, p, points);
  return p;
}

/** Credits `points` hundredths to the player (pool -> member, reason points.earn). */
export async function givePoints(db: Db, p: Player, points: bigint): Promise<void> {
  await transfer(db, {
    merchantId: p.merchantId,
    idempotencyKey: `test-points:${p.memberId}:${++n}`,
    debit: { kind: 'pointsPool' },
    credit: { kind: 'points', memberId: p.memberId },
    amount: points,
    currency: POINTS_CURRENCY,
    reason: 'points.earn',
  });
}

/** POST points/redeem, encrypted. */
export function redeem(
  t: TestApp,
  p: Player,
  body: Record<string, unknown>,
  language: 'TW' | 'EN' = 'EN',
): Promise<Answer<any>> {
  return secureCall(
    t.app,
    'POST',
    '/api/points/redeem',
    { paymentPassword: PAY_PASSWORD, requestId: rid('rd'), quantity: 1, ...body },
    { token: p.session, language },
  );
}

/** POST points/convert, encrypted. */
export function convert(
  t: TestApp,
  p: Player,
  body: Record<string, unknown>,
  language: 'TW' | 'EN' = 'EN',
): Promise<Answer<any>> {
  return secureCall(
    t.app,
    'POST',
    '/api/points/convert',
    { paymentPassword: PAY_PASSWORD, requestId: rid('cv'), ...body },
    { token: p.session, language },
  );
}

/** An operator token of DEMO (the seeded operator). */
export async function operatorToken(t: TestApp): Promise<string> {
  return operatorSignIn(t.app);
}

/** Sum and count of the ledger transfers of `reason` touching points:<memberId> (or every account when null). */
export async function pointsTransfers(
  db: Db,
  reason: string,
  memberId: number | null = null,
): Promise<{ n: number; total: bigint }> {
  const key = memberId === null ? null : `points:${memberId}`;
  const result =
    (await db.execute(sql`select count(*)::int as n, coalesce(sum(t.amount), 0)::text as total from ledger_transfers t
    join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
    where t.reason = ${reason} and (${key}::text is null or d.key = ${key} or c.key = ${key})`)) as unknown as {
      rows: { n: number; total: string }[];
    };
  return { n: result.rows[0]!.n, total: BigInt(result.rows[0]!.total) };
}

/** A points item body for the console (whole points per unit). */
export const itemBody = (over: Record<string, unknown> = {}) => ({
  name: { TW: '測試禮品', EN: 'Test gift' },
  description: { TW: '禮品說明', EN: 'A gift' },
  image: null,
  exchangeType: 'gift',
  points: 10,
  amountRequired: '0.00',
  stock: 10,
  perMemberLimit: null,
  needsDelivery: false,
  active: true,
  sort: 0,
  ...over,
});
