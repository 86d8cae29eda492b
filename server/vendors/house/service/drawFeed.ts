/**
 * The draw feed, vendor -> platform (docs/lottery.md section 4; schemas/vendor/draw-request.json):
 * every draw is published to each platform URL of HOUSE_PLATFORM_URLS when it opens (its seed
 * hash, times, label and bet types), when it is drawn (the sheet, the revealed seed and the
 * verify link) and when it is voided (the reason). Messages wait in a queue (kept in the state
 * file) and are sent in order per platform on the settlement tick, one attempt each: a platform
 * that does not answer keeps its messages for the next tick and never holds back bets or draws.
 * A definitive refusal (DRAW_CONFLICT, GAME_NOT_FOUND, ...) is logged and dropped. With several
 * vendor processes the queue is a table of their database instead (../store/feed.ts).
 */
import type { PlatformClient } from './platformClient.ts';

/** A draw as a desk publishes it (times in ms). */
export interface FeedDraw {
  gameCode: string;
  drawId: string;
  status: 'open' | 'drawn' | 'void';
  localDate: string;
  drawAt: number;
  closesAt: number;
  label: { TW: string; EN: string };
  region: 'NORTH' | 'CENTRAL' | 'SOUTH' | null;
  serverSeed: string;
  serverSeedHash: string;
  prizes: { tier: string; numbers: string[] }[];
  voidReason: string | null;
}

/** A published bet type (schemas/vendor/common.json betTypeRule). */
export interface FeedBetType {
  code: string;
  odds: string;
  price: string | null;
  tiers?: { tier: string; odds: string }[];
}

/** The body of POST /api/vendor/v1/draw. */
export type DrawMessage = Record<string, unknown> & { gameCode: string; drawId: string; status: FeedDraw['status'] };

/** Messages kept per platform at most (the oldest go first when a platform stays down that long). */
const MAX_PENDING_PER_URL = 5000;

/**
 * The feed message of `draw` (draw-request.json): the seed only once drawn, with the verify link
 * `<publicUrl>/play/verify?game=draw&gameCode=..&drawId=..&serverSeed=..&hash=..` (the seed is public once drawn,
 * so the page opens ready to recompute); the void reason when voided.
 */
export function drawMessage(draw: FeedDraw, betTypes: readonly FeedBetType[], publicUrl: string): DrawMessage {
  const base: DrawMessage = {
    gameCode: draw.gameCode,
    drawId: draw.drawId,
    status: draw.status,
    drawAt: new Date(draw.drawAt).toISOString(),
    closesAt: new Date(draw.closesAt).toISOString(),
    localDate: draw.localDate,
    label: draw.label,
    region: draw.region,
    serverSeedHash: draw.serverSeedHash,
    betTypes: betTypes.map((b) => ({ ...b })),
  };
  if (draw.status === 'drawn') {
    const query = new URLSearchParams({
      game: 'draw',
      gameCode: draw.gameCode,
      drawId: draw.drawId,
      serverSeed: draw.serverSeed!,
      hash: draw.serverSeedHash,
    });
    return {
      ...base,
      serverSeed: draw.serverSeed,
      prizes: draw.prizes,
      verifyUrl: `${publicUrl.replace(/\/$/, '')}/play/verify?${query}`,
    };
  }
  if (draw.status === 'void') return { ...base, voidReason: draw.voidReason ?? 'void' };
  return base;
}

/** One message waiting for one platform. */
export interface FeedEntry {
  url: string;
  message: DrawMessage;
}

export class DrawFeed {
  private pending: FeedEntry[] = [];
  /** The flush under way: calls are run one after the other. */
  protected flushing: Promise<void> = Promise.resolve();
  /** Called when the queue changes (the service saves it). */
  onChange: () => void = () => undefined;

  /**
   * @param urls the platforms' base URLs (HOUSE_PLATFORM_URLS); none: nothing is published.
   * @param log where dropped messages are reported.
   */
  constructor(
    protected readonly client: PlatformClient,
    readonly urls: readonly string[],
    protected readonly log: (message: string, detail: Record<string, unknown>) => void = () => undefined,
  ) {}

  /** Queues `message` for every platform (a message already waiting for the same draw and status is not queued twice). */
  publish(message: DrawMessage): void {
    for (const url of this.urls) {
      const same = this.pending.find(
        (e) =>
          e.url === url &&
          e.message.gameCode === message.gameCode &&
          e.message.drawId === message.drawId &&
          e.message.status === message.status,
      );
      if (same) continue;
      this.pending.push({ url, message });
      const mine = this.pending.filter((e) => e.url === url);
      if (mine.length > MAX_PENDING_PER_URL) this.pending.splice(this.pending.indexOf(mine[0]!), 1);
    }
    if (this.urls.length > 0) this.onChange();
  }

  /** The messages still to send, oldest first. */
  get queue(): readonly FeedEntry[] {
    return this.pending;
  }

  /**
   * Sends what is waiting, in order per platform, one attempt per message: a platform that gives
   * no definitive answer keeps the rest of its messages for the next call; OK and refusals
   * (logged) are done. A call while another is running runs after it.
   */
  flush(): Promise<void> {
    const run = this.flushing.then(() => this.sendPending());
    this.flushing = run.catch(() => undefined);
    return run;
  }

  /** Sends the queue once (see {@link flush}). */
  protected async sendPending(): Promise<void> {
    let changed = false;
    try {
      for (const url of this.urls) {
        for (
          let entry = this.pending.find((e) => e.url === url);
          entry;
          entry = this.pending.find((e) => e.url === url)
        ) {
          const answer = await this.client.sendOnce(url, 'draw', entry.message);
          if (answer === null) break;
          this.pending.splice(this.pending.indexOf(entry), 1);
          changed = true;
          if (answer.status !== 'OK')
            this.log('draw feed message refused, dropped', {
              url,
              gameCode: entry.message.gameCode,
              drawId: entry.message.drawId,
              status: entry.message.status,
              answer: answer.status,
            });
        }
      }
    } finally {
      if (changed) this.onChange();
    }
  }

  /** The queue for the state file. */
  snapshot(): FeedEntry[] {
    return this.pending.map((e) => ({ ...e }));
  }

  /** Takes over a saved queue, keeping only the platforms still configured. */
  restore(entries: readonly FeedEntry[]): void {
    this.pending = entries.filter((e) => this.urls.includes(e.url));
  }
}
