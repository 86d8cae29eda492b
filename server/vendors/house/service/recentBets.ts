/**
 * How many settled bets the house vendor's sports books and lottery desks keep in memory (and so
 * in the state file, ./stateFile.ts): every open bet, plus the newest settled ones.
 */

/** Drops the oldest settled bets of `bets` (in place) beyond the newest `keep`; open bets always stay. */
export function keepOpenAndRecent<T extends { status: string }>(bets: T[], keep: number): void {
  const settled = bets.filter((b) => b.status !== 'open');
  if (settled.length <= keep) return;
  const drop = new Set(settled.slice(0, settled.length - keep));
  bets.splice(0, bets.length, ...bets.filter((b) => !drop.has(b)));
}
