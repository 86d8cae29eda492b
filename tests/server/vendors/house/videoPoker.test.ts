/**
 * Video poker, Jacks or Better 9/6 (docs/sandbox-provider.md "Video poker"): the paytable, hand
 * names, the deal and draw from one shuffled deck, exact hold returns by enumeration, the simple
 * strategy's holds and its RTP by simulation against the published optimal figure.
 */
import { describe, expect, it } from '@jest/globals';
import {
  dealVideoPoker,
  drawVideoPoker,
  holdReturn,
  JACKS_OR_BETTER_96,
  jacksOrBetter,
  simpleHold,
  VIDEO_POKER_RTP,
} from '../../../../server/vendors/house/games/videoPoker.ts';
import { cards, expectNear, measureReturns, NO_DRAW, ratio, rngFor } from './tableSim.ts';

const held = (hand: string, hold: boolean[]) => cards(hand).filter((_, i) => hold[i]);
const label = (cs: { rank: number; suit: string }[]) => cs.map((c) => `${c.rank}${c.suit}`).join(' ');

describe('jacks or better hands', () => {
  it('pays 9/6 and names the hands', () => {
    expect(Object.values(JACKS_OR_BETTER_96)).toEqual([800, 50, 25, 9, 6, 4, 3, 2, 1, 0]);
    expect(jacksOrBetter(cards('10H JH QH KH AH'))).toBe('royalFlush');
    expect(jacksOrBetter(cards('9H 10H JH QH KH'))).toBe('straightFlush');
    expect(jacksOrBetter(cards('AS 2D 3H 4C 5S'))).toBe('straight');
    expect(jacksOrBetter(cards('JS JD 3H 4C 5S'))).toBe('jacksOrBetter');
    expect(jacksOrBetter(cards('AS AD 3H 4C 5S'))).toBe('jacksOrBetter');
    expect(jacksOrBetter(cards('10S 10D 3H 4C 5S'))).toBe('nothing');
    expect(jacksOrBetter(cards('10S 10D 3H 3C 5S'))).toBe('twoPair');
  });

  it('computes the exact return of a hold by enumerating the draws', () => {
    expect(holdReturn(cards('10H JH QH KH AH'), [true, true, true, true, true])).toBe(800);
    expect(holdReturn(cards('3C 3D 3H KS KC'), [true, true, true, true, true])).toBe(9);
    // 4 to a royal: the ten of hearts (800), eight other hearts (flush 6), three tens (straight 4),
    // twelve jacks to aces (1) among 47 cards.
    expect(holdReturn(cards('AH KH QH JH 2C'), [true, true, true, true, false])).toBeCloseTo(872 / 47, 12);
    // Four of a kind held: 25 whatever comes.
    expect(holdReturn(cards('9C 9D 9H 9S 2C'), [true, true, true, true, false])).toBe(25);
    const pair = holdReturn(cards('JS JD 3H 7C 9S'), [true, true, false, false, false]);
    expect(pair).toBeGreaterThan(1.5);
    expect(pair).toBeGreaterThan(holdReturn(cards('JS JD 3H 7C 9S'), [true, false, false, false, false]));
  });
});

describe('video poker rounds', () => {
  it('deals the top five of a shuffled deck and draws the next cards in order', () => {
    const deal = dealVideoPoker(rngFor('vp', 1), 100n);
    expect(new Set(deal.deck.map((c) => `${c.rank}${c.suit}`)).size).toBe(52);
    expect(deal.hand).toEqual(deal.deck.slice(0, 5));
    const round = drawVideoPoker(deal, [true, false, true, false, false]);
    expect(round.final).toEqual([deal.deck[0], deal.deck[5], deal.deck[2], deal.deck[6], deal.deck[7]]);
    expect(round.win).toBe(100n * BigInt(JACKS_OR_BETTER_96[round.result]));
    expect(drawVideoPoker(deal, [true, true, true, true, true]).final).toEqual(deal.hand);
    expect(dealVideoPoker(rngFor('vp', 1), 100n)).toEqual(deal);
    expect(() => drawVideoPoker(deal, [true])).toThrow(RangeError);
    expect(() => dealVideoPoker(NO_DRAW, 0n)).toThrow(RangeError);
  });

  it('holds by the simple strategy', () => {
    const hold = (hand: string) => label(held(hand, simpleHold(cards(hand))));
    expect(hold('AH KH QH JH 9H')).toBe(label(cards('AH KH QH JH')));
    expect(hold('AH KH QH JH 10C')).toBe(label(cards('AH KH QH JH')));
    expect(hold('3C 3D 3H KS KC')).toBe(label(cards('3C 3D 3H KS KC')));
    expect(hold('3C 3D 3H KS 2C')).toBe(label(cards('3C 3D 3H')));
    expect(hold('JS JD 3H 7C 9S')).toBe(label(cards('JS JD')));
    expect(hold('QS KS AS 3D 3C')).toBe(label(cards('QS KS AS')));
    expect(hold('2H 5H 8H 9H KC')).toBe(label(cards('2H 5H 8H 9H')));
    expect(hold('4C 4D 9H JS KC')).toBe(label(cards('4C 4D')));
    expect(hold('5C 6D 7H 8S KC')).toBe(label(cards('5C 6D 7H 8S')));
    expect(hold('JC QC 7H 8S 2D')).toBe(label(cards('JC QC')));
    expect(hold('5C 6C 8C KH 2D')).toBe(label(cards('5C 6C 8C')));
    expect(hold('JC QD KH 5S 2D')).toBe(label(cards('JC QD')));
    expect(hold('10C KC 7H 4S 2D')).toBe(label(cards('10C KC')));
    expect(hold('3C KD 7H 4S 9D')).toBe(label(cards('KD')));
    expect(hold('3C 8D 7H 4S 9D')).toBe('');
  });

  it('returns near the published optimal RTP with the simple strategy', () => {
    expect(VIDEO_POKER_RTP).toBeCloseTo(0.9954, 4);
    const measured = measureReturns(20_000, 'vp-rtp', (rng) => {
      const deal = dealVideoPoker(rng, 100n);
      return { hand: ratio(drawVideoPoker(deal, simpleHold(deal.hand)).win, 100n) };
    });
    expectNear(measured.hand, VIDEO_POKER_RTP);
  });
});
