import { describe, expect, it } from '@jest/globals';
import { fairRng } from '../../../server/vendors/house/fair/rng.ts';
import { bankerDraws, handTotal, playBaccarat } from '../../../server/vendors/house/games/baccarat.ts';
import { actBlackjack, dealBlackjack, handValue, legalActions, visibleDealer, type BlackjackState } from '../../../server/vendors/house/games/blackjack.ts';
import type { Card } from '../../../server/vendors/house/games/cards.ts';

const c = (rank: number): Card => ({ rank, suit: 'S' });
const rngFor = (nonce: number, seed = 'tables') => fairRng({ serverSeed: seed, clientSeed: 'c', nonce });

describe('baccarat', () => {
  it('counts points modulo 10 with tens and faces as 0', () => {
    expect(handTotal([c(9), c(8)])).toBe(7);
    expect(handTotal([c(13), c(1)])).toBe(1);
    expect(handTotal([c(10), c(12), c(11)])).toBe(0);
  });

  it('follows the banker third-card tableau', () => {
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(3, c(8))).toBe(false);
    expect(bankerDraws(3, c(9))).toBe(true);
    expect(bankerDraws(4, c(1))).toBe(false);
    expect(bankerDraws(4, c(2))).toBe(true);
    expect(bankerDraws(5, c(4))).toBe(true);
    expect(bankerDraws(5, c(3))).toBe(false);
    expect(bankerDraws(6, c(6))).toBe(true);
    expect(bankerDraws(6, c(13))).toBe(false);
    expect(bankerDraws(7, c(6))).toBe(false);
  });

  it('deals legal hands and pays player 1:1, banker 0.95:1, tie 8:1 (pushing player and banker)', () => {
    const seen = new Set<string>();
    for (let nonce = 0; nonce < 400; nonce++) {
      const r = playBaccarat(rngFor(nonce), { player: 1000n, banker: 1000n, tie: 100n });
      seen.add(r.winner);
      expect(r.player.length).toBeGreaterThanOrEqual(2);
      expect(r.player.length).toBeLessThanOrEqual(3);
      const natural = handTotal(r.player.slice(0, 2)) >= 8 || handTotal(r.banker.slice(0, 2)) >= 8;
      if (natural) expect(r.player.length + r.banker.length).toBe(4);
      else expect(r.player.length === 3).toBe(handTotal(r.player.slice(0, 2)) <= 5);
      const expected = r.winner === 'player' ? 2000n : r.winner === 'banker' ? 1950n : 2000n + 900n;
      expect(r.totalWin).toBe(expected);
      expect(r.stake).toBe(2100n);
    }
    expect(seen).toEqual(new Set(['player', 'banker', 'tie']));
  });

  it('returns near the published RTP on the banker over many rounds', () => {
    let won = 0n;
    const n = 20_000;
    for (let nonce = 0; nonce < n; nonce++) won += playBaccarat(rngFor(nonce, 'rtp'), { banker: 100n }).totalWin;
    expect(Number(won) / (100 * n)).toBeGreaterThan(0.97);
    expect(Number(won) / (100 * n)).toBeLessThan(1.01);
  });

  it('refuses no bet or a negative stake', () => {
    expect(() => playBaccarat(rngFor(0), {})).toThrow(RangeError);
    expect(() => playBaccarat(rngFor(0), { player: -1n })).toThrow(RangeError);
  });
});

describe('blackjack', () => {
  it('values hands with soft aces', () => {
    expect(handValue([c(1), c(6)])).toEqual({ total: 17, soft: true });
    expect(handValue([c(1), c(6), c(10)])).toEqual({ total: 17, soft: false });
    expect(handValue([c(1), c(1), c(9)])).toEqual({ total: 21, soft: true });
    expect(handValue([c(13), c(12), c(2)])).toEqual({ total: 22, soft: false });
  });

  it('hides the hole card until the end, lets the dealer stand on 17 and settles', () => {
    let played = 0;
    for (let nonce = 0; nonce < 200; nonce++) {
      let s: BlackjackState = dealBlackjack(rngFor(nonce, 'bj'), 100n);
      if (s.status === 'done') continue;
      expect(visibleDealer(s)).toHaveLength(1);
      expect(legalActions(s)).toEqual(['hit', 'stand', 'double']);
      while (s.status === 'playing' && handValue(s.player).total < 17) s = actBlackjack(s, 'hit');
      if (s.status === 'playing') s = actBlackjack(s, 'stand');
      played += 1;
      const player = handValue(s.player).total;
      const dealer = handValue(s.dealer).total;
      expect(visibleDealer(s)).toEqual(s.dealer);
      if (player > 21) expect(s.outcome).toBe('lose');
      else {
        expect(dealer).toBeGreaterThanOrEqual(17);
        const expected = dealer > 21 || player > dealer ? 'win' : player === dealer ? 'push' : 'lose';
        expect(s.outcome).toBe(expected);
      }
      expect(s.totalWin).toBe({ win: 200n, push: 100n, lose: 0n, blackjack: 250n }[s.outcome!]);
    }
    expect(played).toBeGreaterThan(150);
  });

  it('doubles the stake for one card and refuses illegal actions', () => {
    let nonce = 0;
    let s = dealBlackjack(rngFor(nonce, 'dbl'), 100n);
    while (s.status === 'done') s = dealBlackjack(rngFor(++nonce, 'dbl'), 100n);
    const d = actBlackjack(s, 'double');
    expect(d.stake).toBe(200n);
    expect(d.player).toHaveLength(3);
    expect(d.status).toBe('done');
    expect(() => actBlackjack(d, 'hit')).toThrow(RangeError);
    const h = actBlackjack(s, 'hit');
    if (h.status === 'playing') expect(() => actBlackjack(h, 'double')).toThrow(RangeError);
  });

  it('is reproducible from the fair inputs (the same shoe for the same nonce)', () => {
    expect(dealBlackjack(rngFor(5, 'same'), 100n).shoe.slice(0, 10)).toEqual(dealBlackjack(rngFor(5, 'same'), 100n).shoe.slice(0, 10));
  });
});
