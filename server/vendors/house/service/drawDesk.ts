/**
 * The scheduled-draw desk of one game (BGS_VN_NORTH, BGS_VN_CENTRAL, BGS_VN_SOUTH, BGS_SEA_4D),
 * docs/lottery.md section 4:
 * - the open draws are all the draws of the game's next draw date, each with its own server seed
 *   (its SHA-256 published from opening); the next date opens when every draw of the last one is
 *   drawn or voided;
 * - a slip is one ticket per line, each ticket one protocol debit (round id = ticket id,
 *   `<ticket>:d1`, with the `lottery` detail); a slip is all or nothing: a refused line rolls the
 *   slip's earlier debits back (`<ticket>:rb1`); betting closes at closesAt (BETTING_CLOSED);
 * - at drawAt the sheet is `fairRng({ serverSeed, clientSeed: drawId, nonce: 0 })` read in sheet
 *   order (../games/drawSheets.ts) and the seed is revealed; every ticket is then closed with one
 *   credit of its win (0.00 when lost) with the `lottery` result;
 * - a voided draw rolls every ticket's debit back, once.
 * As in lotteryDesk.ts, drawing is synchronous and happens on whichever call comes first (a state
 * read, a slip, the settlement tick), so no payout holds a draw or the next date back; `tick()`
 * then pays. A ticket is worked on by one call at a time (two ticks at once wait for each other),
 * and every money call reuses its transaction id, so a retry moves nothing twice. Trial sessions
 * play on their virtual balance (HouseWallet). `snapshot()` / `restore()` keep seeds, draws and
 * tickets across restarts; a slip cut short by a restart is rolled back.
 */
import { hashServerSeed, newServerSeed } from '../fair/seeds.ts';
import { nextDrawDate, type ScheduledDraw } from '../games/drawSchedule.ts';
import { drawSheet } from '../games/drawSheets.ts';
import { DRAW_LIMITS, lotteryBetOf, type DrawGameRules, type DrawLine, type LineInput } from './drawGames.ts';
import type { FeedDraw } from './drawFeed.ts';
import { HouseError } from './errors.ts';
import { newRoundId, samePlayer, type HouseSession } from './sessions.ts';
import type { HouseWallet, Payer } from './wallet.ts';

/** Results kept per game (drawn or void draws), besides those with tickets still to settle. */
const KEEP_RESULTS = 120;
/** Settled tickets kept per game (the state file and the players' lists). */
const KEEP_SETTLED = 1000;
/** Results shown in the game state; tickets shown per player. */
export const RESULTS_SHOWN = 10;
export const TICKETS_SHOWN = 50;

/**
 * placing: debit under way (its slip not done); open: debited, waiting for the draw; won / lost:
 * credited; void: its draw was voided (refunded once `refunded`); cancelled: its slip failed (its
 * debit rolled back once `refunded`; not shown, then dropped).
 */
export type TicketStatus = 'placing' | 'open' | 'won' | 'lost' | 'void' | 'cancelled';

export interface DrawTicket {
  ticketId: string;
  drawId: string;
  label: { TW: string; EN: string };
  line: DrawLine;
  /** What the ticket costs (the debit), minor units. */
  stake: bigint;
  odds: string;
  status: TicketStatus;
  refunded: boolean;
  win: bigint;
  /** Null until settled. */
  hits: number | null;
  winningNumbers: string[];
  placedAt: number;
  settledAt: number | null;
  payer: Payer;
}

export interface DrawDeskSnapshot {
  draws: FeedDraw[];
  tickets: DrawTicket[];
}

export class DrawDesk {
  private draws: FeedDraw[] = [];
  private tickets: DrawTicket[] = [];
  /** The money call under way per ticket (one at a time; a second caller waits for it). */
  private readonly busy = new Map<string, Promise<void>>();

  /** Called after every change worth keeping (the service saves the desk). */
  onChange: () => void = () => undefined;
  /** Called when a draw opens, is drawn or is voided (the service queues it on the draw feed). */
  publish: (draw: FeedDraw) => void = () => undefined;

  constructor(
    readonly rules: DrawGameRules,
    private readonly wallet: HouseWallet,
    readonly now: () => number,
  ) {
    this.openNext();
  }

