/**
 * The books and desks of several vendor processes on one database (docs/scaling.md "The vendor
 * tier"): each book is one row of house_books (its snapshot, a version), and each process keeps
 * a copy of it, the object the routes and the tick call.
 *
 * - A change (a bet, a slip, a draw, a void, a settlement tick) takes the book's advisory lock
 *   (session level, on a connection held for the change: a process that dies loses it), brings
 *   the copy up to date when the row's version moved (restore), runs, and writes the snapshot at
 *   every `onChange` the book calls, as the state file is written: the write's `version = $seen`
 *   check refuses a copy that lost its lock. Money calls of the book wait for its writes first
 *   (HouseWallet `before`), so a slip is saved as placing before its first debit and a result
 *   before its payouts, as with the file. The book's draw feed messages are written in the same
 *   transaction as the snapshot that made them (./feed.ts). One change per book at a time in a
 *   process (the others queue), one across processes (the lock; a request waits at most
 *   LOCK_WAIT_MS, then answers PLATFORM_UNAVAILABLE, 503: nothing moved).
 * - A read (board, state, results, tickets) uses the copy, refreshed when the row's version moved
 *   (one `select version` per read). A read that would change the book (a draw due, a fixture to
 *   schedule: new seeds) is run again as a change, so every seed and sheet is made once, under
 *   the lock, and seen the same by every process. While a change of this process holds the book,
 *   a read uses its copy once it is loaded (waits its turn before, or after a failure).
 * - Settlement ticks take the lock without waiting (a process holding it is doing that work), or
 *   wait when asked (tests, the test clock).
 * A failed change (or write) leaves the copy marked stale: the next use reloads the row.
 */
import type pg from 'pg';
import { HouseError } from '../service/errors.ts';
import type { BookAccess } from '../service/bookAccess.ts';
import type { FeedEntry } from '../service/drawFeed.ts';
import { decodeState, encodeState } from '../service/stateFile.ts';
import { HOUSE_LOCK_CLASS } from './tables.ts';

/** How long a request waits for a book another process is changing, ms. */
export const LOCK_WAIT_MS = 10_000;

/** What the store needs of a book or desk: its snapshot, its restore and its change hook. */
export interface StoredBook {
  snapshot(): unknown;
  restore(snapshot: never): void;
  onChange: () => void;
}

/** A change under way: its lock connection, its chain of writes, and whether its copy is loaded yet. */
interface Active {
  conn: pg.PoolClient;
  tail: Promise<void>;
  /** The copy is the row's (false while the change is still loading it: no read may use it then). */
  ready: boolean;
}

interface BookState {
  key: string;
  book: StoredBook;
  /** The row version the copy holds (0: never loaded). */
  version: number;
  /** The copy may differ from the row (a failed change, a read that changed it): reload before use. */
  stale: boolean;
  /** Set by onChange outside a change (a read that changed the copy). */
  dirty: boolean;
  /** The change under way in this process, if any. */
  active: Active | null;
  /** The changes of this process, one after the other. */
  queue: Promise<unknown>;
  /** Changes waiting or running in this process. */
  pending: number;
  refreshing: Promise<void> | null;
  /** Draw feed messages made by the change under way, written with its next snapshot. */
  outbox: FeedEntry[];
}

/** An error of the database during a change, as the player sees it: nothing moved, try again. */
const unavailable = (err: unknown) =>
  err instanceof HouseError ? err : new HouseError('PLATFORM_UNAVAILABLE', `house database: ${(err as Error).message}`);

export class DatabaseBooks implements BookAccess {
  private readonly states = new Map<object, BookState>();
  private readonly byKey = new Map<string, BookState>();

  constructor(private readonly pool: pg.Pool) {}

  /**
   * Puts `book` under the store as row `key` (its onChange is taken over). Call {@link load} before use.
   * @throws Error when the key or the book is registered twice.
   */
  register(key: string, book: StoredBook): void {
    if (this.byKey.has(key) || this.states.has(book)) throw new Error(`house book ${key} registered twice`);
    const state: BookState = {
      key,
      book,
      version: 0,
      stale: true,
      dirty: false,
      active: null,
      queue: Promise.resolve(),
      pending: 0,
      refreshing: null,
      outbox: [],
    };
    book.onChange = () => this.changed(state);
    this.states.set(book, state);
    this.byKey.set(key, state);
  }

  /** Loads every registered book from its row, making the rows missing from this process's new books (start-up). */
  async load(): Promise<void> {
    for (const state of this.byKey.values()) await this.mutate(state.book, () => undefined);
  }

  /**
   * Queues draw feed `entries` made by book `key`: written with its next snapshot. Outside a change
   * (a read whose change is discarded and run again under the lock) they are dropped.
   */
  queueFeed(key: string, entries: FeedEntry[]): void {
    const state = this.stateOfKey(key);
    if (state.active) state.outbox.push(...entries);
  }

