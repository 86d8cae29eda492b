/**
 * Helpers of the reward center, rebate and VIP tests: a fresh funded player with a session, real
 * vendor protocol rounds (signed debit then a closing credit, as a vendor plays them) in any
 * seeded in-house game category, the live events a member receives, and ledger counts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../server/db/open.ts';
import { subscribe, type LiveEvent } from '../../../../server/services/events/index.ts';
import { addMember, sessionOf, uniqueName } from '../agent/support.ts';
import type { TestApp } from '../../support/testApp.ts';
import { demoMember, fund, tokenFor, vendorCall } from '../vendor-protocol/support.ts';

/** Seeded in-house games by category (server/db/seed/play.ts). */
export const GAME_OF = {
  BGS: 'BGS_SLOT',
  LIVE: 'BGS_BACCARAT',
  FISH: 'BGS_FISH',
  PVP: 'BGS_PVP',
  SPORTS: 'BGS_SPORTS',
  LOTT: 'BGS_LOTTO',
  ESPORTS: 'BGS_ESPORTS',
  COCKFIGHT: 'BGS_COCK',
  ELOTT: 'BGS_ELOTT',
} as const;
export type PlayCategory = keyof typeof GAME_OF;

export interface Player {
  memberId: number;
  merchantId: number;
  /** A member-center session token. */
  session: string;
}

/** A new player (type 0) of DEMO under demo01's upline, funded with `funds` minor units. */
export async function newPlayer(db: Db, funds = 10_000_000n, now = new Date()): Promise<Player> {
  const demo = await demoMember(db);
  const memberId = await addMember(db, demo.merchantId, uniqueName('rw'), 0, null);
  if (funds > 0n) await fund(db, demo.merchantId, memberId, funds, `rw-${memberId}`);
  return { memberId, merchantId: demo.merchantId, session: await sessionOf(db, memberId, now) };
}

let n = 0;
/** Player tokens per database (two apps of one test file clone the same template: the same member ids) and member:game. */
const tokensOf = new WeakMap<Db, Map<string, string>>();

/**
 * One round through the vendor protocol: a debit of `stake` then a closing credit of `win`
 * (decimal strings), in the game of `category`. Throws when the vendor answer is not OK.
 */
export async function playRound(
  t: TestApp,
  p: Player,
  category: PlayCategory,
  stake: string,
  win = '0',
  now = new Date(),
): Promise<void> {
  const gameCode = GAME_OF[category];
  const key = `${p.memberId}:${gameCode}`;
  let tokens = tokensOf.get(t.db);
  if (!tokens) tokensOf.set(t.db, (tokens = new Map()));
  let playerToken = tokens.get(key);
  if (!playerToken) {
    playerToken = await tokenFor(t.db, p, gameCode, 'real', now);
    tokens.set(key, playerToken);
  }
  const roundId = `rw-round-${p.memberId}-${++n}`;
  const debit = await vendorCall(t.app, 'debit', {
    transactionId: `rw-d-${n}`,
    roundId,
    playerToken,
    gameCode,
    amount: stake,
    currency: 'CNY',
  });
  if (debit.body.status !== 'OK') throw new Error(`debit ${stake}: ${JSON.stringify(debit.body)}`);
  const credit = await vendorCall(t.app, 'credit', {
    transactionId: `rw-c-${n}`,
    roundId,
    playerToken,
    gameCode,
    amount: win,
    currency: 'CNY',
    roundClosed: true,
  });
  if (credit.body.status !== 'OK') throw new Error(`credit ${win}: ${JSON.stringify(credit.body)}`);
}

/** Collects the live events of `memberId` until `stop()`. */
export function liveEvents(memberId: number): { events: LiveEvent[]; stop: () => void } {
  const events: LiveEvent[] = [];
  const stop = subscribe((e) => {
    if (e.memberId === memberId) events.push(e);
  });
  return { events, stop };
}

/** Rows of a raw query. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Ledger transfers of reason `bonus` to `memberId`. */
export async function bonusTransfers(db: Db, memberId: number): Promise<{ id: number; amount: string; key: string }[]> {
  return rows(
    db,
    sql`select t.id, t.amount::text as amount, t.idempotency_key as key from ledger_transfers t join ledger_accounts c on c.id = t.credit_account_id
      where t.reason = 'bonus' and c.key = ${`member:${memberId}`} order by t.id`,
  );
}
