/**
 * The fast lottery's draws and bets (README "In-house games"): a draw every LOTTERY_INTERVAL_MS, betting
 * closes LOTTERY_CLOSE_MS before it. Each draw has its own server seed (hash shown while bets are
 * taken, seed revealed with the result; client seed = draw id, nonce 0). At the draw every bet
 * is closed with a credit of its return (0 when lost). The draw itself (balls, result, the next
 * period open) happens as soon as its time has passed, on whichever call comes first (the
 * settlement loop's `tick()`, a state read or a bet), so betting on the next draw never waits for
 * payouts; `tick()` then credits the drawn bets. The last 30 results are shown.
 * Each period is published on the draw feed (docs/lottery.md section 4: open, then drawn with one
 * prize tier BALLS), and the money calls carry the protocol v1.1 `lottery` detail: the debit
 * `{ drawId, betType: big | small | odd | even | ball1-ball5, numbers, points: null, odds }` (a
 * ball bet's numbers are [digit] on ball 1-5, a sum bet's none) and the closing credit `{ drawId,
 * hits, winningNumbers }` for every bet. As in the sports book, a bet is kept as `placing` before
 * its debit goes, so one cut short is rolled back (`cancelled`) by the next tick.
 */
import { hashServerSeed, newServerSeed } from '../fair/seeds.ts';
import { fairRng } from '../fair/rng.ts';
import {
  drawLottery,
  LOTTERY_RETURNS,
  LOTTO_SCHEDULE,
  lotteryPeriod,
  settlePick,
  type LotteryPick,
  type LotterySchedule,
} from '../games/lottery.ts';
import type { FeedBetType, FeedDraw } from './drawFeed.ts';
import { HouseError } from './errors.ts';
import { keepOpenAndRecent, placeDebit, rollBackCancelled } from './recentBets.ts';
import { newRoundId, samePlayer, type HouseSession } from './sessions.ts';
import type { HouseWallet, Payer } from './wallet.ts';

/** Settled bets kept in memory and in the state file. */
const KEEP_SETTLED = 500;
const HISTORY = 30;

/** The five-ball bet types as the draw feed publishes them (returns per 1 staked, stake included). */
export const BALL_BET_TYPES: readonly FeedBetType[] = [
  ...(['big', 'small', 'odd', 'even'] as const).map((code) => ({
    code,
    odds: (LOTTERY_RETURNS.sum / 100).toString(),
    price: null,
  })),
  { code: 'ball', odds: (LOTTERY_RETURNS.ball / 100).toString(), price: null },
];

/** The draw date in a period id (20261121-301, E20261121-0721): the UTC date of its scheduled time. */
const dateOfPeriod = (drawId: string): string => {
  const m = /(\d{4})(\d{2})(\d{2})-/.exec(drawId);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : '1970-01-01';
};

export interface LotteryDraw {
  drawId: string;
  drawAt: number;
  balls: number[];
  serverSeed: string;
  serverSeedHash: string;
}

export interface LotteryBet {
  roundId: string;
  drawId: string;
  pick: LotteryPick;
  stake: bigint;
  /** placing: debit under way; open: debited, waiting for the draw; won / lost: credited; cancelled: its debit to roll back. */
  status: 'placing' | 'open' | 'won' | 'lost' | 'cancelled';
  win: bigint;
  payer: Payer;
}

export interface LotterySnapshot {
  current: { drawId: string; drawAt: number; serverSeed: string };
  history: LotteryDraw[];
  bets: LotteryBet[];
}

export class LotteryDesk {
  private current: { drawId: string; drawAt: number; serverSeed: string };
  private readonly bets: LotteryBet[] = [];
  private readonly history: LotteryDraw[] = [];

  /** Called after every change worth keeping (a bet placed, a draw settled): the service saves the desk. */
  onChange: () => void = () => undefined;
  /** Called when a period opens or is drawn (the service queues it on the draw feed). */
  publish: (draw: FeedDraw) => void = () => undefined;