  get gameCode(): string {
    return this.rules.gameCode;
  }

  /** Opens the next draw date's draws (after the newest date drawn, with a draw time still ahead). */
  private openNext(): void {
    const last = this.draws.reduce<string | undefined>(
      (max, d) => (max === undefined || d.localDate > max ? d.localDate : max),
      undefined,
    );
    for (const s of nextDrawDate(this.rules.gameCode, this.now(), last)) {
      if (this.draws.some((d) => d.drawId === s.drawId)) continue;
      const draw = opened(s);
      this.draws.push(draw);
      this.publish(draw);
    }
  }

  /**
   * Draws every open draw whose time has passed (sheet from its seed, seed revealed), then opens
   * the next date once none is left open. Synchronous: payouts are tick()'s.
   */
  private drawDue(): void {
    const now = this.now();
    let changed = false;
    for (const d of this.draws) {
      if (d.status !== 'open' || now < d.drawAt) continue;
      d.prizes = drawSheet(d.gameCode, d.serverSeed, d.drawId);
      d.status = 'drawn';
      this.publish(d);
      changed = true;
    }
    if (!this.draws.some((d) => d.status === 'open')) {
      this.openNext();
      changed = true;
    }
    if (changed) this.onChange();
  }

  /** The open draws (by draw time) and the last RESULTS_SHOWN drawn or void ones (newest first). */
  state(): { draws: FeedDraw[]; results: FeedDraw[] } {
    this.drawDue();
    const draws = this.draws.filter((d) => d.status === 'open').sort((a, b) => a.drawAt - b.drawAt);
    return { draws, results: this.results().slice(0, RESULTS_SHOWN) };
  }

  /** Drawn and void draws, newest first (a date's provinces in schedule order); of local date `localDate` (YYYY-MM-DD) when given. */
  results(localDate?: string): FeedDraw[] {
    this.drawDue();
    return this.draws
      .filter((d) => d.status !== 'open' && (localDate === undefined || d.localDate === localDate))
      .sort((a, b) => b.drawAt - a.drawAt);
  }

  /** The session player's tickets (same mode and integration), newest first, at most TICKETS_SHOWN; slips under way or cancelled are not shown. */
  ticketsOf(session: Pick<HouseSession, 'playerId' | 'mode' | 'integration'>): DrawTicket[] {
    return this.tickets
      .filter((t) => samePlayer(t.payer, session) && t.status !== 'placing' && t.status !== 'cancelled')
      .reverse()
      .slice(0, TICKETS_SHOWN);
  }

  /**
   * Places a slip on draw `drawId`: one ticket per line, each debited with its `lottery` detail;
   * all or nothing.
   * @throws HouseError DRAW_NOT_FOUND (no such draw), BETTING_CLOSED (closesAt passed, drawn or
   *   void), INVALID_REQUEST (no lines, more than maxLines, or a line refused by the game's
   *   rules: `line` names it), or a debit's refusal (INSUFFICIENT_FUNDS, RESPONSIBLE_GAMING_LIMIT,
   *   INVALID_TOKEN, BET_REFUSED, PLATFORM_UNAVAILABLE) naming its line, after the slip's earlier
   *   debits were rolled back.
   */
  async placeSlip(session: HouseSession, drawId: string, inputs: readonly LineInput[]): Promise<DrawTicket[]> {
    this.drawDue();
    const draw = this.draws.find((d) => d.drawId === drawId);
    if (!draw) throw new HouseError('DRAW_NOT_FOUND', drawId);
    if (draw.status !== 'open' || this.now() >= draw.closesAt) throw new HouseError('BETTING_CLOSED', drawId);
    if (inputs.length < 1 || inputs.length > DRAW_LIMITS.maxLines)
      throw new HouseError('INVALID_REQUEST', `a slip has 1-${DRAW_LIMITS.maxLines} lines`);
    const parsed = inputs.map((input, i) => {
      try {
        return this.rules.parseLine(input);
      } catch (err) {
        throw new HouseError('INVALID_REQUEST', (err as Error).message, i);
      }
    });
    const payer: Payer = { ...session, session };
    const placedAt = this.now();
    const tickets: DrawTicket[] = parsed.map(({ line, cost }) => ({
      ticketId: newRoundId(),
      drawId,
      label: draw.label,
      line,
      stake: cost,
      odds: this.rules.oddsOf(line),
      status: 'placing',
      refunded: false,
      win: 0n,
      hits: null,
      winningNumbers: [],
      placedAt,
      settledAt: null,
      payer,
    }));
    // Saved before any debit: a restart in the middle rolls the slip back.
    this.tickets.push(...tickets);
    this.onChange();
    for (const [i, ticket] of tickets.entries()) {
      try {
        await this.wallet.debit(
          payer,
          ticket.ticketId,
          1,
          ticket.stake,
          lotteryBetOf(drawId, ticket.line, ticket.odds),
        );
      } catch (err) {
        await this.cancelSlip(tickets, i, err);
        throw err instanceof HouseError
          ? new HouseError(err.code, err.message, i)
          : new HouseError('PLATFORM_UNAVAILABLE', String(err), i);
      }
    }
    for (const t of tickets) t.status = 'open';
    this.onChange();
    return tickets;
  }

