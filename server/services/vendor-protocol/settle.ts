/**
 * Credit and rollback (docs/vendor-protocol.md section 4). Both are accepted after the player
 * token expired or was revoked, because the round identifies the player: a win is never lost.
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { gameRounds, vendorTransactions } from '../../db/schema.ts';
import { transfer, transfers, type TransferInput, type TransferResult } from '../../ledger/index.ts';
import { minorOf } from '../../../contract/money.ts';
import { ProtocolError } from './errors.ts';
import type { Integration } from './integrations.ts';
import type { CreditRequest, RollbackRequest } from './messages.ts';
import { ledgerKey, lockTransaction, replay, saveTransaction, saveWithRound, type Answer } from './records.ts';
import { hashToken, resolveToken } from './tokens.ts';
import { onRoundSettled } from '../rewards/events.ts';
import { memberRef, vendorRef, walletBalance, type Outcome, type WalletDeps } from './walletAccounts.ts';

type RoundRow = typeof gameRounds.$inferSelect;

/** Any real-mode member token the platform issued for this integration (live or not). */
async function issuedMemberToken(deps: WalletDeps, tx: Db, integration: Integration, token: string) {
  const resolved = await resolveToken(tx, integration.code, token, deps.now());
  if (!resolved || resolved.row.mode !== 'real' || resolved.row.memberId === null)
    throw new ProtocolError('INVALID_TOKEN', 'the player token is unknown or a free-trial token');
  return { ...resolved.row, memberId: resolved.row.memberId };
}

/** A result kept with its error, so the caller checks several in its own order. */
type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Awaits statements sent together (independent reads and locks of one call) and answers them in
 * order: the first one's value (its error is thrown: it is checked first), then the second kept
 * as {@link Settled} (a replay answers before a bad token), then the third's value.
 */
async function settledInOrder<A, B, C>(a: Promise<A>, b: Promise<B>, c: Promise<C>): Promise<[A, Settled<B>, C]> {
  const [ra, rb, rc] = await Promise.allSettled([a, b, c]);
  if (ra.status === 'rejected') throw ra.reason;
  const second: Settled<B> =
    rb.status === 'fulfilled' ? { ok: true, value: rb.value } : { ok: false, error: rb.reason };
  if (rc.status === 'rejected') {
    if (!second.ok) throw second.error;
    throw rc.reason;
  }
  return [ra.value, second, rc.value];
}

async function lockRound(tx: Db, integrationCode: string, roundId: string): Promise<RoundRow | null> {
  const [round] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.integrationCode, integrationCode), eq(gameRounds.roundId, roundId)))
    .for('update');
  return round ?? null;
}

/**
 * Credit: pays `amount` (may be 0) from the house to the member; `roundClosed` settles the round
 * and moves its stake from the vendor account to the house. A `lottery` result (protocol v1.1) is
 * kept next to the round's lottery bet (a round whose debit described no bet keeps none); it is
 * not part of the replay comparison.
 *
 * Every closing credit moves money to or from the one house account, whose row stays locked
 * until the commit, so the money moves last: the rewards' hooks first (they read nothing the
 * transfers write), then the win and the settled stake in one call (their agent figures in one
 * statement: ledger transfers()), then the round and the call's record in one statement.
 */
export async function settleCredit(
  deps: WalletDeps,
  tx: Db,
  integration: Integration,
  req: CreditRequest,
): Promise<Outcome> {
  const amount = minorOf(req.amount);
  const fields = {
    roundId: req.roundId,
    gameCode: req.gameCode,
    amount: amount.toString(),
    currency: req.currency,
    roundClosed: req.roundClosed,
    token: hashToken(req.playerToken),
  };
  // sent together, checked in order: a replay first, then the token, then the round
  const [existing, token, round] = await settledInOrder(
    lockTransaction(tx, integration.code, req.transactionId),
    issuedMemberToken(deps, tx, integration, req.playerToken),
    lockRound(tx, integration.code, req.roundId),
  );
  if (existing) return { answer: replay(existing, 'credit', fields), transfers: [] };
  if (!token.ok) throw token.error;
  if (!round || round.memberId !== token.value.memberId)
    throw new ProtocolError('ROUND_NOT_FOUND', 'no debit opened this round for this player');
  if (req.currency !== round.currency)
    throw new ProtocolError('CURRENCY_MISMATCH', `the round currency is ${round.currency}`);
  const record = {
    integrationCode: integration.code,
    transactionId: req.transactionId,
    kind: 'credit' as const,
    fields,
    roundRef: round.id,
  };
  if (round.status !== 'open') {
    const answer = { status: 'ROUND_CLOSED', message: 'the round is settled or cancelled' };
    await saveTransaction(tx, { ...record, response: answer });
    return { answer, transfers: [] };
  }

  const settles = req.roundClosed && round.stakeMinor > 0n;
  // a closing credit settles the stake as valid bet: the rewards learn of it in this transaction
  const after = settles
    ? await onRoundSettled(tx, {
        merchantId: round.merchantId,
        memberId: round.memberId,
        currency: round.currency,
        category: round.category,
        validBet: round.stakeMinor,
        win: round.winMinor + amount,
        at: deps.now(),
      })
    : [];
  const base = {
    merchantId: round.merchantId,
    currency: round.currency,
    reference: `${integration.code}:${req.roundId}`,
  };
  const moves: TransferInput[] = [];
  if (amount > 0n)
    moves.push({
      ...base,
      idempotencyKey: ledgerKey(integration.code, req.transactionId),
      debit: { kind: 'house' },
      credit: memberRef(round.memberId),
      amount,
      reason: 'vendor.credit',
      meta: { gameCode: req.gameCode, transactionId: req.transactionId },
    });
  if (settles)
    moves.push({
      ...base,
      idempotencyKey: ledgerKey(integration.code, req.transactionId, ':settle'),
      debit: vendorRef(integration.code, round.memberId),
      credit: { kind: 'house' },
      amount: round.stakeMinor,
      reason: 'vendor.settle',
    });
  // the round and the call's record go out with the transfers' figures (one exchange while the house is locked)
  let answer: Answer = {};
  const finish = async (moved: TransferResult[]) => {
    const win = amount > 0n ? moved[0]! : null;
    answer = {
      status: 'OK',
      balance: await walletBalance(tx, round.merchantId, round.memberId, moved),
      currency: round.currency,
      transactionId: req.transactionId,
      platformTransactionId: win ? String(win.transferId) : null,
    };
    // v1.1: the ticket's result joins the bet its debit described, in the same statement
    const lottery = req.lottery && round.lottery ? { lottery: { ...round.lottery, result: req.lottery } } : {};
    const change = {
      winMinor: round.winMinor + amount,
      ...lottery,
      ...(req.roundClosed ? { status: 'settled' as const, settledAt: deps.now() } : {}),
    };
    await saveWithRound(
      tx,
      { ...record, amountMinor: amount, transferId: win ? String(win.transferId) : null, response: answer },
      round.id,
      change,
    );
  };
  let moved: TransferResult[] = [];
  if (moves.length > 0) moved = await transfers(tx, moves, undefined, finish);
  else await finish(moved);
  return { answer, transfers: moved, after };
}