  /**
   * Writes the feed messages queued by the change under way on book `key` without a snapshot (the
   * open draws re-sent at start-up), in order with the change's other writes.
   */
  writeFeed(key: string): void {
    const state = this.stateOfKey(key);
    const active = state.active;
    if (!active || state.outbox.length === 0) return;
    const feed = state.outbox.splice(0);
    const tail = active.tail.then(() => this.insertFeed(active.conn, feed));
    tail.catch(() => undefined);
    active.tail = tail;
  }

  /**
   * Resolves when the writes queued so far by the change under way on book `key` are done.
   * @throws HouseError PLATFORM_UNAVAILABLE when one failed (the money call must not go).
   */
  async saved(key: string): Promise<void> {
    const active = this.stateOfKey(key).active;
    if (active) await active.tail.catch((err: unknown) => Promise.reject(unavailable(err)));
  }

  async read<T>(book: object, view: () => T): Promise<T> {
    const state = this.stateOf(book);
    if (!state.active) {
      try {
        await this.refresh(state);
      } catch (err) {
        throw unavailable(err);
      }
    }
    // A change of this process under way holds the lock: once its copy is loaded a read uses it
    // (what the view changes is written by that change); before, the read waits its turn.
    const active = state.active;
    if (active ? active.ready : !state.stale) {
      state.dirty = false;
      const result = view();
      if (active || !state.dirty) return result;
      state.stale = true;
    }
    return this.mutate(book, view);
  }

  mutate<T>(book: object, change: () => T | Promise<T>): Promise<T> {
    return this.run(this.stateOf(book), change, 'wait') as Promise<T>;
  }

  async settle(book: object, work: () => Promise<void>, wait: boolean): Promise<void> {
    await this.run(this.stateOf(book), work, wait ? 'wait' : 'skip');
  }

  private stateOf(book: object): BookState {
    const state = this.states.get(book);
    if (!state) throw new Error('house book not registered with the database store');
    return state;
  }

  private stateOfKey(key: string): BookState {
    const state = this.byKey.get(key);
    if (!state) throw new Error(`house book ${key} not registered with the database store`);
    return state;
  }

  /** The book called onChange: a write in the change under way, else the copy now differs from the row. */
  private changed(state: BookState): void {
    const active = state.active;
    if (!active) {
      state.dirty = true;
      return;
    }
    const text = encodeState(state.book.snapshot());
    const feed = state.outbox.splice(0);
    const tail = active.tail.then(() => this.write(state, active.conn, text, feed));
    tail.catch(() => undefined); // awaited by the change (and the money calls' barrier)
    active.tail = tail;
  }

  /** Writes snapshot `text` (and the feed messages it made) over the version the copy holds. */
  private async write(state: BookState, conn: pg.PoolClient, text: string, feed: FeedEntry[]): Promise<void> {
    await conn.query('begin');
    try {
      const { rows } = await conn.query<{ version: string }>(
        'update house_books set snapshot = $2::jsonb, version = version + 1, updated_at = now() where book = $1 and version = $3 returning version::text',
        [state.key, text, state.version],
      );
      if (!rows[0]) throw new Error(`house book ${state.key} changed under this process's lock`);
      await this.insertFeed(conn, feed);
      await conn.query('commit');
      state.version = Number(rows[0].version);
    } catch (err) {
      await conn.query('rollback').catch(() => undefined);
      throw err;
    }
  }

  /** Queues draw feed messages (a message already waiting for the same draw and status is not queued twice). */
  private async insertFeed(conn: pg.PoolClient, feed: FeedEntry[]): Promise<void> {
    if (feed.length === 0) return;
    await conn.query(
      `insert into house_feed (url, game_code, draw_id, status, message)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[]) on conflict do nothing`,
      [
        feed.map((e) => e.url),
        feed.map((e) => e.message.gameCode),
        feed.map((e) => e.message.drawId),
        feed.map((e) => e.message.status),
        feed.map((e) => JSON.stringify(e.message)),
      ],
    );
  }

  /** Brings the copy to the row's version (a read; not while this process changes the book). */
  private refresh(state: BookState): Promise<void> {
    state.refreshing ??= (async () => {
      const { rows } = await this.pool.query<{ version: string; snapshot: string | null }>(
        'select version::text, case when version = $2 then null else snapshot::text end as snapshot from house_books where book = $1',
        [state.key, state.stale ? -1 : state.version],
      );
      const row = rows[0];
      if (!row || row.snapshot === null || state.active) return;
      if (!state.stale && Number(row.version) <= state.version) return;
      this.restore(state, row.snapshot, Number(row.version));
    })().finally(() => (state.refreshing = null));
    return state.refreshing;
  }

