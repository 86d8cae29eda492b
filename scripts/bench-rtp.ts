/**
 * `npm run bench:rtp` (README "In-house games"): plays 1,000,000 paid spins of the in-house slot through
 * the provably fair Rng (fixed seeds, so a run is reproducible; `--seed <text>` changes them,
 * `--spins <n>` the count) and prints the measured RTP beside the exact target computed from the
 * published strips (its definition server/vendors/house/games/slots/house.ts on the one slot
 * engine, exact RTP from slots/rtp.ts), the standard error and the speed.
 * Exits 1 when the measured RTP is more than 0.5 points from the target.
 * Then plays 200,000 blackjack rounds (`--hands <n>`) with basic strategy (split, double after
 * split, never insurance) and prints their return to player per first stake, with its standard
 * error, beside the published figure for the rules; printed only, no pass or fail.
 * Then the scheduled lotteries (docs/lottery.md sections 2 and 3): `--draws <n>` sheets (default
 * 100,000) per Vietnam region and of SEA 4D, each drawn like a real draw (fairRng with the draw id
 * as client seed) and played with one random line of every bet type; each type's measured RTP and
 * standard error is printed beside the published exact one (printed only).
 * `--game slot` (or `BGS_SLOT`), `blackjack`, `vn` or `sea` runs one of them; `--game roulette`, `sicbo`,
 * `dragontiger`, `fantan`, `bullbull`, `wheel`, `keno`, `videopoker`, `threecard`, `reddog`,
 * `caribbean`, `holdem` or `paigow` (or a card table's engine code, e.g. BGS_PAI_GOW) runs one table game (scripts/benchTables.ts: `--rounds <n>` rounds,
 * default 200,000, each bet type's exact RTP beside the measured one; printed only). The table
 * games are not part of the default run. The sandbox tables' engine codes name theirs: BGS_ROULETTE,
 * BGS_SICBO, BGS_FANTAN, BGS_WHEEL, BGS_MEGABALL and BGS_KENO (keno, Mini Keno and Mega Ball).
 * `--game <code>` (a catalogue slot such as PG-001, docs/sandbox-provider.md slots row) prints its
 * generated layout, volatility, exact RTP and hit rate, plays `--spins` rounds of it and prints the
 * measured RTP with its standard error (exits 1 beyond 4 standard errors); `--game slots-all`
 * prints every catalogue slot's exact figures, one line each, without simulation. That part lives
 * in bench/slots.ts (type-checked with the server), imported by URL so this project's tsconfig
 * does not follow the server's `.ts` imports.
 * The mini games (scripts/bench-rtp-mini.ts): `--game crash|limbo|dice|mines|tower|plinko|hilo|
 * coinflip|double|pick|race` (or `mini` for all of them; not part of `all`) prints each listed bet's
 * exact RTP beside the measured one over `--rounds <n>` rounds (default 100,000).
 */
import { fairRng } from '../server/vendors/house/fair/rng';
import { actBlackjack, dealBlackjack } from '../server/vendors/house/games/blackjack';
import { basicStrategy } from '../server/vendors/house/games/blackjackStrategy';
import { benchTable, Returns, TABLE_BENCHES, type TableBench } from './benchTables';
import type { Rng } from '../server/vendors/house/fair/rng';
import { benchMini, isMiniBench } from './bench-rtp-mini';
import { drawSea4d, SEA_BET_TYPES, seaRtp, settleSeaLine } from '../server/vendors/house/games/sea4d';
import {
  drawVnSheet,
  isLo,
  settleVnLine,
  VN_BET_TYPES,
  VN_DIGITS,
  vnLineCost,
  vnRtp,
  XIEN_SIZE,
  type VnBetType,
  type VnLine,
} from '../server/vendors/house/games/vnLottery';

const TOLERANCE_POINTS = 0.5;

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const spins = Number(arg('spins') ?? 1_000_000);
const hands = Number(arg('hands') ?? 200_000);
const seed = arg('seed') ?? 'bench-rtp';
const draws = Number(arg('draws') ?? 100_000);
/** The sandbox tables' engine codes (server/vendors/house/service/tableGames.ts, docs/sandbox-provider.md "Card tables in the sandbox") run their table bench. */
const TABLE_ENGINE_BENCHES: Record<string, TableBench> = {
  BGS_ROULETTE: 'roulette',
  BGS_SICBO: 'sicbo',
  BGS_FANTAN: 'fantan',
  BGS_WHEEL: 'wheel',
  BGS_MEGABALL: 'keno',
  BGS_KENO: 'keno',
  BGS_DRAGON_TIGER: 'dragontiger',
  BGS_BULL: 'bullbull',
  BGS_VIDEO_POKER: 'videopoker',
  BGS_RED_DOG: 'reddog',
  BGS_THREE_CARD: 'threecard',
  BGS_HOLDEM: 'holdem',
  BGS_CARIBBEAN: 'caribbean',
  BGS_PAI_GOW: 'paigow',
};
const gameArg = arg('game') ?? 'all';
const game: string = TABLE_ENGINE_BENCHES[gameArg] ?? gameArg;

