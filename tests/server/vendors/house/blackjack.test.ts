/**
 * The blackjack maths on fixed shoes (split, split aces, insurance, even money, refusals) and on
 * fair shoes (the dealer's draws, settlement, the shoe order whatever the actions, the verify
 * replay of a split round).
 */
import { describe, expect, it } from '@jest/globals';
import { fairRng } from '../../../../server/vendors/house/fair/rng.ts';
import { verifyRound } from '../../../../server/vendors/house/fair/verify.ts';
import {
  actBlackjack,
  dealBlackjack,
  dealFromShoe,
  handValue,
  legalActions,
  replayBlackjack,
  visibleDealer,
  type BlackjackAction,
  type BlackjackState,
} from '../../../../server/vendors/house/games/blackjack.ts';
import { basicStrategy } from '../../../../server/vendors/house/games/blackjackStrategy.ts';
import { cardLabel, type Card } from '../../../../server/vendors/house/games/cards.ts';

const c = (rank: number): Card => ({ rank, suit: 'S' });
/** A shoe whose top cards have `ranks` (dealt player, dealer, player, dealer, then in order), padded with tens. */
const shoe = (...ranks: number[]): Card[] => [...ranks, ...Array<number>(40).fill(10)].map(c);
const rngFor = (nonce: number, seed = 'blackjack') => fairRng({ serverSeed: seed, clientSeed: 'c', nonce });
const play = (state: BlackjackState, ...actions: BlackjackAction[]) => replayBlackjack(state, actions);
const playOut = (dealt: BlackjackState, choose: (s: BlackjackState) => BlackjackAction) => {
  let s = dealt;
  while (s.status !== 'done') s = actBlackjack(s, choose(s));
  return s;
};
const ranks = (cards: readonly Card[]) => cards.map((card) => card.rank);

describe('blackjack hands', () => {
  it('values hands with soft aces', () => {
    expect(handValue([c(1), c(6)])).toEqual({ total: 17, soft: true });
    expect(handValue([c(1), c(6), c(10)])).toEqual({ total: 17, soft: false });
    expect(handValue([c(1), c(1), c(9)])).toEqual({ total: 21, soft: true });
    expect(handValue([c(13), c(12), c(2)])).toEqual({ total: 22, soft: false });
  });

  it('hides the hole card until the end, lets the dealer stand on 17 and settles every hand', () => {
    let played = 0;
    for (let nonce = 0; nonce < 200; nonce++) {
      let s = dealBlackjack(rngFor(nonce, 'bj'), 100n);
      if (s.status === 'done') continue;
      expect(visibleDealer(s)).toHaveLength(1);
      while (s.status !== 'done') {
        expect(visibleDealer(s)).toHaveLength(1);
        s = actBlackjack(
          s,
          s.status === 'insurance' ? 'noInsurance' : handValue(s.hands[s.active]!.cards).total < 17 ? 'hit' : 'stand',
        );
      }
      played += 1;
      const player = handValue(s.hands[0]!.cards).total;
      const dealer = handValue(s.dealer).total;
      expect(visibleDealer(s)).toEqual(s.dealer);
      if (player > 21) expect(s.hands[0]!.outcome).toBe('lose');
      else {
        expect(dealer).toBeGreaterThanOrEqual(17);
        expect(s.hands[0]!.outcome).toBe(dealer > 21 || player > dealer ? 'win' : player === dealer ? 'push' : 'lose');
      }
      expect(s.totalWin).toBe({ win: 200n, push: 100n, lose: 0n, blackjack: 250n }[s.hands[0]!.outcome!]);
    }
    expect(played).toBeGreaterThan(150);
  });

  it('doubles the stake for one card, also after a split, and refuses illegal actions', () => {
    const s = dealFromShoe(shoe(5, 7, 6, 10, 9), 100n);
    expect(legalActions(s)).toEqual(['hit', 'stand', 'double']);
    expect(() => actBlackjack(s, 'split')).toThrow(RangeError);
    expect(() => actBlackjack(s, 'insurance')).toThrow(RangeError);
    const d = actBlackjack(s, 'double');
    expect([d.stake, d.hands[0]!.stake, ranks(d.hands[0]!.cards), d.status, d.hands[0]!.outcome, d.totalWin]).toEqual([
      200n,
      200n,
      [5, 6, 9],
      'done',
      'win',
      400n,
    ]);
    expect(() => actBlackjack(d, 'hit')).toThrow(RangeError);
    const h = actBlackjack(s, 'hit');
    expect(legalActions(h)).toEqual(['hit', 'stand']);
    expect(() => actBlackjack(h, 'double')).toThrow(RangeError);
  });
});

