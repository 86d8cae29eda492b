/**
 * An in-memory platform for the house service tests that need no database: the vendor protocol's
 * debit, credit, rollback and balance (docs/vendor-protocol.md section 4: idempotent by
 * transaction id, rollback of an unknown debit answers OK and blocks it) and the draw feed
 * (docs/lottery.md section 4), every request checked against its schema in schemas/vendor and
 * every answer signed. Calls can be made to fail (network error) or wait.
 */
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { fromMinor, minorOf } from '../../../../contract/money.ts';
import { REPO_ROOT } from '../../../../server/paths.ts';

const DIR = path.join(REPO_ROOT, 'schemas/vendor');
const ajv = new Ajv({ strict: false });
addFormats(ajv);
for (const file of readdirSync(DIR)) ajv.addSchema(JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as object);
const validate = (op: string, body: unknown) =>
  ajv.getSchema(`https://whitelabel.local/schemas/vendor/${op}-request.json`)!(body);

const toMinor = minorOf;
const money = (m: bigint) => fromMinor(m);

export interface Round {
  player: string;
  stake: bigint;
  win: bigint;
  status: 'open' | 'settled' | 'cancelled';
  debits: Set<string>;
  lottery: unknown;
  result: unknown;
}

export interface FakePlatform {
  fetch: typeof fetch;
  /** Every call that reached the platform (also the failed ones): operation and body. */
  calls: { op: string; body: Record<string, unknown> }[];
  rounds: Map<string, Round>;
  /** Draw feed messages accepted, in order. */
  draws: Record<string, unknown>[];
  balanceOf(token: string): bigint;
  setBalance(token: string, minor: bigint): void;
  /** The next `n` calls of `op` fail with a network error. */
  failNext(op: string, n: number): void;
  /** The next call of `op` answers `status` (a refusal). */
  refuseNext(op: string, status: string): void;
  /** Calls of `op` wait until the returned function is called. */
  hold(op: string): () => void;
}

/** A fake platform signing with `secret`; players start with 1,000.00. */
export function fakePlatform(secret: string): FakePlatform {
  const balances = new Map<string, bigint>();
  const done = new Map<string, { fields: string; answer: Record<string, unknown> }>();
  const blocked = new Set<string>();
  const rounds = new Map<string, Round>();
  const draws: Record<string, unknown>[] = [];
  const calls: FakePlatform['calls'] = [];
  const failures = new Map<string, number>();
  const refusals = new Map<string, string>();
  const holds = new Map<string, Promise<void>>();
  const balanceOf = (token: string) => balances.get(token) ?? 100_000n;

  const handle = (
    op: string,
    b: Record<string, string> & { lottery?: unknown; roundClosed?: boolean },
  ): Record<string, unknown> => {
    if (!validate(op, b))
      return {
        status: 'INVALID_REQUEST',
        message: ajv.errorsText(ajv.getSchema(`https://whitelabel.local/schemas/vendor/${op}-request.json`)!.errors),
      };
    const refusal = refusals.get(op);
    if (refusal) {
      refusals.delete(op);
      return { status: refusal, message: 'refused' };
    }
    if (op === 'draw') {
      draws.push(b);
      return { status: 'OK' };
    }
    if (op === 'balance') return { status: 'OK', balance: money(balanceOf(b.playerToken!)), currency: 'CNY' };
    const { lottery: _l, ...compared } = b;
    const fields = JSON.stringify({ op, ...compared });
    const previous = done.get(b.transactionId!);
    if (previous)
      return previous.fields === fields ? previous.answer : { status: 'DUPLICATE_TRANSACTION', message: 'reused' };
    let answer: Record<string, unknown>;
    const token = b.playerToken!;
    if (op === 'debit') {
      const amount = toMinor(b.amount!);
      const round = rounds.get(b.roundId!);
      if (blocked.has(b.transactionId!)) answer = { status: 'TRANSACTION_ROLLED_BACK' };
      else if (round && round.status !== 'open') answer = { status: 'ROUND_CLOSED' };
      else if (balanceOf(token) < amount) answer = { status: 'INSUFFICIENT_FUNDS' };
      else {
        balances.set(token, balanceOf(token) - amount);
        const r = round ?? {
          player: token,
          stake: 0n,
          win: 0n,
          status: 'open',
          debits: new Set<string>(),
          lottery: b.lottery,
          result: null,
        };
        r.stake += amount;
        r.debits.add(b.transactionId!);
        rounds.set(b.roundId!, r);
        answer = { status: 'OK', balance: money(balanceOf(token)), currency: 'CNY', transactionId: b.transactionId };
      }
    } else if (op === 'credit') {
      const round = rounds.get(b.roundId!);
      if (!round) answer = { status: 'ROUND_NOT_FOUND' };
      else if (round.status !== 'open') answer = { status: 'ROUND_CLOSED' };
      else {
        const amount = toMinor(b.amount!);
        balances.set(token, balanceOf(token) + amount);
        round.win += amount;
        if (b.roundClosed) round.status = 'settled';
        round.result = b.lottery ?? null;
        answer = { status: 'OK', balance: money(balanceOf(token)), currency: 'CNY', transactionId: b.transactionId };
      }
    } else {
      const round = rounds.get(b.roundId!);
      const ref = b.referenceTransactionId!;
      if (round && round.status === 'settled') answer = { status: 'ROLLBACK_NOT_ALLOWED' };
      else if (!round || !round.debits.has(ref)) {
        blocked.add(ref);
        answer = {
          status: 'OK',
          balance: money(balanceOf(token)),
          currency: 'CNY',
          transactionId: b.transactionId,
          platformTransactionId: null,
        };
      } else {
        const debit = done.get(ref)!;
        const amount = toMinor(JSON.parse(debit.fields).amount as string);
        balances.set(token, balanceOf(token) + amount);
        round.debits.delete(ref);
        round.stake -= amount;
        if (round.debits.size === 0) round.status = 'cancelled';
        answer = {
          status: 'OK',
          balance: money(balanceOf(token)),
          currency: 'CNY',
          transactionId: b.transactionId,
          platformTransactionId: '1',
        };
      }
    }
    done.set(b.transactionId!, { fields, answer });
    return answer;
  };

  const fakeFetch = (async (url: string | URL, init?: RequestInit) => {
    const op = new URL(String(url)).pathname.split('/').at(-1)!;
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    calls.push({ op, body });
    const held = holds.get(op);
    if (held) await held;
    const left = failures.get(op) ?? 0;
    if (left > 0) {
      failures.set(op, left - 1);
      throw new TypeError('fetch failed');
    }
    const text = JSON.stringify(handle(op, body));
    return new Response(text, {
      status: 200,
      headers: {
        'content-type': 'application/json',
        'x-signature': createHmac('sha256', secret).update(text).digest('hex'),
      },
    });
  }) as typeof fetch;

  return {
    fetch: fakeFetch,
    calls,
    rounds,
    draws,
    balanceOf,
    setBalance: (token, minor) => balances.set(token, minor),
    failNext: (op, n) => failures.set(op, n),
    refuseNext: (op, status) => refusals.set(op, status),
    hold: (op) => {
      let release = () => {};
      holds.set(op, new Promise<void>((r) => (release = r)));
      return () => {
        holds.delete(op);
        release();
      };
    },
  };
}
