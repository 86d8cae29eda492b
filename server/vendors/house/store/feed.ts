/**
 * The draw feed of several vendor processes (docs/lottery.md section 4; docs/scaling.md "The
 * vendor tier"): the queue is house_feed in the vendor's database. A message made by a desk's
 * change is written in the same transaction as the desk's snapshot (./books.ts), so a draw that is
 * kept is published and a change that is not kept publishes nothing; the open draws re-sent at
 * start-up are written under the desk's lock too, after its due draws were drawn, so a desk's
 * messages are queued in the order it made them (never an open after its drawn). A flush takes
 * the feed's advisory lock (one process sends at a time, in id order per platform), sends each
 * message once and deletes it when the platform answered (OK or a logged refusal): a process that
 * dies between the answer and the delete leaves the message to be sent again, before the desk's
 * later ones, which the protocol answers OK. Messages published outside a desk's change (none in
 * the service) are written by the next flush. At most MAX_PENDING_PER_URL messages are kept per
 * platform.
 */
import type pg from 'pg';
import { DrawFeed, type DrawMessage, type FeedEntry } from '../service/drawFeed.ts';
import type { PlatformClient } from '../service/platformClient.ts';
import { decodeState } from '../service/stateFile.ts';
import type { DatabaseBooks } from './books.ts';
import { HOUSE_LOCK_CLASS } from './tables.ts';

/** Messages kept per platform at most (the oldest go first when a platform stays down that long). */
export const MAX_PENDING_PER_URL = 5000;

export class DatabaseDrawFeed extends DrawFeed {
  /** Messages published outside a desk's change (the start-up re-sends), written by {@link persist}. */
  private loose: FeedEntry[] = [];

  constructor(
    private readonly pool: pg.Pool,
    private readonly books: DatabaseBooks,
    client: PlatformClient,
    urls: readonly string[],
    log?: (message: string, detail: Record<string, unknown>) => void,
  ) {
    super(client, urls, log);
  }

  private entries(message: DrawMessage): FeedEntry[] {
    return this.urls.map((url) => ({ url, message }));
  }

  /** Queues `message` for every platform; written by {@link persist} or the next flush. */
  override publish(message: DrawMessage): void {
    this.loose.push(...this.entries(message));
  }

  /** Queues `message` of book `key`'s change under way: written with the book's snapshot. */
  publishFor(key: string, message: DrawMessage): void {
    this.books.queueFeed(key, this.entries(message));
  }

  /** Writes the loose messages (a message already waiting for the same draw and status is not queued twice). */
  async persist(): Promise<void> {
    if (this.loose.length === 0) return;
    const entries = this.loose.splice(0);
    try {
      await this.pool.query(
        `insert into house_feed (url, game_code, draw_id, status, message)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[]) on conflict do nothing`,
        [
          entries.map((e) => e.url),
          entries.map((e) => e.message.gameCode),
          entries.map((e) => e.message.drawId),
          entries.map((e) => e.message.status),
          entries.map((e) => JSON.stringify(e.message)),
        ],
      );
    } catch (err) {
      this.loose.unshift(...entries);
      throw err;
    }
  }

  /** The messages waiting in the database for this process's platforms, oldest first. */
  async waiting(): Promise<FeedEntry[]> {
    const { rows } = await this.pool.query<{ url: string; message: string }>(
      'select url, message::text from house_feed where url = any($1::text[]) order by id',
      [[...this.urls]],
    );
    return rows.map((r) => ({ url: r.url, message: decodeState<DrawMessage>(r.message) }));
  }

  /** Nothing to keep in a state file: the queue is in the database. */
  override snapshot(): FeedEntry[] {
    return [];
  }

  override restore(): void {}

  protected override async sendPending(): Promise<void> {
    await this.persist();
    if (this.urls.length === 0) return;
    const conn = await this.pool.connect();
    let broken: Error | undefined;
    const lost = (err: Error) => (broken = err); // a lost connection fails the next statement, never the process
    conn.on('error', lost);
    try {
      await conn.query("select pg_advisory_lock($1, hashtext('house_feed'))", [HOUSE_LOCK_CLASS]);
      try {
        for (const url of this.urls) {
          for (;;) {
            const { rows } = await conn.query<{ id: string; message: string }>(
              'select id::text, message::text from house_feed where url = $1 order by id limit 1',
              [url],
            );
            const entry = rows[0];
            if (!entry) break;
            const message = decodeState<DrawMessage>(entry.message);
            const answer = await this.client.sendOnce(url, 'draw', message);
            if (answer === null) break;
            await conn.query('delete from house_feed where id = $1', [entry.id]);
            if (answer.status !== 'OK')
              this.log('draw feed message refused, dropped', {
                url,
                gameCode: message.gameCode,
                drawId: message.drawId,
                status: message.status,
                answer: answer.status,
              });
          }
          await conn.query(
            'delete from house_feed where url = $1 and id < (select min(id) from (select id from house_feed where url = $1 order by id desc limit $2) kept)',
            [url, MAX_PENDING_PER_URL],
          );
        }
      } finally {
        await conn
          .query("select pg_advisory_unlock($1, hashtext('house_feed'))", [HOUSE_LOCK_CLASS])
          .catch((err: Error) => (broken = err));
      }
    } catch (err) {
      broken ??= err as Error;
      throw err;
    } finally {
      conn.off('error', lost);
      conn.release(broken);
    }
  }
}
