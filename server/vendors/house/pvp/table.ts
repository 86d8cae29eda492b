/**
 * One PVP table (docs/pvp.md "Tables"): seats, hands one after another, the timer, and the money of
 * every hand through the wallet (one round per member per hand: debits before each change that
 * puts money at stake, a closing credit at the showdown, every open debit rolled back when a hand is
 * void or cut short). The game rules are the engines' (./games.ts); this class only orders the calls.
 *
 * Everything a table does runs one step at a time (a promise queue), so two members acting at once,
 * or an action racing the timer, never interleave their wallet calls. The host gives it a clock and
 * calls {@link PvpTable.tick} when {@link PvpTable.nextWake} comes; nothing here sets timers.
 */
import { fairRng } from '../fair/rng';
import { hashServerSeed, newClientSeed, newServerSeed } from '../fair/seeds';
import { PVP_MIN_PLAYERS, PvpActionError } from './common';
import type { PvpAction, PvpGame, PvpGameCode, PvpSeatIn } from './games';

/** The money calls a table makes for one member (HouseWallet with the member's session fits). */
export interface PvpWallet<P> {
  balance(payer: P): Promise<bigint>;
  /** Debit number `n` of `roundId`. Throws when refused or unanswered (the wallet rolls an unanswered one back). */
  debit(payer: P, roundId: string, n: number, amount: bigint): Promise<void>;
  /** The closing credit of `roundId` (0 for a lost round). */
  credit(payer: P, roundId: string, amount: bigint): Promise<unknown>;
  rollback(payer: P, roundId: string, n: number, amount?: bigint): Promise<void>;
}

/** A room's settings (docs/pvp.md "Rooms"). */
export interface PvpRoomSettings {
  game: PvpGameCode;
  base: bigint;
  /** At least the game's floor. */
  minimumBalance: bigint;
  rakeBp: number;
  /** Pause between two hands (ms). */
  betweenHands: number;
}

export interface PvpSeated<P> {
  seat: number;
  player: string;
  /** A masked name the other members see. */
  name: string;
  payer: P;
  sittingOut: boolean;
  /** Leaves when the hand in play ends. */
  leaving: boolean;
}

/** A finished hand, as the table's history and the members' records keep it. */
export interface PvpHandRecord {
  handId: string;
  handNo: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  seats: number[];
  void: boolean;
  payouts: {
    seat: number;
    player: string;
    credit: bigint;
    rake: bigint;
    played: bigint;
    won: boolean;
    roundId: string;
  }[];
  /** The engine's view of the whole hand once over (every card). */
  view: Record<string, unknown>;
}

export type PvpEvent = { type: 'seats' } | { type: 'hand' } | { type: 'settled'; record: PvpHandRecord };

interface LiveHand<H> {
  handId: string;
  handNo: number;
  serverSeed: string;
  serverSeedHash: string;
  state: H;
  /** Per seat: the round id, the player, and the debits that succeeded (number -> amount). */
  rounds: Map<number, { roundId: string; player: string; debits: Map<number, bigint> }>;
}

export class PvpTable<P, H> {
  readonly clientSeed = newClientSeed();
  private readonly seats = new Map<number, PvpSeated<P>>();
  private hand: LiveHand<H> | null = null;
  private handNo = 0;
  private first = 1;
  /** When the next hand may start (ms since the epoch), null: not scheduled. */
  private nextHandAt: number | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<(event: PvpEvent) => void>();
  readonly history: PvpHandRecord[] = [];

  constructor(
    readonly id: string,
    readonly room: PvpRoomSettings,
    private readonly game: PvpGame<H>,
    private readonly wallet: PvpWallet<P>,
    private readonly now: () => number,
  ) {
    if (room.minimumBalance < game.minimumBalance(room.base))
      throw new RangeError('the minimum balance is below the game floor');
  }