// --- Mini games (scripts/bench-rtp-mini.ts): run on their own, then stop. ---
if (isMiniBench(game)) {
  const rounds = Number(arg('rounds') ?? 100_000);
  if (!Number.isInteger(rounds) || rounds < 2) {
    process.stderr.write('--rounds must be an integer of at least 2\n');
    process.exit(2);
  }
  benchMini(game, rounds, seed);
  process.exit(0);
}
// --- end of the mini games ---

const rounds = Number(arg('rounds') ?? 200_000);
if (
  !Number.isInteger(spins) ||
  spins < 1 ||
  !Number.isInteger(hands) ||
  hands < 1 ||
  !Number.isInteger(draws) ||
  draws < 1 ||
  !Number.isInteger(rounds) ||
  rounds < 1
) {
  process.stderr.write('--spins, --hands, --draws and --rounds must be positive integers\n');
  process.exit(2);
}
const catalogue = (await import(new URL('../bench/slots.ts', import.meta.url).href)) as {
  isCatalogueSlotCode: (code: string) => boolean;
  benchCatalogueSlot: (code: string, spins: number, seed: string) => boolean;
  benchSlotsAll: () => void;
  houseSlot: () => {
    rtp: { total: number; lines: number; scatter: number; freeSpins: number; triggerChance: number };
    play: (rng: Rng, stake: bigint) => { totalWin: bigint; freeSpins: readonly unknown[] };
  };
};
const catalogueGame = catalogue.isCatalogueSlotCode(game);
const isTable = (TABLE_BENCHES as readonly string[]).includes(game);
if (!['all', 'slot', 'BGS_SLOT', 'blackjack', 'vn', 'sea', 'slots-all'].includes(game) && !catalogueGame && !isTable) {
  process.stderr.write(
    `--game must be slot, blackjack, vn, sea, slots-all, a catalogue slot code (e.g. PG-001), one of ${TABLE_BENCHES.join(', ')} or a mini game\n`,
  );
  process.exit(2);
}
const pct = (x: number) => `${(x * 100).toFixed(3)}%`;

/**
 * Plays rounds 0..count-1 (the nonce); `play` returns a round's return in stakes (bigint minor
 * units over `stake`). The mean return, its standard deviation per round and the time taken.
 */
