/**
 * What the seamless wallet's handlers (./wallet.ts) and its settling half (./settle.ts) share:
 * their dependencies, the outcome of one transaction, the ledger accounts a round moves money
 * between (the member's wallet and the member's account with the vendor) and the balance the
 * wallet answers with (docs/vendor-protocol.md section 4).
 */
import type { Db } from '../../db/open.ts';
import { accountKey, balanceOf, type AccountRef, type TransferResult } from '../../ledger/index.ts';
import { fromMinor } from '../../../contract/money.ts';
import type { Answer } from './records.ts';
import type { AfterCommit } from '../rewards/hooks.ts';

/** The database and clock the wallet handlers run with. */
export interface WalletDeps {
  db: Db;
  now: () => Date;
}

/** What a handler did inside its transaction: the answer and the transfers to announce after commit. */
export interface Outcome {
  answer: Answer;
  transfers: TransferResult[];
  /** Work after the commit (the rewards' live counts and notices: server/services/rewards/events.ts). */
  after?: AfterCommit[];
}

/** The member's wallet account in the ledger. */
export const memberRef = (memberId: number): AccountRef => ({ kind: 'member', memberId });
/** The member's account with the vendor (integration `integrationCode`): the stakes at risk. */
export const vendorRef = (integrationCode: string, memberId: number): AccountRef => ({
  kind: 'vendor',
  vendorCode: integrationCode,
  memberId,
});

/** The member's wallet balance after `transfers` (or read from the ledger when none moved it). */
export async function walletBalance(
  tx: Db,
  merchantId: number,
  memberId: number,
  transfers: TransferResult[],
): Promise<string> {
  const key = accountKey(memberRef(memberId));
  for (let i = transfers.length - 1; i >= 0; i--) {
    const value = transfers[i]!.balances[key];
    if (value !== undefined) return fromMinor(value);
  }
  return fromMinor(await balanceOf(tx, { ...memberRef(memberId), merchantId }));
}
