/**
 * The demo payment gateway (README "Member center and header wallet"): a stand-in for a third-party payment provider,
 * served by this server at /pay/demo (server/routes/payment-gateway). It keeps its own orders
 * (gateway_orders), shows the payer a checkout page with Pay and Fail, and tells the platform
 * the outcome with a callback signed `X-Signature: hex(HMAC-SHA256(secret, rawBody))`, the secret
 * being the merchant's gateway secret (merchant_money_settings). The platform side checks the
 * signature ({@link verifySignature}) and completes the deposit idempotently.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { gatewayOrders, merchants } from '../../db/schema.ts';

export type GatewayOrderRow = typeof gatewayOrders.$inferSelect;

/** The callback body the gateway posts to the platform (contract/types.ts). */
export type { GatewayCallback } from '../../../contract/types.ts';

/** Path of the checkout page of a gateway order. */
export const checkoutUrl = (gatewayOrderId: string) => `/pay/demo/checkout/${gatewayOrderId}`;

/** Opens a gateway order for a platform order. @returns the gateway's order id. */
export async function createGatewayOrder(
  db: Db,
  input: { merchantId: number; merchantOrderNo: string; amount: bigint; currency: string; returnUrl: string },
): Promise<string> {
  const id = `gw_${randomBytes(12).toString('hex')}`;
  await db.insert(gatewayOrders).values({ id, ...input });
  return id;
}

/** A gateway order by id, or null. */
export async function gatewayOrder(db: Db, id: string): Promise<GatewayOrderRow | null> {
  const [row] = await db.select().from(gatewayOrders).where(eq(gatewayOrders.id, id)).limit(1);
  return row ?? null;
}

/**
 * The payer pressed Pay or Fail: a created order becomes PAID or FAILED (a settled order keeps
 * its outcome; pressing again re-sends the same callback, as real gateways retry).
 * @returns the settled order, or null when unknown.
 */
export async function settleGatewayOrder(
  db: Db,
  id: string,
  status: 'PAID' | 'FAILED',
  now: Date,
): Promise<GatewayOrderRow | null> {
  await db
    .update(gatewayOrders)
    .set({ status, completedAt: now })
    .where(and(eq(gatewayOrders.id, id), eq(gatewayOrders.status, 'created')));
  return gatewayOrder(db, id);
}

/** Hex HMAC-SHA256 of a raw body. */
export function sign(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time check of a callback signature. */
export function verifySignature(secret: string, rawBody: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(sign(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

/** The merchant name the checkout page shows for an order of merchant `merchantId` ('' when there is no such merchant). */
export async function checkoutMerchantName(db: Db, merchantId: number): Promise<string> {
  const [row] = await db.select({ name: merchants.name }).from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  return row?.name ?? '';
}