  /**
   * @param schedule the draw timing (Fast Lotto 3 by default, ELOTTO_SCHEDULE for the one-minute ELOTT draw).
   * @param gameCode the game the draws are published for (BGS_LOTTO, BGS_ELOTT).
   */
  constructor(
    private readonly wallet: HouseWallet,
    private readonly now: () => number,
    private readonly schedule: LotterySchedule = LOTTO_SCHEDULE,
    readonly gameCode = 'BGS_LOTTO',
  ) {
    this.current = this.open(now());
  }

  /** A period as the draw feed publishes it: open (the coming one) or drawn (with its balls). */
  feedDraw(draw: { drawId: string; drawAt: number; serverSeed: string; balls?: number[] }): FeedDraw {
    const id = draw.drawId;
    return {
      gameCode: this.gameCode,
      drawId: id,
      status: draw.balls ? 'drawn' : 'open',
      localDate: dateOfPeriod(id),
      drawAt: draw.drawAt,
      closesAt: draw.drawAt - this.schedule.closeMs,
      label: { TW: `第${id}期`, EN: `Draw ${id}` },
      region: null,
      serverSeed: draw.serverSeed,
      serverSeedHash: hashServerSeed(draw.serverSeed),
      prizes: draw.balls ? [{ tier: 'BALLS', numbers: draw.balls.map(String) }] : [],
      voidReason: null,
    };
  }

  /** The coming period, for re-sending on start. */
  openDraws(): FeedDraw[] {
    return [this.feedDraw(this.current)];
  }

  /** Everything needed to settle after a restart (the coming draw with its seed, bets, results). */
  snapshot(): LotterySnapshot {
    keepOpenAndRecent(this.bets, KEEP_SETTLED);
    return {
      current: this.current,
      history: this.history,
      bets: this.bets.map(({ payer: { session: _s, ...payer }, ...bet }) => ({ ...bet, payer })),
    };
  }

  /** Takes over a snapshot; a draw whose time passed during the restart is drawn by the next tick, a bet cut short while placing rolled back. */
  restore(snap: LotterySnapshot): void {
    this.current = snap.current;
    this.history.splice(0, this.history.length, ...snap.history);
    this.bets.splice(
      0,
      this.bets.length,
      ...snap.bets.map((b): LotteryBet => (b.status === 'placing' ? { ...b, status: 'cancelled' } : b)),
    );
  }

  private open(now: number) {
    const p = lotteryPeriod(now, this.schedule);
    return { drawId: p.drawId, drawAt: p.drawAt, serverSeed: newServerSeed() };
  }

  /** The coming draw (id, time, seed hash, whether bets are taken) and the last results. */
  state(): {
    next: { drawId: string; drawAt: number; serverSeedHash: string; closesAt: number; open: boolean };
    history: LotteryDraw[];
  } {
    this.drawDue();
    const c = this.current;
    const closesAt = c.drawAt - this.schedule.closeMs;
    return {
      next: {
        drawId: c.drawId,
        drawAt: c.drawAt,
        serverSeedHash: hashServerSeed(c.serverSeed),
        closesAt,
        open: this.now() < closesAt,
      },
      history: this.history.slice(0, HISTORY),
    };
  }

  /**
   * Draws the coming period once its time has passed: its balls go into the results and the next
   * period opens. Its bets stay open until {@link tick} credits them (from the results, which
   * keep every draw with open bets). Synchronous, so no payout can hold the next period back.
   */
  private drawDue(scheduledAt = this.current.drawAt): void {
    if (this.now() < this.current.drawAt) return;
    const c = this.current;
    const balls = drawLottery(fairRng({ serverSeed: c.serverSeed, clientSeed: c.drawId, nonce: 0 }));
    const drawn = {
      drawId: c.drawId,
      drawAt: c.drawAt,
      balls,
      serverSeed: c.serverSeed,
      serverSeedHash: hashServerSeed(c.serverSeed),
    };
    this.history.unshift(drawn);
    // The next period is the one after the drawn one's scheduled time, also when drawn early (drawNow).
    this.current = this.open(Math.max(this.now(), scheduledAt));
    this.publish(this.feedDraw(drawn));
    this.publish(this.feedDraw(this.current));
    this.onChange();
  }

