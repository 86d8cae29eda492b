/**
 * Pai gow poker (docs/sandbox-provider.md "Pai gow poker"): the joker, hand ranks, legal sets
 * (the back must outrank the front), the house way, the settlement with its 5% commission and
 * copies to the dealer, refusals before drawing, and the published house-way RTP against a
 * fairRng simulation on other seeds.
 */
import { describe, expect, it } from '@jest/globals';
import { newShoe, type Card } from '../../../../server/vendors/house/games/cards.ts';
import {
  dealPaiGow,
  finishPaiGow,
  houseWay,
  JOKER,
  PAI_GOW_RTP,
  rankPaiGowFive,
  rankPaiGowTwo,
  setPaiGow,
  type PaiGowCard,
  type PaiGowDeal,
} from '../../../../server/vendors/house/games/paiGowPoker.ts';
import { cards, expectNear, measureReturns, NO_DRAW, rngFor } from './tableSim.ts';

/** Cards from text ("AS KH ..."), `JK` the joker. */
const hand = (text: string): PaiGowCard[] => text.split(' ').map((c) => (c === 'JK' ? JOKER : (cards(c)[0] as Card)));
const names = (text: string) => rankPaiGowFive(hand(text)).name;
/** The house way's front cards as text. */
const front = (text: string) => {
  const seven = hand(text);
  return houseWay(seven)
    .map((i) => text.split(' ')[i])
    .join(' ');
};

