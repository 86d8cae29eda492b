/**
 * One PVP table (docs/pvp.md "Tables"): seats, hands one after another, the timer, and the money of
 * every hand through the wallet (one round per member per hand: debits before each change that
 * puts money at stake, a closing credit at the showdown, every open debit rolled back when a hand is
 * void or cut short). The game rules are the engines' (./games.ts); this class only orders the calls.
 *
 * Everything a table does runs one step at a time (a promise queue), so two members acting at once,
 * or an action racing the timer, never interleave their wallet calls. The host gives it a clock and
 * calls {@link PvpTable.tick} when {@link PvpTable.nextWake} comes; nothing here sets timers.
 *
 * Durability (docs/pvp.md "Cluster"): {@link PvpTable.snapshot} is the whole table as plain data,
 * and {@link PvpTable.onChange} is called at every point a copy must be saved: before each debit
 * (the debit is written down as pending first, with the state it will pay for), after each change,
 * and before the closing credits (the hand written down as closing). A table restored from a
 * snapshot (another process, or this one after a restart) finishes what was cut short exactly once
 * before anything else: a pending debit is rolled back (whether or not it reached the wallet: a
 * rollback of a debit never made answers OK and blocks it) and treated as refused, a closing hand's
 * credits or rollbacks are sent again (the wallet is idempotent by transaction id), a hand that was
 * still taking its antes gives them back.
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

/** A member's round in a hand: its id, the player, the debits that succeeded (number -> amount) and the one under way. */
interface SeatRound {
  roundId: string;
  player: string;
  debits: Map<number, bigint>;
  /** A debit sent (or about to be) whose answer the state does not hold yet. */
  pending: { n: number; amount: bigint } | null;
}

interface LiveHand<H> {
  handId: string;
  handNo: number;
  serverSeed: string;
  serverSeedHash: string;
  /** Null while the antes are being taken (the hand is dealt once they are in). */
  state: H | null;
  rounds: Map<number, SeatRound>;
  /** The hand is over and its closing calls are being sent (settle: credits; void: rollbacks). */
  closing: 'settle' | 'void' | null;
}

/** A table as plain data (bigints as bigints: the vendor's state codec writes them). */
export interface PvpTableSnapshot<P> {
  id: string;
  clientSeed: string;
  handNo: number;
  first: number;
  nextHandAt: number | null;
  seats: PvpSeated<P>[];
  hand: {
    handId: string;
    handNo: number;
    serverSeed: string;
    serverSeedHash: string;
    state: unknown;
    closing: 'settle' | 'void' | null;
    rounds: {
      seat: number;
      roundId: string;
      player: string;
      debits: [number, bigint][];
      pending: { n: number; amount: bigint } | null;
    }[];
  } | null;
  history: PvpHandRecord[];
}

export class PvpTable<P, H> {
  private clientSeedValue = newClientSeed();
  private readonly seats = new Map<number, PvpSeated<P>>();
  private hand: LiveHand<H> | null = null;
  private handNo = 0;
  private first = 1;
  /** When the next hand may start (ms since the epoch), null: not scheduled. */
  private nextHandAt: number | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<(event: PvpEvent) => void>();
  /** The last 20 hands, newest first. */
  history: PvpHandRecord[] = [];
  /** Restored with work cut short (a pending debit, a closing hand, antes): finished before the next step. */
  private recovering = false;
  /** Called wherever a saved copy must catch up (see the module comment); the host saves the snapshot. */
  onChange: () => void = () => undefined;
  /**
   * Whether a member is connected (the host's live channel); a seated member who is not is dealt
   * no new hand (they keep the seat and come back to it). Default: everyone is.
   */
  present: (player: string) => boolean = () => true;

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

  /** The table's client seed (every hand's nonce is its number at the table). */
  get clientSeed(): string {
    return this.clientSeedValue;
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
    if (!this.hand?.state) return null;
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
    if (this.recovering) return 0;
    if (this.hand) return this.hand.state ? this.game.deadline(this.hand.state) : null;
    return this.nextHandAt;
  }

