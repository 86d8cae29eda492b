import { describe, expect, it } from '@jest/globals';
import { buildGameSeeds } from '../../../../server/db/seed/games.ts';
import { VENDOR_SEEDS } from '../../../../server/db/seed/vendors.ts';
import { fairRng } from '../../../../server/vendors/house/fair/rng.ts';
import {
  betUnitsOf,
  slotDefinitionProblems,
  slotLayoutText,
  type SlotDefinition,
} from '../../../../server/vendors/house/games/slots/definition.ts';
import {
  isCatalogueSlot,
  SLOT_RTP_BAND,
  slotDefinitionOf,
} from '../../../../server/vendors/house/games/slots/generate.ts';
import { slotHitRate } from '../../../../server/vendors/house/games/slots/hitRate.ts';
import { playSlot } from '../../../../server/vendors/house/games/slots/play.ts';
import { slotDefinitionRtp } from '../../../../server/vendors/house/games/slots/rtp.ts';

const SLOTS = buildGameSeeds(VENDOR_SEEDS).filter(isCatalogueSlot);
const DEFINITIONS = SLOTS.map(slotDefinitionOf);

/** `spins` paid rounds: the mean return and base hit frequency with their standard errors. */
function simulate(definition: SlotDefinition, spins: number): { rtp: number; se: number; hit: number; hitSe: number } {
  const stake = BigInt(betUnitsOf(definition)) * 10n;
  let sum = 0;
  let squares = 0;
  let hits = 0;
  for (let nonce = 0; nonce < spins; nonce++) {
    const round = playSlot(definition, fairRng({ serverSeed: 'jest-slots', clientSeed: definition.id, nonce }), stake);
    const back = Number(round.totalWin) / Number(stake);
    sum += back;
    squares += back * back;
    if (round.base.win > 0n || round.base.freeSpinsWon > 0) hits += 1;
  }
  const rtp = sum / spins;
  const hit = hits / spins;
  return {
    rtp,
    se: Math.sqrt((squares / spins - rtp * rtp) / spins),
    hit,
    hitSe: Math.sqrt((hit * (1 - hit)) / spins),
  };
}

describe('catalogue slot definitions', () => {
  it('cover every RNG slot of the catalogue and Fruit Slot Machine', () => {
    expect(SLOTS.length).toBeGreaterThan(150);
    expect(SLOTS.some((g) => g.nameEn === 'Fruit Slot Machine')).toBe(true);
    expect(SLOTS.some((g) => g.subCategory === 'TG')).toBe(false);
  });

  it('are valid and their exact RTP lies in the published band', () => {
    const outside = DEFINITIONS.map((d) => ({ id: d.id, rtp: slotDefinitionRtp(d).total })).filter(
      ({ rtp }) => rtp < SLOT_RTP_BAND.min || rtp > SLOT_RTP_BAND.max,
    );
    expect(outside).toEqual([]);
    expect(DEFINITIONS.flatMap((d) => slotDefinitionProblems(d).map((p) => `${d.id}: ${p}`))).toEqual([]);
  });

  it('are the same every time for the same game', () => {
    for (const game of SLOTS.slice(0, 10)) expect(slotDefinitionOf(game)).toEqual(slotDefinitionOf({ ...game }));
  });

  it('really differ: layouts, lines and ways, all three volatility classes', () => {
    const layouts = new Set(DEFINITIONS.map(slotLayoutText));
    expect(layouts.size).toBeGreaterThanOrEqual(8);
    const kinds = new Set(DEFINITIONS.map((d) => d.payModel.kind));
    expect([...kinds].sort()).toEqual(['lines', 'ways']);
    const volatility = new Set(DEFINITIONS.map((d) => d.volatility));
    expect([...volatility].sort()).toEqual(['high', 'low', 'medium']);
    const strips = new Set(DEFINITIONS.map((d) => JSON.stringify(d.strips)));
    expect(strips.size).toBe(DEFINITIONS.length);
  });

  it('name their symbols in stable ASCII from the game name', () => {
    for (const d of DEFINITIONS) for (const s of d.symbols) expect(s.id).toMatch(/^[A-Z0-9_]+$/);
    const dragon = DEFINITIONS.find((d) => /Dragon/.test(d.name) && !/Fruit/.test(d.name));
    expect(dragon?.symbols.map((s) => s.id)).toContain('DRAGON');
  });
});

describe('catalogue slot play', () => {
  const lines = DEFINITIONS.find((d) => d.payModel.kind === 'lines' && d.volatility !== 'high')!;
  const ways = DEFINITIONS.find((d) => d.payModel.kind === 'ways' && d.volatility !== 'high')!;

  it.each([
    ['lines', lines],
    ['ways', ways],
  ])('meets the exact RTP and hit rate within 4 standard errors over 100,000 spins (%s)', (_, definition) => {
    const exact = slotDefinitionRtp(definition).total;
    const measured = simulate(definition, 100_000);
    expect(Math.abs(measured.rtp - exact)).toBeLessThan(4 * measured.se);
    expect(Math.abs(measured.hit - slotHitRate(definition))).toBeLessThan(4 * measured.hitSe);
  });
});
