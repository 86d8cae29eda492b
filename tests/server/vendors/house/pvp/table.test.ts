/**
 * A PVP table (docs/pvp.md "Tables") over an in-memory wallet and a hand-turned clock: seating and
 * the room minimum, the wait for a second member, a 搶莊牛牛 hand played to the showdown with every
 * debit before the change it pays for and one closing credit per member, the timer acting for
 * members who do not, a banker whose hold fails voiding the hand with nothing moved, a 炸金花 hand
 * with antes (a member whose ante fails is left out), leaving during a hand, what each member sees,
 * and money: balances move by exactly the results, the house keeps exactly the rake.
 */
import { describe, expect, it } from '@jest/globals';
import { verifyRound } from '../../../../../server/vendors/house/fair/verify.ts';
import { BULL_GAME, ZJH_GAME } from '../../../../../server/vendors/house/pvp/games.ts';
import { PvpTable, type PvpWallet } from '../../../../../server/vendors/house/pvp/table.ts';
import { decodeState, encodeState } from '../../../../../server/vendors/house/service/stateFile.ts';

/** A wallet keyed by player: idempotent by transaction id, refusing what the balance does not cover. */
class MemoryWallet implements PvpWallet<string> {
  readonly balances = new Map<string, bigint>();
  readonly calls: string[] = [];
  private readonly done = new Set<string>();
  readonly refuse = new Set<string>();

  constructor(start: Record<string, bigint>) {
    for (const [p, b] of Object.entries(start)) this.balances.set(p, b);
  }
  async balance(p: string) {
    return this.balances.get(p)!;
  }
  async debit(p: string, roundId: string, n: number, amount: bigint) {
    const id = `${roundId}:d${n}`;
    if (this.done.has(id)) return;
    if (this.refuse.has(p) || this.balances.get(p)! < amount) throw new Error('INSUFFICIENT_FUNDS');
    this.done.add(id);
    this.calls.push(`debit ${p} ${amount}`);
    this.balances.set(p, this.balances.get(p)! - amount);
  }
  async credit(p: string, roundId: string, amount: bigint) {
    const id = `${roundId}:c`;
    if (this.done.has(id)) return;
    this.done.add(id);
    this.calls.push(`credit ${p} ${amount}`);
    this.balances.set(p, this.balances.get(p)! + amount);
  }
  async rollback(p: string, roundId: string, n: number, amount?: bigint) {
    const id = `${roundId}:rb${n}`;
    if (this.done.has(id)) return;
    this.done.add(id);
    this.calls.push(`rollback ${p} ${amount}`);
    this.balances.set(p, this.balances.get(p)! + (amount ?? 0n));
  }
  total() {
    return [...this.balances.values()].reduce((a, b) => a + b, 0n);
  }
}

const BASE = 100n;
const clock = () => {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms), set: (to: number) => (t = to) };
};
const bullTable = (wallet: MemoryWallet, time: ReturnType<typeof clock>, minimumBalance = BASE * 20n) =>
  new PvpTable(
    't1',
    { game: 'bullBull', base: BASE, minimumBalance, rakeBp: 500, betweenHands: 3_000 },
    BULL_GAME,
    wallet,
    time.now,
  );
const sit = (table: PvpTable<string, unknown>, player: string, seat?: number) =>
  table.sit({ player, name: `${player.slice(0, 2)}***`, payer: player }, seat);
const code = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: { code?: string }) => err.code ?? 'error',
  );

describe('seats', () => {
  it('seats members by the room minimum, waits for a second one, and gives a returning member the same seat', async () => {
    const wallet = new MemoryWallet({ ann: 100_000n, bob: 100_000n, poor: BASE * 19n });
    const time = clock();
    const table = bullTable(wallet, time);
    expect(await code(sit(table, 'poor'))).toBe('OPTION_NOT_ALLOWED');
    expect((await sit(table, 'ann', 3)).seat).toBe(3);
    expect(await code(sit(table, 'bob', 3))).toBe('NOT_SEATED');
    // alone: nothing to wake for
    expect(table.nextWake()).toBeNull();
    expect((await sit(table, 'bob')).seat).toBe(1);
    expect(table.nextWake()).toBe(time.now() + 3_000);
    expect((await sit(table, 'ann')).seat).toBe(3);
    await table.tick();
    expect(table.inHand).toBe(false);
    time.advance(3_000);
    await table.tick();
    expect(table.inHand).toBe(true);
  });
});

