/**
 * Three card poker (docs/sandbox-provider.md "Three card poker"): the deal, the dealer's queen
 * high, the Q-6-4 rule, settlement of ante, play, ante bonus and pair plus on fixed hands, refusals,
 * the exact RTPs against the published figures and a simulation.
 */
import { describe, expect, it } from '@jest/globals';
import {
  dealerQualifies,
  dealThreeCardPoker,
  finishThreeCardPoker,
  threeCardPlays,
  threeCardPokerRtp,
  type ThreeCardDeal,
} from '../../../../server/vendors/house/games/threeCardPoker.ts';
import { cards, expectNear, measureReturns, NO_DRAW, ratio, rngFor } from './tableSim.ts';

const deal = (player: string, dealer: string, pairPlus = 0n): ThreeCardDeal => ({
  player: cards(player),
  dealer: cards(dealer),
  ante: 100n,
  pairPlus,
});

describe('three card poker', () => {
  it('qualifies the dealer on queen high and plays Q-6-4 or better', () => {
    expect(dealerQualifies(cards('QS 3D 2H'))).toBe(true);
    expect(dealerQualifies(cards('JS 9D 7H'))).toBe(false);
    expect(dealerQualifies(cards('2S 2D 7H'))).toBe(true);
    expect(threeCardPlays(cards('QS 6D 4H'))).toBe(true);
    expect(threeCardPlays(cards('QS 7D 2H'))).toBe(true);
    expect(threeCardPlays(cards('QS 6D 3H'))).toBe(false);
    expect(threeCardPlays(cards('KS 3D 2H'))).toBe(true);
  });

  it('settles ante, play, ante bonus and pair plus', () => {
    const settle = (d: ThreeCardDeal, decision: 'play' | 'fold') => finishThreeCardPoker(d, decision).returns;
    // Dealer does not qualify: ante 1:1, play returned.
    expect(settle(deal('AS 9D 4H', 'JS 9C 7H'), 'play')).toEqual({
      ante: 200n,
      play: 100n,
      anteBonus: 0n,
      pairPlus: 0n,
    });
    // Qualifying dealer beaten by a straight: ante and play 1:1, ante bonus 1:1, pair plus 6:1.
    expect(settle(deal('4S 5D 6H', 'QS 9C 7H', 10n), 'play')).toEqual({
      ante: 200n,
      play: 200n,
      anteBonus: 100n,
      pairPlus: 70n,
    });
    // The dealer wins: both lost, the straight flush's ante bonus (5:1) and pair plus (40:1) still paid.
    expect(settle(deal('2H 3H 4H', '5S 6S 7S', 10n), 'play')).toEqual({
      ante: 0n,
      play: 0n,
      anteBonus: 500n,
      pairPlus: 410n,
    });
    // A tie returns ante and play.
    expect(settle(deal('KS 8D 3H', 'KH 8C 3S'), 'play')).toEqual({
      ante: 100n,
      play: 100n,
      anteBonus: 0n,
      pairPlus: 0n,
    });
    // A fold loses the ante; pair plus is paid on the hand.
    const fold = finishThreeCardPoker(deal('9S 9D 3H', 'AS AD 2H', 10n), 'fold');
    expect(fold.returns).toEqual({ ante: 0n, play: 0n, anteBonus: 0n, pairPlus: 20n });
    expect([fold.stake, fold.totalWin, fold.outcome]).toEqual([110n, 20n, 'fold']);
    expect(finishThreeCardPoker(deal('9S 9D 3H', 'AS AD 2H'), 'play').stake).toBe(200n);
    expect(() => finishThreeCardPoker(deal('9S 9D 3H', 'AS AD 2H'), 'raise' as 'play')).toThrow(RangeError);
  });

  it('deals six distinct cards, refuses no ante before dealing and replays', () => {
    const d = dealThreeCardPoker(rngFor('tcp', 1), { ante: 100n, pairPlus: 50n });
    expect(new Set([...d.player, ...d.dealer].map((c) => `${c.rank}${c.suit}`)).size).toBe(6);
    expect(dealThreeCardPoker(rngFor('tcp', 1), { ante: 100n, pairPlus: 50n })).toEqual(d);
    expect(() => dealThreeCardPoker(NO_DRAW, { pairPlus: 100n })).toThrow(RangeError);
    expect(() => dealThreeCardPoker(NO_DRAW, { ante: -1n, pairPlus: 100n })).toThrow(RangeError);
    expect(() => dealThreeCardPoker(NO_DRAW, {})).toThrow(RangeError);
  });

  it('has the published RTPs (pair plus 1-4-6-30-40 97.68%, ante and play 96.63%) and matches a simulation', () => {
    expect(threeCardPokerRtp('pairPlus')).toBeCloseTo(1 - 0.0232, 4);
    expect(threeCardPokerRtp('ante')).toBeCloseTo(1 - 0.0337, 4);
    const measured = measureReturns(15_000, 'tcp-rtp', (rng) => {
      const d = dealThreeCardPoker(rng, { ante: 100n, pairPlus: 100n });
      const r = finishThreeCardPoker(d, threeCardPlays(d.player) ? 'play' : 'fold');
      const staked = r.decision === 'play' ? 200n : 100n;
      return {
        ante: 1 + Number(r.returns.ante + r.returns.play + r.returns.anteBonus - staked) / 100,
        pairPlus: ratio(r.returns.pairPlus, 100n),
      };
    });
    expectNear(measured.ante, threeCardPokerRtp('ante'));
    expectNear(measured.pairPlus, threeCardPokerRtp('pairPlus'));
  });
});