describe('split', () => {
  it('splits a pair into two hands with their own stakes, dealt their second card in turn, with double after split', () => {
    const s = dealFromShoe(shoe(8, 6, 8, 10, 3, 10, 9, 10), 100n);
    expect(legalActions(s)).toEqual(['hit', 'stand', 'double', 'split']);
    const split = actBlackjack(s, 'split');
    expect(split.hands.map((h) => ranks(h.cards))).toEqual([[8, 3], [8]]);
    expect([split.active, split.stake, split.status]).toEqual([0, 200n, 'playing']);
    expect(legalActions(split)).toEqual(['hit', 'stand', 'double']);
    const doubled = actBlackjack(split, 'double');
    expect(doubled.hands.map((h) => ranks(h.cards))).toEqual([
      [8, 3, 10],
      [8, 9],
    ]);
    expect([doubled.active, doubled.stake, doubled.hands[0]!.stake]).toEqual([1, 300n, 200n]);
    const done = actBlackjack(doubled, 'stand');
    expect(ranks(done.dealer)).toEqual([6, 10, 10]);
    expect(done.hands.map((h) => [h.outcome, h.win])).toEqual([
      ['win', 400n],
      ['win', 200n],
    ]);
    expect([done.status, done.stake, done.totalWin, done.history]).toEqual([
      'done',
      300n,
      600n,
      ['split', 'double', 'stand'],
    ]);
  });

  it('counts 10, J, Q and K as a pair and allows one split only', () => {
    const s = dealFromShoe(shoe(10, 7, 13, 9, 10, 4), 100n);
    expect(legalActions(s)).toContain('split');
    const split = actBlackjack(s, 'split');
    expect(ranks(split.hands[0]!.cards)).toEqual([10, 10]);
    expect(legalActions(split)).toEqual(['hit', 'stand', 'double']);
    expect(() => actBlackjack(split, 'split')).toThrow(RangeError);
    expect(legalActions(dealFromShoe(shoe(10, 7, 9, 9), 100n))).not.toContain('split');
  });

  it('deals split aces one card each, and a 21 on a split hand is not a blackjack', () => {
    const s = dealFromShoe(shoe(1, 9, 1, 7, 10, 5, 5), 100n);
    const done = actBlackjack(s, 'split');
    expect(done.hands.map((h) => ranks(h.cards))).toEqual([
      [1, 10],
      [1, 5],
    ]);
    expect(ranks(done.dealer)).toEqual([9, 7, 5]);
    expect(done.status).toBe('done');
    expect(done.hands.map((h) => [h.outcome, h.win])).toEqual([
      ['push', 100n],
      ['lose', 0n],
    ]);
    expect([done.stake, done.totalWin]).toEqual([200n, 100n]);
    expect(() => actBlackjack(done, 'hit')).toThrow(RangeError);
  });

  it('pays a two-card 21 after splitting tens 1:1 and lets the dealer play once for both hands', () => {
    const done = play(dealFromShoe(shoe(10, 6, 12, 10, 1, 9, 2), 100n), 'split', 'stand');
    expect(done.hands.map((h) => [ranks(h.cards), h.outcome, h.win])).toEqual([
      [[10, 1], 'win', 200n],
      [[12, 9], 'win', 200n],
    ]);
    expect(ranks(done.dealer)).toEqual([6, 10, 2]);
  });
});

