/**
 * The in-house vendor's own tables (docs/scaling.md "The vendor tier"), in the vendor's database
 * (HOUSE_DATABASE_URL): made by the first vendor process that starts (CREATE ... IF NOT EXISTS under
 * an advisory transaction lock, so processes starting together do not race), outside the
 * platform's Drizzle migrations: the vendor is its own business with its own database. The names
 * start with `house_`, so the vendor may also share a database with something else.
 *
 * - house_books: one row per book or desk (sports, esports, cockfight, the two five-ball lotteries,
 *   the four scheduled draw games), its snapshot as jsonb (amounts `{ "$big": "123" }`, the state
 *   file's codec) and a version moved by every change;
 * - house_sessions: one row per launch: the launch fields, the seed pair (server seed, client seed,
 *   next nonce), the balance (trial: the virtual one; real: the last the platform answered), the
 *   unfinished blackjack hand, the creation time (the service's clock, ms) and a short lease
 *   (`busy_until`) held by the one blackjack call or sweep working on it;
 * - house_trial_moves: the trial wallet's moves by transaction id (each applied once);
 * - house_feed: draw feed messages not yet answered, per platform, in order (id).
 */
import type pg from 'pg';
import { runLockedDdl } from '../../../db/lockedDdl.ts';

/** The advisory lock class of the vendor's locks (pg_advisory_lock(int4, int4)): 'HOUS'. */
export const HOUSE_LOCK_CLASS = 0x484f5553;

const DDL = `
create table if not exists house_books (
  book text primary key,
  version bigint not null,
  snapshot jsonb not null,
  updated_at timestamptz not null default now()
);
create table if not exists house_sessions (
  id text primary key,
  launch jsonb not null,
  server_seed text not null,
  client_seed text not null,
  nonce integer not null default 0,
  balance bigint,
  hand jsonb,
  created_at bigint not null,
  busy_until timestamptz
);
create index if not exists house_sessions_created_at on house_sessions (created_at);
create table if not exists house_trial_moves (
  transaction_id text primary key,
  session_id text not null,
  amount bigint not null,
  created_at bigint not null
);
create index if not exists house_trial_moves_created_at on house_trial_moves (created_at);
create table if not exists house_feed (
  id bigserial primary key,
  url text not null,
  game_code text not null,
  draw_id text not null,
  status text not null,
  message jsonb not null,
  unique (url, game_code, draw_id, status)
);
`;

/** Creates the vendor's tables when missing (idempotent; safe from several processes at once). */
export async function ensureHouseTables(pool: pg.Pool): Promise<void> {
  await runLockedDdl(pool, HOUSE_LOCK_CLASS, DDL);
}
