/**
 * Game sessions in the vendor's database (docs/scaling.md "The vendor tier"; the same rules as
 * ../service/sessions.ts): a launch served by one vendor process gives a session every process
 * serves. Each change is one short statement on the session's row, so no call holds a row lock
 * while it waits for the platform:
 * - a round takes its nonce with `nonce = nonce + 1 ... returning` (never the same nonce twice);
 * - a rotation swaps the pair in one statement, refused while a hand is on or a blackjack call runs;
 * - a blackjack call holds a lease on the row (`busy_until`, LEASE_SECONDS) for its length, so the
 *   session's calls are played one at a time across processes (a concurrent one answers
 *   HAND_IN_PROGRESS); the hand is written before every money call; a process that dies mid-call
 *   leaves the lease to run out;
 * - the sweep deletes expired sessions without a hand and leases each expired one with a hand to
 *   one process, which stands it and credits it (idempotent by round id) before forgetting it:
 *   a hand is settled once;
 * - the trial wallet ({@link databaseTrial}) moves the row's balance once per transaction id.
 * Expiry uses the service's clock (`now`, ms), leases the database's.
 */
import { hashServerSeed, newServerSeed, SeedPair, type RevealedSeedPair } from '../fair/seeds.ts';
import { HouseError } from '../service/errors.ts';
import {
  launchFieldsOf,
  randomId,
  SESSION_TTL_MS,
  TRIAL_BALANCE,
  type HouseGameCode,
  type HouseSession,
  type HouseSessions,
  type LaunchFields,
  type RoundInputs,
} from '../service/sessions.ts';
import { decodeState, encodeState } from '../service/stateFile.ts';
import type { Payer, TrialWallet } from '../service/wallet.ts';
import type pg from 'pg';

/** How long a blackjack call or a sweep may hold a session, s (a process that dies frees it after this). */
export const LEASE_SECONDS = 120;

interface SessionRow {
  id: string;
  launch: string;
  server_seed: string;
  client_seed: string;
  nonce: number;
  balance: string | null;
  hand: string | null;
  created_at: string;
}

const COLUMNS = 'id, launch::text, server_seed, client_seed, nonce, balance::text, hand::text, created_at::text';

function sessionOf(row: SessionRow): HouseSession {
  return {
    ...(JSON.parse(row.launch) as LaunchFields),
    id: row.id,
    seeds: new SeedPair(row.server_seed, row.client_seed, row.nonce),
    balance: row.balance === null ? null : BigInt(row.balance),
    createdAt: Number(row.created_at),
    hand: row.hand === null ? null : decodeState<HouseSession['hand']>(row.hand),
  };
}

/**
 * `pool` whose queries fail as HouseError PLATFORM_UNAVAILABLE (503: the player may try again)
 * when the database does not answer, instead of an internal error.
 */
function answering(pool: pg.Pool): Pick<pg.Pool, 'query'> {
  return {
    query: ((text: string, values?: unknown[]) =>
      pool.query(text, values).catch((err: Error) => {
        throw new HouseError('PLATFORM_UNAVAILABLE', `house database: ${err.message}`);
      })) as pg.Pool['query'],
  };
}

export class DatabaseSessions implements HouseSessions {
  private readonly pool: Pick<pg.Pool, 'query'>;

  /**
   * @param now the service's clock (ms): session expiry.
   * @param log where a failed background write (the last balance) is reported.
   */
  constructor(
    pool: pg.Pool,
    private readonly now: () => number,
    private readonly log: (message: string, detail: Record<string, unknown>) => void = () => undefined,
  ) {
    this.pool = answering(pool);
  }

  async open(fields: LaunchFields): Promise<HouseSession> {
    const launch = launchFieldsOf(fields);
    const session: HouseSession = {
      ...launch,
      id: randomId(),
      seeds: new SeedPair(),
      balance: launch.mode === 'trial' ? TRIAL_BALANCE : null,
      createdAt: this.now(),
      hand: null,
    };
    const { serverSeed, clientSeed, nonce } = session.seeds.secret;
    await this.pool.query(
      'insert into house_sessions (id, launch, server_seed, client_seed, nonce, balance, created_at) values ($1, $2::jsonb, $3, $4, $5, $6, $7)',
      [
        session.id,
        JSON.stringify(launch),
        serverSeed,
        clientSeed,
        nonce,
        session.balance?.toString() ?? null,
        session.createdAt,
      ],
    );
    return session;
  }

