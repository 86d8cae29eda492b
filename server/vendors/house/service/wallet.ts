/**
 * Round money (docs/vendor-protocol.md sections 4 and 6): a real-mode round debits the stake,
 * plays, and closes with a credit of the win (0 for a loss); when the play fails after the debit,
 * or the debit gets no definitive answer, the debit is rolled back. Transaction ids derive from
 * the round id (`<round>:d<n>`, `<round>:c`, `<round>:rb<n>`), so a retry reuses them and the
 * platform's idempotency makes it safe. Trial mode plays against the session's virtual balance
 * and never calls the platform. Lottery tickets add the protocol v1.1 `lottery` detail to their
 * debit (what the ticket bets on) and closing credit (its result), schemas/vendor/common.json
 * lotteryBet and lotteryResult; the platform keeps them for the betting record.
 * Every call is signed as the payer's integration and carries the payer's catalogue game code
 * (BGS, or the sandbox integration that launched the session: docs/sandbox-provider.md).
 * The trial balance is the session's ({@link memoryTrial}) or, with several vendor processes, a
 * column of the session's row moved idempotently by the same transaction ids (../store/sessions.ts).
 */
import { fromMinor, parseProtocolAmount } from '../../../../contract/money.ts';
import { HouseError, refusalOf } from './errors.ts';
import { PlatformUnavailable, UnknownIntegration, type PlatformClient, type WalletAnswer } from './platformClient.ts';
import { integrationOf, protocolGameOf, type HouseSession, type LaunchFields } from './sessions.ts';

/**
 * Who pays: the launch fields of a session (kept with a sports or lottery bet after the session
 * ends), the session's id (`id`, how a trial bet finds its session's balance in the database) and
 * the live session object when there is one.
 */
export type Payer = LaunchFields & { session?: HouseSession; id?: string };

/**
 * The virtual wallet of trial sessions (no platform call). Amounts in minor units; each answer is
 * the balance after the move, or null when the session is gone.
 */
export interface TrialWallet {
  balance(session: HouseSession): Promise<bigint>;
  /** @throws HouseError INSUFFICIENT_FUNDS when the balance is short (nothing moves). */
  debit(payer: Payer, transactionId: string, amount: bigint): Promise<bigint | null>;
  /** Adds `amount` once per `transactionId`. */
  credit(payer: Payer, transactionId: string, amount: bigint): Promise<bigint | null>;
  /** Gives back debit `debitId` once (by `transactionId`); `amount` is what it took. */
  rollback(payer: Payer, transactionId: string, debitId: string, amount?: bigint): Promise<bigint | null>;
}

/**
 * The trial wallet of one process: the balance lives on the session object (a bet settled after a
 * restart has no session object, so its trial return goes nowhere).
 */
export const memoryTrial: TrialWallet = {
  balance: async (session) => session.balance ?? 0n,
  async debit(payer, _transactionId, amount) {
    const s = payer.session!;
    if ((s.balance ?? 0n) < amount) throw new HouseError('INSUFFICIENT_FUNDS');
    s.balance = (s.balance ?? 0n) - amount;
    return s.balance;
  },
  async credit(payer, _transactionId, amount) {
    const s = payer.session;
    if (s) s.balance = (s.balance ?? 0n) + amount;
    return s?.balance ?? null;
  },
  async rollback(payer, _transactionId, _debitId, amount) {
    if (payer.session && amount !== undefined) payer.session.balance = (payer.session.balance ?? 0n) + amount;
    return payer.session?.balance ?? null;
  },
};

export interface HouseWalletOptions {
  /** The trial wallet (default {@link memoryTrial}). */
  trial?: TrialWallet;
  /**
   * Awaited before every debit, credit and rollback (the database store: the book's last change is
   * saved before money moves for it).
   */
  before?: () => Promise<void>;
  /** Told every real balance the platform answered (the database keeps the session's last one). */
  remembered?: (session: HouseSession) => void;
}

/** A debit's `lottery` detail (schemas/vendor/common.json lotteryBet). */
export interface LotteryBetDetail {
  drawId: string;
  betType: string;
  mode?: 'straight' | 'box' | 'ibox' | 'roll';
  /** At least one number (digits, R for a rolled digit). */
  numbers: string[];
  /** Points per number for lô, null for money bets. */
  points: number | null;
  odds: string;
}

/** A closing credit's `lottery` detail (schemas/vendor/common.json lotteryResult). */
export interface LotteryResultDetail {
  drawId: string;
  hits: number;
  winningNumbers: string[];
}

export class HouseWallet {
  private readonly trial: TrialWallet;
  private readonly before: () => Promise<void>;

  constructor(
    private readonly client: PlatformClient,
    private readonly options: HouseWalletOptions = {},
  ) {
    this.trial = options.trial ?? memoryTrial;
    this.before = options.before ?? (async () => undefined);
  }

  /** The same wallet (client, trial wallet, balance hook) with another `before`. */
  withBefore(before: () => Promise<void>): HouseWallet {
    return new HouseWallet(this.client, { ...this.options, before });
  }

  private remember(payer: Payer, answer: WalletAnswer): bigint | null {
    const balance = parseProtocolAmount(answer.balance);
    if (balance !== null && payer.session) {
      payer.session.balance = balance;
      this.options.remembered?.(payer.session);
    }
    return balance;
  }