describe('insurance', () => {
  it('is offered before the peek when the dealer shows an ace and pays 2:1 on a dealer blackjack', () => {
    const s = dealFromShoe(shoe(10, 1, 9, 13), 100n);
    expect([s.status, legalActions(s), visibleDealer(s).length]).toEqual([
      'insurance',
      ['insurance', 'noInsurance'],
      1,
    ]);
    expect(() => actBlackjack(s, 'hit')).toThrow(RangeError);
    const insured = actBlackjack(s, 'insurance');
    expect([
      insured.status,
      insured.insurance,
      insured.stake,
      insured.hands[0]!.outcome,
      insured.insuranceWin,
      insured.totalWin,
    ]).toEqual(['done', 50n, 150n, 'lose', 150n, 150n]);
    const declined = actBlackjack(s, 'noInsurance');
    expect([declined.status, declined.stake, declined.totalWin]).toEqual(['done', 100n, 0n]);
  });

  it('is lost when the dealer has no blackjack, and play goes on', () => {
    const insured = actBlackjack(dealFromShoe(shoe(10, 1, 9, 7), 100n), 'insurance');
    expect([insured.status, insured.insurance, insured.stake, legalActions(insured)]).toEqual([
      'playing',
      50n,
      150n,
      ['hit', 'stand', 'double'],
    ]);
    const done = actBlackjack(insured, 'stand');
    expect([done.hands[0]!.outcome, done.insuranceWin, done.totalWin]).toEqual(['win', 0n, 200n]);
  });

  it('costs half the stake rounded down and comes to even money on a player blackjack', () => {
    expect(actBlackjack(dealFromShoe(shoe(10, 1, 9, 7), 101n), 'insurance').insurance).toBe(50n);
    const s = dealFromShoe(shoe(1, 1, 13, 9), 100n);
    expect(s.status).toBe('insurance');
    const evenMoney = actBlackjack(s, 'insurance');
    expect([evenMoney.hands[0]!.outcome, evenMoney.stake, evenMoney.totalWin]).toEqual(['blackjack', 150n, 250n]);
    const evenMoneyAgainstBj = actBlackjack(dealFromShoe(shoe(1, 1, 13, 12), 100n), 'insurance');
    expect([evenMoneyAgainstBj.hands[0]!.outcome, evenMoneyAgainstBj.stake, evenMoneyAgainstBj.totalWin]).toEqual([
      'push',
      150n,
      250n,
    ]);
  });

  it('is not offered against a ten; the dealer peeks at once', () => {
    const s = dealFromShoe(shoe(9, 10, 9, 1), 100n);
    expect([s.status, s.hands[0]!.outcome, s.totalWin]).toEqual(['done', 'lose', 0n]);
  });
});

describe('a fair round', () => {
  it('deals from the same shoe in order whatever the actions, and accounts every stake and win', () => {
    let splits = 0;
    for (let nonce = 0; nonce < 400; nonce++) {
      const dealt = dealBlackjack(rngFor(nonce, 'order'), 100n);
      const byStrategy = playOut(dealt, basicStrategy);
      if (byStrategy.history.includes('split')) splits += 1;
      const insuringAndStanding = playOut(dealt, (s) => (s.status === 'insurance' ? 'insurance' : 'stand'));
      for (const s of [byStrategy, insuringAndStanding]) {
        expect(s.status).toBe('done');
        const used = [...s.hands.flatMap((h) => h.cards), ...s.dealer].map(cardLabel).sort();
        expect(used).toEqual(s.shoe.slice(0, s.next).map(cardLabel).sort());
        expect(s.shoe).toEqual(dealt.shoe);
        expect(s.stake).toBe(s.hands.reduce((sum, h) => sum + h.stake, s.insurance));
        expect(s.totalWin).toBe(s.hands.reduce((sum, h) => sum + h.win, s.insuranceWin));
      }
    }
    expect(splits).toBeGreaterThan(5);
  });

  it('is replayed by the verifier from the seeds and the actions, split included', () => {
    let nonce = 0;
    while (!legalActions(dealBlackjack(rngFor(nonce, 'verify'), 100n)).includes('split')) nonce += 1;
    let s = actBlackjack(dealBlackjack(rngFor(nonce, 'verify'), 100n), 'split');
    while (s.status !== 'done')
      s = actBlackjack(s, legalActions(s).includes('double') && s.active === 0 ? 'double' : 'stand');
    const { outcome } = verifyRound({
      game: 'blackjack',
      serverSeed: 'verify',
      clientSeed: 'c',
      nonce,
      actions: s.history,
    });
    expect(outcome.hands).toEqual(
      s.hands.map((h) => ({
        cards: h.cards.map(cardLabel),
        total: handValue(h.cards).total,
        doubled: h.doubled,
        outcome: h.outcome,
      })),
    );
    expect(outcome.dealer).toEqual(s.dealer.map(cardLabel));
    expect(outcome.status).toBe('done');
    expect(() =>
      verifyRound({ game: 'blackjack', serverSeed: 'verify', clientSeed: 'c', nonce, actions: ['split', 'split'] }),
    ).toThrow(RangeError);
    expect(() =>
      verifyRound({ game: 'blackjack', serverSeed: 'verify', clientSeed: 'c', nonce, actions: ['surrender'] }),
    ).toThrow(RangeError);
  });
});
