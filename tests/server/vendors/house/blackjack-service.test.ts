/**
 * Blackjack through the house service against the real platform: insurance and a split (with a
 * double after it) are each one more debit of the round, the round closes with one credit, the
 * platform's ledger sees each once (a replayed call with the same transaction id changes
 * nothing), the member's balance moves by exactly − stakes + wins, and the verifier replays the
 * split round from the revealed seed and the round's actions.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { gameRounds, vendorTransactions } from '../../../../server/db/schema.ts';
import { balanceOf } from '../../../../server/ledger/index.ts';
import { handValue } from '../../../../server/vendors/house/games/blackjack.ts';
import { cardLabel, type Card } from '../../../../server/vendors/house/games/cards.ts';
import { vendorCall } from '../../services/vendor-protocol/support.ts';
import { launchSession, minor, play, startWorldPerFile, type HouseWorld } from './support.ts';

let w: HouseWorld;
startWorldPerFile((world) => (w = world));

interface View {
  hand: {
    status: string;
    actions: string[];
    stake: string;
    totalWin: string;
    insurance: string;
    insuranceWin: string;
    dealer: unknown[];
    dealerTotal: number;
    hands: { cards: unknown[]; stake: string; split: boolean; outcome: string | null }[];
    history: string[];
  };
  balance: string;
}
interface Round {
  roundId: string;
  nonce: number;
  view: View;
}

const wallet = async () => balanceOf(w.t.db, { kind: 'member', memberId: w.memberId, merchantId: w.merchantId });

/** The platform's transactions of a round (kind and transaction id), oldest first. */
async function ledgerOf(roundId: string) {
  const [round] = await w.t.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId));
  const rows = await w.t.db
    .select()
    .from(vendorTransactions)
    .where(and(eq(vendorTransactions.roundRef, round!.id), eq(vendorTransactions.integrationCode, 'BGS')));
  return {
    round: round!,
    txs: rows.sort((a, b) => a.id - b.id).map((r) => [r.kind, r.transactionId.slice(roundId.length), r.amountMinor]),
  };
}

/** Deals rounds of 2.00 until one asks `wanted` (insurance or split), finishing the others by standing. */
async function roundWith(
  session: string,
  wanted: 'insurance' | 'split',
  spent: { stakes: bigint; wins: bigint },
): Promise<Round> {
  for (let i = 0; i < 150; i++) {
    const dealt = await play<View & { fair: { nonce: number } }>(w, 'POST', '/api/blackjack/deal', session, {
      stake: '2.00',
    });
    expect(dealt.status).toBe(200);
    if (dealt.body.hand.actions.includes(wanted))
      return { roundId: w.house.sessions.get(session).hand!.roundId, nonce: dealt.body.fair.nonce, view: dealt.body };
    let res: { body: View } = dealt;
    while (res.body.hand.status !== 'done')
      res = await play<View>(
        w,
        'POST',
        `/api/blackjack/${res.body.hand.status === 'insurance' ? 'noInsurance' : 'stand'}`,
        session,
      );
    spent.stakes += minor(res.body.hand.stake);
    spent.wins += minor(res.body.hand.totalWin);
  }
  throw new Error(`no round offered ${wanted} in 150 deals`);
}

