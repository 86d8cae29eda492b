/**
 * The platform side of the seamless wallet (docs/vendor-protocol.md section 4): balance, debit,
 * credit and rollback. Every movement is a ledger `transfer()` inside one database transaction
 * together with the idempotency record and the round, so a call either happens entirely or not
 * at all, and a retry changes nothing:
 * - debit: member wallet -> the member's account with the vendor (stake at risk);
 * - credit: house -> member wallet (the win); a closing credit also moves the round's stake
 *   from the vendor account to the house;
 * - rollback: vendor account -> member wallet (the stake back).
 * Protocol v1.1: a debit's optional `lottery` bet and a closing credit's `lottery` result are kept
 * on the round (`game_rounds.lottery`) in the same transaction as the money, for the betting
 * record. They are informational: the replay comparison (records.ts) stays on the money fields.
 */
import { stakeRefusal } from '../rg/checks.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { Tx } from '../../db/executor.ts';
import { gameRounds } from '../../db/schema.ts';
import { InsufficientFunds, notifyCommitted, transfers, type TransferResult } from '../../ledger/index.ts';
import { minorOf } from '../../../contract/money.ts';
import { ProtocolError } from './errors.ts';
import type { Integration } from './integrations.ts';
import type { BalanceRequest, CreditRequest, DebitRequest, RollbackRequest } from './messages.ts';
import { ledgerKey, lockTransaction, replay, saveTransaction, saveWithRound, type Answer } from './records.ts';
import { settleCredit, settleRollback } from './settle.ts';
import { memberRef, vendorRef, walletBalance, type Outcome, type WalletDeps } from './walletAccounts.ts';
import { hashToken, resolveToken, resolveTokenWithGame, type PlayerTokenRow } from './tokens.ts';
import { openOrLockRound } from './rounds.ts';
import { runAfterCommit } from '../rewards/events.ts';

/** A live, real-mode token of a member, else INVALID_TOKEN (balance and debit). */
async function liveMemberToken(
  deps: WalletDeps,
  tx: Db,
  integration: Integration,
  token: string,
): Promise<PlayerTokenRow & { memberId: number }> {
  const resolved = await resolveToken(tx, integration.code, token, deps.now());
  if (!resolved || !resolved.live || resolved.row.mode !== 'real' || resolved.row.memberId === null)
    throw new ProtocolError('INVALID_TOKEN', 'the player token is unknown, expired, revoked or a free-trial token');
  return resolved.row as PlayerTokenRow & { memberId: number };
}

/**
 * Runs `work` in one transaction; a unique-index race with an identical concurrent request is run
 * again once, so it answers as a replay. Announces committed transfers (balance events).
 */
async function inTransaction(deps: WalletDeps, work: (tx: Tx) => Promise<Outcome>): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    try {
      const outcome = await deps.db.transaction((tx) => work(tx));
      notifyCommitted(...outcome.transfers);
      if (outcome.after?.length) await runAfterCommit(deps.db, outcome.after);
      return outcome.answer;
    } catch (err) {
      const code =
        (err as { code?: string; cause?: { code?: string } }).code ??
        (err as { cause?: { code?: string } }).cause?.code;
      if (code !== '23505' || attempt > 0) throw err;
    }
  }
}

/** POST balance: `{ status: 'OK', balance, currency }`. */
export async function handleBalance(deps: WalletDeps, integration: Integration, req: BalanceRequest): Promise<Answer> {
  const token = await liveMemberToken(deps, deps.db, integration, req.playerToken);
  if (req.currency && req.currency !== token.currency)
    throw new ProtocolError('CURRENCY_MISMATCH', `the wallet currency is ${token.currency}`);
  return {
    status: 'OK',
    balance: await walletBalance(deps.db, token.merchantId, token.memberId, []),
    currency: token.currency,
  };
}

/**
 * POST debit (a bet): see the module comment. A `lottery` bet is kept on the round the debit opens or adds to (the first one a round gets).
 * Six exchanges with the database: BEGIN; the call's record (locked) with the token and its game;
 * the round (opened or locked in one upsert) with the responsible gaming check; the transfer; its
 * agent figures with the round's stake and the call's record (one statement); COMMIT. Statements
 * sent together are independent and answered in order (on PostgreSQL the connection pipelines
 * them); the checks keep their order (a replay first, then the amount, the token, the round, the
 * limits), so the answers are the same as one statement after the other.
 */