  /** Keeps a trial answer on the live session object (the route shows it). */
  private trialAnswer(payer: Payer, balance: bigint | null): bigint | null {
    if (balance !== null && payer.session) payer.session.balance = balance;
    return balance;
  }

  /** The player's balance: the virtual one in trial, else asked of the platform. */
  async balance(session: HouseSession): Promise<bigint> {
    if (session.mode === 'trial')
      return this.trialAnswer({ ...session, session }, await this.trial.balance(session)) ?? 0n;
    let answer: WalletAnswer;
    try {
      answer = await this.client.send(
        session.platformUrl,
        'balance',
        { playerToken: session.playerToken, currency: session.currency },
        integrationOf(session),
      );
    } catch {
      throw new HouseError('PLATFORM_UNAVAILABLE');
    }
    if (answer.status !== 'OK') throw refusalOf(answer.status);
    return this.remember({ ...session, session }, answer) ?? 0n;
  }

  /**
   * Debits `amount` as debit number `n` of `roundId`, with the ticket's `lottery` detail if given.
   * @throws HouseError INSUFFICIENT_FUNDS / INVALID_TOKEN / BET_REFUSED on a refusal, or
   *   PLATFORM_UNAVAILABLE after rolling the unanswered debit back.
   */
  async debit(payer: Payer, roundId: string, n: number, amount: bigint, lottery?: LotteryBetDetail): Promise<void> {
    await this.before();
    const transactionId = `${roundId}:d${n}`;
    if (payer.mode === 'trial') {
      this.trialAnswer(payer, await this.trial.debit(payer, transactionId, amount));
      return;
    }
    let answer: WalletAnswer;
    try {
      answer = await this.client.send(
        payer.platformUrl,
        'debit',
        {
          transactionId,
          roundId,
          playerToken: payer.playerToken,
          gameCode: protocolGameOf(payer),
          amount: fromMinor(amount),
          currency: payer.currency,
          ...(lottery ? { lottery } : {}),
        },
        integrationOf(payer),
      );
    } catch (err) {
      // No key for the payer's integration: nothing was sent, so nothing to roll back.
      if (err instanceof UnknownIntegration) throw new HouseError('PLATFORM_UNAVAILABLE', err.message);
      if (!(err instanceof PlatformUnavailable)) throw err;
      await this.rollback(payer, roundId, n);
      throw new HouseError('PLATFORM_UNAVAILABLE');
    }
    if (answer.status !== 'OK') throw refusalOf(answer.status);
    this.remember(payer, answer);
  }

  /**
   * Closes `roundId` with a credit of `win` (may be 0) and the ticket's `lottery` result if given,
   * retried until answered. Returns the balance if known.
   * @throws HouseError BET_REFUSED on a refusal; PlatformUnavailable when never answered.
   */
  async credit(payer: Payer, roundId: string, win: bigint, lottery?: LotteryResultDetail): Promise<bigint | null> {
    await this.before();
    if (payer.mode === 'trial') return this.trialAnswer(payer, await this.trial.credit(payer, `${roundId}:c`, win));
    const answer = await this.client.send(
      payer.platformUrl,
      'credit',
      {
        transactionId: `${roundId}:c`,
        roundId,
        playerToken: payer.playerToken,
        gameCode: protocolGameOf(payer),
        amount: fromMinor(win),
        currency: payer.currency,
        roundClosed: true,
        ...(lottery ? { lottery } : {}),
      },
      integrationOf(payer),
    );
    if (answer.status !== 'OK') throw new HouseError('BET_REFUSED', answer.status);
    return this.remember(payer, answer);
  }

  /** Rolls back debit number `n` of `roundId` (retried until answered; unknown debits answer OK). */
  async rollback(payer: Payer, roundId: string, n: number, amount?: bigint): Promise<void> {
    await this.before();
    if (payer.mode === 'trial') {
      this.trialAnswer(payer, await this.trial.rollback(payer, `${roundId}:rb${n}`, `${roundId}:d${n}`, amount));
      return;
    }
    const answer = await this.client.send(
      payer.platformUrl,
      'rollback',
      {
        transactionId: `${roundId}:rb${n}`,
        referenceTransactionId: `${roundId}:d${n}`,
        roundId,
        playerToken: payer.playerToken,
        gameCode: protocolGameOf(payer),
      },
      integrationOf(payer),
    );
    this.remember(payer, answer);
  }

  /**
   * One whole round: debit `stake`, run `play` (pure maths, after taking the round's nonce), credit
   * its win. A failure of `play` rolls the debit back and is rethrown.
   */
  async playRound<T extends { totalWin: bigint }>(
    session: HouseSession,
    roundId: string,
    stake: bigint,
    play: () => T | Promise<T>,
  ): Promise<{ result: T; balance: bigint | null }> {
    const payer = { ...session, session };
    await this.debit(payer, roundId, 1, stake);
    let result: T;
    try {
      result = await play();
    } catch (err) {
      await this.rollback(payer, roundId, 1, stake);
      throw err;
    }
    const balance = await this.credit(payer, roundId, result.totalWin);
    return { result, balance };
  }
}
