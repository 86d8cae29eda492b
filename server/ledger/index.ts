/**
 * The ledger (README "Money"): double-entry transfers between accounts, in integer minor units.
 * Money only moves through {@link transfer}; balances are read with {@link balanceOf}.
 * Invariants are verified by {@link checkLedger} (`npm run ledger:check`).
 */
export { accountKey, balanceOf, NON_NEGATIVE_KINDS, POINTS_CURRENCY, type AccountRef } from './accounts.ts';
export { IdempotencyConflict, InsufficientFunds, InvalidTransfer, LedgerError } from './errors.ts';
export {
  notifyCommitted,
  onCommitted,
  transfer,
  transfers,
  type TransferInput,
  type TransferResult,
} from './transfer.ts';
export { checkLedger, type LedgerCheckReport } from './check.ts';
