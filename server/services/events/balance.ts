/**
 * Balance events: after a committed ledger transfer, every member main wallet it changed gets
 * `{ type: 'balance', payload: { balance: '12.34', currency } }` (docs/api/member-center.md "Live socket").
 */
import { onCommitted, type TransferResult } from '../../ledger/index.ts';
import { toWire } from '../../../contract/money.ts';
import { publish } from './index.ts';

/** Publishes the new balance of each member wallet in `result` (call after the commit). */
export function publishBalances(result: TransferResult): void {
  for (const [key, balance] of Object.entries(result.balances)) {
    const match = /^member:(\d+)$/.exec(key);
    if (!match) continue;
    publish({
      merchantId: result.merchantId,
      memberId: Number(match[1]),
      type: 'balance',
      payload: { balance: toWire(balance, result.currency), currency: result.currency },
    });
  }
}

let started = false;

/** Connects the ledger's commit listener to the bus (once per process). */
export function startBalanceEvents(): void {
  if (started) return;
  started = true;
  onCommitted(publishBalances);
}
