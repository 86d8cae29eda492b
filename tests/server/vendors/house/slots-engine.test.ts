import { describe, expect, it } from '@jest/globals';
import { fairRng, type Rng } from '../../../../server/vendors/house/fair/rng.ts';
import {
  betUnitsOf,
  checkSlotDefinition,
  type SlotDefinition,
} from '../../../../server/vendors/house/games/slots/definition.ts';
import { slotHitRate } from '../../../../server/vendors/house/games/slots/hitRate.ts';
import { evaluateSlotSpin, playSlot, playSlotSpin } from '../../../../server/vendors/house/games/slots/play.ts';
import { slotDefinitionRtp } from '../../../../server/vendors/house/games/slots/rtp.ts';

const SYMBOLS: SlotDefinition['symbols'] = [
  { id: 'A', name: 'A', pays: { 2: 1, 3: 6 } },
  { id: 'B', name: 'B', pays: { 3: 4 } },
  { id: 'C', name: 'C', pays: { 3: 2 } },
];
const SCATTER = {
  id: 'S',
  pays: { 2: 1, 3: 3 },
  freeSpins: { awards: { 2: 1, 3: 3 }, multiplier: 2, retrigger: true },
};

/** A tiny screen whose every stop combination can be counted. */
function tiny(rows: number, payModel: SlotDefinition['payModel']): SlotDefinition {
  return {
    id: 'TINY',
    name: 'Tiny',
    reels: 3,
    rows,
    payModel,
    symbols: SYMBOLS,
    wild: { id: 'W', reels: [1, 2], multiplier: 2 },
    scatter: SCATTER,
    strips: [
      ['A', 'B', 'C', 'S', 'C', 'A'],
      ['W', 'A', 'C', 'B', 'S'],
      ['B', 'A', 'W', 'C', 'S', 'C', 'A'],
    ],
    volatility: 'medium',
  };
}

const TINY_DEFINITIONS: Record<string, SlotDefinition> = {
  '3x1 lines': tiny(1, { kind: 'lines', lines: [[0, 0, 0]] }),
  '3x2 lines': tiny(2, {
    kind: 'lines',
    lines: [
      [0, 0, 0],
      [1, 1, 1],
      [0, 1, 0],
    ],
  }),
  '3x1 ways': tiny(1, { kind: 'ways', betUnits: 3 }),
  '3x2 ways': tiny(2, { kind: 'ways', betUnits: 10 }),
};

/** Every stop combination's screen, evaluated by play.ts: the base return, hit rate and mean award. */
function enumerate(definition: SlotDefinition): { base: number; hit: number; award: number } {
  const units = betUnitsOf(definition);
  let base = 0;
  let hits = 0;
  let awards = 0;
  let screens = 0;
  const walk = (stops: number[]): void => {
    if (stops.length === definition.reels) {
      const spin = evaluateSlotSpin(definition, stops, BigInt(units));
      const pay = spin.wins.reduce((sum, w) => sum + w.pay, 0) / units + spin.scatterPay;
      base += pay;
      if (pay > 0 || spin.freeSpinsWon > 0) hits += 1;
      awards += spin.freeSpinsWon;
      screens += 1;
      return;
    }
    for (let stop = 0; stop < definition.strips[stops.length]!.length; stop++) walk([...stops, stop]);
  };
  walk([]);
  return { base: base / screens, hit: hits / screens, award: awards / screens };
}

/** An Rng that fails the test if anything is drawn. */
const untouchable: Rng = {
  uint32: () => {
    throw new Error('drawn');
  },
  float: () => {
    throw new Error('drawn');
  },
  int: () => {
    throw new Error('drawn');
  },
};

