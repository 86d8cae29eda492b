/**
 * Helpers of the vendor protocol tests: signed calls as a vendor makes them
 * (docs/vendor-protocol.md section 2, computed here with node:crypto independently of the
 * server's signing module), a funded demo member and a player token.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../server/db/open.ts';
import { games, members } from '../../../../server/db/schema.ts';
import { transfer } from '../../../../server/ledger/index.ts';
import { issueToken } from '../../../../server/services/vendor-protocol/tokens.ts';

export const SECRET = 'dev-only-bgs-secret-0123456789abcdef';

export interface VendorAnswer {
  status: number;
  body: Record<string, unknown> & { status: string };
  signature: string | undefined;
  raw: string;
}

/** POSTs `message` to /api/vendor/v1/<op>, signed with `secret` (or with a given signature). */
export async function vendorCall(
  app: FastifyInstance,
  op: string,
  message: unknown,
  opts: { secret?: string; signature?: string; vendor?: string } = {},
): Promise<VendorAnswer> {
  const raw = typeof message === 'string' ? message : JSON.stringify(message);
  const signature =
    opts.signature ??
    createHmac('sha256', opts.secret ?? SECRET)
      .update(raw)
      .digest('hex');
  const res = await app.inject({
    method: 'POST',
    url: `/api/vendor/v1/${op}`,
    headers: { 'content-type': 'application/json', 'x-vendor-code': opts.vendor ?? 'BGS', 'x-signature': signature },
    payload: raw,
  });
  return {
    status: res.statusCode,
    body: res.json(),
    signature: res.headers['x-signature'] as string | undefined,
    raw: res.body,
  };
}

/** demo01's member id and merchant. */
export async function demoMember(db: Db, username = 'demo01'): Promise<{ memberId: number; merchantId: number }> {
  const [m] = await db
    .select({ id: members.id, merchantId: members.merchantId })
    .from(members)
    .where(eq(members.username, username));
  return { memberId: m!.id, merchantId: m!.merchantId };
}

/** Moves `amount` minor units from the house to the member (test funding through the ledger). */
export async function fund(db: Db, merchantId: number, memberId: number, amount: bigint, key: string): Promise<void> {
  await transfer(db, {
    merchantId,
    idempotencyKey: `test-fund:${key}`,
    debit: { kind: 'house' },
    credit: { kind: 'member', memberId },
    amount,
    currency: 'CNY',
    reason: 'test.fund',
  });
}

/** A player token for `gameCode` (a launch without the launch route). */
export async function tokenFor(
  db: Db,
  who: { memberId: number | null; merchantId: number },
  gameCode = 'BGS_SLOT',
  mode: 'real' | 'trial' = 'real',
  now = new Date(),
): Promise<string> {
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.gameCode, gameCode));
  return (
    await issueToken(db, {
      merchantId: who.merchantId,
      memberId: who.memberId,
      integrationCode: 'BGS',
      gameId: game!.id,
      mode,
      currency: 'CNY',
      now,
    })
  ).token;
}