/**
 * Rollback: reverses the debit `referenceTransactionId`; an unknown reference answers OK and
 * leaves a tombstone so that debit is refused when it arrives.
 */
export async function settleRollback(
  deps: WalletDeps,
  tx: Db,
  integration: Integration,
  req: RollbackRequest,
): Promise<Outcome> {
  const fields = {
    referenceTransactionId: req.referenceTransactionId,
    roundId: req.roundId,
    gameCode: req.gameCode,
    token: hashToken(req.playerToken),
  };
  const existing = await lockTransaction(tx, integration.code, req.transactionId);
  if (existing) return { answer: replay(existing, 'rollback', fields), transfers: [] };
  const token = await issuedMemberToken(deps, tx, integration, req.playerToken);
  const record = {
    integrationCode: integration.code,
    transactionId: req.transactionId,
    kind: 'rollback' as const,
    fields,
  };
  const nothingMoved = async (roundRef: number | null): Promise<Outcome> => {
    const answer = {
      status: 'OK',
      balance: await walletBalance(tx, token.merchantId, token.memberId, []),
      currency: token.currency,
      transactionId: req.transactionId,
      platformTransactionId: null,
    };
    await saveTransaction(tx, { ...record, roundRef, response: answer });
    return { answer, transfers: [] };
  };

  const target = await lockTransaction(tx, integration.code, req.referenceTransactionId);
  if (!target) {
    await saveTransaction(tx, {
      integrationCode: integration.code,
      transactionId: req.referenceTransactionId,
      kind: 'tombstone',
      fields: { rolledBackBy: req.transactionId },
      response: {},
    });
    return nothingMoved(null);
  }
  if (target.kind === 'tombstone') return nothingMoved(null);
  if (target.kind !== 'debit') throw new ProtocolError('ROLLBACK_NOT_ALLOWED', 'only a debit can be rolled back');
  if (target.response.status !== 'OK' || target.rolledBack || target.roundRef === null)
    return nothingMoved(target.roundRef);

  const [round] = await tx.select().from(gameRounds).where(eq(gameRounds.id, target.roundRef)).for('update');
  if (!round || round.memberId !== token.memberId)
    throw new ProtocolError('INVALID_TOKEN', 'the debit belongs to another player');
  if (round.roundId !== req.roundId)
    throw new ProtocolError('INVALID_REQUEST', 'roundId is not the round of the referenced debit');
  if (round.status === 'settled') throw new ProtocolError('ROLLBACK_NOT_ALLOWED', 'the round is already settled');

  const result = await transfer(tx, {
    merchantId: round.merchantId,
    idempotencyKey: ledgerKey(integration.code, req.transactionId),
    debit: vendorRef(integration.code, round.memberId),
    credit: memberRef(round.memberId),
    amount: target.amountMinor,
    currency: round.currency,
    reason: 'vendor.rollback',
    reference: `${integration.code}:${req.roundId}`,
    meta: { referenceTransactionId: req.referenceTransactionId, transactionId: req.transactionId },
  });
  await tx.update(vendorTransactions).set({ rolledBack: true }).where(eq(vendorTransactions.id, target.id));
  const [live] = await tx
    .select({ id: vendorTransactions.id })
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.roundRef, round.id),
        eq(vendorTransactions.kind, 'debit'),
        eq(vendorTransactions.rolledBack, false),
        ne(vendorTransactions.id, target.id),
        isNotNull(vendorTransactions.transferId),
      ),
    )
    .limit(1);
  const stake = round.stakeMinor - target.amountMinor;
  const answer = {
    status: 'OK',
    balance: await walletBalance(tx, round.merchantId, round.memberId, [result]),
    currency: round.currency,
    transactionId: req.transactionId,
    platformTransactionId: String(result.transferId),
  };
  const change = { stakeMinor: stake, ...(live ? {} : { status: 'cancelled' as const, settledAt: deps.now() }) };
  await saveWithRound(
    tx,
    {
      ...record,
      roundRef: round.id,
      amountMinor: target.amountMinor,
      transferId: String(result.transferId),
      response: answer,
    },
    round.id,
    change,
  );
  return { answer, transfers: [result] };
}
