/**
 * The fan-out bus on PostgreSQL LISTEN/NOTIFY (docs/scaling.md "The fan-out bus"): every server
 * process sharing a database listens on one channel; what a process publishes
 * (server/services/events: live events and cache invalidations) is sent there and every other
 * process delivers it to its own sockets and caches.
 *
 * - Connection: one per process, listening and sending (a send is written at once, with no pool
 *   checkout; the pool stands in while the listener reconnects). Spills are read through the pool.
 * - Order: one batch is in flight at a time, so a process's messages arrive in the order it sent
 *   them (PostgreSQL delivers the notices of one session in commit order); messages queued while a
 *   batch is in flight go together in the next NOTIFY (a burst of 1,000 balance events costs a few
 *   statements, not 1,000).
 * - Size: a NOTIFY payload holds at most 8,000 bytes; a batch is cut below {@link NOTIFY_LIMIT}
 *   and a single larger message (a configuration event carries the whole changed section) is
 *   written to `cluster_bus_spill` and its id notified; receivers read it and keep the order.
 * - Failures: a send that fails (database restarting) is retried every second with the queue kept
 *   (at most {@link MAX_QUEUE} messages; the oldest go first when it overflows); a listener
 *   connection that drops reconnects with a growing delay, and then every shared cache is
 *   forgotten, since invalidations may have been missed meanwhile.
 * - A process ignores its own notices: it delivered them itself when it published.
 */
import pg from 'pg';
import type { BusMessage, BusTransport } from '../services/events/index.ts';

/** The channel every process listens on. */
export const BUS_CHANNEL = 'platform_bus';
/** The largest NOTIFY payload the bus sends, bytes (PostgreSQL's limit is 8,000). */
export const NOTIFY_LIMIT = 7_800;
/** Messages kept while the database cannot be reached. */
export const MAX_QUEUE = 20_000;

/** A logger (pino's shape). */
export interface BusLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface PgBusOptions {
  /** The server's pool: the listener opens its own connection with the same settings; spills are read through it. */
  pool: pg.Pool;
  /** This process's name (its own notices are skipped). */
  node: string;
  /** Receives each message of another process, in order. */
  deliver(message: BusMessage): void;
  /** Called after the listener reconnected (messages may have been missed). */
  reconnected?(): void;
  log?: BusLog;
  channel?: string;
}

/** Counters for diagnostics and tests. */
export interface BusStats {
  sent: number;
  notices: number;
  spills: number;
  received: number;
  dropped: number;
  reconnects: number;
}

interface Notice {
  /** The sending node. */
  n: string;
  /** The messages, in order (absent when spilled). */
  m?: BusMessage[];
  /** The id of the spilled batch in cluster_bus_spill. */
  s?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** The PostgreSQL transport of the bus. Start it with {@link PgBus.start}. */
export class PgBus implements BusTransport {
  readonly stats: BusStats = { sent: 0, notices: 0, spills: 0, received: 0, dropped: 0, reconnects: 0 };
  private readonly channel: string;
  private readonly queue: string[] = [];
  private flushing = false;
  private closed = false;
  private listener: pg.Client | null = null;
  private inbox: Promise<void> = Promise.resolve();

  private constructor(private readonly options: PgBusOptions) {
    this.channel = options.channel ?? BUS_CHANNEL;
    if (!/^[a-z_][a-z0-9_]*$/.test(this.channel)) throw new Error(`bad bus channel ${this.channel}`);
  }

  /**
   * Connects the listener and starts listening.
   * @throws when the database cannot be reached (the server does not start half-clustered).
   */
  static async start(options: PgBusOptions): Promise<PgBus> {
    const bus = new PgBus(options);
    bus.listener = await bus.listen();
    return bus;
  }

  /** Queues `message` for the other processes (never throws; sent in order). */
  send(message: BusMessage): void {
    if (this.closed) return;
    this.queue.push(JSON.stringify(message));
    if (this.queue.length > MAX_QUEUE) {
      this.queue.splice(0, this.queue.length - MAX_QUEUE);
      this.stats.dropped += 1;
    }
    this.flush();
  }

  /** Resolves once everything queued so far has been notified (tests, shutdown). */
  async drained(): Promise<void> {
    while (!this.closed && (this.flushing || this.queue.length > 0)) await sleep(2);
  }

