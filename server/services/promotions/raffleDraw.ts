/**
 * The provably fair raffle draw (docs/promotions.md "Raffles", steps 1 and 2), pure: entrants ->
 * ticket ranges -> client seed -> winners, and the check anyone can run with the revealed seed.
 *
 * 1. Entrants with at least one ticket, ordered by entry id, get ticket numbers 1..N in that order
 *    (`firstTicket`); the client seed is the SHA-256 (hex) of the JSON of
 *    `[[entryId, firstTicket, tickets], ...]`.
 * 2. Prize slots in rank order (each prize `count` times, slot numbers 0, 1, 2, ...) draw a ticket
 *    number uniformly in 1..N from HMAC-SHA256(serverSeed, `${clientSeed}:${slot}:${cursor}`) read
 *    four bytes at a time as a big-endian uint32, rejecting values >= floor(2^32 / N) * N (no
 *    modulo bias), cursor + 1 for each new 32-byte block: the in-house games' construction
 *    (server/vendors/house/fair/rng.ts with the slot as the nonce). A ticket of an entrant who
 *    already won is drawn again from the same stream (one prize per member); once every entrant
 *    won, the remaining slots stay unawarded.
 */
import { createHash } from 'node:crypto';
import { fairRng } from '../../vendors/house/fair/rng.ts';

/** An entry taking part in the draw. */
export interface RaffleEntrantInput {
  entryId: number;
  memberId: number;
  /** Tickets earned (entries with 0 are left out of the draw). */
  tickets: number;
}

/** An entrant with its ticket numbers firstTicket .. firstTicket + tickets - 1. */
export interface TicketRange extends RaffleEntrantInput {
  firstTicket: number;
}

/** One awarded prize slot. */
export interface RaffleWin {
  /** The slot (0-based, prizes in rank order, each `count` times). */
  slot: number;
  /** The prize's rank: 1 = the first prize of the rule. */
  rank: number;
  entryId: number;
  memberId: number;
  /** The winning ticket number (1..totalTickets). */
  ticket: number;
}

/** SHA-256 hex of a string (the server seed's published hash; the client seed). */
export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Step 1: the entrants with tickets, ordered by entry id, numbered 1..N.
 * @param entrants in any order; entries with tickets <= 0 are dropped.
 */
export function ticketRanges(entrants: readonly RaffleEntrantInput[]): TicketRange[] {
  let next = 1;
  return entrants
    .filter((e) => e.tickets > 0)
    .slice()
    .sort((a, b) => a.entryId - b.entryId)
    .map((e) => {
      const range = { ...e, firstTicket: next };
      next += e.tickets;
      return range;
    });
}

/** The published entrants list the client seed hashes: `[[entryId, firstTicket, tickets], ...]` as JSON. */
export const entrantsJson = (ranges: readonly Pick<TicketRange, 'entryId' | 'firstTicket' | 'tickets'>[]): string =>
  JSON.stringify(ranges.map((r) => [r.entryId, r.firstTicket, r.tickets]));

/** Step 1: the client seed, SHA-256 hex of {@link entrantsJson}. */
export const clientSeedOf = (ranges: readonly Pick<TicketRange, 'entryId' | 'firstTicket' | 'tickets'>[]): string =>
  sha256Hex(entrantsJson(ranges));

/** The prize rank of each slot: `[1, 2, 2, 3]` for prizes of counts 1, 2 and 1. */
export const prizeSlots = (prizes: readonly { count: number }[]): number[] =>
  prizes.flatMap((p, i) => Array.from({ length: Math.max(0, p.count) }, () => i + 1));

/** The entrant holding ticket `ticket` (binary search over ranges ordered by firstTicket). */
function holderOf(ranges: readonly TicketRange[], ticket: number): TicketRange {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ranges[mid]!.firstTicket <= ticket) lo = mid;
    else hi = mid - 1;
  }
  return ranges[lo]!;
}

/**
 * Step 2: the winners of `slots` (prize ranks in slot order, {@link prizeSlots}) over `ranges`
 * ({@link ticketRanges}, numbered 1..N without gaps) with `serverSeed` and `clientSeed`.
 * Same inputs, same winners; no member wins twice; at most one slot per member (slots beyond the
 * number of distinct members stay unawarded).
 * @returns the awarded slots in slot order.
 */
export function drawWinners(
  serverSeed: string,
  clientSeed: string,
  ranges: readonly TicketRange[],
  slots: readonly number[],
): RaffleWin[] {
  const total = ranges.reduce((n, r) => n + r.tickets, 0);
  const members = new Set(ranges.map((r) => r.memberId));
  const won = new Set<number>();
  const wins: RaffleWin[] = [];
  if (total === 0) return wins;
  for (let slot = 0; slot < slots.length && won.size < members.size; slot++) {
    const rng = fairRng({ serverSeed, clientSeed, nonce: slot });
    for (;;) {
      const ticket = rng.int(total) + 1;
      const holder = holderOf(ranges, ticket);
      if (won.has(holder.memberId)) continue;
      won.add(holder.memberId);
      wins.push({ slot, rank: slots[slot]!, entryId: holder.entryId, memberId: holder.memberId, ticket });
      break;
    }
  }
  return wins;
}

/** The whole draw from the entrants: ranges, client seed and winners. */
export function runDraw(
  serverSeed: string,
  entrants: readonly RaffleEntrantInput[],
  prizes: readonly { count: number }[],
): { ranges: TicketRange[]; clientSeed: string; wins: RaffleWin[] } {
  const ranges = ticketRanges(entrants);
  const clientSeed = clientSeedOf(ranges);
  return { ranges, clientSeed, wins: drawWinners(serverSeed, clientSeed, ranges, prizeSlots(prizes)) };
}

/** What {@link verifyDraw} concludes. */
export interface DrawCheck {
  /** SHA-256(serverSeed) is the hash published before the draw. */
  hashMatches: boolean;
  /** The client seed recomputed from the published entrants is the stored one. */
  clientSeedMatches: boolean;
  /** The recomputed winners (entry and rank) are the stored ones. */
  winnersMatch: boolean;
  /** The winners recomputed from the revealed seed and the published entrants. */
  recomputed: RaffleWin[];
}

/**
 * Recomputes a finished draw from the revealed `serverSeed` and the published entrants (their
 * stored firstTicket and tickets) and compares with what was published and stored.
 * @param stored the entries that won with their prize rank, in any order.
 */
export function verifyDraw(input: {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  ranges: readonly TicketRange[];
  prizes: readonly { count: number }[];
  stored: readonly { entryId: number; rank: number }[];
}): DrawCheck {
  const ranges = input.ranges.slice().sort((a, b) => a.firstTicket - b.firstTicket);
  const clientSeed = clientSeedOf(ranges.slice().sort((a, b) => a.entryId - b.entryId));
  const recomputed = drawWinners(input.serverSeed, clientSeed, ranges, prizeSlots(input.prizes));
  const key = (w: { entryId: number; rank: number }) => `${w.entryId}:${w.rank}`;
  const a = recomputed.map(key).sort();
  const b = input.stored.map(key).sort();
  return {
    hashMatches: sha256Hex(input.serverSeed) === input.serverSeedHash,
    clientSeedMatches: clientSeed === input.clientSeed,
    winnersMatch: a.length === b.length && a.every((k, i) => k === b[i]),
    recomputed,
  };
}