  /**
   * A slip refused at line `at`: the earlier tickets' debits are rolled back (now if the platform
   * answers, else by the next ticks); the refused ticket moved nothing unless its debit's fate is
   * unknown (not a HouseError), then it is rolled back too; later lines were never sent.
   */
  private async cancelSlip(tickets: DrawTicket[], at: number, err: unknown): Promise<void> {
    for (const [i, t] of tickets.entries()) {
      t.status = 'cancelled';
      t.refunded = i > at || (i === at && err instanceof HouseError);
    }
    this.onChange();
    for (const t of tickets.slice(0, at + 1)) {
      if (!t.refunded) await this.work(t, () => this.refund(t)).catch(() => undefined);
    }
    this.prune();
    this.onChange();
  }

  /** Runs `job` on `ticket`, or waits for the job another call is already running on it. */
  private work(ticket: DrawTicket, job: () => Promise<void>): Promise<void> {
    const running = this.busy.get(ticket.ticketId);
    if (running) return running;
    const run = job().finally(() => this.busy.delete(ticket.ticketId));
    this.busy.set(ticket.ticketId, run);
    return run;
  }

  /** Rolls a ticket's debit back (`<ticket>:rb1`; the trial balance gets the stake back). */
  private async refund(ticket: DrawTicket): Promise<void> {
    if (ticket.refunded) return;
    await this.wallet.rollback(ticket.payer, ticket.ticketId, 1, ticket.stake);
    ticket.refunded = true;
    ticket.settledAt ??= this.now();
  }

  /** Closes a ticket of a drawn draw with one credit of its win and the `lottery` result. */
  private async pay(ticket: DrawTicket, draw: FeedDraw): Promise<void> {
    if (ticket.status !== 'open') return;
    const result = this.rules.settle(ticket.line, draw.prizes);
    await this.wallet.credit(ticket.payer, ticket.ticketId, result.win, {
      drawId: ticket.drawId,
      hits: result.hits,
      winningNumbers: result.winningNumbers,
    });
    Object.assign(ticket, {
      win: result.win,
      hits: result.hits,
      winningNumbers: result.winningNumbers,
      status: result.win > 0n ? 'won' : 'lost',
      settledAt: this.now(),
    });
  }

  /**
   * Draws what is due, then pays the tickets of drawn draws and refunds those of void draws and
   * cancelled slips, one ticket at a time (each at most once at a time).
   * @throws AggregateError of the money calls that failed (their tickets wait for the next tick).
   */
  async tick(): Promise<void> {
    this.drawDue();
    const byId = new Map(this.draws.map((d) => [d.drawId, d]));
    const failures: unknown[] = [];
    let changed = false;
    for (const t of [...this.tickets]) {
      const draw = byId.get(t.drawId);
      let job: (() => Promise<void>) | null = null;
      if (t.status === 'open' && draw?.status === 'drawn') job = () => this.pay(t, draw);
      else if (t.status === 'open' && draw?.status === 'void') {
        t.status = 'void';
        job = () => this.refund(t);
      } else if ((t.status === 'void' || t.status === 'cancelled') && !t.refunded) job = () => this.refund(t);
      if (!job) continue;
      changed = true;
      await this.work(t, job).catch((err: unknown) => failures.push(err));
    }
    this.prune();
    if (changed) this.onChange();
    if (failures.length > 0)
      throw new AggregateError(failures, `${this.gameCode}: ${failures.length} ticket(s) not settled yet`);
  }

