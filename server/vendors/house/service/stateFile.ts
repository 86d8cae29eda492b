/**
 * The vendor's own memory of open bets (sports fixtures and lottery draws with their secret
 * seeds, the bets waiting for them, recent results, unfinished blackjack hands, the scheduled
 * draws and their tickets, the draw feed's unsent messages), kept in one JSON file so that a restart
 * still settles every bet that was debited (one process; several processes share the vendor's
 * database instead: ../store). Written atomically (temporary file, then rename); amounts (bigint)
 * are stored as `{ "$big": "123" }`, the one codec of the vendor's saved state
 * ({@link encodeState} / {@link decodeState}, also used for the database's jsonb snapshots).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DrawDeskSnapshot } from './drawDesk.ts';
import type { FeedEntry } from './drawFeed.ts';
import type { LotterySnapshot } from './lotteryDesk.ts';
import type { SavedHand } from './sessions.ts';
import type { SportsSnapshot } from './sportsBook.ts';

export interface HouseState {
  version: 1;
  sports: SportsSnapshot;
  /** The esports book (absent in files written before it existed). */
  esports?: SportsSnapshot;
  /** The cockfight (absent in files written before it existed). */
  cockfight?: SportsSnapshot;
  /** The one-minute ELOTT lottery (absent in files written before it existed). */
  elottery?: LotterySnapshot;
  lottery: LotterySnapshot;
  /** Unfinished blackjack hands (absent in files written before hands were kept). */
  hands?: SavedHand[];
  /** The scheduled draw games by game code: draws with their seeds, tickets (absent in files written before them). */
  draws?: Record<string, DrawDeskSnapshot>;
  /** Draw feed messages not yet answered (absent in files written before the feed). */
  feed?: FeedEntry[];
}

const replacer = (_key: string, value: unknown) => (typeof value === 'bigint' ? { $big: value.toString() } : value);
const reviver = (_key: string, value: unknown) =>
  value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  typeof (value as { $big?: unknown }).$big === 'string' &&
  Object.keys(value).length === 1
    ? BigInt((value as { $big: string }).$big)
    : value;

/** JSON text of `value` with every bigint written as `{ "$big": "<decimal>" }`. */
export function encodeState(value: unknown): string {
  return JSON.stringify(value, replacer);
}

/**
 * The value of JSON text written by {@link encodeState}: `{ "$big": "<decimal>" }` objects become bigints.
 * @throws SyntaxError when `text` is not JSON (or a `$big` is not a decimal integer).
 */
export function decodeState<T = unknown>(text: string): T {
  return JSON.parse(text, reviver) as T;
}

/** Saves `state` to `file` (creating its folder). */
export function saveState(file: string, state: HouseState): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, encodeState(state));
  renameSync(tmp, file);
}

/**
 * The state saved in `file`, or null when there is none.
 * @throws Error when the file exists but is not a state of this version (never silently dropped:
 *   it holds debited bets).
 */
export function loadState(file: string): HouseState | null {
  if (!existsSync(file)) return null;
  const state = decodeState<HouseState>(readFileSync(file, 'utf8'));
  if (state?.version !== 1 || !state.sports || !state.lottery)
    throw new Error(`${file} is not a house vendor state file`);
  return state;
}
