/**
 * The fast lottery's draws and bets (issue 5 item 3): a draw every LOTTERY_INTERVAL_MS, betting
 * closes LOTTERY_CLOSE_MS before it. Each draw has its own server seed (hash shown while bets are
 * taken, seed revealed with the result; client seed = draw id, nonce 0). At the draw every bet
 * is closed with a credit of its return (0 when lost). `tick()` drives it; the last 30 results
 * are kept.
 */
import { hashServerSeed, newServerSeed } from '../fair/seeds.ts';
import { fairRng } from '../fair/rng.ts';
import { drawLottery, LOTTO_SCHEDULE, lotteryPeriod, settlePick, type LotteryPick, type LotterySchedule } from '../games/lottery.ts';
import { HouseError } from './errors.ts';
import { keepOpenAndRecent } from './stateFile.ts';
import { newRoundId, type HouseSession } from './sessions.ts';
import type { HouseWallet, Payer } from './wallet.ts';

/** Settled bets kept in memory and in the state file. */
const KEEP_SETTLED = 500;
const HISTORY = 30;

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
  status: 'open' | 'won' | 'lost';
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

  /** @param schedule the draw timing (Fast Lotto 3 by default, ELOTTO_SCHEDULE for the one-minute ELOTT draw). */
  constructor(private readonly wallet: HouseWallet, private readonly now: () => number, private readonly schedule: LotterySchedule = LOTTO_SCHEDULE) {
    this.current = this.open(now());
  }

  /** Everything needed to settle after a restart (the coming draw with its seed, bets, results). */
  snapshot(): LotterySnapshot {
    keepOpenAndRecent(this.bets, KEEP_SETTLED);
    return { current: this.current, history: this.history, bets: this.bets.map(({ payer: { session: _s, ...payer }, ...bet }) => ({ ...bet, payer })) };
  }

  /** Takes over a snapshot; a draw whose time passed during the restart is drawn by the next tick. */
  restore(snap: LotterySnapshot): void {
    this.current = snap.current;
    this.history.splice(0, this.history.length, ...snap.history);
    this.bets.splice(0, this.bets.length, ...snap.bets);
  }

  private open(now: number) {
    const p = lotteryPeriod(now, this.schedule);
    return { drawId: p.drawId, drawAt: p.drawAt, serverSeed: newServerSeed() };
  }

  /** The coming draw (id, time, seed hash, whether bets are taken) and the last results. */
  state(): { next: { drawId: string; drawAt: number; serverSeedHash: string; closesAt: number; open: boolean }; history: LotteryDraw[] } {
    const c = this.current;
    const closesAt = c.drawAt - this.schedule.closeMs;
    return { next: { drawId: c.drawId, drawAt: c.drawAt, serverSeedHash: hashServerSeed(c.serverSeed), closesAt, open: this.now() < closesAt }, history: this.history.slice() };
  }

  /** A session's bets, newest first. */
  betsOf(session: HouseSession): LotteryBet[] {
    return this.bets.filter((b) => b.payer.playerId === session.playerId && b.payer.mode === session.mode).reverse().slice(0, 30);
  }

  /**
   * Bets `stake` on `pick` in the coming draw (debited now, settled at the draw).
   * @throws HouseError BETTING_CLOSED in the last seconds before the draw, or the debit's refusals.
   */
  async place(session: HouseSession, pick: LotteryPick, stake: bigint): Promise<LotteryBet> {
    if (this.now() >= this.current.drawAt - this.schedule.closeMs) throw new HouseError('BETTING_CLOSED');
    const roundId = newRoundId();
    const payer: Payer = { ...session, session };
    await this.wallet.debit(payer, roundId, 1, stake);
    const bet: LotteryBet = { roundId, drawId: this.current.drawId, pick, stake, status: 'open', win: 0n, payer };
    this.bets.push(bet);
    this.onChange();
    return bet;
  }

  /** Draws when it is time: settles the draw's bets and opens the next period. */
  async tick(): Promise<void> {
    if (this.now() < this.current.drawAt) return;
    const c = this.current;
    const balls = drawLottery(fairRng({ serverSeed: c.serverSeed, clientSeed: c.drawId, nonce: 0 }));
    this.history.unshift({ drawId: c.drawId, drawAt: c.drawAt, balls, serverSeed: c.serverSeed, serverSeedHash: hashServerSeed(c.serverSeed) });
    this.history.length = Math.min(this.history.length, HISTORY);
    this.current = this.open(this.now());
    for (const bet of this.bets.filter((b) => b.drawId === c.drawId && b.status === 'open')) {
      const win = settlePick(bet.pick, bet.stake, balls);
      await this.wallet.credit(bet.payer, bet.roundId, win);
      bet.win = win;
      bet.status = win > 0n ? 'won' : 'lost';
    }
    keepOpenAndRecent(this.bets, KEEP_SETTLED);
    this.onChange();
  }
}
