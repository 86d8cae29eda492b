/**
 * The idempotency store of the protocol (docs/vendor-protocol.md section 4, "Idempotency"):
 * every debit, credit and rollback is kept by (integration, transactionId) with the fields that
 * must match on a replay and the first answer. The fields are the money fields only: protocol
 * v1.1's informational `lottery` detail of a debit or credit is not compared, so a retry that
 * describes the ticket differently still answers as a replay and moves nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import isEqual from 'fast-deep-equal';
import type { Db } from '../../db/open.ts';
import { gameRounds, vendorTransactions } from '../../db/schema.ts';
import { ProtocolError } from './errors.ts';

export type VendorTxRow = typeof vendorTransactions.$inferSelect;
export type TxKind = 'debit' | 'credit' | 'rollback';
export type Answer = Record<string, unknown>;

/** The ledger idempotency key of a protocol call: `vendor:<integration>:<transactionId>`. */
export const ledgerKey = (integrationCode: string, transactionId: string, suffix = ''): string =>
  `vendor:${integrationCode}:${transactionId}${suffix}`;

/** The row of (integration, transactionId), locked for the rest of the transaction. */
export async function lockTransaction(
  tx: Db,
  integrationCode: string,
  transactionId: string,
): Promise<VendorTxRow | null> {
  const [row] = await tx
    .select()
    .from(vendorTransactions)
    .where(
      and(eq(vendorTransactions.integrationCode, integrationCode), eq(vendorTransactions.transactionId, transactionId)),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * The answer to a call whose id was seen before: the first answer for a replay with the same
 * kind and fields; TRANSACTION_ROLLED_BACK for a debit whose id a rollback blocked.
 * @throws ProtocolError DUPLICATE_TRANSACTION when the kind or a field differs.
 */
export function replay(existing: VendorTxRow, kind: TxKind, fields: Answer): Answer {
  if (existing.kind === 'tombstone' && kind === 'debit')
    throw new ProtocolError('TRANSACTION_ROLLED_BACK', 'this transactionId was rolled back before the debit arrived');
  if (existing.kind !== kind || !isEqual(existing.fields, fields))
    throw new ProtocolError('DUPLICATE_TRANSACTION', 'transactionId was used with other fields');
  return existing.response;
}

export interface NewRecord {
  integrationCode: string;
  transactionId: string;
  kind: VendorTxRow['kind'];
  fields: Answer;
  response: Answer;
  roundRef?: number | null;
  amountMinor?: bigint;
  transferId?: string | null;
}

/** Stores a call and its answer. */
export async function saveTransaction(tx: Db, record: NewRecord): Promise<void> {
  await tx.insert(vendorTransactions).values(record);
}

/** What a call changes on its round (the columns of game_rounds), written with its record. */
export type RoundChange = Partial<
  Pick<typeof gameRounds.$inferInsert, 'stakeMinor' | 'winMinor' | 'status' | 'settledAt' | 'lottery'>
>;

/**
 * Stores a call and its answer and, in the same statement, applies `change` to round `roundId`
 * (the last two writes of a debit, credit or rollback: one exchange with the database instead of
 * two). Same rows as an UPDATE of the round followed by {@link saveTransaction}.
 */
export async function saveWithRound(tx: Db, record: NewRecord, roundId: number, change: RoundChange): Promise<void> {
  const update = tx.update(gameRounds).set(change).where(eq(gameRounds.id, roundId));
  const insert = tx.insert(vendorTransactions).values(record);
  await tx.execute(sql`with round_change as (${update.getSQL()}) ${insert.getSQL()}`);
}
