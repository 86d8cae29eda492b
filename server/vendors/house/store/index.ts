/**
 * The in-house vendor's state in its own PostgreSQL database (HOUSE_DATABASE_URL), so that several
 * vendor processes behave as one vendor (docs/scaling.md "The vendor tier"): sessions
 * (./sessions.ts), books and desks (./books.ts), the draw feed's queue (./feed.ts), the trial
 * wallet; tables made at start-up (./tables.ts). Without it the vendor keeps its memory in one
 * process and its state file (../service/stateFile.ts).
 */
import pg from 'pg';
import type { PlatformClient } from '../service/platformClient.ts';
import type { TrialWallet } from '../service/wallet.ts';
import { DatabaseBooks } from './books.ts';
import { DatabaseDrawFeed } from './feed.ts';
import { databaseTrial, DatabaseSessions } from './sessions.ts';
import { ensureHouseTables } from './tables.ts';

/** Connections per vendor process: a change per book may hold one for its length (nine books), plus reads, sessions and the feed. */
export const POOL_SIZE = 20;

export interface HouseStore {
  pool: pg.Pool;
  books: DatabaseBooks;
  sessions: DatabaseSessions;
  trial: TrialWallet;
  /** The draw feed over the database's queue. */
  feed(
    client: PlatformClient,
    urls: readonly string[],
    log?: (message: string, detail: Record<string, unknown>) => void,
  ): DatabaseDrawFeed;
  /** One round trip to the database (the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Where the store reports what goes wrong in the background. */
export type StoreLog = (message: string, detail: Record<string, unknown>) => void;

/**
 * Connects to the vendor's database and makes its tables when missing.
 * @param now the service's clock (ms).
 * @throws Error naming the database (without its password) when it cannot be reached or prepared.
 */
export async function openHouseStore(options: { url: string; now: () => number; log?: StoreLog }): Promise<HouseStore> {
  const log = options.log ?? (() => undefined);
  let shown = 'HOUSE_DATABASE_URL';
  try {
    const u = new URL(options.url);
    shown = `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    // not a URL: pg will say so
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: POOL_SIZE,
    connectionTimeoutMillis: 10_000,
    application_name: 'house-vendor',
  });
  pool.on('error', (err) => log('house database connection lost', { err: err.message }));
  try {
    await ensureHouseTables(pool);
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw new Error(`the vendor's database ${shown} cannot be used: ${(err as Error).message}`, { cause: err });
  }
  const books = new DatabaseBooks(pool);
  let closed = false;
  return {
    pool,
    books,
    sessions: new DatabaseSessions(pool, options.now, log),
    trial: databaseTrial(pool, options.now),
    feed: (client, urls, feedLog) => new DatabaseDrawFeed(pool, books, client, urls, feedLog),
    ping: async () => {
      await pool.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