export function handleDebit(deps: WalletDeps, integration: Integration, req: DebitRequest): Promise<Answer> {
  const amount = minorOf(req.amount);
  const fields = {
    roundId: req.roundId,
    gameCode: req.gameCode,
    amount: amount.toString(),
    currency: req.currency,
    token: hashToken(req.playerToken),
  };
  return inTransaction(deps, async (tx) => {
    const [existing, resolved] = await Promise.all([
      lockTransaction(tx, integration.code, req.transactionId),
      resolveTokenWithGame(tx, integration.code, req.playerToken, deps.now()),
    ]);
    if (existing) return { answer: replay(existing, 'debit', fields), transfers: [] };
    if (amount <= 0n) throw new ProtocolError('INVALID_REQUEST', 'a debit amount must be above 0');
    if (!resolved || !resolved.live || resolved.row.mode !== 'real' || resolved.row.memberId === null)
      throw new ProtocolError('INVALID_TOKEN', 'the player token is unknown, expired, revoked or a free-trial token');
    const token = resolved.row as PlayerTokenRow & { memberId: number };
    const game = resolved.game;
    if (game.gameCode !== req.gameCode)
      throw new ProtocolError('INVALID_TOKEN', 'the player token was issued for another game');
    if (req.currency !== token.currency)
      throw new ProtocolError('CURRENCY_MISMATCH', `the wallet currency is ${token.currency}`);

    const record = {
      integrationCode: integration.code,
      transactionId: req.transactionId,
      kind: 'debit' as const,
      fields,
    };
    // Responsible gaming (docs/responsible-gaming.md): an excluded member, or a bet past a loss or wager limit, moves nothing.
    const [round, rg] = await Promise.all([
      openOrLockRound(tx, {
        integrationCode: integration.code,
        roundId: req.roundId,
        merchantId: token.merchantId,
        memberId: token.memberId,
        gameId: game.gameId,
        vendorId: game.vendorId,
        category: game.gameType,
        currency: token.currency,
        openedAt: deps.now(),
      }),
      stakeRefusal(tx, token.merchantId, token.memberId, amount, deps.now(), true),
    ]);
    const refuse = async (
      status: 'ROUND_CLOSED' | 'INSUFFICIENT_FUNDS' | 'RESPONSIBLE_GAMING_LIMIT',
      message: string,
    ): Promise<Outcome> => {
      const answer = { status, message };
      // A round this refusal opened holds nothing: it is not kept (the betting record lists played rounds only).
      const empty = round.status === 'open' && round.stakeMinor === 0n;
      if (empty) await tx.delete(gameRounds).where(eq(gameRounds.id, round.id));
      await saveTransaction(tx, { ...record, roundRef: empty ? null : round.id, response: answer });
      return { answer, transfers: [] };
    };
    if (round.memberId !== token.memberId)
      throw new ProtocolError('INVALID_REQUEST', 'roundId belongs to another player');
    if (round.status !== 'open') return refuse('ROUND_CLOSED', 'the round is settled or cancelled');
    if (rg)
      return refuse(
        'RESPONSIBLE_GAMING_LIMIT',
        rg.reason === 'excluded'
          ? 'the player is excluded from play (responsible gaming)'
          : `the bet passes the player's ${rg.period} ${rg.kind} limit`,
      );

    let answer: Answer = {};
    // the round's stake and the call's record go out with the transfer's agent figures
    const finish = async ([result]: TransferResult[]) => {
      answer = {
        status: 'OK',
        balance: await walletBalance(tx, token.merchantId, token.memberId, [result!]),
        currency: token.currency,
        transactionId: req.transactionId,
        platformTransactionId: String(result!.transferId),
      };
      // v1.1: a lottery ticket's bet rides on the stake update (the first debit's bet is kept)
      const change = {
        stakeMinor: round.stakeMinor + amount,
        ...(req.lottery && !round.lottery ? { lottery: { bet: req.lottery } } : {}),
      };
      await saveWithRound(
        tx,
        {
          ...record,
          roundRef: round.id,
          amountMinor: amount,
          transferId: String(result!.transferId),
          response: answer,
        },
        round.id,
        change,
      );
    };
    let result: TransferResult;
    try {
      [result] = (await transfers(
        tx,
        [
          {
            merchantId: token.merchantId,
            idempotencyKey: ledgerKey(integration.code, req.transactionId),
            debit: memberRef(token.memberId),
            credit: vendorRef(integration.code, token.memberId),
            amount,
            currency: token.currency,
            reason: 'vendor.debit',
            reference: `${integration.code}:${req.roundId}`,
            meta: { gameCode: req.gameCode, transactionId: req.transactionId },
          },
        ],
        undefined,
        finish,
      )) as [TransferResult];
    } catch (err) {
      if (!(err instanceof InsufficientFunds)) throw err;
      return refuse('INSUFFICIENT_FUNDS', 'the wallet cannot cover the debit');
    }
    return { answer, transfers: [result] };
  });
}

/** POST credit (a win or the settlement of a round): see settle.ts. */
export function handleCredit(deps: WalletDeps, integration: Integration, req: CreditRequest): Promise<Answer> {
  return inTransaction(deps, (tx) => settleCredit(deps, tx, integration, req));
}

/** POST rollback (cancel a debit): see settle.ts. */
export function handleRollback(deps: WalletDeps, integration: Integration, req: RollbackRequest): Promise<Answer> {
  return inTransaction(deps, (tx) => settleRollback(deps, tx, integration, req));
}