  /** Restores the copy from a snapshot; a restore that changes it (a fixture scheduled) leaves it stale unless under the lock. */
  private restore(state: BookState, text: string, version: number): void {
    state.dirty = false;
    state.book.restore(decodeState<never>(text));
    state.version = version;
    state.stale = state.dirty && !state.active;
  }

  /** Runs `work` as the book's change: in turn in this process, under its lock across processes. */
  private run(state: BookState, work: () => unknown, mode: 'wait' | 'skip'): Promise<unknown> {
    if (mode === 'skip' && state.pending > 0) return Promise.resolve(undefined);
    state.pending += 1;
    const run = state.queue.then(() => this.locked(state, work, mode)).finally(() => (state.pending -= 1));
    state.queue = run.catch(() => undefined);
    return run;
  }

  private async locked(state: BookState, work: () => unknown, mode: 'wait' | 'skip'): Promise<unknown> {
    let conn: pg.PoolClient;
    try {
      conn = await this.pool.connect();
    } catch (err) {
      throw unavailable(err);
    }
    let broken: Error | undefined;
    // a connection lost while this change holds it (no query running) must not crash the process:
    // the change's next statement fails, and the connection is not reused
    const lost = (err: Error) => (broken = err);
    conn.on('error', lost);
    try {
      let locked: boolean;
      try {
        locked = await this.lock(conn, state.key, mode);
      } catch (err) {
        broken = err as Error; // the connection goes, with any lock it may hold
        throw err;
      }
      if (!locked) return undefined;
      try {
        state.outbox.length = 0;
        const active: Active = { conn, tail: Promise.resolve(), ready: false };
        state.active = active;
        let result: unknown;
        try {
          await this.loadCopy(state, conn);
          active.ready = true;
          result = await work();
        } catch (err) {
          state.stale = true;
          active.ready = false; // the copy may hold what was not saved: reads wait for the next change
          await this.drain(state).catch(() => undefined);
          throw err;
        }
        try {
          await this.drain(state);
        } catch (err) {
          state.stale = true;
          active.ready = false;
          throw unavailable(err);
        }
        return result;
      } finally {
        state.active = null;
        state.outbox.length = 0;
        await conn
          .query('select pg_advisory_unlock($1, hashtext($2))', [HOUSE_LOCK_CLASS, state.key])
          .catch((err: Error) => (broken = err));
      }
    } finally {
      conn.off('error', lost);
      conn.release(broken);
    }
  }

  /**
   * Takes the book's lock on `conn`: waits up to LOCK_WAIT_MS (`wait`) or not at all (`skip`).
   * @returns false when skipped.
   * @throws HouseError PLATFORM_UNAVAILABLE when the wait ran out or the database failed.
   */
  private async lock(conn: pg.PoolClient, key: string, mode: 'wait' | 'skip'): Promise<boolean> {
    try {
      if (mode === 'skip') {
        const { rows } = await conn.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [
          HOUSE_LOCK_CLASS,
          key,
        ]);
        return rows[0]!.ok;
      }
      await conn.query('begin');
      try {
        await conn.query(`set local lock_timeout = ${LOCK_WAIT_MS}`);
        await conn.query('select pg_advisory_lock($1, hashtext($2))', [HOUSE_LOCK_CLASS, key]);
        await conn.query('commit'); // a session-level lock outlives the transaction
      } catch (err) {
        await conn.query('rollback').catch(() => undefined);
        throw err;
      }
      return true;
    } catch (err) {
      if ((err as { code?: string }).code === '55P03')
        throw new HouseError('PLATFORM_UNAVAILABLE', `house book ${key} busy`);
      throw unavailable(err);
    }
  }

  /** Under the lock: the copy to the row's version (the row made from this copy when missing). */
  private async loadCopy(state: BookState, conn: pg.PoolClient): Promise<void> {
    const { rows } = await conn.query<{ version: string; snapshot: string | null }>(
      'select version::text, case when version = $2 then null else snapshot::text end as snapshot from house_books where book = $1',
      [state.key, state.stale ? -1 : state.version],
    );
    const row = rows[0];
    if (!row) {
      await conn.query('insert into house_books (book, version, snapshot) values ($1, 1, $2::jsonb)', [
        state.key,
        encodeState(state.book.snapshot()),
      ]);
      state.version = 1;
      state.stale = false;
      return;
    }
    if (row.snapshot !== null) this.restore(state, row.snapshot, Number(row.version));
    state.stale = false;
  }

  /** Waits for every write of the change under way (also those queued while waiting). */
  private async drain(state: BookState): Promise<void> {
    const active = state.active;
    if (!active) return;
    let seen: Promise<void>;
    do {
      seen = active.tail;
      await seen;
    } while (seen !== active.tail);
  }
}