describe('pai gow poker hands', () => {
  it('ranks the joker as an ace or the card completing a straight, flush or straight flush', () => {
    expect(names('AS AH AD AC JK')).toBe('fiveAces');
    expect(names('AS AH KD KC JK')).toBe('fullHouse');
    expect(names('9S 10H JD QC JK')).toBe('straight');
    expect(names('2H 7H 9H KH JK')).toBe('flush');
    expect(names('10H JH QH KH JK')).toBe('royalFlush');
    expect(names('9H 10H JH QH JK')).toBe('straightFlush');
    expect(names('2S 5H 9D KC JK')).toBe('highCard');
    expect(names('2S 5H 9D AC JK')).toBe('pair');
    expect(rankPaiGowFive(hand('AS AH AD AC JK')).score).toBeGreaterThan(rankPaiGowFive(hand('10S JS QS KS AS')).score);
    // A-2-3-4-5 is the second highest straight.
    const wheel = rankPaiGowFive(hand('AS 2H 3D 4C 5S')).score;
    expect(wheel).toBeLessThan(rankPaiGowFive(hand('10S JH QD KC AS')).score);
    expect(wheel).toBeGreaterThan(rankPaiGowFive(hand('9S 10H JD QC KS')).score);
    expect(rankPaiGowTwo(hand('JK AS'))).toMatchObject({ name: 'pair' });
    expect(rankPaiGowTwo(hand('JK 4C')).score).toBe(rankPaiGowTwo(hand('AD 4C')).score);
    expect(() => rankPaiGowFive(hand('AS AH AD JK'))).toThrow(RangeError);
  });

  it('sets only legal hands: the back must outrank the front', () => {
    const seven = hand('AS AH 2D 5C 8S 9H KD');
    expect(setPaiGow(seven, [2, 3]).backHand.name).toBe('pair');
    expect(() => setPaiGow(seven, [0, 1])).toThrow(RangeError);
    expect(() => setPaiGow(seven, [0, 0])).toThrow(RangeError);
    expect(() => setPaiGow(seven, [0, 7])).toThrow(RangeError);
    expect(() => setPaiGow(seven, [0])).toThrow(RangeError);
    // The same high cards in front and behind: the back's extra cards make it higher.
    expect(setPaiGow(hand('AS KH AD KC 8S 5H 2D'), [0, 1]).frontHand.name).toBe('highCard');
  });

  it('sets by the house way', () => {
    expect(front('AS KH 2D 5C 8S 9H JD')).toBe('KH JD'); // no pair: the highest behind
    expect(front('AS AH 2D 5C 8S 9H JD')).toBe('9H JD'); // one pair behind
    expect(front('KS KH QD QC 2S 5H 8D')).toBe('QD QC'); // two pairs split
    expect(front('JS JH 4D 4C AS 5H 8D')).toBe('AS 8D'); // jacks and fours with an ace: together
    expect(front('KS KH QD QC 5S 5H 8D')).toBe('KS KH'); // three pairs: the highest in front
    expect(front('9S 9H 9D 4C 4S AH 8D')).toBe('4C 4S'); // full house split
    expect(front('9S 9H 9D 2C 2S AH KD')).toBe('AH KD'); // with twos and A-K: kept
    expect(front('7S 7H 7D 2C 5S KH QD')).toBe('KH QD'); // trips behind
    expect(front('AS AH AD 2C 5S KH QD')).toBe('AD KH'); // three aces split
    expect(front('4S 4H 4D 4C 9S KH QD')).toBe('KH QD'); // low quads kept
    expect(front('QS QH QD QC 9S 5H 2D')).toBe('QS QH'); // high quads split
    expect(front('AS AH AD AC JK KH KD')).toBe('KH KD'); // five aces, a pair of kings in front
    expect(front('2H 6H 9H JH KH AS QD')).toBe('AS QD'); // the flush behind
    expect(front('5S 6H 7D 8C 9S KH 2D')).toBe('KH 2D'); // the straight behind
    // Every set the house way makes is legal.
    for (let nonce = 0; nonce < 300; nonce++) {
      const d = dealPaiGow(rngFor('pg-way', nonce), 100n);
      expect(() => setPaiGow(d.player, houseWay(d.player))).not.toThrow();
    }
  });

  it('pays both hands won 1.95x, one each a push, copies to the dealer', () => {
    const deal = (player: string, dealer: string): PaiGowDeal => ({
      player: hand(player),
      dealer: hand(dealer),
      stake: 1000n,
    });
    // Player: AA behind, KQ in front; dealer: no pair (Q behind, J-10 in front).
    const win = finishPaiGow(deal('AS AH KD QC 2S 5H 8D', 'QS JH 10D 3C 4S 6H 9C'), [2, 3]);
    expect(win).toMatchObject({ backWins: true, frontWins: true, outcome: 'win', totalWin: 1950n });
    const push = finishPaiGow(deal('AS AH 3D 2C 8S 5H 4D', 'QS JH 10D 3H 4S 6H 9C'), [2, 3]);
    expect(push).toMatchObject({ backWins: true, frontWins: false, outcome: 'push', totalWin: 1000n });
    // The same hands both ways: copies go to the dealer.
    const copy = finishPaiGow(
      deal('AS KH 9D 7C 5S 3H 2D', 'AD KC 9H 7S 5C 3D 2S'),
      houseWay(hand('AS KH 9D 7C 5S 3H 2D')),
    );
    expect(copy).toMatchObject({ backWins: false, frontWins: false, outcome: 'lose', totalWin: 0n });
    expect(() => finishPaiGow(deal('AS AH KD QC 2S 5H 8D', 'QS JH 10D 3C 4S 6H 9C'), [0, 1])).toThrow(RangeError);
  });

  it('deals 14 distinct cards of the 53 and refuses a bad stake before drawing', () => {
    const d = dealPaiGow(rngFor('pg-deal', 1), 100n);
    const all = [...d.player, ...d.dealer].map((c) => `${c.rank}${c.suit}`);
    expect(new Set(all).size).toBe(14);
    expect(dealPaiGow(rngFor('pg-deal', 1), 100n)).toEqual(d);
    expect(() => dealPaiGow(NO_DRAW, 0n)).toThrow(RangeError);
    const seen = new Set<string>();
    for (let nonce = 0; nonce < 200; nonce++)
      for (const c of dealPaiGow(rngFor('pg-deck', nonce), 100n).player) seen.add(`${c.rank}${c.suit}`);
    expect(seen).toContain('0JOKER');
    expect(seen.size).toBe(newShoe(1).length + 1);
  });

  it('returns the published house-way RTP (a simulation on other seeds, within 4 standard errors)', () => {
    const measured = measureReturns(40_000, 'pg-rtp-check', (rng) => {
      const d = dealPaiGow(rng, 100n);
      return { houseWay: Number(finishPaiGow(d, houseWay(d.player)).totalWin) / 100 };
    });
    expectNear(measured.houseWay, PAI_GOW_RTP);
  }, 60_000);
});
