/**
 * The catalogue slots' part of `npm run bench:rtp` (docs/sandbox-provider.md, slots row), imported
 * by URL from scripts/bench-rtp.ts: `--game <code>` for one catalogue slot (its generated
 * definition's layout, volatility, exact RTP and hit rate beside a simulation through the fair
 * Rng), `--game slots-all` for every catalogue slot's exact figures, one line each (no simulation),
 * and the in-house slot's definition and exact RTP for `--game slot` ({@link houseSlot}).
 */
import { buildGameSeeds } from '../server/db/seed/games.ts';
import { VENDOR_SEEDS } from '../server/db/seed/vendors.ts';
import { fairRng, type Rng } from '../server/vendors/house/fair/rng.ts';
import { betUnitsOf, slotLayoutText, type SlotDefinition } from '../server/vendors/house/games/slots/definition.ts';
import { isCatalogueSlot, SLOT_RTP_BAND, slotDefinitionOf } from '../server/vendors/house/games/slots/generate.ts';
import { slotHitRate } from '../server/vendors/house/games/slots/hitRate.ts';
import { HOUSE_SLOT_DEFINITION } from '../server/vendors/house/games/slots/house.ts';
import { playSlot, type SlotRound } from '../server/vendors/house/games/slots/play.ts';
import { slotDefinitionRtp, type SlotDefinitionRtp } from '../server/vendors/house/games/slots/rtp.ts';

/** A measured RTP this many standard errors from the exact one fails the bench. */
const ALLOWED_ERRORS = 4;

const pct = (x: number) => `${(x * 100).toFixed(3)}%`;

/** The catalogue's slot games (buildGameSeeds over the seeded vendors, kept by isCatalogueSlot). */
function catalogueSlots() {
  return buildGameSeeds(VENDOR_SEEDS).filter(isCatalogueSlot);
}

/** Whether `code` is a catalogue slot's game code. */
export function isCatalogueSlotCode(code: string): boolean {
  return catalogueSlots().some((g) => g.gameCode === code);
}

/** The wild and the feature in words. */
function featuresText(d: SlotDefinition): string {
  const wild = d.wild
    ? `wild on reels ${d.wild.reels.map((r) => r + 1).join(',')}${d.wild.multiplier > 1 ? ` (x${d.wild.multiplier} each)` : ''}`
    : 'no wild';
  const free = d.scatter?.freeSpins;
  if (!free) return `${wild}; no free spins`;
  const awards = Object.entries(free.awards).map(([n, spins]) => `${n}+ scatters ${spins}`);
  return `${wild}; free spins ${awards.join(', ')}, wins x${free.multiplier}${free.retrigger ? ', retriggering' : ''}`;
}

