/**
 * Keno draws (docs/sandbox-provider.md "Keno"): the draw, the mega ball, ticket checks before
 * drawing, settlement by hits, the exact RTPs (closed form, checked against a flat paytable) and a
 * simulation of the pick counts whose top prizes a short run still sees.
 */
import { describe, expect, it } from '@jest/globals';
import {
  KENO,
  kenoRtp,
  MEGA_BALL,
  MINI_KENO,
  playKeno,
  type KenoDefinition,
} from '../../../../server/vendors/house/games/keno.ts';
import { expectNear, measureReturns, NO_DRAW, ratio, rngFor } from './tableSim.ts';

const ticket = (pick: number[], stake = 100n) => ({ pick, stake });

describe('keno', () => {
  it('draws distinct balls and settles each ticket by its hits', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const tickets = [ticket([1, 2, 3, 4, 5]), ticket([80]), ticket([7, 17, 27, 37, 47, 57, 67, 77, 8, 9], 3n)];
      const r = playKeno(rngFor('keno', nonce), KENO, tickets);
      expect(r.drawn).toHaveLength(20);
      expect(new Set(r.drawn).size).toBe(20);
      for (const n of r.drawn) expect(n >= 1 && n <= 80).toBe(true);
      expect(r.megaBall).toBeNull();
      for (const t of r.tickets) {
        const hits = t.pick.filter((n) => r.drawn.includes(n)).length;
        expect(t.hits).toBe(hits);
        expect(t.win).toBe((t.stake * BigInt(KENO.paytables[t.pick.length]![hits]!)) / 100n);
      }
      expect(r.stake).toBe(203n);
    }
  });

  it('counts the mega ball as one more hit and multiplies the ticket by its multiplier', () => {
    let megaHits = 0;
    for (let nonce = 0; nonce < 1000; nonce++) {
      const r = playKeno(rngFor('mega', nonce), MEGA_BALL, [ticket([3, 11, 19, 28, 40])]);
      const mega = r.megaBall!;
      expect(r.drawn).not.toContain(mega.number);
      expect(MEGA_BALL.megaBall!.multipliers.map(([m]) => m)).toContain(mega.multiplier);
      const t = r.tickets[0]!;
      const hits = t.pick.filter((n) => r.drawn.includes(n)).length + (t.megaHit ? 1 : 0);
      expect(t.megaHit).toBe(t.pick.includes(mega.number));
      if (t.megaHit) megaHits += 1;
      expect(t.win).toBe(BigInt(MEGA_BALL.paytables[5]![hits]! * (t.megaHit ? mega.multiplier : 1)));
    }
    expect(megaHits).toBeGreaterThan(0);
  });

  it('refuses a ticket it does not take, before drawing', () => {
    for (const t of [
      ticket([]),
      ticket(Array.from({ length: 11 }, (_, i) => i + 1)),
      ticket([1, 1]),
      ticket([0]),
      ticket([81]),
      ticket([2.5]),
      ticket([1], 0n),
    ])
      expect(() => playKeno(NO_DRAW, KENO, [t])).toThrow(RangeError);
    expect(() => playKeno(NO_DRAW, MINI_KENO, [ticket([1, 2, 3, 4, 5, 6])])).toThrow(RangeError);
    expect(() => playKeno(NO_DRAW, KENO, [])).toThrow(RangeError);
    expect(playKeno(rngFor('k', 2), MEGA_BALL, [ticket([1])])).toEqual(
      playKeno(rngFor('k', 2), MEGA_BALL, [ticket([1])]),
    );
  });

  it('has the exact RTPs of the definitions', () => {
    const flat = (def: KenoDefinition): KenoDefinition => ({
      ...def,
      paytables: Object.fromEntries(Object.entries(def.paytables).map(([p, t]) => [p, t.map(() => 100)])),
      megaBall: def.megaBall && { multipliers: [[1, 1]] },
    });
    for (const def of [KENO, MINI_KENO, MEGA_BALL])
      for (const p of Object.keys(def.paytables)) expect(kenoRtp(flat(def), Number(p))).toBeCloseTo(1, 12);
    expect(kenoRtp(KENO, 1)).toBeCloseTo(0.95, 12);
    const keno = [0.95, 0.95095, 0.95046, 0.95416, 0.95275, 0.94997, 0.9511, 0.95407, 0.95165, 0.95126];
    keno.forEach((rtp, i) => expect(kenoRtp(KENO, i + 1)).toBeCloseTo(rtp, 5));
    const mini = [0.96, 0.95769, 0.95648, 0.96345, 0.96072];
    mini.forEach((rtp, i) => expect(kenoRtp(MINI_KENO, i + 1)).toBeCloseTo(rtp, 5));
    for (let p = 1; p <= 5; p++) {
      expect(kenoRtp(MEGA_BALL, p)).toBeGreaterThan(0.94);
      expect(kenoRtp(MEGA_BALL, p)).toBeLessThan(0.97);
    }
    expect(() => kenoRtp(MINI_KENO, 6)).toThrow(RangeError);
  });

  it('matches a simulation within 4 standard errors', () => {
    const cases: [KenoDefinition, number[]][] = [
      [KENO, [1, 2, 4]],
      [MINI_KENO, [1, 3, 5]],
      [MEGA_BALL, [1, 3, 5]],
    ];
    for (const [def, picks] of cases) {
      const measured = measureReturns(8_000, `rtp-${def.name}`, (rng) => {
        const tickets = picks.map((p) => ticket(Array.from({ length: p }, (_, i) => 2 * i + 1)));
        const r = playKeno(rng, def, tickets);
        return Object.fromEntries(r.tickets.map((t) => [t.pick.length, ratio(t.win, t.stake)]));
      });
      for (const p of picks) expectNear(measured[p], kenoRtp(def, p));
    }
  });
});