  /** Sends what is queued (waiting at most 2 s), then closes the listener. Safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return;
    await Promise.race([this.drained(), sleep(2_000)]);
    this.closed = true;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private flush(): void {
    if (this.flushing || this.closed) return;
    this.flushing = true;
    void this.drain().finally(() => {
      this.flushing = false;
      if (this.queue.length > 0 && !this.closed) this.flush();
    });
  }

  private async drain(): Promise<void> {
    const head = `{"n":${JSON.stringify(this.options.node)},"m":[`;
    while (this.queue.length > 0 && !this.closed) {
      let size = Buffer.byteLength(head) + 2;
      let count = 0;
      for (const text of this.queue) {
        const bytes = Buffer.byteLength(text) + 1;
        if (count > 0 && size + bytes > NOTIFY_LIMIT) break;
        size += bytes;
        count += 1;
      }
      const batch = this.queue.slice(0, count);
      // the listening connection sends too (written at once; nothing else runs on it), the pool while it reconnects
      const db: Pick<pg.Pool, 'query'> = this.listener ?? this.options.pool;
      try {
        if (size <= NOTIFY_LIMIT) {
          await db.query('select pg_notify($1, $2)', [this.channel, `${head}${batch.join(',')}]}`]);
        } else {
          // one message larger than a notice: the body goes through a table, the notice names it
          const { rows } = await db.query<{ id: string }>(
            'insert into cluster_bus_spill (body) values ($1) returning id::text as id',
            [`[${batch.join(',')}]`],
          );
          await db.query('select pg_notify($1, $2)', [
            this.channel,
            JSON.stringify({ n: this.options.node, s: rows[0]!.id } satisfies Notice),
          ]);
          this.stats.spills += 1;
        }
        this.queue.splice(0, count);
        this.stats.sent += count;
        this.stats.notices += 1;
      } catch (err) {
        if (this.closed) return;
        this.options.log?.warn({ err, queued: this.queue.length }, 'bus: notify failed, retrying in 1 s');
        await sleep(1_000);
      }
    }
  }

  /** Opens a listening connection (with its handlers) on the pool's settings. */
  private async listen(): Promise<pg.Client> {
    const client = new pg.Client({ ...this.options.pool.options, keepAlive: true });
    client.on('notification', (notice) => {
      if (notice.channel !== this.channel || !notice.payload) return;
      this.receive(notice.payload);
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (this.closed || this.listener !== client) return;
      this.options.log?.warn({ err }, 'bus: listener connection lost, reconnecting');
      void this.reconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    await client.connect();
    await client.query(`listen ${this.channel}`);
    return client;
  }

  private async reconnect(): Promise<void> {
    for (let delay = 250; !this.closed; delay = Math.min(delay * 2, 5_000)) {
      await sleep(delay);
      if (this.closed) return;
      try {
        const client = await this.listen();
        if (this.closed) {
          await client.end().catch(() => undefined);
          return;
        }
        this.listener = client;
        this.stats.reconnects += 1;
        this.options.log?.info({ reconnects: this.stats.reconnects }, 'bus: listening again');
        this.options.reconnected?.();
        return;
      } catch (err) {
        this.options.log?.warn({ err, retryInMs: delay * 2 }, 'bus: reconnect failed');
      }
    }
  }

  /** Parses a notice and delivers its messages after those of the notices before it. */
  private receive(payload: string): void {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return; // not ours
    }
    if (notice.n === this.options.node) return;
    this.inbox = this.inbox
      .then(async () => {
        const messages = notice.m ?? (notice.s ? await this.readSpill(notice.s) : []);
        for (const message of messages) {
          this.stats.received += 1;
          try {
            this.options.deliver(message);
          } catch {
            // a failing delivery must not stop the next messages
          }
        }
      })
      .catch((err: unknown) => this.options.log?.warn({ err }, 'bus: a spilled message could not be read'));
  }

  private async readSpill(id: string): Promise<BusMessage[]> {
    const { rows } = await this.options.pool.query<{ body: string }>(
      'select body from cluster_bus_spill where id = $1',
      [id],
    );
    return rows[0] ? (JSON.parse(rows[0].body) as BusMessage[]) : [];
  }
}