describe('搶莊牛牛 at a table', () => {
  it('plays a hand to the showdown: debits before each change, one credit per member, the house keeps the rake', async () => {
    const wallet = new MemoryWallet({ ann: 100_000n, bob: 100_000n, cat: 100_000n });
    const time = clock();
    const table = bullTable(wallet, time);
    const events: string[] = [];
    table.on((e) => events.push(e.type));
    for (const p of ['ann', 'bob', 'cat']) await sit(table, p);
    time.advance(3_000);
    await table.tick();
    const before = wallet.total();

    // each member sees their own first four cards only, and the fairness hash before the deal is played
    const annView = table.handView(1)!;
    expect(annView.phase).toBe('bidding');
    const seats = annView.seats as { seat: number; cards: string[] | null }[];
    expect(seats.find((s) => s.seat === 1)!.cards).toHaveLength(4);
    expect(seats.find((s) => s.seat === 2)!.cards).toBeNull();
    expect(annView.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(annView.options).toEqual([0, 1, 2, 3, 4].map((value) => ({ type: 'bid', value })));
    expect(table.handView(null)!.options).toEqual([]);

    await table.act('ann', { type: 'bid', value: 3 });
    await table.act('bob', { type: 'bid', value: 1 });
    expect(await code(table.act('bob', { type: 'bid', value: 2 }))).toBe('NOT_YOUR_TURN');
    expect(wallet.calls).toEqual([]);
    await table.act('cat', { type: 'bid', value: 0 });
    // bidding closed: the banker's hold is debited before any bet
    expect(wallet.calls).toEqual([`debit ann ${BASE * 3n * 5n * 5n * 2n}`]);
    expect(await code(table.act('ann', { type: 'bet', value: 1 }))).toBe('NOT_YOUR_TURN');
    await Promise.all([table.act('bob', { type: 'bet', value: 5 }), table.act('cat', { type: 'bet', value: 2 })]);
    expect(table.inHand).toBe(false);
    const record = table.history[0]!;
    expect(record.void).toBe(false);
    expect(wallet.calls.filter((c) => c.startsWith('credit'))).toHaveLength(3);
    const rake = record.payouts.reduce((a, p) => a + p.rake, 0n);
    expect(wallet.total()).toBe(before - rake);
    for (const p of record.payouts) expect(p.roundId).toContain(record.handId);
    expect(events).toContain('settled');

    // the revealed seed replays the deal
    const replay = verifyRound({
      game: 'pvpBullBull',
      serverSeed: record.serverSeed,
      clientSeed: record.clientSeed,
      nonce: record.handNo,
      seats: record.seats,
    }).outcome as { seats: { cards: string[] }[] };
    expect(replay.seats.map((s) => s.cards)).toEqual((record.view.seats as { cards: string[] }[]).map((s) => s.cards));
    // the next hand is scheduled
    expect(table.nextWake()).toBe(time.now() + 3_000);
  });

  it('acts for members whose time runs out (bid 0, then bet 1)', async () => {
    const wallet = new MemoryWallet({ ann: 100_000n, bob: 100_000n });
    const time = clock();
    const table = bullTable(wallet, time);
    await sit(table, 'ann');
    await sit(table, 'bob');
    time.advance(3_000);
    await table.tick();
    await table.act('bob', { type: 'bid', value: 2 });
    time.set(table.nextWake()!);
    await table.tick();
    const view = table.handView(1)!;
    expect(view).toMatchObject({ phase: 'betting', banker: 2, bankerBid: 2 });
    expect((view.seats as { seat: number; auto: boolean }[]).find((s) => s.seat === 1)!.auto).toBe(true);
    time.set(table.nextWake()!);
    await table.tick();
    expect(table.inHand).toBe(false);
    expect(wallet.calls).toEqual([
      `debit bob ${BASE * 2n * 5n * 5n}`,
      `debit ann ${BASE * 2n * 1n * 5n}`,
      expect.stringMatching(/^credit ann/),
      expect.stringMatching(/^credit bob/),
    ]);
  });

  it('voids the hand when the banker hold is refused; nothing moves', async () => {
    const wallet = new MemoryWallet({ ann: 100_000n, bob: 100_000n });
    const time = clock();
    const table = bullTable(wallet, time);
    await sit(table, 'ann');
    await sit(table, 'bob');
    time.advance(3_000);
    await table.tick();
    wallet.refuse.add('ann');
    await table.act('ann', { type: 'bid', value: 4 });
    await table.act('bob', { type: 'bid', value: 0 });
    expect(table.inHand).toBe(false);
    expect(table.history[0]).toMatchObject({ void: true, payouts: [] });
    expect(wallet.calls).toEqual([]);
    expect(wallet.total()).toBe(200_000n);
  });

  it('lets a member leave during a hand: the timer plays for them and the seat frees after the showdown', async () => {
    const wallet = new MemoryWallet({ ann: 100_000n, bob: 100_000n });
    const time = clock();
    const table = bullTable(wallet, time);
    await sit(table, 'ann');
    await sit(table, 'bob');
    time.advance(3_000);
    await table.tick();
    await table.leave('bob');
    expect(table.seatOf('bob')?.leaving).toBe(true);
    await table.act('ann', { type: 'bid', value: 1 });
    time.set(table.nextWake()!);
    await table.tick();
    time.set(table.nextWake()!);
    await table.tick();
    expect(table.inHand).toBe(false);
    expect(table.seatOf('bob')).toBeUndefined();
    expect(table.nextWake()).toBeNull();
  });
});

describe('炸金花 at a table', () => {
  const zjhTable = (wallet: MemoryWallet, time: ReturnType<typeof clock>) =>
    new PvpTable(
      'z1',
      { game: 'zhaJinHua', base: BASE, minimumBalance: BASE * 10n, rakeBp: 500, betweenHands: 2_000 },
      ZJH_GAME,
      wallet,
      time.now,
    );

  it('takes the antes, leaves out a member whose ante fails, and pays the last member in', async () => {
    const wallet = new MemoryWallet({ ann: 10_000n, bob: 10_000n, cat: 10_000n });
    const time = clock();
    const table = zjhTable(wallet, time);
    for (const p of ['ann', 'bob', 'cat']) await sit(table, p);
    wallet.refuse.add('cat');
    time.advance(2_000);
    await table.tick();
    expect(wallet.calls).toEqual([`debit ann ${BASE}`, `debit bob ${BASE}`]);
    const view = table.handView(1)!;
    expect((view.seats as { seat: number }[]).map((s) => s.seat)).toEqual([1, 2]);
    expect(view.turn).toBe(1);
    // blind: no cards shown until the member looks
    expect((view.seats as { cards: unknown }[])[0]!.cards).toBeNull();
    await table.act('ann', { type: 'look' });
    expect(((table.handView(1)!.seats as { cards: unknown }[])[0]!.cards as string[]).length).toBe(3);
    await table.act('ann', { type: 'call' });
    expect(wallet.calls.at(-1)).toBe(`debit ann ${BASE * 2n}`);
    await table.act('bob', { type: 'fold' });
    expect(table.inHand).toBe(false);
    const record = table.history[0]!;
    const ann = record.payouts.find((p) => p.player === 'ann')!;
    // pot 4 bases; ann paid 3: the rake is 5 % of the 1 base she takes beyond her own
    expect(ann).toMatchObject({ won: true, rake: 5n, credit: BASE * 4n - 5n });
    expect(wallet.balances.get('ann')).toBe(10_000n + BASE - 5n);
    expect(wallet.balances.get('bob')).toBe(10_000n - BASE);
    expect(wallet.balances.get('cat')).toBe(10_000n);
  });

  it('folds a member whose turn runs out', async () => {
    const wallet = new MemoryWallet({ ann: 10_000n, bob: 10_000n });
    const time = clock();
    const table = zjhTable(wallet, time);
    await sit(table, 'ann');
    await sit(table, 'bob');
    time.advance(2_000);
    await table.tick();
    time.set(table.nextWake()!);
    await table.tick();
    expect(table.inHand).toBe(false);
    expect(table.history[0]!.payouts.find((p) => p.won)!.player).toBe('bob');
  });
});

describe('a table restored from its saved copy (a vendor process killed mid-hand)', () => {
  /** A wallet whose calls for `stall` never answer (the process dies while they are out). */
  class StallingWallet extends MemoryWallet {
    stall: string | null = null;
    stallCredit: string | null = null;
    override async debit(p: string, roundId: string, n: number, amount: bigint) {
      if (this.stall === p) return new Promise<void>(() => undefined);
      return super.debit(p, roundId, n, amount);
    }
    override async credit(p: string, roundId: string, amount: bigint) {
      if (this.stallCredit === p) return new Promise<void>(() => undefined);
      return super.credit(p, roundId, amount);
    }
  }
  /** The last copy the table asked to be saved, through the codec the vendor writes it with. */
  const saving = (table: PvpTable<string, unknown>) => {
    const saved: { text: string } = { text: '' };
    table.onChange = () => (saved.text = encodeState(table.snapshot()));
    return saved;
  };
  const revive = (wallet: MemoryWallet, time: ReturnType<typeof clock>, text: string) => {
    const table = bullTable(wallet, time);
    table.restore(decodeState(text));
    return table;
  };

  it('rolls back a debit that was under way and plays on without it', async () => {
    const wallet = new StallingWallet({ ann: 100_000n, bob: 100_000n, cat: 100_000n });
    const time = clock();
    const table = bullTable(wallet, time);
    const saved = saving(table);
    for (const p of ['ann', 'bob', 'cat']) await sit(table, p);
    time.advance(3_000);
    await table.tick();
    await table.act('ann', { type: 'bid', value: 2 });
    await table.act('bob', { type: 'bid', value: 0 });
    await table.act('cat', { type: 'bid', value: 0 });
    await table.act('bob', { type: 'bet', value: 3 });
    // cat's bet debit goes out and the process dies before its answer
    wallet.stall = 'cat';
    void table.act('cat', { type: 'bet', value: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    wallet.stall = null;
    // the debit reached the wallet after all
    await wallet.debit('cat', `pvp-${table.handView(3)!.handId as string}-3`, 1, BASE * 2n * 2n * 5n);
    const total = wallet.total();

    const again = revive(wallet, time, saved.text);
    expect(again.nextWake()).toBe(0);
    await again.tick();
    // rolled back once, cat out of the hand with nothing at stake, the hand settled between ann and bob
    expect(wallet.calls.filter((c) => c.startsWith('rollback cat'))).toHaveLength(1);
    expect(again.inHand).toBe(false);
    const record = again.history[0]!;
    expect(record.payouts.map((p) => p.player).sort()).toEqual(['ann', 'bob']);
    expect(wallet.balances.get('cat')).toBe(100_000n);
    const rake = record.payouts.reduce((a, p) => a + p.rake, 0n);
    // every debit came back as a credit less the rake: the house keeps the rake and nothing else
    expect(total).toBe(300_000n - BASE * 2n * 5n * 5n * 2n - BASE * 2n * 3n * 5n - BASE * 2n * 2n * 5n);
    expect(wallet.total()).toBe(300_000n - rake);
    // a second restore of the same copy changes nothing more
    const third = revive(wallet, time, saved.text);
    await third.tick();
    expect(wallet.calls.filter((c) => c.startsWith('rollback cat'))).toHaveLength(1);
  });

  it('sends the closing credits again, each paid once', async () => {
    const wallet = new StallingWallet({ ann: 100_000n, bob: 100_000n });
    const time = clock();
    const table = bullTable(wallet, time);
    const saved = saving(table);
    await sit(table, 'ann');
    await sit(table, 'bob');
    time.advance(3_000);
    await table.tick();
    await table.act('ann', { type: 'bid', value: 1 });
    await table.act('bob', { type: 'bid', value: 0 });
    const start = wallet.total();
    // bob's credit never answers: the process dies with ann paid and bob not
    wallet.stallCredit = 'bob';
    void table.act('bob', { type: 'bet', value: 1 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    wallet.stallCredit = null;
    expect(wallet.calls.filter((c) => c.startsWith('credit'))).toHaveLength(1);

    const again = revive(wallet, time, saved.text);
    await again.tick();
    expect(again.inHand).toBe(false);
    expect(wallet.calls.filter((c) => c.startsWith('credit'))).toHaveLength(2);
    const record = again.history[0]!;
    const rake = record.payouts.reduce((a, p) => a + p.rake, 0n);
    expect(start).toBe(200_000n - BASE * 5n * 5n);
    expect(wallet.total()).toBe(200_000n - rake);
  });
});
