/**
 * Keno draws (docs/sandbox-provider.md "Keno"): a definition's balls 1..N, D of them drawn without
 * replacement with the fair Rng; a ticket picks 1..max distinct numbers and returns its pick
 * count's paytable entry for the number of hits (stake included). Mega Ball adds one more ball,
 * the mega ball, from those left, with a multiplier from a published table: when it is one of the
 * ticket's numbers it is one more hit and the ticket's return is multiplied.
 *
 * Exact RTP of a pick count p (closed form, hypergeometric): with P(h) = C(p, h) C(N - p, D - h) /
 * C(N, D), RTP = sum over h of P(h) x pay(h), and with a mega ball
 * sum of P(h) x ((1 - q) pay(h) + q E[M] pay(h + 1)), q = (p - h) / (N - D). The definitions list
 * their figures (KENO about 95%, MINI_KENO about 96%, MEGA_BALL about 95.4% as the market game).
 */
import type { Rng } from '../fair/rng';
import {
  checkStake,
  choose,
  drawDistinct,
  drawWeighted,
  isList,
  payout,
  tableMean,
  type WeightedTable,
} from './tableKit';

export interface KenoDefinition {
  name: string;
  /** Balls 1..numbers, `drawn` of them drawn. */
  numbers: number;
  drawn: number;
  /** Per pick count 1..max: the return in hundredths of the stake by hits 0..pick. */
  paytables: Readonly<Record<number, readonly number[]>>;
  megaBall?: { multipliers: WeightedTable };
}

/** A ticket: the distinct numbers picked and its stake (minor units). */
export interface KenoTicket {
  pick: readonly number[];
  stake: bigint;
}

export interface KenoRound {
  /** The balls drawn, in draw order. */
  drawn: number[];
  megaBall: { number: number; multiplier: number } | null;
  tickets: (KenoTicket & { hits: number; megaHit: boolean; win: bigint })[];
  stake: bigint;
  totalWin: bigint;
}

/**
 * Keno, 80 balls, 20 drawn, pick 1..10. Exact RTPs by pick count: 1 95.000%, 2 95.095%,
 * 3 95.046%, 4 95.416%, 5 95.275%, 6 94.997%, 7 95.110%, 8 95.407%, 9 95.165%, 10 95.126%.
 */
export const KENO: KenoDefinition = {
  name: 'Keno',
  numbers: 80,
  drawn: 20,
  paytables: {
    1: [0, 380],
    2: [0, 100, 950],
    3: [0, 0, 250, 4350],
    4: [0, 0, 200, 550, 9500],
    5: [0, 0, 100, 300, 1800, 33000],
    6: [0, 0, 50, 200, 550, 6000, 150000],
    7: [0, 0, 50, 100, 300, 1750, 25000, 500000],
    8: [0, 0, 0, 100, 200, 1000, 8000, 100000, 1000000],
    9: [0, 0, 0, 50, 150, 450, 3800, 30000, 300000, 2500000],
    10: [0, 0, 0, 0, 150, 300, 2000, 10500, 100000, 500000, 10000000],
  },
};

/** Mini Keno, 40 balls, 10 drawn, pick 1..5. RTPs: 1 96.000%, 2 95.769%, 3 95.648%, 4 96.345%, 5 96.072%. */
export const MINI_KENO: KenoDefinition = {
  name: 'Mini Keno',
  numbers: 40,
  drawn: 10,
  paytables: {
    1: [0, 384],
    2: [0, 150, 660],
    3: [0, 100, 200, 2000],
    4: [0, 0, 200, 950, 7000],
    5: [0, 0, 100, 400, 2500, 33000],
  },
};

/**
 * Mega Ball, 51 balls, 20 drawn and a mega ball (multiplier 2x..20x, mean 3.4), pick 1..5: the
 * market's bingo cards simplified to a keno ticket. RTPs: 1 95.435%, 2 95.035%, 3 95.199%,
 * 4 95.688%, 5 95.568%.
 */
export const MEGA_BALL: KenoDefinition = {
  name: 'Mega Ball',
  numbers: 51,
  drawn: 20,
  paytables: {
    1: [0, 208],
    2: [0, 55, 320],
    3: [0, 0, 90, 720],
    4: [0, 0, 30, 180, 1250],
    5: [0, 0, 0, 100, 280, 2300],
  },
  megaBall: {
    multipliers: [
      [2, 60],
      [3, 20],
      [5, 12],
      [10, 6],
      [20, 2],
    ],
  },
};

/**
 * RangeError unless the ticket picks distinct whole numbers 1..N, as many as a paytable of the
 * definition has, and stakes a bigint above 0.
 */
export function checkKenoTicket(def: KenoDefinition, ticket: KenoTicket): void {
  const pick = ticket.pick;
  if (!isList(pick) || !def.paytables[pick.length])
    throw new RangeError(`${def.name} picks 1..${Object.keys(def.paytables).length} numbers`);
  if (!pick.every((n) => Number.isInteger(n) && n >= 1 && n <= def.numbers) || new Set(pick).size !== pick.length)
    throw new RangeError(`${def.name} picks distinct numbers 1..${def.numbers}`);
  checkStake(ticket.stake);
}

/**
 * Draws one round and settles `tickets` (docs/sandbox-provider.md "Keno").
 * @returns the balls in draw order, the mega ball and its multiplier (Mega Ball only), each
 *   ticket's hits and return (minor units, stake included, rounded down), the total stake and win.
 * @throws RangeError on no ticket or a ticket checkKenoTicket refuses, before drawing.
 */
export function playKeno(rng: Rng, def: KenoDefinition, tickets: readonly KenoTicket[]): KenoRound {
  if (!isList(tickets) || tickets.length === 0) throw new RangeError('buy at least one ticket');
  for (const t of tickets) checkKenoTicket(def, t);
  const balls = drawDistinct(rng, def.numbers, def.drawn + (def.megaBall ? 1 : 0)).map((n) => n + 1);
  const drawn = balls.slice(0, def.drawn);
  const megaBall = def.megaBall
    ? { number: balls[def.drawn]!, multiplier: drawWeighted(rng, def.megaBall.multipliers) }
    : null;
  const settled = tickets.map((t) => {
    const megaHit = megaBall !== null && t.pick.includes(megaBall.number);
    const hits = t.pick.filter((n) => drawn.includes(n)).length + (megaHit ? 1 : 0);
    const back = def.paytables[t.pick.length]![hits]! * (megaBall && megaHit ? megaBall.multiplier : 1);
    return { ...t, hits, megaHit, win: payout(t.stake, back) };
  });
  return {
    drawn,
    megaBall,
    tickets: settled,
    stake: tickets.reduce((s, t) => s + t.stake, 0n),
    totalWin: settled.reduce((s, t) => s + t.win, 0n),
  };
}

/** The exact RTP of a pick count (a fraction), closed form (module comment). RangeError on a count with no paytable. */
export function kenoRtp(def: KenoDefinition, pickCount: number): number {
  const pay = def.paytables[pickCount];
  if (!pay) throw new RangeError(`${def.name} has no paytable for ${pickCount} numbers`);
  const { numbers: n, drawn: d } = def;
  const mega = def.megaBall ? tableMean(def.megaBall.multipliers) : 0;
  let sum = 0;
  for (let h = 0; h <= pickCount; h++) {
    const p = (choose(pickCount, h) * choose(n - pickCount, d - h)) / choose(n, d);
    const q = def.megaBall ? (pickCount - h) / (n - d) : 0;
    sum += p * ((1 - q) * pay[h]! + (q > 0 ? q * mega * pay[h + 1]! : 0));
  }
  return sum / 100;
}
