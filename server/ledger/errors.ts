/** Typed ledger errors (contract: docs/api/member-center.md; README "Money"). */

/** Base class of every ledger refusal. */
export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** The debit account (a member, vendor or hold wallet) holds less than the amount; nothing moved. */
export class InsufficientFunds extends LedgerError {
  constructor(
    readonly accountKey: string,
    readonly balance: bigint,
    readonly amount: bigint,
  ) {
    super(`insufficient funds on ${accountKey}: balance ${balance}, amount ${amount}`);
    this.name = 'InsufficientFunds';
  }
}

/** The idempotency key was used before by a transfer with other fields (accounts, amount, currency, reason, reference); nothing moved. */
export class IdempotencyConflict extends LedgerError {
  constructor(
    readonly idempotencyKey: string,
    readonly transferId: number,
  ) {
    super(`idempotency key ${idempotencyKey} was used by transfer ${transferId} with other fields`);
    this.name = 'IdempotencyConflict';
  }
}

/** A request the ledger cannot carry out: a non-positive amount, the same account on both sides, a currency other than the account's. */
export class InvalidTransfer extends LedgerError {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTransfer';
  }
}
