/**
 * What the two PVP games share (docs/pvp.md "Common to both games"): the seats of a table, the
 * refusal an action gets, the start checks of a hand and the rake rule.
 */

/** Seats at a table. */
export const PVP_MAX_SEATS = 5;
/** The fewest members a hand needs. */
export const PVP_MIN_PLAYERS = 2;

/** A refused action, with a stable code the service turns into the protocol's error. */
export class PvpActionError extends Error {
  constructor(
    readonly code: 'NOT_YOUR_TURN' | 'NOT_SEATED' | 'OPTION_NOT_ALLOWED' | 'HAND_OVER',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The seats of a hand in ascending order: 2..5 distinct seats 1..5 (a hand's start, and the
 * verifier's replay of its deal).
 * @throws RangeError otherwise.
 */
export function handSeats(seats: readonly number[]): number[] {
  const sorted = [...seats].sort((a, b) => a - b);
  if (sorted.length < PVP_MIN_PLAYERS || sorted.length > PVP_MAX_SEATS)
    throw new RangeError(`a hand needs ${PVP_MIN_PLAYERS}..${PVP_MAX_SEATS} members`);
  if (new Set(sorted).size !== sorted.length || sorted.some((s) => !Number.isInteger(s) || s < 1 || s > PVP_MAX_SEATS))
    throw new RangeError(`seats are distinct, 1..${PVP_MAX_SEATS}`);
  return sorted;
}

/**
 * The members of a hand sorted by seat, checked as {@link handSeats}, with a positive base, a rake of
 * 0..9999 basis points and every balance at least `minimum` (minor units).
 * @throws RangeError otherwise.
 */
export function handMembers<T extends { seat: number; balance: bigint }>(
  members: readonly T[],
  base: bigint,
  rakeBp: number,
  minimum: bigint,
): T[] {
  handSeats(members.map((m) => m.seat));
  if (base <= 0n || !Number.isInteger(rakeBp) || rakeBp < 0 || rakeBp >= 10_000)
    throw new RangeError('a positive base and a rake of 0..9999 basis points');
  if (members.some((m) => m.balance < minimum)) throw new RangeError('a balance below the minimum');
  return [...members].sort((a, b) => a.seat - b.seat);
}

/** The member at `seat` of a hand. @throws PvpActionError NOT_SEATED when none. */
export function seatIn<T extends { seat: number }>(seats: readonly T[], seat: number): T {
  const s = seats.find((x) => x.seat === seat);
  if (!s) throw new PvpActionError('NOT_SEATED', `seat ${seat} is not in this hand`);
  return s;
}

/** The rake of a result: `rakeBp` basis points of a positive result, rounded down; 0 otherwise. */
export const rakeOf = (result: bigint, rakeBp: number): bigint =>
  result > 0n ? (result * BigInt(rakeBp)) / 10_000n : 0n;
