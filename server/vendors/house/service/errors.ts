/**
 * Errors the game endpoints answer: `{ error: CODE }` with a 4xx (bad input, a refusal of the
 * platform) or 503 (the platform could not be reached; the bet was rolled back). The browser
 * clients show a localised text per code; internals never leak. A refused line of a lottery slip
 * also names the line: `{ error: CODE, line: index }` (docs/lottery.md section 7).
 */
export type HouseErrorCode =
  | 'INVALID_REQUEST'
  | 'SESSION_NOT_FOUND'
  | 'WRONG_GAME'
  | 'INSUFFICIENT_FUNDS'
  | 'RESPONSIBLE_GAMING_LIMIT'
  | 'INVALID_TOKEN'
  | 'BETTING_CLOSED'
  | 'DRAW_NOT_FOUND'
  | 'HAND_IN_PROGRESS'
  | 'NO_HAND'
  | 'BET_REFUSED'
  | 'PLATFORM_UNAVAILABLE';

const STATUS: Record<HouseErrorCode, number> = {
  INVALID_REQUEST: 400,
  SESSION_NOT_FOUND: 401,
  WRONG_GAME: 403,
  INSUFFICIENT_FUNDS: 409,
  RESPONSIBLE_GAMING_LIMIT: 409,
  INVALID_TOKEN: 401,
  BETTING_CLOSED: 409,
  DRAW_NOT_FOUND: 404,
  HAND_IN_PROGRESS: 409,
  NO_HAND: 409,
  BET_REFUSED: 409,
  PLATFORM_UNAVAILABLE: 503,
};

export class HouseError extends Error {
  readonly statusCode: number;
  /**
   * @param detail what went wrong, for logs (never sent).
   * @param line the index of the slip line refused (lottery slips).
   */
  constructor(
    readonly code: HouseErrorCode,
    detail?: string,
    readonly line?: number,
  ) {
    super(detail ?? code);
    this.name = 'HouseError';
    this.statusCode = STATUS[code];
  }
}

/** Maps a platform refusal (docs/vendor-protocol.md section 7) to what the player is told. */
export function refusalOf(status: string): HouseError {
  if (status === 'INSUFFICIENT_FUNDS') return new HouseError('INSUFFICIENT_FUNDS');
  if (status === 'RESPONSIBLE_GAMING_LIMIT') return new HouseError('RESPONSIBLE_GAMING_LIMIT');
  if (status === 'INVALID_TOKEN') return new HouseError('INVALID_TOKEN');
  return new HouseError('BET_REFUSED', status);
}