function measure(
  count: number,
  stake: bigint,
  play: (nonce: number) => bigint,
): { mean: number; sd: number; seconds: number } {
  let total = 0n;
  let sumSquares = 0;
  const started = performance.now();
  for (let nonce = 0; nonce < count; nonce++) {
    const back = play(nonce);
    total += back;
    sumSquares += (Number(back) / Number(stake)) ** 2;
  }
  const mean = Number(total) / Number(stake * BigInt(count));
  return {
    mean,
    sd: Math.sqrt(Math.max(0, sumSquares / count - mean * mean)),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Blackjack with basic strategy: the return per first stake (the usual measure of the house edge). */
function benchBlackjack(): void {
  const stake = 100n;
  let splits = 0;
  let doubles = 0;
  const {
    mean: net,
    sd,
    seconds,
  } = measure(hands, stake, (nonce) => {
    let s = dealBlackjack(fairRng({ serverSeed: `${seed}-bj-server`, clientSeed: `${seed}-bj-client`, nonce }), stake);
    while (s.status !== 'done') s = actBlackjack(s, basicStrategy(s));
    if (s.history.includes('split')) splits += 1;
    if (s.history.includes('double')) doubles += 1;
    return s.totalWin - s.stake;
  });
  console.log(
    `House Duel (blackjack): ${hands.toLocaleString('en')} rounds with basic strategy, seed "${seed}", ${seconds.toFixed(1)} s (${Math.round(hands / seconds).toLocaleString('en')} rounds/s)`,
  );
  console.log(
    `measured RTP         ${pct(1 + net)} per first stake  (standard error ${((100 * sd) / Math.sqrt(hands)).toFixed(3)} points, sd per round ${sd.toFixed(2)} stakes)`,
  );
  console.log(
    'published            about 99.55% (house edge about 0.45%: 6 decks, S17, peek, DAS, one split, split aces one card)',
  );
  console.log(
    `splits ${pct(splits / hands)} of rounds, doubles ${pct(doubles / hands)}; insurance never taken (it returns about 92.6%)`,
  );
}

/** The slot: measured against the exact RTP; false when outside the tolerance. */
function benchSlot(): boolean {
  const house = catalogue.houseSlot();
  const target = house.rtp;
  const stake = 100n;
  let hits = 0;
  let features = 0;
  const {
    mean: measured,
    sd,
    seconds,
  } = measure(spins, stake, (nonce) => {
    const round = house.play(fairRng({ serverSeed: `${seed}-server`, clientSeed: `${seed}-client`, nonce }), stake);
    if (round.totalWin > 0n) hits += 1;
    if (round.freeSpins.length > 0) features += 1;
    return round.totalWin;
  });
  const diff = (measured - target.total) * 100;

  console.log(
    `Dragon Fortune Reels: ${spins.toLocaleString('en')} spins, seed "${seed}", ${seconds.toFixed(1)} s (${Math.round(spins / seconds).toLocaleString('en')} spins/s)`,
  );
  console.log(
    `target RTP (exact)   ${pct(target.total)}  = lines ${pct(target.lines)} + scatter ${pct(target.scatter)} + free spins ${pct(target.freeSpins)}`,
  );
  console.log(
    `measured RTP         ${pct(measured)}  (standard error ${((100 * sd) / Math.sqrt(spins)).toFixed(3)} points, sd per spin ${sd.toFixed(2)} bets)`,
  );
  console.log(`difference           ${diff >= 0 ? '+' : ''}${diff.toFixed(3)} points (allowed ${TOLERANCE_POINTS})`);
  console.log(
    `hit frequency        ${pct(hits / spins)}; free spin features ${features.toLocaleString('en')} (1 in ${Math.round(spins / Math.max(1, features))}; exact 1 in ${Math.round(1 / target.triggerChance)})`,
  );
  if (Math.abs(diff) > TOLERANCE_POINTS) {
    console.log('FAIL: the measured RTP is outside the tolerance');
    return false;
  }
  console.log('OK');
  return true;
}

/** `count` distinct numbers of `digits` digits from `rng`. */
function pickNumbers(rng: Rng, count: number, digits: number): string[] {
  const picked = new Set<string>();
  while (picked.size < count) picked.add(String(rng.int(10 ** digits)).padStart(digits, '0'));
  return [...picked];
}

/** Vietnam: every region's sheets, one random line of each bet type per sheet (lô 1 point, money 1.00). */
function benchVietnam(): void {
  const started = performance.now();
  console.log(
    `Vietnam lottery: ${draws.toLocaleString('en')} sheets per region, seed "${seed}", one random line of each bet type per sheet`,
  );
  console.log('region   type    published   measured');
  for (const region of ['NORTH', 'CENTRAL', 'SOUTH'] as const) {
    const returns = new Map<VnBetType, Returns>(VN_BET_TYPES.map((t) => [t, new Returns()]));
    for (let i = 0; i < draws; i++) {
      const drawId = `VN-${region}-${i}`;
      const sheet = drawVnSheet(fairRng({ serverSeed: `${seed}-vn-server`, clientSeed: drawId, nonce: 0 }), region);
      const picks = fairRng({ serverSeed: `${seed}-vn-picks`, clientSeed: drawId, nonce: 0 });
      for (const betType of VN_BET_TYPES) {
        const numbers = pickNumbers(picks, XIEN_SIZE[betType] ?? 1, VN_DIGITS[betType]);
        const line: VnLine = isLo(betType)
          ? { betType, numbers, points: 1, stake: null }
          : { betType, numbers, points: null, stake: 100n };
        returns.get(betType)!.add(settleVnLine(line, sheet).win, vnLineCost(line, region));
      }
    }
    for (const betType of VN_BET_TYPES)
      console.log(
        `${region.padEnd(8)} ${betType.padEnd(6)}  ${pct(vnRtp(betType, region)).padStart(9)}  ${returns.get(betType)!.text()}`,
      );
  }
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** SEA 4D: sheets of 23 numbers, one random straight Big and Small bet per sheet. */
function benchSea(): void {
  const started = performance.now();
  const returns = new Map(SEA_BET_TYPES.map((t) => [t, new Returns()]));
  for (let i = 0; i < draws; i++) {
    const drawId = `SEA-${i}`;
    const sheet = drawSea4d(fairRng({ serverSeed: `${seed}-sea-server`, clientSeed: drawId, nonce: 0 }));
    const picks = fairRng({ serverSeed: `${seed}-sea-picks`, clientSeed: drawId, nonce: 0 });
    for (const betType of SEA_BET_TYPES)
      returns
        .get(betType)!
        .add(
          settleSeaLine({ betType, mode: 'straight', number: pickNumbers(picks, 1, 4)[0]!, stake: 100n }, sheet).win,
          100n,
        );
  }
  console.log(
    `4D Lotto: ${draws.toLocaleString('en')} draws, seed "${seed}", one random straight bet of each type per draw, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const betType of SEA_BET_TYPES)
    console.log(`         ${betType.padEnd(6)}  ${pct(seaRtp(betType)).padStart(9)}  ${returns.get(betType)!.text()}`);
}

const slotOk = !['all', 'slot', 'BGS_SLOT'].includes(game) || benchSlot();
const catalogueOk = !catalogueGame || catalogue.benchCatalogueSlot(game, spins, seed);
if (game === 'slots-all') catalogue.benchSlotsAll();
if (game === 'all' || game === 'blackjack') benchBlackjack();
if (game === 'all' || game === 'vn') benchVietnam();
if (game === 'all' || game === 'sea') benchSea();
if (isTable) benchTable(game as TableBench, rounds, seed);
if (!slotOk || !catalogueOk) process.exit(1);
