/**
 * The merchant's payments desk settings (console tab "Payments"), re-exported by ./schema.ts:
 * the withdrawal amount above which a withdrawal needs a second staff member's approval
 * (maker-checker, server/services/operator/approvals.ts). Money in minor units; 0 means every
 * withdrawal is approved by one person.
 */
import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { merchants } from './siteSchema.ts';

export const merchantPaymentDesk = pgTable('merchant_payment_desk', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  /** Minor units; a withdrawal of more than this needs two approvals. 0: off. */
  withdrawalApprovalThreshold: bigint('withdrawal_approval_threshold', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The staff member (operators.id) who saved last; null before any save. */
  updatedBy: integer('updated_by'),
});
