import { describe, expect, it } from '@jest/globals';
import { fairRng } from '../../../../server/vendors/house/fair/rng.ts';
import { bankerDraws, handTotal, playBaccarat } from '../../../../server/vendors/house/games/baccarat.ts';
import type { Card } from '../../../../server/vendors/house/games/cards.ts';

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