  /** Listens to the table's changes; returns the unsubscribe. */
  on(listener: (event: PvpEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: PvpEvent): void {
    for (const l of this.listeners) l(event);
  }

  /** Runs `step` after every step before it. */
  private serial<T>(step: () => Promise<T>): Promise<T> {
    const run = this.queue.then(step, step);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The seated members, by seat. */
  seated(): PvpSeated<P>[] {
    return [...this.seats.values()].sort((a, b) => a.seat - b.seat);
  }

  seatOf(player: string): PvpSeated<P> | undefined {
    return this.seated().find((s) => s.player === player);
  }

  get inHand(): boolean {
    return this.hand !== null;
  }

  /** The hand in play as `viewer` (a seat, or null) may see it, with its fairness hash; null between hands. */
  handView(viewer: number | null): Record<string, unknown> | null {
    if (!this.hand) return null;
    return {
      handId: this.hand.handId,
      handNo: this.hand.handNo,
      serverSeedHash: this.hand.serverSeedHash,
      clientSeed: this.clientSeed,
      ...this.game.view(this.hand.state, viewer),
      options: viewer === null || !this.hand.rounds.has(viewer) ? [] : this.game.options(this.hand.state, viewer),
    };
  }

  /** When the table next needs a {@link tick}: the hand's deadline or the next hand's start; null: nothing pending. */
  nextWake(): number | null {
    if (this.hand) return this.game.deadline(this.hand.state);
    return this.nextHandAt;
  }

  /**
   * Seats a member: `seat` or the first free one. The balance must cover the room's minimum.
   * @throws PvpActionError NOT_SEATED (table full or seat taken) / OPTION_NOT_ALLOWED (balance below the minimum);
   *   a member already seated gets their seat back (a reconnect).
   */
  sit(entry: { player: string; name: string; payer: P }, seat?: number): Promise<PvpSeated<P>> {
    return this.serial(async () => {
      const mine = this.seatOf(entry.player);
      if (mine) {
        mine.payer = entry.payer;
        mine.leaving = false;
        return mine;
      }
      const free = Array.from({ length: this.game.maxSeats }, (_, i) => i + 1).filter((s) => !this.seats.has(s));
      const at = seat ?? free[0];
      if (at === undefined || !free.includes(at)) throw new PvpActionError('NOT_SEATED', 'no free seat');
      const balance = await this.wallet.balance(entry.payer);
      if (balance < this.room.minimumBalance)
        throw new PvpActionError('OPTION_NOT_ALLOWED', 'the balance is below the room minimum');
      const seated: PvpSeated<P> = { seat: at, ...entry, sittingOut: false, leaving: false };
      this.seats.set(at, seated);
      this.scheduleNextHand();
      this.emit({ type: 'seats' });
      return seated;
    });
  }

  /** Leaves at once between hands, or when the hand in play ends (the timer acts for the member meanwhile). */
  leave(player: string): Promise<void> {
    return this.serial(async () => {
      const s = this.seatOf(player);
      if (!s) return;
      if (this.hand?.rounds.has(s.seat)) s.leaving = true;
      else this.seats.delete(s.seat);
      this.emit({ type: 'seats' });
    });
  }

  /** Sits out of the next hands (or back in). */
  sitOut(player: string, out: boolean): Promise<void> {
    return this.serial(async () => {
      const s = this.seatOf(player);
      if (!s) throw new PvpActionError('NOT_SEATED', 'not at this table');
      s.sittingOut = out;
      this.scheduleNextHand();
      this.emit({ type: 'seats' });
    });
  }

  private ready(): PvpSeated<P>[] {
    return this.seated().filter((s) => !s.sittingOut && !s.leaving);
  }

  private scheduleNextHand(): void {
    if (this.hand) return;
    this.nextHandAt =
      this.ready().length >= PVP_MIN_PLAYERS ? (this.nextHandAt ?? this.now() + this.room.betweenHands) : null;
  }

  /**
   * A member's action in the hand in play: its debits first (a refused debit: the game's rule for
   * it), then the change, then the debits the change owes (a banker's hold), settling when over.
   * @throws PvpActionError when there is no hand, the member is not in it, or the game refuses the action.
   */
  act(player: string, action: PvpAction): Promise<void> {
    return this.serial(async () => {
      const s = this.seatOf(player);
      if (!this.hand || !s || !this.hand.rounds.has(s.seat))
        throw new PvpActionError('NOT_SEATED', 'not in the hand in play');
      await this.apply(s.seat, action, false);
    });
  }

  /** Takes the timer's actions and starts the next hand when due. Safe to call at any time. */
  tick(): Promise<void> {
    return this.serial(async () => {
      const now = this.now();
      if (this.hand) {
        const deadline = this.game.deadline(this.hand.state);
        if (deadline === null || now < deadline) return;
        for (const { seat, action } of this.game.defaults(this.hand.state)) {
          if (!this.hand) break;
          try {
            await this.apply(seat, action, true);
          } catch (err) {
            // a default the hand no longer needs (the phase moved on): nothing to take
            if (!(err instanceof PvpActionError)) throw err;
          }
        }
        return;
      }
      if (this.nextHandAt !== null && now >= this.nextHandAt) await this.startHand();
    });
  }

  private async apply(seat: number, action: PvpAction, auto: boolean): Promise<void> {
    const hand = this.hand!;
    const debits = this.game.actionDebits(hand.state, seat, action);
    for (const d of debits) {
      if (!(await this.take(d.seat, d.amount))) {
        await this.debitFailed(d.seat);
        return;
      }
    }
    const before = hand.state;
    hand.state = this.game.act(before, seat, action, this.now(), auto);
    for (const d of this.game.changeDebits(before, hand.state)) {
      if (!(await this.take(d.seat, d.amount))) {
        await this.debitFailed(d.seat);
        return;
      }
    }
    await this.afterChange();
  }

  private async debitFailed(seat: number): Promise<void> {
    const hand = this.hand!;
    const next = this.game.debitFailed(hand.state, seat, this.now());
    if (next === 'void') {
      await this.closeHand(true);
      return;
    }
    hand.state = next;
    await this.afterChange();
  }

  private async afterChange(): Promise<void> {
    if (this.game.settled(this.hand!.state)) await this.closeHand(false);
    else this.emit({ type: 'hand' });
  }

  /** Debits `amount` from `seat`'s round; false when refused or unanswered (nothing taken). */
  private async take(seat: number, amount: bigint, rounds = this.hand!.rounds): Promise<boolean> {
    const round = rounds.get(seat)!;
    const n = round.debits.size + 1;
    try {
      await this.wallet.debit(this.seats.get(seat)!.payer, round.roundId, n, amount);
    } catch {
      return false;
    }
    round.debits.set(n, amount);
    return true;
  }

  private async startHand(): Promise<void> {
    this.nextHandAt = null;
    const ready = this.ready();
    if (ready.length < PVP_MIN_PLAYERS) return;
    this.handNo += 1;
    const handId = `${this.id}-${this.handNo}-${newClientSeed()}`;
    const serverSeed = newServerSeed();
    const rounds: LiveHand<H>['rounds'] = new Map();
    const dealt: PvpSeatIn[] = [];
    const ante = this.game.anteOf(this.room.base);
    for (const s of ready) {
      const roundId = `pvp-${handId}-${s.seat}`;
      let balance: bigint;
      try {
        balance = await this.wallet.balance(s.payer);
      } catch {
        continue;
      }
      // a member whose balance fell below the room minimum sits out until they sit in again
      if (balance < this.room.minimumBalance) {
        s.sittingOut = true;
        continue;
      }
      rounds.set(s.seat, { roundId, player: s.player, debits: new Map() });
      dealt.push({ seat: s.seat, player: s.player, balance });
    }
    if (ante > 0n)
      for (const d of [...dealt]) {
        if (!(await this.take(d.seat, ante, rounds))) {
          rounds.delete(d.seat);
          dealt.splice(dealt.indexOf(d), 1);
        }
      }
    if (dealt.length < PVP_MIN_PLAYERS) {
      await this.rollbackAll(rounds);
      this.scheduleNextHand();
      this.emit({ type: 'seats' });
      return;
    }
    const order = dealt.map((d) => d.seat);
    const first = order.find((seat) => seat >= this.first) ?? order[0]!;
    this.first = first + 1;
    this.hand = {
      handId,
      handNo: this.handNo,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      state: this.game.start({
        rng: fairRng({ serverSeed, clientSeed: this.clientSeed, nonce: this.handNo }),
        base: this.room.base,
        rakeBp: this.room.rakeBp,
        seats: dealt,
        first,
        now: this.now(),
      }),
      rounds,
    };
    this.emit({ type: 'hand' });
  }

  /** Rolls back every debit of `rounds` (a void hand's). */
  private async rollbackAll(rounds: LiveHand<H>['rounds']): Promise<void> {
    for (const [seat, round] of rounds)
      for (const [n, amount] of round.debits)
        await this.wallet.rollback(this.seats.get(seat)!.payer, round.roundId, n, amount);
  }

  /** Settles (credits every opened round) or voids (rolls every debit back) the hand, then frees the leavers. */
  private async closeHand(isVoid: boolean): Promise<void> {
    const hand = this.hand!;
    const payouts = isVoid ? [] : this.game.payouts(hand.state);
    if (isVoid) await this.rollbackAll(hand.rounds);
    else
      for (const [seat, round] of hand.rounds) {
        if (round.debits.size === 0) continue;
        const p = payouts.find((x) => x.seat === seat);
        await this.wallet.credit(this.seats.get(seat)!.payer, round.roundId, p?.credit ?? 0n);
      }
    const record: PvpHandRecord = {
      handId: hand.handId,
      handNo: hand.handNo,
      serverSeed: hand.serverSeed,
      serverSeedHash: hand.serverSeedHash,
      clientSeed: this.clientSeed,
      seats: [...hand.rounds.keys()].sort((a, b) => a - b),
      void: isVoid,
      payouts: payouts
        .filter((p) => (hand.rounds.get(p.seat)?.debits.size ?? 0) > 0)
        .map((p) => ({ ...p, player: hand.rounds.get(p.seat)!.player, roundId: hand.rounds.get(p.seat)!.roundId })),
      view: this.game.view(hand.state, null),
    };
    this.history.unshift(record);
    this.history.length = Math.min(this.history.length, 20);
    this.hand = null;
    for (const s of this.seated()) if (s.leaving) this.seats.delete(s.seat);
    this.scheduleNextHand();
    this.emit({ type: 'settled', record });
  }
}
