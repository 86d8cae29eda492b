/**
 * The table games of `npm run bench:rtp` (docs/sandbox-provider.md "Table games: rules and
 * returns"): for `--game <table>` plays `rounds` rounds through the provably fair Rng (fixed
 * seeds) and prints, per bet type, the exact RTP from the engine beside the measured one and its
 * standard error. Printed only, no pass or fail (the jest tests hold the 4 standard error check).
 */
import { fairRng, type Rng } from '../server/vendors/house/fair/rng';
import { bullBullRtp, playBullBull } from '../server/vendors/house/games/bullBull';
import {
  CARIBBEAN_STUD_RTP,
  caribbeanRaises,
  dealCaribbeanStud,
  finishCaribbeanStud,
} from '../server/vendors/house/games/caribbeanStud';
import {
  CASINO_HOLDEM_RTP,
  casinoHoldemCalls,
  dealCasinoHoldem,
  finishCasinoHoldem,
} from '../server/vendors/house/games/casinoHoldem';
import { DRAGON_TIGER_SPOTS, dragonTigerRtp, playDragonTiger } from '../server/vendors/house/games/dragonTiger';
import { fanTanRtp, playFanTan, type FanTanBet } from '../server/vendors/house/games/fanTan';
import { KENO, kenoRtp, MEGA_BALL, MINI_KENO, playKeno } from '../server/vendors/house/games/keno';
import { dealRedDog, finishRedDog, redDogRaises, redDogRtp } from '../server/vendors/house/games/redDog';
import { dealPaiGow, finishPaiGow, houseWay, PAI_GOW_RTP } from '../server/vendors/house/games/paiGowPoker';
import { playRoulette, ROULETTE_VARIANTS, rouletteRtp, type RouletteBet } from '../server/vendors/house/games/roulette';
import { playSicBo, sicboRtp, type SicBoBet } from '../server/vendors/house/games/sicbo';
import {
  dealThreeCardPoker,
  finishThreeCardPoker,
  threeCardPlays,
  threeCardPokerRtp,
} from '../server/vendors/house/games/threeCardPoker';
import { dealVideoPoker, drawVideoPoker, simpleHold, VIDEO_POKER_RTP } from '../server/vendors/house/games/videoPoker';
import { CRAZY_TIME, LUCKY_WHEEL, spinWheel, wheelRtp } from '../server/vendors/house/games/wheel';

export const TABLE_BENCHES = [
  'roulette',
  'sicbo',
  'dragontiger',
  'fantan',
  'bullbull',
  'wheel',
  'keno',
  'videopoker',
  'threecard',
  'reddog',
  'caribbean',
  'holdem',
  'paigow',
] as const;
export type TableBench = (typeof TABLE_BENCHES)[number];

const pct = (x: number) => `${(x * 100).toFixed(3)}%`;

/** Mean and standard deviation of returns per unit staked, accumulated one bet at a time. */
export class Returns {
  private n = 0;
  private sum = 0;
  private squares = 0;
  add(win: bigint, cost: bigint): void {
    this.addRatio(Number(win) / Number(cost));
  }
  addRatio(r: number): void {
    this.n += 1;
    this.sum += r;
    this.squares += r * r;
  }
  /** `measured (standard error)` in percent and points. */
  text(): string {
    const mean = this.sum / this.n;
    const sd = Math.sqrt(Math.max(0, this.squares / this.n - mean * mean));
    return `${pct(mean).padStart(9)}  (standard error ${((100 * sd) / Math.sqrt(this.n)).toFixed(3)} points)`;
  }
}

/** One line per bet: its exact (or published) RTP and what the rounds measured. */
interface Line {
  label: string;
  exact: number;
  published?: boolean;
  returns: Returns;
}

/**
 * Plays `rounds` rounds; `play` adds each round's return per unit to the lines by label (each
 * line's accumulator), so a round settles every bet of the game at once.
 */
