/**
 * Money settings of a merchant (server table merchant_money_settings, so operators change them
 * without a redeploy): withdrawal limits, the unconfirmed-withdrawal minutes (spec sections 4 and
 * 9), upline transfer limits and the demo gateway's HMAC secret. A merchant without a row gets
 * the defaults (and a random gateway secret), written on first use.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { merchantMoneySettings } from '../../db/schema.ts';

export type MoneySettings = typeof merchantMoneySettings.$inferSelect;

/** Defaults in minor units of a 2-decimal currency. */
export const DEFAULT_MONEY_SETTINGS = {
  withdrawMin: 10_000n, // 100.00
  withdrawMax: 5_000_000n, // 50,000.00
  withdrawDailyMax: 20_000_000n, // 200,000.00
  confirmMinutes: 60,
  uplineMin: 100n, // 1.00
  uplineMax: 5_000_000n, // 50,000.00
} as const;

/** The merchant's money settings (created with the defaults when missing). */
export async function moneySettings(db: Db, merchantId: number): Promise<MoneySettings> {
  const [row] = await db
    .select()
    .from(merchantMoneySettings)
    .where(eq(merchantMoneySettings.merchantId, merchantId))
    .limit(1);
  if (row) return row;
  await db
    .insert(merchantMoneySettings)
    .values({ merchantId, ...DEFAULT_MONEY_SETTINGS, gatewaySecret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [created] = await db
    .select()
    .from(merchantMoneySettings)
    .where(eq(merchantMoneySettings.merchantId, merchantId))
    .limit(1);
  return created!;
}
