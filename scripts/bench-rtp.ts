/**
 * `npm run bench:rtp` (issue 5 item 3): plays 1,000,000 paid spins of the in-house slot through
 * the provably fair Rng (fixed seeds, so a run is reproducible; `--seed <text>` changes them,
 * `--spins <n>` the count) and prints the measured RTP beside the exact target computed from the
 * published strips (server/vendors/house/games/slotRtp.ts), the standard error and the speed.
 * Exits 1 when the measured RTP is more than 0.5 points from the target.
 */
import { fairRng } from '../server/vendors/house/fair/rng';
import { playSlot } from '../server/vendors/house/games/slot';
import { slotRtp } from '../server/vendors/house/games/slotRtp';

const TOLERANCE_POINTS = 0.5;

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const spins = Number(arg('spins') ?? 1_000_000);
const seed = arg('seed') ?? 'bench-rtp';
if (!Number.isInteger(spins) || spins < 1) {
  process.stderr.write('--spins must be a positive integer\n');
  process.exit(2);
}

const target = slotRtp();
const stake = 100n;
let won = 0n;
let sumSquares = 0;
let hits = 0;
let features = 0;
const started = performance.now();
for (let nonce = 0; nonce < spins; nonce++) {
  const round = playSlot(fairRng({ serverSeed: `${seed}-server`, clientSeed: `${seed}-client`, nonce }), stake);
  won += round.totalWin;
  const x = Number(round.totalWin) / Number(stake);
  sumSquares += x * x;
  if (round.totalWin > 0n) hits += 1;
  if (round.freeSpins.length > 0) features += 1;
}
const seconds = (performance.now() - started) / 1000;
const measured = Number(won) / Number(stake * BigInt(spins));
const sd = Math.sqrt(Math.max(0, sumSquares / spins - measured * measured));
const diff = (measured - target.total) * 100;
const pct = (x: number) => `${(x * 100).toFixed(3)}%`;

console.log(`Dragon Fortune Reels: ${spins.toLocaleString('en')} spins, seed "${seed}", ${seconds.toFixed(1)} s (${Math.round(spins / seconds).toLocaleString('en')} spins/s)`);
console.log(`target RTP (exact)   ${pct(target.total)}  = lines ${pct(target.lines)} + scatter ${pct(target.scatter)} + free spins ${pct(target.freeSpins)}`);
console.log(`measured RTP         ${pct(measured)}  (standard error ${(100 * sd / Math.sqrt(spins)).toFixed(3)} points, sd per spin ${sd.toFixed(2)} bets)`);
console.log(`difference           ${diff >= 0 ? '+' : ''}${diff.toFixed(3)} points (allowed ${TOLERANCE_POINTS})`);
console.log(`hit frequency        ${pct(hits / spins)}; free spin features ${features.toLocaleString('en')} (1 in ${Math.round(spins / Math.max(1, features))}; exact 1 in ${Math.round(1 / target.triggerChance)})`);
if (Math.abs(diff) > TOLERANCE_POINTS) {
  console.log('FAIL: the measured RTP is outside the tolerance');
  process.exit(1);
}
console.log('OK');