function run(
  rounds: number,
  seed: string,
  lines: Line[],
  play: (rng: Rng, add: (label: string, r: number) => void) => void,
) {
  const byLabel = new Map(lines.map((l) => [l.label, l.returns]));
  for (let nonce = 0; nonce < rounds; nonce++)
    play(fairRng({ serverSeed: `${seed}-server`, clientSeed: `${seed}-client`, nonce }), (label, r) =>
      byLabel.get(label)!.addRatio(r),
    );
}
const line = (label: string, exact: number, published = false): Line => ({
  label,
  exact,
  published,
  returns: new Returns(),
});
const net = (win: bigint, stake: bigint, unit: bigint) => 1 + Number(win - stake) / Number(unit);

/** The lines and the round of each table bench. */
function table(game: TableBench): { lines: Line[]; play: (rng: Rng, add: (label: string, r: number) => void) => void } {
  switch (game) {
    case 'roulette': {
      const bets: RouletteBet[] = [
        { type: 'straight', pick: [17], stake: 100n },
        { type: 'split', pick: [17, 20], stake: 100n },
        { type: 'dozen', pick: [2], stake: 100n },
        { type: 'red', stake: 100n },
      ];
      const lines = ROULETTE_VARIANTS.flatMap((v) => bets.map((b) => line(`${v} ${b.type}`, rouletteRtp(v, b.type))));
      return {
        lines,
        play: (rng, add) => {
          for (const v of ROULETTE_VARIANTS)
            for (const b of playRoulette(rng, v, bets).bets) add(`${v} ${b.type}`, Number(b.win) / 100);
        },
      };
    }
    case 'sicbo': {
      const bets: SicBoBet[] = [
        ...(['big', 'small', 'odd', 'even', 'anyTriple'] as const).map((type) => ({ type, stake: 100n })),
        { type: 'triple', pick: [3], stake: 100n },
        { type: 'double', pick: [5], stake: 100n },
        ...[4, 7, 10].map((t) => ({ type: 'total' as const, pick: [t], stake: 100n })),
        { type: 'combination', pick: [1, 6], stake: 100n },
        { type: 'single', pick: [4], stake: 100n },
      ];
      const name = (b: SicBoBet) => `${b.type}${b.pick ? ` ${b.pick.join('-')}` : ''}`;
      return {
        lines: bets.map((b) => line(name(b), sicboRtp(b.type, b.pick))),
        play: (rng, add) => playSicBo(rng, bets).bets.forEach((b) => add(name(b), Number(b.win) / 100)),
      };
    }
    case 'dragontiger':
      return {
        lines: DRAGON_TIGER_SPOTS.map((s) => line(s, dragonTigerRtp(s))),
        play: (rng, add) => {
          const r = playDragonTiger(rng, { dragon: 100n, tiger: 100n, tie: 100n, suitedTie: 100n });
          for (const s of DRAGON_TIGER_SPOTS) add(s, Number(r.returns[s]) / 100);
        },
      };
    case 'fantan': {
      const bets: FanTanBet[] = [
        { type: 'fan', pick: [2], stake: 100n },
        { type: 'nim', pick: [3, 1], stake: 100n },
        { type: 'kwok', pick: [1, 2], stake: 100n },
        { type: 'odd', stake: 100n },
      ];
      return {
        lines: bets.map((b) => line(b.type, fanTanRtp(b.type, b.pick))),
        play: (rng, add) => playFanTan(rng, bets).bets.forEach((b) => add(b.type, Number(b.win) / 100)),
      };
    }
    case 'bullbull':
      return {
        lines: [line('equal', bullBullRtp('equal')), line('double', bullBullRtp('double'))],
        play: (rng, add) => {
          const r = playBullBull(rng, [
            { type: 'equal', pick: [1], stake: 100n },
            { type: 'double', pick: [2], stake: 100n },
          ]);
          for (const b of r.bets) add(b.type, net(b.win, b.deposit, b.stake));
        },
      };
    case 'wheel': {
      const wheels = [CRAZY_TIME, LUCKY_WHEEL];
      return {
        lines: wheels.flatMap((w) => Object.keys(w.spots).map((s) => line(`${w.name} ${s}`, wheelRtp(w, s)))),
        play: (rng, add) => {
          for (const w of wheels) {
            const r = spinWheel(rng, w, Object.fromEntries(Object.keys(w.spots).map((s) => [s, 100n])));
            for (const [s, win] of Object.entries(r.returns)) add(`${w.name} ${s}`, Number(win) / 100);
          }
        },
      };
    }
    case 'keno': {
      const defs = [KENO, MINI_KENO, MEGA_BALL];
      const counts = (d: typeof KENO) => Object.keys(d.paytables).map(Number);
      return {
        lines: defs.flatMap((d) => counts(d).map((p) => line(`${d.name} pick ${p}`, kenoRtp(d, p)))),
        play: (rng, add) => {
          for (const d of defs) {
            const tickets = counts(d).map((p) => ({
              pick: Array.from({ length: p }, (_, i) => 3 * i + 1),
              stake: 100n,
            }));
            for (const t of playKeno(rng, d, tickets).tickets)
              add(`${d.name} pick ${t.pick.length}`, Number(t.win) / 100);
          }
        },
      };
    }
    case 'videopoker':
      return {
        lines: [line('simple strategy (optimal published)', VIDEO_POKER_RTP, true)],
        play: (rng, add) => {
          const deal = dealVideoPoker(rng, 100n);
          add('simple strategy (optimal published)', Number(drawVideoPoker(deal, simpleHold(deal.hand)).win) / 100);
        },
      };
    case 'threecard':
      return {
        lines: [
          line('ante and play (Q-6-4)', threeCardPokerRtp('ante')),
          line('pair plus', threeCardPokerRtp('pairPlus')),
        ],
        play: (rng, add) => {
          const d = dealThreeCardPoker(rng, { ante: 100n, pairPlus: 100n });
          const r = finishThreeCardPoker(d, threeCardPlays(d.player) ? 'play' : 'fold');
          add('pair plus', Number(r.returns.pairPlus) / 100);
          add(
            'ante and play (Q-6-4)',
            net(r.returns.ante + r.returns.play + r.returns.anteBonus, r.stake - 100n, 100n),
          );
        },
      };
    case 'reddog':
      return {
        lines: [line('raise on 7+', redDogRtp())],
        play: (rng, add) => {
          const d = dealRedDog(rng, 100n);
          const r = finishRedDog(d, d.kind === 'spread' && redDogRaises(d.spread));
          add('raise on 7+', net(r.totalWin, r.stake, 100n));
        },
      };
    case 'paigow':
      return {
        lines: [line('house way (published, simulated)', PAI_GOW_RTP, true)],
        play: (rng, add) => {
          const d = dealPaiGow(rng, 100n);
          const r = finishPaiGow(d, houseWay(d.player));
          add('house way (published, simulated)', net(r.totalWin, r.stake, 100n));
        },
      };
    case 'caribbean':
      return {
        lines: [line('simple rule (optimal published)', CARIBBEAN_STUD_RTP, true)],
        play: (rng, add) => {
          const d = dealCaribbeanStud(rng, 100n);
          const r = finishCaribbeanStud(d, caribbeanRaises(d.player) ? 'raise' : 'fold');
          add('simple rule (optimal published)', net(r.totalWin, r.stake, 100n));
        },
      };
    case 'holdem':
      return {
        lines: [line('simple rule (optimal published)', CASINO_HOLDEM_RTP, true)],
        play: (rng, add) => {
          const d = dealCasinoHoldem(rng, 100n);
          const r = finishCasinoHoldem(d, casinoHoldemCalls(d.player, d.board.slice(0, 3)) ? 'call' : 'fold');
          add('simple rule (optimal published)', net(r.totalWin, r.stake, 100n));
        },
      };
  }
}

/** Plays one table bench and prints exact (or published) and measured RTP per bet, side by side. */
export function benchTable(game: TableBench, rounds: number, seed: string): void {
  const started = performance.now();
  const { lines, play } = table(game);
  run(rounds, `${seed}-${game}`, lines, play);
  console.log(
    `${game}: ${rounds.toLocaleString('en')} rounds, seed "${seed}", ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`${'bet'.padEnd(40)} ${'exact'.padStart(9)}   measured`);
  for (const l of lines)
    console.log(`${l.label.padEnd(40)} ${pct(l.exact).padStart(9)}${l.published ? '*' : ' '}  ${l.returns.text()}`);
  if (lines.some((l) => l.published)) console.log('* published figure (optimal strategy), not computed');
}