/** `--game slots-all`: every catalogue slot's exact RTP, hit rate and feature frequency, then the spread. */
export function benchSlotsAll(): void {
  const started = performance.now();
  const games = catalogueSlots();
  console.log(
    `catalogue slots: ${games.length}, RTP band ${pct(SLOT_RTP_BAND.min)} to ${pct(SLOT_RTP_BAND.max)} (exact, no simulation)`,
  );
  console.log('code      layout             volatility  RTP (exact)  hit rate  free spins  name');
  const tally = new Map<string, number>();
  const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
  const rtps: number[] = [];
  for (const g of games) {
    const d = slotDefinitionOf(g);
    const rtp = slotDefinitionRtp(d);
    rtps.push(rtp.total);
    count(slotLayoutText(d));
    count(d.volatility);
    const feature = rtp.triggerChance > 0 ? `1 in ${Math.round(1 / rtp.triggerChance)}` : '-';
    console.log(
      [
        g.gameCode.padEnd(9),
        slotLayoutText(d).padEnd(18),
        d.volatility.padEnd(11),
        pct(rtp.total).padStart(11),
        pct(slotHitRate(d)).padStart(9),
        feature.padStart(10),
        `${g.nameEn}${g.subCategory === 'JP' ? ' (JP)' : ''}`,
      ].join(' '),
    );
  }
  console.log(`RTP from ${pct(Math.min(...rtps))} to ${pct(Math.max(...rtps))}`);
  console.log([...tally].map(([key, n]) => `${key}: ${n}`).join('; '));
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * `--game <code>`: one catalogue slot's rules and exact figures, then `spins` rounds through the
 * fair Rng (server seed `<seed>-server`, client seed `<seed>-<code>`, nonce = the round). The
 * stake is 100 total-bet units, so no win is rounded. False when the measured RTP is more than
 * ALLOWED_ERRORS standard errors from the exact one.
 * @throws RangeError when `code` is not a catalogue slot.
 */
export function benchCatalogueSlot(code: string, spins: number, seed: string): boolean {
  const game = catalogueSlots().find((g) => g.gameCode === code);
  if (!game) throw new RangeError(`${code} is not a catalogue slot`);
  const d = slotDefinitionOf(game);
  const exact = slotDefinitionRtp(d);
  const stake = BigInt(betUnitsOf(d)) * 100n;
  const started = performance.now();
  let sum = 0;
  let squares = 0;
  let hits = 0;
  for (let nonce = 0; nonce < spins; nonce++) {
    const round = playSlot(d, fairRng({ serverSeed: `${seed}-server`, clientSeed: `${seed}-${code}`, nonce }), stake);
    const back = Number(round.totalWin) / Number(stake);
    sum += back;
    squares += back * back;
    if (round.base.win > 0n || round.base.freeSpinsWon > 0) hits += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const mean = sum / spins;
  const sd = Math.sqrt(Math.max(0, squares / spins - mean * mean));
  const se = sd / Math.sqrt(spins);
  const errors = se > 0 ? (mean - exact.total) / se : 0;
  const sub = game.subCategory ? `, ${game.subCategory}` : '';
  console.log(`${code} ${game.nameEn} (${game.vendorCode}${sub}): ${slotLayoutText(d)}, ${d.volatility} volatility`);
  console.log(
    `symbols        ${d.symbols.map((s) => s.id).join(' ')}; strips of ${d.strips.map((s) => s.length).join('/')}`,
  );
  console.log(`features       ${featuresText(d)}`);
  console.log(
    `exact RTP      ${pct(exact.total)} = ${d.payModel.kind} ${pct(exact.lines)} + scatter ${pct(exact.scatter)} + free spins ${pct(exact.freeSpins)}`,
  );
  const feature = exact.triggerChance > 0 ? `1 in ${Math.round(1 / exact.triggerChance)}` : 'none';
  console.log(`exact hit rate ${pct(slotHitRate(d))}; free spins ${feature}`);
  console.log(
    `measured RTP   ${pct(mean)} over ${spins.toLocaleString('en')} spins, seed "${seed}", ${seconds.toFixed(1)} s (standard error ${(100 * se).toFixed(3)} points, sd per spin ${sd.toFixed(2)} bets)`,
  );
  console.log(`measured hits  ${pct(hits / spins)}`);
  console.log(
    `difference     ${errors >= 0 ? '+' : ''}${errors.toFixed(2)} standard errors (allowed ${ALLOWED_ERRORS})`,
  );
  const ok = Math.abs(errors) <= ALLOWED_ERRORS;
  console.log(ok ? 'OK' : 'FAIL: the measured RTP is outside the tolerance');
  return ok;
}

/**
 * The in-house slot "Dragon Fortune Reels" for `--game slot`: its exact RTP and a round player, both
 * on its definition (games/slots/house.ts) and the one slot engine. `play` takes a total bet in
 * minor units (a multiple of its 20 lines).
 */
export function houseSlot(): { rtp: SlotDefinitionRtp; play: (rng: Rng, stake: bigint) => SlotRound } {
  return {
    rtp: slotDefinitionRtp(HOUSE_SLOT_DEFINITION),
    play: (rng, stake) => playSlot(HOUSE_SLOT_DEFINITION, rng, stake),
  };
}