  /**
   * Seats a member: `seat` or the first free one. The balance must cover the room's minimum.
   * @throws PvpActionError NOT_SEATED (table full or seat taken) / OPTION_NOT_ALLOWED (balance below the minimum);
   *   a member already seated gets their seat back (a reconnect).
   */
  sit(entry: { player: string; name: string; payer: P }, seat?: number): Promise<PvpSeated<P>> {
    return this.step(async () => {
      const mine = this.seatOf(entry.player);
      if (mine) {
        mine.payer = entry.payer;
        mine.leaving = false;
        this.scheduleNextHand();
        this.onChange();
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
      this.changed({ type: 'seats' });
      return seated;
    });
  }

  /** Leaves at once between hands, or when the hand in play ends (the timer acts for the member meanwhile). */
  leave(player: string): Promise<void> {
    return this.step(async () => {
      const s = this.seatOf(player);
      if (!s) return;
      if (this.hand?.rounds.has(s.seat)) s.leaving = true;
      else this.seats.delete(s.seat);
      this.scheduleNextHand();
      this.changed({ type: 'seats' });
    });
  }

  /** Sits out of the next hands (or back in). @throws PvpActionError NOT_SEATED. */
  sitOut(player: string, out: boolean): Promise<void> {
    return this.step(async () => {
      const s = this.seatOf(player);
      if (!s) throw new PvpActionError('NOT_SEATED', 'not at this table');
      s.sittingOut = out;
      this.scheduleNextHand();
      this.changed({ type: 'seats' });
    });
  }

  /** Members who would be dealt the next hand: seated, in, staying and connected. */
  private ready(): PvpSeated<P>[] {
    return this.seated().filter((s) => !s.sittingOut && !s.leaving && this.present(s.player));
  }

  /** Sets (or clears) the next hand's start: a pause after the moment two members are ready. */
  private scheduleNextHand(): void {
    if (this.hand) return;
    this.nextHandAt =
      this.ready().length >= PVP_MIN_PLAYERS ? (this.nextHandAt ?? this.now() + this.room.betweenHands) : null;
  }

  /** Saves (onChange) and tells the listeners. */
  private changed(event: PvpEvent): void {
    this.onChange();
    this.emit(event);
  }

  /** A step of the queue, after what a restore left to finish. */
  private step<T>(work: () => Promise<T>): Promise<T> {
    return this.serial(async () => {
      await this.recover();
      return work();
    });
  }

  /**
   * A member's action in the hand in play: its debits first (a refused debit: the game's rule for
   * it), then the change, then the debits the change owes (a banker's hold), settling when over.
   * @throws PvpActionError when there is no hand, the member is not in it, or the game refuses the action.
   */
  act(player: string, action: PvpAction): Promise<void> {
    return this.step(async () => {
      const s = this.seatOf(player);
      if (!this.hand?.state || this.hand.closing || !s || !this.hand.rounds.has(s.seat))
        throw new PvpActionError('NOT_SEATED', 'not in the hand in play');
      await this.apply(s.seat, action, false);
    });
  }

  /** Takes the timer's actions and starts the next hand when due. Safe to call at any time. */
  tick(): Promise<void> {
    return this.step(async () => {
      const now = this.now();
      const hand = this.hand;
      if (hand?.state) {
        const deadline = this.game.deadline(hand.state);
        if (deadline === null || now < deadline) return;
        for (const { seat, action } of this.game.defaults(hand.state)) {
          if (this.hand !== hand) break;
          try {
            await this.apply(seat, action, true);
          } catch (err) {
            // a default the hand no longer needs (the phase moved on): nothing to take
            if (!(err instanceof PvpActionError)) throw err;
          }
        }
        return;
      }
      if (!hand) {
        // a member who is not connected any more does not hold up the start
        this.scheduleNextHand();
        if (this.nextHandAt !== null && now >= this.nextHandAt) await this.startHand();
      }
    });
  }

  private async apply(seat: number, action: PvpAction, auto: boolean): Promise<void> {
    const hand = this.hand!;
    const debits = this.game.actionDebits(hand.state!, seat, action);
    for (const d of debits) {
      if (!(await this.take(d.seat, d.amount))) {
        await this.debitFailed(d.seat);
        return;
      }
    }
    const before = hand.state!;
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
    const next = this.game.debitFailed(hand.state!, seat, this.now());
    if (next === 'void') {
      await this.closeHand('void');
      return;
    }
    hand.state = next;
    await this.afterChange();
  }

  private async afterChange(): Promise<void> {
    if (this.game.settled(this.hand!.state!)) await this.closeHand('settle');
    else this.changed({ type: 'hand' });
  }

  /**
   * Debits `amount` from `seat`'s round of the hand in play, written down as pending (and saved)
   * before it is sent. False when refused or unanswered (nothing taken; the wallet rolls an
   * unanswered debit back).
   */
  private async take(seat: number, amount: bigint): Promise<boolean> {
    const round = this.hand!.rounds.get(seat)!;
    const n = round.debits.size + 1;
    round.pending = { n, amount };
    this.onChange();
    try {
      await this.wallet.debit(this.seats.get(seat)!.payer, round.roundId, n, amount);
    } catch {
      round.pending = null;
      return false;
    }
    round.pending = null;
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
    const dealt: PvpSeatIn[] = [];
    for (const s of ready) {
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
      dealt.push({ seat: s.seat, player: s.player, balance });
    }
    const hand: LiveHand<H> = {
      handId,
      handNo: this.handNo,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      state: null,
      rounds: new Map(
        dealt.map((d) => [
          d.seat,
          { roundId: `pvp-${handId}-${d.seat}`, player: d.player, debits: new Map(), pending: null },
        ]),
      ),
      closing: null,
    };
    this.hand = hand;
    const ante = this.game.anteOf(this.room.base);
    if (ante > 0n)
      for (const d of [...dealt]) {
        if (!(await this.take(d.seat, ante))) {
          hand.rounds.delete(d.seat);
          dealt.splice(dealt.indexOf(d), 1);
        }
      }
    if (dealt.length < PVP_MIN_PLAYERS) {
      await this.closeHand('void');
      return;
    }
    const order = dealt.map((d) => d.seat);
    const first = order.find((seat) => seat >= this.first) ?? order[0]!;
    this.first = first + 1;
    hand.state = this.game.start({
      rng: fairRng({ serverSeed, clientSeed: this.clientSeed, nonce: hand.handNo }),
      base: this.room.base,
      rakeBp: this.room.rakeBp,
      seats: dealt,
      first,
      now: this.now(),
    });
    this.changed({ type: 'hand' });
  }

  /**
   * Settles (credits every round that took money) or voids (rolls every debit back) the hand,
   * written down as closing first so that a restore sends the same calls again; then frees the leavers.
   */
  private async closeHand(closing: 'settle' | 'void'): Promise<void> {
    const hand = this.hand!;
    hand.closing = closing;
    this.onChange();
    const dealt = hand.state !== null;
    const payouts = closing === 'settle' ? this.game.payouts(hand.state!) : [];
    for (const [seat, round] of hand.rounds) {
      const payer = this.payerOf(seat, round.player);
      if (closing === 'void' || !payer) {
        for (const [n, amount] of round.debits) if (payer) await this.wallet.rollback(payer, round.roundId, n, amount);
        continue;
      }
      if (round.debits.size === 0) continue;
      const p = payouts.find((x) => x.seat === seat);
      await this.wallet.credit(payer, round.roundId, p?.credit ?? 0n);
    }
    this.hand = null;
    for (const s of this.seated()) if (s.leaving) this.seats.delete(s.seat);
    this.scheduleNextHand();
    // a hand that never got dealt (antes refused) leaves no record
    if (!dealt) {
      this.changed({ type: 'seats' });
      return;
    }
    const record: PvpHandRecord = {
      handId: hand.handId,
      handNo: hand.handNo,
      serverSeed: hand.serverSeed,
      serverSeedHash: hand.serverSeedHash,
      clientSeed: this.clientSeed,
      seats: [...hand.rounds.keys()].sort((a, b) => a - b),
      void: closing === 'void',
      payouts: payouts
        .filter((p) => (hand.rounds.get(p.seat)?.debits.size ?? 0) > 0)
        .map((p) => ({ ...p, player: hand.rounds.get(p.seat)!.player, roundId: hand.rounds.get(p.seat)!.roundId })),
      view: this.game.view(hand.state!, null),
    };
    this.history.unshift(record);
    this.history.length = Math.min(this.history.length, 20);
    this.changed({ type: 'settled', record });
  }

  /** The payer of `seat`'s round (the seat's member; a member gone from the seat keeps no payer here). */
  private payerOf(seat: number, player: string): P | undefined {
    const s = this.seats.get(seat);
    return s && s.player === player ? s.payer : undefined;
  }

  /**
   * Finishes what a restored snapshot left under way (see the module comment), once: a pending
   * debit rolled back and treated as refused, a closing hand closed again, a hand still taking
   * its antes voided.
   */
  private async recover(): Promise<void> {
    if (!this.recovering) return;
    this.recovering = false;
    const hand = this.hand;
    if (!hand) return;
    if (hand.closing) {
      await this.closeHand(hand.closing);
      return;
    }
    const pending = [...hand.rounds].find(([, r]) => r.pending);
    if (pending) {
      const [seat, round] = pending;
      const { n, amount } = round.pending!;
      const payer = this.payerOf(seat, round.player);
      if (payer) await this.wallet.rollback(payer, round.roundId, n, amount);
      round.pending = null;
      if (hand.state) {
        await this.debitFailed(seat);
        return;
      }
    }
    // cut short while its antes were taken: give them back
    if (!hand.state) await this.closeHand('void');
  }

  /** The whole table as plain data (see {@link PvpTableSnapshot}). */
  snapshot(): PvpTableSnapshot<P> {
    const hand = this.hand;
    return {
      id: this.id,
      clientSeed: this.clientSeed,
      handNo: this.handNo,
      first: this.first,
      nextHandAt: this.nextHandAt,
      seats: this.seated().map((s) => ({ ...s })),
      hand: hand && {
        handId: hand.handId,
        handNo: hand.handNo,
        serverSeed: hand.serverSeed,
        serverSeedHash: hand.serverSeedHash,
        state: hand.state,
        closing: hand.closing,
        rounds: [...hand.rounds].map(([seat, r]) => ({
          seat,
          roundId: r.roundId,
          player: r.player,
          debits: [...r.debits],
          pending: r.pending,
        })),
      },
      history: this.history,
    };
  }

  /**
   * Becomes the table of `snapshot` (same id). Work it shows under way is finished by the next step.
   * @throws RangeError when the snapshot is another table's.
   */
  restore(snapshot: PvpTableSnapshot<P>): void {
    if (snapshot.id !== this.id) throw new RangeError(`snapshot of ${snapshot.id}, not ${this.id}`);
    this.clientSeedValue = snapshot.clientSeed;
    this.handNo = snapshot.handNo;
    this.first = snapshot.first;
    this.nextHandAt = snapshot.nextHandAt;
    this.seats.clear();
    for (const s of snapshot.seats) this.seats.set(s.seat, { ...s });
    const h = snapshot.hand;
    this.hand = h && {
      handId: h.handId,
      handNo: h.handNo,
      serverSeed: h.serverSeed,
      serverSeedHash: h.serverSeedHash,
      state: h.state as H | null,
      closing: h.closing,
      rounds: new Map(
        h.rounds.map((r) => [
          r.seat,
          { roundId: r.roundId, player: r.player, debits: new Map(r.debits), pending: r.pending },
        ]),
      ),
    };
    this.history = snapshot.history;
    this.recovering = !!h && (h.closing !== null || h.state === null || h.rounds.some((r) => r.pending));
  }
}