  /**
   * Test clock (docs/lottery.md section 4): brings the open draws' time forward to now, draws them
   * and opens the next date. Their tickets are paid by the next tick.
   * @returns the ids of the draws drawn.
   */
  drawNow(): string[] {
    const now = this.now();
    const pending = this.draws.filter((d) => d.status === 'open');
    for (const d of pending) {
      d.drawAt = Math.min(d.drawAt, now);
      d.closesAt = Math.min(d.closesAt, now);
    }
    this.drawDue();
    return pending.map((d) => d.drawId);
  }

  /**
   * Voids the open draw `drawId` (published with `reason`); its tickets are void and their debits
   * rolled back by the next tick.
   * @throws HouseError DRAW_NOT_FOUND when no such draw is open (unknown, drawn or already void).
   */
  void(drawId: string, reason: string): void {
    this.drawDue();
    const draw = this.draws.find((d) => d.drawId === drawId);
    if (!draw || draw.status !== 'open') throw new HouseError('DRAW_NOT_FOUND', `${drawId} is not open`);
    draw.status = 'void';
    draw.voidReason = reason;
    this.publish(draw);
    for (const t of this.tickets) {
      if (t.drawId === drawId && t.status === 'open') t.status = 'void';
    }
    this.drawDue();
    this.onChange();
  }

  /** Drops refunded cancelled tickets, settled tickets beyond KEEP_SETTLED and old results without unsettled tickets. */
  private prune(): void {
    const unsettled = (t: DrawTicket) =>
      t.status === 'placing' ||
      t.status === 'open' ||
      (!t.refunded && (t.status === 'void' || t.status === 'cancelled'));
    this.tickets = this.tickets.filter((t) => !(t.status === 'cancelled' && t.refunded));
    const settled = this.tickets.filter((t) => !unsettled(t));
    if (settled.length > KEEP_SETTLED) {
      const drop = new Set(settled.slice(0, settled.length - KEEP_SETTLED));
      this.tickets = this.tickets.filter((t) => !drop.has(t));
    }
    const waiting = new Set(this.tickets.filter(unsettled).map((t) => t.drawId));
    const old = this.draws
      .filter((d) => d.status !== 'open')
      .sort((a, b) => b.drawAt - a.drawAt)
      .slice(KEEP_RESULTS);
    const gone = new Set(old.filter((d) => !waiting.has(d.drawId)));
    if (gone.size > 0) this.draws = this.draws.filter((d) => !gone.has(d));
  }

  /** Everything needed to settle after a restart: the draws with their seeds and the tickets (without live sessions). */
  snapshot(): DrawDeskSnapshot {
    this.prune();
    return {
      draws: this.draws,
      tickets: this.tickets.map(({ payer: { session: _s, ...payer }, ...t }) => ({ ...t, payer })),
    };
  }

  /** Takes over a snapshot: a slip cut short is rolled back, due draws are drawn and paid by the next tick. */
  restore(snap: DrawDeskSnapshot): void {
    this.draws = snap.draws.map((d) => ({ ...d }));
    this.tickets = snap.tickets.map((t) =>
      t.status === 'placing' ? { ...t, status: 'cancelled', refunded: false } : { ...t },
    );
    if (!this.draws.some((d) => d.status === 'open')) this.openNext();
  }

  /** The open draws (for re-sending on start). */
  openDraws(): FeedDraw[] {
    return this.draws.filter((d) => d.status === 'open');
  }
}

/** A scheduled draw opened with a new server seed. */
function opened(s: ScheduledDraw): FeedDraw {
  const serverSeed = newServerSeed();
  return { ...s, status: 'open', serverSeed, serverSeedHash: hashServerSeed(serverSeed), prizes: [], voidReason: null };
}
