/**
 * The result sheet of any in-house draw from its revealed seed (docs/lottery.md section 4):
 * `fairRng({ serverSeed, clientSeed: drawId, nonce: 0 })` read in sheet order: the Vietnam sheets
 * (vnLottery.ts), the 23 numbers of SEA 4D (sea4d.ts), and the five balls of the quick draws
 * BGS_LOTTO and BGS_ELOTT (lottery.ts) as one tier BALLS. The desks draw with it and the verify
 * page recomputes with it, so both always agree.
 */
import { fairRng } from '../fair/rng';
import { DRAW_CLOCKS, isDrawGame } from './drawSchedule';
import { drawLottery } from './lottery';
import { drawSea4d } from './sea4d';
import { drawVnSheet, type PrizeTier } from './vnLottery';

/** The quick five-ball draws, published on the feed with one tier BALLS. */
export const BALL_GAMES = ['BGS_LOTTO', 'BGS_ELOTT'] as const;

/** Every game whose draws can be verified. */
export const SHEET_GAMES = [...BALL_GAMES, 'BGS_VN_NORTH', 'BGS_VN_CENTRAL', 'BGS_VN_SOUTH', 'BGS_SEA_4D'] as const;

/**
 * The sheet of draw `drawId` of `gameCode` with `serverSeed`, tiers in sheet order.
 * @throws RangeError for a game that has no draws.
 */
export function drawSheet(gameCode: string, serverSeed: string, drawId: string): PrizeTier[] {
  const rng = fairRng({ serverSeed, clientSeed: drawId, nonce: 0 });
  if ((BALL_GAMES as readonly string[]).includes(gameCode))
    return [{ tier: 'BALLS', numbers: drawLottery(rng).map(String) }];
  if (!isDrawGame(gameCode)) throw new RangeError(`${gameCode} has no draws`);
  const region = DRAW_CLOCKS[gameCode].region;
  return region === null ? drawSea4d(rng) : drawVnSheet(rng, region);
}
