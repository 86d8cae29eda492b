/**
 * The merchant's contract rules beside the consolidated settings (docs/contracts.md "Kinds and
 * switches"): `merchant_contract_policy`, set in the operator console. A merchant without a row
 * has every switch off.
 */
import { eq } from 'drizzle-orm';
import type { ContractPolicy } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { merchantContractPolicy } from '../../db/schema.ts';

/** Every switch off: the policy of a merchant without a row. */
export const DEFAULT_POLICY: Readonly<ContractPolicy> = {
  dividendApproval: false,
  carryForward: false,
  allowMemberContracts: false,
};

/** The merchant's contract policy. */
export async function contractPolicy(db: Db, merchantId: number): Promise<ContractPolicy> {
  const [row] = await db
    .select()
    .from(merchantContractPolicy)
    .where(eq(merchantContractPolicy.merchantId, merchantId))
    .limit(1);
  return row
    ? {
        dividendApproval: row.dividendApproval,
        carryForward: row.carryForward,
        allowMemberContracts: row.allowMemberContracts,
      }
    : { ...DEFAULT_POLICY };
}

/** Writes the merchant's contract policy (insert or replace). @returns the policy as saved. */
export async function saveContractPolicy(
  db: Db,
  merchantId: number,
  policy: ContractPolicy,
  now: Date,
): Promise<ContractPolicy> {
  const values = {
    dividendApproval: policy.dividendApproval,
    carryForward: policy.carryForward,
    allowMemberContracts: policy.allowMemberContracts,
    updatedAt: now,
  };
  await db
    .insert(merchantContractPolicy)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({ target: merchantContractPolicy.merchantId, set: values });
  return contractPolicy(db, merchantId);
}
