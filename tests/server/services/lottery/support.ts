/**
 * Helpers of the lottery tests: draw feed messages as a lottery vendor sends them
 * (schemas/vendor/draw-request.json; docs/lottery.md section 4), with the seed hash computed here
 * with node:crypto, result sheets of the documented shapes (Vietnam North 27 prizes, Central and
 * South 18, 4D 23, five balls), and a signed POST to the feed (./vendor-protocol-support.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { vendorCall, type VendorAnswer } from '../vendor-protocol/support.ts';

export type DrawStatus = 'open' | 'drawn' | 'void';
export interface Tier {
  tier: string;
  numbers: string[];
}

/** A deterministic seed of a draw (at least 16 characters, as the schema asks). */
export const seedOf = (drawId: string, salt = '') => `seed:${drawId}:${salt}0123456789abcdef`;
/** SHA-256 hex of a seed (docs/lottery.md section 4). */
export const hashOf = (seed: string) => createHash('sha256').update(seed, 'utf8').digest('hex');

/** `n` digits from a counter (leading zeros kept). */
const digits = (value: number, n: number) => String(value % 10 ** n).padStart(n, '0');

/** A sheet from tier shapes `[tier, count, digits]`, numbers counted up from `start`. */
function sheet(shape: [string, number, number][], start: number): Tier[] {
  let k = start;
  return shape.map(([tier, count, n]) => ({
    tier,
    numbers: Array.from({ length: count }, () => digits((k = (k * 7919 + 104_729) % 1_000_003), n)),
  }));
}

/** Vietnam North, 27 prizes in sheet order (docs/lottery.md section 2). */
export const northSheet = (start: number): Tier[] =>
  sheet(
    [
      ['DB', 1, 5],
      ['G1', 1, 5],
      ['G2', 2, 5],
      ['G3', 6, 5],
      ['G4', 4, 4],
      ['G5', 6, 4],
      ['G6', 3, 3],
      ['G7', 4, 2],
    ],
    start,
  );
/** Vietnam Central and South, 18 prizes in sheet order. */
export const southSheet = (start: number): Tier[] =>
  sheet(
    [
      ['G8', 1, 2],
      ['G7', 1, 3],
      ['G6', 3, 4],
      ['G5', 1, 4],
      ['G4', 7, 5],
      ['G3', 2, 5],
      ['G2', 1, 5],
      ['G1', 1, 5],
      ['DB', 1, 6],
    ],
    start,
  );
/** 4D, 23 prizes (docs/lottery.md section 3). */
export const fourDSheet = (start: number): Tier[] =>
  sheet(
    [
      ['FIRST', 1, 4],
      ['SECOND', 1, 4],
      ['THIRD', 1, 4],
      ['SPECIAL', 10, 4],
      ['CONSOLATION', 10, 4],
    ],
    start,
  );
/** The five-ball lotteries. */
export const ballsSheet = (balls: number[]): Tier[] => [{ tier: 'BALLS', numbers: balls.map(String) }];

/** The Vietnam North bet types as published (docs/lottery.md section 2). */
export const NORTH_BET_TYPES = [
  { code: 'lo2', odds: '95', price: '27' },
  { code: 'lo3', odds: '950', price: '23' },
  { code: 'de', odds: '95', price: null },
  { code: 'cang3', odds: '950', price: null },
  { code: 'xien2', odds: '17', price: null },
];
/** The 4D bet types with their tier payouts (docs/lottery.md section 3). */
export const FOUR_D_BET_TYPES = [
  {
    code: 'big',
    odds: '2500',
    price: null,
    tiers: [
      { tier: 'FIRST', odds: '2500' },
      { tier: 'SECOND', odds: '1000' },
      { tier: 'THIRD', odds: '500' },
      { tier: 'SPECIAL', odds: '180' },
      { tier: 'CONSOLATION', odds: '60' },
    ],
  },
  {
    code: 'small',
    odds: '3500',
    price: null,
    tiers: [
      { tier: 'FIRST', odds: '3500' },
      { tier: 'SECOND', odds: '2000' },
      { tier: 'THIRD', odds: '1000' },
    ],
  },
];

export interface DrawSpec {
  gameCode: string;
  drawId: string;
  status: DrawStatus;
  /** Draw time. */
  drawAt: string;
  /** Minutes betting closes before the draw (default 15). */
  closesBefore?: number;
  localDate: string;
  label?: { TW: string; EN: string };
  region?: 'NORTH' | 'CENTRAL' | 'SOUTH' | null;
  prizes?: Tier[];
  betTypes?: unknown[];
  voidReason?: string;
  /** Overrides of the message (e.g. a wrong seed). */
  extra?: Record<string, unknown>;
}

/** The draw feed message of a draw: seed and prizes only once drawn. */
export function drawMessage(d: DrawSpec): Record<string, unknown> {
  const seed = seedOf(d.drawId);
  const drawAt = new Date(d.drawAt);
  return {
    gameCode: d.gameCode,
    drawId: d.drawId,
    status: d.status,
    drawAt: drawAt.toISOString(),
    closesAt: new Date(drawAt.getTime() - (d.closesBefore ?? 15) * 60_000).toISOString(),
    localDate: d.localDate,
    label: d.label ?? { TW: `第${d.drawId}期`, EN: `Draw ${d.drawId}` },
    ...(d.region !== undefined ? { region: d.region } : {}),
    serverSeedHash: hashOf(seed),
    ...(d.status === 'drawn' ? { serverSeed: seed, prizes: d.prizes ?? [] } : {}),
    ...(d.status === 'void' ? { voidReason: d.voidReason ?? 'draw cancelled' } : {}),
    ...(d.betTypes ? { betTypes: d.betTypes } : {}),
    ...d.extra,
  };
}

/** POSTs a draw to the feed, signed as the in-house vendor BGS. */
export const publish = (
  app: FastifyInstance,
  message: unknown,
  opts: { signature?: string; vendor?: string } = {},
): Promise<VendorAnswer> => vendorCall(app, 'draw', message, opts);

/** POSTs every draw, failing loudly when one is not accepted. */
export async function publishAll(app: FastifyInstance, specs: DrawSpec[]): Promise<void> {
  for (const spec of specs) {
    const res = await publish(app, drawMessage(spec));
    if (res.body.status !== 'OK') throw new Error(`${spec.drawId} (${spec.status}): ${JSON.stringify(res.body)}`);
  }
}