describe('blackjack with split and insurance through the platform wallet', () => {
  it('debits a split and a double after it once each, credits the round once and balances the member', async () => {
    const session = await launchSession(w, 'nodeId=90004');
    const before = await wallet();
    const spent = { stakes: 0n, wins: 0n };
    const { roundId, nonce: splitNonce } = await roundWith(session, 'split', spent);
    let res = await play<View>(w, 'POST', '/api/blackjack/split', session);
    expect(res.body.hand.hands.map((h) => [h.stake, h.split])).toEqual([
      ['2.00', true],
      ['2.00', true],
    ]);
    expect(res.body.hand.hands[0]!.cards).toHaveLength(2);
    expect(res.body.hand.stake).toBe('4.00');
    if (res.body.hand.actions.includes('double')) res = await play<View>(w, 'POST', '/api/blackjack/double', session);
    while (res.body.hand.status !== 'done') res = await play<View>(w, 'POST', '/api/blackjack/stand', session);
    const doubled = res.body.hand.history.includes('double');
    expect(res.body.hand.stake).toBe(doubled ? '6.00' : '4.00');
    spent.stakes += minor(res.body.hand.stake);
    spent.wins += minor(res.body.hand.totalWin);

    const { round, txs } = await ledgerOf(roundId);
    expect(txs).toEqual([
      ['debit', ':d1', 200n],
      ['debit', ':d2', 200n],
      ...(doubled ? [['debit', ':d3', 200n]] : []),
      ['credit', ':c', minor(res.body.hand.totalWin)],
    ]);
    expect([round.stakeMinor, round.winMinor, round.status]).toEqual([
      minor(res.body.hand.stake),
      minor(res.body.hand.totalWin),
      'settled',
    ]);
    const after = await wallet();
    expect(after).toBe(before - spent.stakes + spent.wins);
    expect(minor(res.body.balance)).toBe(after);

    // The same calls again, same transaction ids: the platform answers as before and nothing moves.
    const player = w.house.sessions.get(session);
    const common = { roundId, playerToken: player.playerToken, gameCode: 'BGS_PVP', currency: player.currency };
    const debit = await vendorCall(w.t.app, 'debit', { ...common, transactionId: `${roundId}:d2`, amount: '2.00' });
    const credit = await vendorCall(w.t.app, 'credit', {
      ...common,
      transactionId: `${roundId}:c`,
      amount: res.body.hand.totalWin,
      roundClosed: true,
    });
    expect([debit.body.status, credit.body.status]).toEqual(['OK', 'OK']);
    expect((await ledgerOf(roundId)).txs).toEqual(txs);
    expect(await wallet()).toBe(after);

    // After the seed is revealed the verifier deals the same cards to the same hands from the round's actions.
    const seed = (
      await play<{ revealed: { serverSeed: string; clientSeed: string } }>(w, 'POST', '/api/seeds/rotate', session, {})
    ).body.revealed;
    const check = await play<{ outcome: { dealer: string[]; hands: { cards: string[]; outcome: string }[] } }>(
      w,
      'POST',
      '/api/verify',
      session,
      {
        game: 'blackjack',
        serverSeed: seed.serverSeed,
        clientSeed: seed.clientSeed,
        nonce: splitNonce,
        actions: res.body.hand.history,
      },
    );
    expect(check.status).toBe(200);
    expect(check.body.outcome.dealer).toEqual(res.body.hand.dealer.map((c) => cardLabel(c as Card)));
    expect(check.body.outcome.hands).toEqual(
      res.body.hand.hands.map((h) =>
        expect.objectContaining({ cards: h.cards.map((c) => cardLabel(c as Card)), outcome: h.outcome }),
      ),
    );
  });

  it('debits insurance as half the stake, pays it 2:1 only on a dealer blackjack and credits once', async () => {
    const session = await launchSession(w, 'nodeId=90004');
    const before = await wallet();
    const spent = { stakes: 0n, wins: 0n };
    const { roundId } = await roundWith(session, 'insurance', spent);
    expect((await play(w, 'POST', '/api/blackjack/hit', session)).body).toEqual({ error: 'INVALID_REQUEST' });
    let res = await play<View>(w, 'POST', '/api/blackjack/insurance', session);
    expect([res.body.hand.insurance, res.body.hand.stake]).toEqual(['1.00', '3.00']);
    expect((await play(w, 'POST', '/api/blackjack/insurance', session)).status).toBe(
      res.body.hand.status === 'done' ? 409 : 400,
    );
    while (res.body.hand.status !== 'done') res = await play<View>(w, 'POST', '/api/blackjack/stand', session);
    const dealerBlackjack = res.body.hand.dealer.length === 2 && res.body.hand.dealerTotal === 21;
    expect(res.body.hand.insuranceWin).toBe(dealerBlackjack ? '3.00' : '0.00');
    spent.stakes += minor(res.body.hand.stake);
    spent.wins += minor(res.body.hand.totalWin);
    const { txs } = await ledgerOf(roundId);
    expect(txs).toEqual([
      ['debit', ':d1', 200n],
      ['debit', ':d2', 100n],
      ['credit', ':c', minor(res.body.hand.totalWin)],
    ]);
    expect(await wallet()).toBe(before - spent.stakes + spent.wins);
  });

  it('takes one blackjack call of a session at a time: a second deal meanwhile is refused and only one round is debited', async () => {
    const session = await launchSession(w, 'nodeId=90004');
    const before = await wallet();
    const [a, b] = await Promise.all([
      play<View>(w, 'POST', '/api/blackjack/deal', session, { stake: '3.00' }),
      play<View>(w, 'POST', '/api/blackjack/deal', session, { stake: '3.00' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    let res = a.status === 200 ? a : b;
    while (res.body.hand.status !== 'done')
      res = await play<View>(
        w,
        'POST',
        `/api/blackjack/${res.body.hand.status === 'insurance' ? 'noInsurance' : 'stand'}`,
        session,
      );
    expect(await wallet()).toBe(before - minor(res.body.hand.stake) + minor(res.body.hand.totalWin));
  });

  it('settles a hand saved before split and insurance existed (one hand: player, stake) after a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'house-legacy-'));
    const stateFile = path.join(dir, 'house-state.json');
    const first = await w.buildHouse({ stateFile });
    const res = await w.t.app.inject({
      method: 'GET',
      url: '/api/games/launch?vassalage=BGS_PVP&mode=real',
      headers: { authorization: `Bearer ${w.memberToken}` },
    });
    const pvp = first.sessions.open({
      ...w.house.sessions.get(new URL(res.json().value.url as string).searchParams.get('session')!),
      gameCode: 'BGS_PVP',
    });
    let status = 'done';
    for (let i = 0; i < 30 && status === 'done'; i++)
      status = (
        await first.app.inject({
          method: 'POST',
          url: '/api/blackjack/deal',
          headers: { 'x-house-session': pvp.id, 'content-type': 'application/json' },
          payload: JSON.stringify({ stake: '4.00' }),
        })
      ).json().hand.status;
    const roundId = pvp.hand!.roundId;
    await first.app.close();
    // Rewrite the saved hand in the shape the earlier version wrote.
    const file = JSON.parse(readFileSync(stateFile, 'utf8'));
    const saved = file.hands[0].state;
    const player = saved.hands[0].cards;
    file.hands[0].state = {
      shoe: saved.shoe,
      next: saved.next,
      player,
      dealer: saved.dealer,
      stake: { $big: '400' },
      doubled: false,
      status: 'playing',
      outcome: null,
      totalWin: { $big: '0' },
    };
    writeFileSync(stateFile, JSON.stringify(file));

    const second = await w.buildHouse({ stateFile });
    await second.tick();
    const { round } = await ledgerOf(roundId);
    const expected = dealtOutcome(player, saved.dealer, saved.shoe.slice(saved.next));
    expect([round.status, round.stakeMinor, round.winMinor]).toEqual(['settled', 400n, expected]);
    await second.app.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

/** The return of a 4.00 hand that stands on `player` while the dealer draws from `rest` to 17. */
function dealtOutcome(player: Card[], dealerCards: Card[], rest: Card[]): bigint {
  const dealer = [...dealerCards];
  while (handValue(dealer).total < 17) dealer.push(rest.shift()!);
  const p = handValue(player).total;
  const d = handValue(dealer).total;
  if (p === 21 && player.length === 2 && !(d === 21 && dealer.length === 2)) return 1000n;
  return d > 21 || p > d ? 800n : p === d ? 400n : 0n;
}