  /**
   * Test clock (docs/lottery.md section 4): draws the coming period now; the next one opens.
   * @returns the drawn period's id.
   */
  drawNow(): string {
    const scheduledAt = this.current.drawAt;
    this.current.drawAt = Math.min(scheduledAt, this.now());
    const id = this.current.drawId;
    this.drawDue(scheduledAt);
    return id;
  }

  /** A session's bets, newest first (not those being placed or cancelled). */
  betsOf(session: HouseSession): LotteryBet[] {
    return this.bets
      .filter((b) => samePlayer(b.payer, session) && b.status !== 'placing' && b.status !== 'cancelled')
      .reverse()
      .slice(0, 30);
  }

  /**
   * Bets `stake` on `pick` in the coming draw (debited now, settled at the draw).
   * @throws HouseError BETTING_CLOSED in the last seconds before the draw, or the debit's refusals.
   */
  async place(session: HouseSession, pick: LotteryPick, stake: bigint): Promise<LotteryBet> {
    this.drawDue();
    if (this.now() >= this.current.drawAt - this.schedule.closeMs) throw new HouseError('BETTING_CLOSED');
    const roundId = newRoundId();
    const payer: Payer = { ...session, session };
    const odds = (LOTTERY_RETURNS[pick.kind === 'ball' ? 'ball' : 'sum'] / 100).toString();
    const detail =
      pick.kind === 'ball'
        ? {
            drawId: this.current.drawId,
            betType: `ball${pick.position + 1}`,
            numbers: [String(pick.digit)],
            points: null,
            odds,
          }
        : { drawId: this.current.drawId, betType: pick.kind, numbers: [], points: null, odds };
    const bet: LotteryBet = { roundId, drawId: this.current.drawId, pick, stake, status: 'placing', win: 0n, payer };
    this.bets.push(bet);
    this.onChange();
    await placeDebit(
      this.bets,
      bet,
      () => this.wallet.debit(payer, roundId, 1, stake, detail),
      () => this.onChange(),
    );
    return bet;
  }

  /**
   * Draws when it is time, then credits every open bet of a drawn period (each credit idempotent
   * by round), one at a time: a credit that fails leaves its bet open for the next tick without
   * holding the others back.
   * @throws AggregateError of the credits that failed (after the rest was settled and kept).
   */
  async tick(): Promise<void> {
    this.drawDue();
    const failures: unknown[] = await rollBackCancelled(this.bets, this.wallet, () => this.onChange());
    const drawn = new Map(this.history.map((d) => [d.drawId, d.balls]));
    const due = this.bets.filter((b) => b.status === 'open' && drawn.has(b.drawId));
    for (const bet of due) {
      const balls = drawn.get(bet.drawId)!;
      const win = settlePick(bet.pick, bet.stake, balls);
      const winningNumbers = win > 0n && bet.pick.kind === 'ball' ? [String(bet.pick.digit)] : [];
      try {
        await this.wallet.credit(bet.payer, bet.roundId, win, {
          drawId: bet.drawId,
          hits: win > 0n ? 1 : 0,
          winningNumbers,
        });
      } catch (err) {
        failures.push(err);
        continue;
      }
      bet.win = win;
      bet.status = win > 0n ? 'won' : 'lost';
    }
    // Results beyond the shown 30 go once none of their bets is open any more.
    const open = new Set(this.bets.filter((b) => b.status === 'open').map((b) => b.drawId));
    while (this.history.length > HISTORY && !open.has(this.history.at(-1)!.drawId)) this.history.pop();
    keepOpenAndRecent(this.bets, KEEP_SETTLED);
    if (due.some((b) => b.status !== 'open')) this.onChange();
    if (failures.length > 0)
      throw new AggregateError(failures, `${this.gameCode}: ${failures.length} bet(s) not settled yet`);
  }
}
