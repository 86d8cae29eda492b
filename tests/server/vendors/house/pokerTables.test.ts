/**
 * Caribbean stud and casino hold'em (docs/sandbox-provider.md "Caribbean stud", "Casino
 * hold'em"): the dealer's qualifying hands, settlement on fixed deals, refusals, the deal from one
 * deck and a simulation of each simple rule against the published optimal RTP.
 */
import { describe, expect, it } from '@jest/globals';
import {
  CARIBBEAN_STUD_RTP,
  caribbeanQualifies,
  caribbeanRaises,
  dealCaribbeanStud,
  finishCaribbeanStud,
} from '../../../../server/vendors/house/games/caribbeanStud.ts';
import {
  CASINO_HOLDEM_RTP,
  casinoHoldemCalls,
  dealCasinoHoldem,
  finishCasinoHoldem,
} from '../../../../server/vendors/house/games/casinoHoldem.ts';
import { cards, expectNear, measureReturns, NO_DRAW, rngFor } from './tableSim.ts';

describe('caribbean stud', () => {
  const stud = (player: string, dealer: string) => ({ player: cards(player), dealer: cards(dealer), ante: 100n });

  it('qualifies the dealer on ace-king and pays the raise by the hand', () => {
    expect(caribbeanQualifies(cards('AS KD 5H 3C 2S'))).toBe(true);
    expect(caribbeanQualifies(cards('AS QD 5H 3C 2S'))).toBe(false);
    expect(caribbeanQualifies(cards('2S 2D 5H 3C 9S'))).toBe(true);
    expect(caribbeanRaises(cards('AS QD 5H 3C 2S'))).toBe(false);
    const settle = (p: string, d: string) => finishCaribbeanStud(stud(p, d), 'raise');
    expect(settle('2S 3D 9H JC KS', 'AS QD 5H 3C 2D')).toMatchObject({
      outcome: 'win',
      returns: { ante: 200n, raise: 200n },
    });
    expect(settle('2H 7H 9H JH KH', 'AS KD 5H 3C 2D')).toMatchObject({
      outcome: 'win',
      returns: { ante: 200n, raise: 1200n },
    });
    expect(settle('10H JH QH KH AH', '2S 2D 5S 3C 9S').returns).toEqual({ ante: 200n, raise: 20200n });
    expect(settle('AS KD 5H 3C 2S', 'AH KC 5D 3S 2H')).toMatchObject({ outcome: 'tie', totalWin: 300n });
    expect(settle('AS KD 5H 3C 2S', '2H 2C 5D 3S 9H')).toMatchObject({ outcome: 'lose', totalWin: 0n, stake: 300n });
    expect(finishCaribbeanStud(stud('AS KD 5H 3C 2S', '2H 2C 5D 3S 9H'), 'fold')).toMatchObject({
      stake: 100n,
      totalWin: 0n,
    });
    expect(() => finishCaribbeanStud(stud('AS KD 5H 3C 2S', '2H 2C 5D 3S 9H'), 'call' as 'fold')).toThrow(RangeError);
  });

  it('deals ten distinct cards, refuses a bad ante before dealing and measures near the published RTP', () => {
    const d = dealCaribbeanStud(rngFor('stud', 1), 100n);
    expect(new Set([...d.player, ...d.dealer].map((c) => `${c.rank}${c.suit}`)).size).toBe(10);
    expect(dealCaribbeanStud(rngFor('stud', 1), 100n)).toEqual(d);
    expect(() => dealCaribbeanStud(NO_DRAW, 0n)).toThrow(RangeError);
    const measured = measureReturns(20_000, 'stud-rtp', (rng) => {
      const deal = dealCaribbeanStud(rng, 100n);
      const r = finishCaribbeanStud(deal, caribbeanRaises(deal.player) ? 'raise' : 'fold');
      return { ante: 1 + Number(r.totalWin - r.stake) / 100 };
    });
    expectNear(measured.ante, CARIBBEAN_STUD_RTP);
  });
});

describe("casino hold'em", () => {
  const holdem = (player: string, dealer: string, board: string) => ({
    player: cards(player),
    dealer: cards(dealer),
    board: cards(board),
    ante: 100n,
  });

  it('qualifies the dealer on a pair of fours and pays the ante by its table', () => {
    const settle = (p: string, d: string, b: string) => finishCasinoHoldem(holdem(p, d, b), 'call');
    // The dealer's best is a pair of threes: no qualify, the ante pays 1:1 and the call is returned.
    expect(settle('AS KD', '3C 7H', '3S 9D JC 2H 5C')).toMatchObject({
      dealerQualifies: false,
      returns: { ante: 200n, call: 200n },
    });
    // A flush against a qualifying dealer: ante 2:1, call 1:1.
    expect(settle('AH 2H', '4C 4D', '7H 9H JH 3S KC')).toMatchObject({
      outcome: 'win',
      playerHand: 'flush',
      returns: { ante: 300n, call: 400n },
    });
    expect(settle('AH KH', '4C 4D', 'QH JH 10H 3S 4S').returns).toEqual({ ante: 10100n, call: 400n });
    expect(settle('2C 3D', '4C 4D', 'AS AD KH KC QS')).toMatchObject({ outcome: 'tie', totalWin: 300n });
    expect(settle('2C 3D', '4C 4D', 'AS 7D KH 9C QS')).toMatchObject({ outcome: 'lose', totalWin: 0n, stake: 300n });
    expect(finishCasinoHoldem(holdem('2C 3D', '4C 4D', 'AS 7D KH 9C QS'), 'fold')).toMatchObject({
      stake: 100n,
      totalWin: 0n,
    });
    expect(casinoHoldemCalls(cards('2C 7D'), cards('9S JH QC'))).toBe(false);
    expect(casinoHoldemCalls(cards('2C 7D'), cards('7S JH QC'))).toBe(true);
    expect(casinoHoldemCalls(cards('2C 7C'), cards('9C JC QH'))).toBe(true);
    expect(casinoHoldemCalls(cards('8C 7D'), cards('9S JH 2C'))).toBe(true);
    expect(casinoHoldemCalls(cards('10C 7D'), cards('9S 3H 2C'))).toBe(true);
    expect(casinoHoldemCalls(cards('9C 7D'), cards('KS 3H 2C'))).toBe(false);
  });

  it('deals nine distinct cards, refuses a bad ante before dealing and measures near the published RTP', () => {
    const d = dealCasinoHoldem(rngFor('holdem', 1), 100n);
    expect(new Set([...d.player, ...d.dealer, ...d.board].map((c) => `${c.rank}${c.suit}`)).size).toBe(9);
    expect(dealCasinoHoldem(rngFor('holdem', 1), 100n)).toEqual(d);
    expect(() => dealCasinoHoldem(NO_DRAW, -1n)).toThrow(RangeError);
    const measured = measureReturns(8_000, 'holdem-rtp', (rng) => {
      const deal = dealCasinoHoldem(rng, 100n);
      const r = finishCasinoHoldem(deal, casinoHoldemCalls(deal.player, deal.board.slice(0, 3)) ? 'call' : 'fold');
      return { ante: 1 + Number(r.totalWin - r.stake) / 100 };
    });
    expectNear(measured.ante, CASINO_HOLDEM_RTP);
  });
});
