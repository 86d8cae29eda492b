/**
 * Refusals of the vendor protocol (docs/vendor-protocol.md section 7). A refusal is an answer,
 * not an exception to the client: `{ status, message }` with the HTTP status of the table.
 */

export type ProtocolStatus =
  | 'INVALID_REQUEST'
  | 'INVALID_SIGNATURE'
  | 'UNKNOWN_VENDOR'
  | 'INVALID_TOKEN'
  | 'INSUFFICIENT_FUNDS'
  | 'RESPONSIBLE_GAMING_LIMIT'
  | 'DUPLICATE_TRANSACTION'
  | 'TRANSACTION_ROLLED_BACK'
  | 'ROUND_NOT_FOUND'
  | 'ROUND_CLOSED'
  | 'ROLLBACK_NOT_ALLOWED'
  | 'CURRENCY_MISMATCH'
  | 'GAME_NOT_FOUND'
  | 'GAME_MAINTENANCE'
  | 'DRAW_CONFLICT'
  | 'INTERNAL_ERROR';

/** HTTP status per refusal; business refusals are 200 (section 4). */
export const HTTP_STATUS: Record<ProtocolStatus, number> = {
  INVALID_REQUEST: 400,
  INVALID_SIGNATURE: 401,
  UNKNOWN_VENDOR: 401,
  INVALID_TOKEN: 200,
  INSUFFICIENT_FUNDS: 200,
  RESPONSIBLE_GAMING_LIMIT: 200,
  DUPLICATE_TRANSACTION: 200,
  TRANSACTION_ROLLED_BACK: 200,
  ROUND_NOT_FOUND: 200,
  ROUND_CLOSED: 200,
  ROLLBACK_NOT_ALLOWED: 200,
  CURRENCY_MISMATCH: 200,
  GAME_NOT_FOUND: 200,
  GAME_MAINTENANCE: 200,
  /** v1.1 draw feed: a draw going back (drawn to open) or re-sent drawn with other numbers or seed (docs/lottery.md section 4). */
  DRAW_CONFLICT: 200,
  INTERNAL_ERROR: 500,
};

/** A refusal thrown inside a handler and turned into `{ status, message }`. */
export class ProtocolError extends Error {
  constructor(
    readonly status: ProtocolStatus,
    message: string,
  ) {
    super(message);
    this.name = 'ProtocolError';
  }
}

/** The answer body of a refusal (schemas/vendor/error.json). */
export const refusal = (status: ProtocolStatus, message: string) => ({ status, message });
