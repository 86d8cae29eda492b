/**
 * Poker hand ranking (docs/sandbox-provider.md "Poker tables"): the five-card categories and
 * their order, kickers, the wheel straight, the best five of seven and the three-card order where a
 * straight beats a flush.
 */
import { describe, expect, it } from '@jest/globals';
import { bestFive, rankFive, rankThree } from '../../../../server/vendors/house/games/poker.ts';
import { cards } from './tableSim.ts';

const five = (text: string) => rankFive(cards(text));

describe('five-card hands', () => {
  it('names every category', () => {
    expect(five('AS KS QS JS 10S').category).toBe('straightFlush');
    expect(five('5H 4H 3H 2H AH').category).toBe('straightFlush');
    expect(five('9C 9D 9H 9S 2C').category).toBe('quads');
    expect(five('3C 3D 3H KS KC').category).toBe('fullHouse');
    expect(five('2D 7D 9D JD KD').category).toBe('flush');
    expect(five('AS 2D 3H 4C 5S').category).toBe('straight');
    expect(five('10S JD QH KC AS').category).toBe('straight');
    expect(five('QS KD AH 2C 3S').category).toBe('highCard');
    expect(five('7S 7D 7H 2C 3S').category).toBe('trips');
    expect(five('7S 7D 2H 2C 3S').category).toBe('twoPair');
    expect(five('7S 7D 2H 4C 3S').category).toBe('pair');
  });

  it('orders categories, then the ranks that matter', () => {
    const order = [
      '2S 3D 4H 5C 7S',
      'AS KD QH JC 9S',
      '2S 2D 3H 4C 5S',
      'AS AD 3H 4C 5S',
      'AS AD KH 4C 5S',
      '3S 3D 2H 2C 4S',
      'AS AD KH KC 2S',
      '2S 2D 2H 4C 5S',
      'AS 2D 3H 4C 5S',
      '6S 2D 3H 4C 5S',
      '10S JD QH KC AS',
      '2D 3D 4D 5D 7D',
      '2S 2D 2H 3C 3S',
      '2S 2D 2H 2C 3S',
      'AH 2H 3H 4H 5H',
      '10H JH QH KH AH',
    ].map((t) => five(t).score);
    for (let i = 1; i < order.length; i++) expect(order[i]).toBeGreaterThan(order[i - 1]!);
    expect(five('AS KD QH JC 9S').score).toBe(five('AH KC QD JS 9H').score);
    expect(() => rankFive(cards('AS KD'))).toThrow(RangeError);
  });

  it('finds the best five of seven', () => {
    const best = bestFive(cards('AS KS 2D 2C QS JS 10S'));
    expect(best.category).toBe('straightFlush');
    expect(best.cards).toHaveLength(5);
    expect(bestFive(cards('2S 2D 2H 9C 9S 9D 4H')).category).toBe('fullHouse');
    expect(bestFive(cards('2S 2D 2H 9C 9S 9D 4H')).ranks).toEqual([9, 2]);
  });
});

describe('three-card hands', () => {
  it('ranks a straight above a flush and A-2-3 as the lowest straight', () => {
    const three = (t: string) => rankThree(cards(t));
    const order = [
      'AS 3D 5H',
      'AS AD 2H',
      '2H 5H 9H',
      'AS 2D 3H',
      '2S 3D 4H',
      'QS KD AH',
      '2S 2D 2H',
      'AS AD AH',
      'AH 2H 3H',
      'QH KH AH',
    ];
    const categories = order.map((t) => three(t).category);
    expect(categories).toEqual([
      'highCard',
      'pair',
      'flush',
      'straight',
      'straight',
      'straight',
      'trips',
      'trips',
      'straightFlush',
      'straightFlush',
    ]);
    for (let i = 1; i < order.length; i++) expect(three(order[i]!).score).toBeGreaterThan(three(order[i - 1]!).score);
  });
});