  async get(id: unknown, game?: HouseGameCode): Promise<HouseSession> {
    if (typeof id !== 'string' || id.length === 0 || id.length > 64) throw new HouseError('SESSION_NOT_FOUND');
    const { rows } = await this.pool.query<SessionRow>(`select ${COLUMNS} from house_sessions where id = $1`, [id]);
    const session = rows[0] ? sessionOf(rows[0]) : null;
    if (!session || this.now() - session.createdAt > SESSION_TTL_MS) throw new HouseError('SESSION_NOT_FOUND');
    if (game && session.gameCode !== game) throw new HouseError('WRONG_GAME');
    return session;
  }

  async nextRound(session: HouseSession): Promise<RoundInputs> {
    const { rows } = await this.pool.query<{ server_seed: string; client_seed: string; nonce: number }>(
      'update house_sessions set nonce = nonce + 1 where id = $1 returning server_seed, client_seed, nonce - 1 as nonce',
      [session.id],
    );
    const row = rows[0];
    if (!row) throw new HouseError('SESSION_NOT_FOUND');
    session.seeds = new SeedPair(row.server_seed, row.client_seed, row.nonce + 1);
    return {
      serverSeed: row.server_seed,
      clientSeed: row.client_seed,
      nonce: row.nonce,
      serverSeedHash: hashServerSeed(row.server_seed),
    };
  }

  async rotate(session: HouseSession, clientSeed?: string): Promise<RevealedSeedPair> {
    if (clientSeed !== undefined && !/^[\x21-\x7e]{1,64}$/.test(clientSeed))
      throw new RangeError('client seed must be 1..64 printable characters');
    const serverSeed = newServerSeed();
    const { rows } = await this.pool.query<{
      old_server: string;
      old_client: string;
      old_nonce: number;
      client_seed: string;
    }>(
      `with old as (select id, server_seed, client_seed, nonce from house_sessions where id = $1 for update)
       update house_sessions h set server_seed = $2, client_seed = coalesce($3, old.client_seed), nonce = 0
       from old where h.id = old.id and h.hand is null and (h.busy_until is null or h.busy_until < clock_timestamp())
       returning old.server_seed as old_server, old.client_seed as old_client, old.nonce as old_nonce, h.client_seed`,
      [session.id, serverSeed, clientSeed ?? null],
    );
    const row = rows[0];
    if (!row) throw new HouseError('HAND_IN_PROGRESS');
    session.seeds = new SeedPair(serverSeed, row.client_seed, 0);
    return {
      serverSeed: row.old_server,
      serverSeedHash: hashServerSeed(row.old_server),
      clientSeed: row.old_client,
      rounds: row.old_nonce,
    };
  }

  async exclusive<T>(session: HouseSession, work: () => Promise<T>): Promise<T> {
    const { rows } = await this.pool.query<SessionRow>(
      `update house_sessions set busy_until = clock_timestamp() + make_interval(secs => $2)
       where id = $1 and (busy_until is null or busy_until < clock_timestamp()) returning ${COLUMNS}`,
      [session.id, LEASE_SECONDS],
    );
    if (!rows[0]) throw new HouseError('HAND_IN_PROGRESS');
    Object.assign(session, sessionOf(rows[0])); // the hand as the last call left it
    try {
      return await work();
    } finally {
      await this.release(session.id);
    }
  }

  async saveHand(session: HouseSession): Promise<void> {
    await this.pool.query('update house_sessions set hand = $2::jsonb where id = $1', [
      session.id,
      session.hand === null ? null : encodeState(session.hand),
    ]);
  }