describe('slot definition RTP', () => {
  it.each(Object.entries(TINY_DEFINITIONS))('equals a count of every screen: %s', (_, definition) => {
    const counted = enumerate(definition);
    const rtp = slotDefinitionRtp(definition);
    const free = counted.award / (1 - counted.award);
    expect(rtp.lines + rtp.scatter).toBeCloseTo(counted.base, 12);
    expect(rtp.total).toBeCloseTo(counted.base * (1 + free * 2), 12);
    expect(rtp.freeSpinsPerTrigger * rtp.triggerChance).toBeCloseTo(free, 12);
    expect(slotHitRate(definition)).toBeCloseTo(counted.hit, 12);
    expect(counted.base).toBeGreaterThan(0);
  });

  it('refuses free spins that retrigger more than they play', () => {
    const endless = tiny(2, { kind: 'ways', betUnits: 10 });
    const scatter = { ...SCATTER, freeSpins: { ...SCATTER.freeSpins, awards: { 1: 5 } } };
    expect(() => slotDefinitionRtp({ ...endless, scatter })).toThrow(RangeError);
  });
});

describe('slot play', () => {
  it('replays the same round from the same seeds', () => {
    const definition = TINY_DEFINITIONS['3x2 ways']!;
    const inputs = { serverSeed: 'server', clientSeed: 'client', nonce: 4 };
    const first = playSlot(definition, fairRng(inputs), 70n);
    expect(playSlot(definition, fairRng(inputs), 70n)).toEqual(first);
    const others = [5, 6, 7, 8].map((nonce) => playSlot(definition, fairRng({ ...inputs, nonce }), 70n).base.stops);
    expect(others.some((stops) => stops.join() !== first.base.stops.join())).toBe(true);
  });

  it('pays the stake times the units over the bet units, rounded down to the minor unit', () => {
    const ways = TINY_DEFINITIONS['3x1 ways']!;
    // A, W, A: one way of 3 A with one wild (x2): 6 x 2 = 12 units of 3 a total bet.
    const spin = evaluateSlotSpin(ways, [0, 0, 1], 7n);
    expect(spin.wins).toEqual([{ symbol: 'A', count: 3, line: null, ways: 1, pay: 12 }]);
    expect(spin.win).toBe(28n);
    // A, A, C: 2 A pay 1 unit: 7 x 1 / 3 = 2.33 -> 2.
    const two = evaluateSlotSpin(ways, [0, 1, 3], 7n);
    expect(two.wins).toEqual([{ symbol: 'A', count: 2, line: null, ways: 1, pay: 1 }]);
    expect(two.win).toBe(2n);
    // Free spin multiplier 2: 7 x 1 x 2 / 3 = 4.67 -> 4.
    expect(evaluateSlotSpin(ways, [0, 1, 3], 7n, 2, true).win).toBe(4n);
    expect(typeof two.win).toBe('bigint');
  });

  it('pays lines from reel 1 with the wild multiplying and the scatter anywhere', () => {
    const lines = TINY_DEFINITIONS['3x2 lines']!;
    // Line 0 reads A W A and line 1 A A W (one wild: x2), line 2 A A A; 30 units of 3 a total bet.
    const spin = evaluateSlotSpin(lines, [5, 0, 1], 30n);
    expect(spin.grid).toEqual([
      ['A', 'A'],
      ['W', 'A'],
      ['A', 'W'],
    ]);
    expect(spin.wins).toEqual([
      { symbol: 'A', count: 3, line: 0, ways: 1, pay: 12 },
      { symbol: 'A', count: 3, line: 1, ways: 1, pay: 12 },
      { symbol: 'A', count: 3, line: 2, ways: 1, pay: 6 },
    ]);
    expect(spin.win).toBe(300n);
  });

  it('refuses a bad stake or definition with RangeError before drawing', () => {
    const definition = TINY_DEFINITIONS['3x2 lines']!;
    for (const stake of [0n, -30n, 1.5, 30, '30'])
      expect(() => playSlot(definition, untouchable, stake as bigint)).toThrow(RangeError);
    const wildFirst = { ...definition, wild: { id: 'W', reels: [0, 1, 2], multiplier: 2 } };
    expect(() => playSlotSpin(wildFirst, untouchable, 30n)).toThrow(RangeError);
    expect(() => checkSlotDefinition({ ...definition, strips: definition.strips.slice(1) })).toThrow(RangeError);
  });
});