  async settleAbandoned(settle: (session: HouseSession) => Promise<void>): Promise<void> {
    const cutoff = this.now() - SESSION_TTL_MS;
    await this.pool.query(
      'delete from house_sessions where created_at < $1 and hand is null and (busy_until is null or busy_until < clock_timestamp())',
      [cutoff],
    );
    // a trial move is kept a session's lifetime after its session could have ended
    await this.pool.query('delete from house_trial_moves where created_at < $1', [cutoff - SESSION_TTL_MS]);
    const { rows } = await this.pool.query<SessionRow>(
      `update house_sessions set busy_until = clock_timestamp() + make_interval(secs => $2)
       where id in (select id from house_sessions where created_at < $1 and hand is not null and (busy_until is null or busy_until < clock_timestamp())
                    order by created_at limit 50 for update skip locked)
       returning ${COLUMNS}`,
      [cutoff, LEASE_SECONDS],
    );
    const failures: unknown[] = [];
    for (const row of rows) {
      const session = sessionOf(row);
      try {
        await settle(session);
      } catch (err) {
        failures.push(err);
      } finally {
        await this.release(session.id);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} abandoned hand(s) not settled yet`);
  }

  /** The last-balance writes under way per session (kept in the order the answers came). */
  private readonly balanceWrites = new Map<string, Promise<void>>();

  /** Keeps the last real balance the platform answered (shown by the next reads), in order per session; a failure is only logged. */
  rememberBalance(session: HouseSession): void {
    if (session.mode !== 'real' || session.balance === null) return;
    const id = session.id;
    const balance = session.balance.toString();
    const write = (this.balanceWrites.get(id) ?? Promise.resolve())
      .then(() => this.pool.query('update house_sessions set balance = $2 where id = $1', [id, balance]))
      .then(
        () => undefined,
        (err: Error) => this.log('house session balance not kept', { session: id, err: err.message }),
      );
    this.balanceWrites.set(id, write);
    void write.then(() => {
      if (this.balanceWrites.get(id) === write) this.balanceWrites.delete(id);
    });
  }

  /** Ends the session's lease (a failure leaves it to run out). */
  private async release(id: string): Promise<void> {
    await this.pool
      .query('update house_sessions set busy_until = null where id = $1', [id])
      .catch((err: Error) => this.log('house session lease not released', { session: id, err: err.message }));
  }
}

/**
 * The trial wallet in the vendor's database: the session row's balance, each move once per
 * transaction id (house_trial_moves), so a retried settlement never pays a trial bet twice and a
 * rollback gives back only a debit that happened. Moves of a session that is gone are dropped.
 */
export function databaseTrial(database: pg.Pool, now: () => number): TrialWallet {
  const pool = answering(database);
  const sessionId = (payer: Payer) => payer.session?.id ?? payer.id ?? null;
  const current = async (id: string) => {
    const { rows } = await pool.query<{ balance: string | null }>(
      'select balance::text from house_sessions where id = $1',
      [id],
    );
    return rows[0]?.balance == null ? null : BigInt(rows[0].balance);
  };
  /** Runs a move (a statement answering the new balance, or no row when it did not apply). */
  const move = async (text: string, values: unknown[]) => {
    const { rows } = await pool.query<{ balance: string }>(text, values);
    return rows[0] ? BigInt(rows[0].balance) : undefined;
  };
  const APPLY =
    'update house_sessions h set balance = h.balance + m.amount from m where h.id = m.session_id returning h.balance::text as balance';
  return {
    async balance(session) {
      return (await current(session.id)) ?? 0n;
    },
    async debit(payer, transactionId, amount) {
      const id = sessionId(payer);
      if (id === null) throw new HouseError('SESSION_NOT_FOUND');
      const balance = await move(
        `with s as (select id from house_sessions where id = $1 and balance >= $3 for update),
         m as (insert into house_trial_moves (transaction_id, session_id, amount, created_at) select $2, s.id, -$3::bigint, $4 from s on conflict (transaction_id) do nothing returning session_id, amount)
         ${APPLY}`,
        [id, transactionId, amount.toString(), now()],
      );
      if (balance !== undefined) return balance;
      const { rowCount } = await pool.query('select 1 from house_trial_moves where transaction_id = $1', [
        transactionId,
      ]);
      if (rowCount) return current(id); // this debit again: applied once
      throw new HouseError('INSUFFICIENT_FUNDS');
    },
    async credit(payer, transactionId, amount) {
      const id = sessionId(payer);
      if (id === null) return null;
      const balance = await move(
        `with m as (insert into house_trial_moves (transaction_id, session_id, amount, created_at)
                    select $2, id, $3::bigint, $4 from house_sessions where id = $1 on conflict (transaction_id) do nothing returning session_id, amount)
         ${APPLY}`,
        [id, transactionId, amount.toString(), now()],
      );
      return balance ?? current(id);
    },
    async rollback(payer, transactionId, debitId) {
      const id = sessionId(payer);
      if (id === null) return null;
      const balance = await move(
        `with d as (select session_id, amount from house_trial_moves where transaction_id = $2 and session_id = $1),
         m as (insert into house_trial_moves (transaction_id, session_id, amount, created_at) select $3, session_id, -amount, $4 from d on conflict (transaction_id) do nothing returning session_id, amount)
         ${APPLY}`,
        [id, debitId, transactionId, now()],
      );
      return balance ?? current(id);
    },
  };
}
