/**
 * The rules of the four scheduled draw games as the desk uses them (docs/lottery.md sections 2, 3
 * and 7): the published bet types (odds, prices, RTP, 4D tier payouts), the slip limits, and for
 * a slip line: its check, its cost, its odds, its `lottery` detail on the debit and its result
 * on a drawn sheet. The maths is in ../games (vnLottery.ts, sea4d.ts).
 */
import { fromMinor, parseProtocolAmount } from '../../../../contract/money.ts';
import { DRAW_CLOCKS, type DrawGameCode } from '../games/drawSchedule.ts';
import {
  checkSeaLine,
  expandSeaLine,
  SEA_BET_TYPES,
  SEA_PAYOUTS,
  SEA_TIERS,
  seaLineCost,
  seaRtp,
  settleSeaLine,
  type SeaBetType,
  type SeaLine,
  type SeaMode,
} from '../games/sea4d.ts';
import {
  checkVnLine,
  isLo,
  settleVnLine,
  VN_BET_TYPES,
  VN_MAX_NUMBERS,
  VN_MAX_POINTS,
  vnLineCost,
  vnRtp,
  vnRule,
  type PrizeTier,
  type VnBetType,
  type VnLine,
} from '../games/vnLottery.ts';

/** Slip limits (docs/lottery.md section 7); stakes in minor units. */
export const DRAW_LIMITS = {
  minStake: 100n,
  maxStake: 5_000_000n,
  maxLines: 20,
  maxNumbers: VN_MAX_NUMBERS,
  maxPoints: VN_MAX_POINTS,
} as const;

/** A slip line as the browser sends it (POST /api/draws/slip). */
export interface LineInput {
  betType: string;
  mode?: string;
  numbers: string[];
  points?: number;
  stake?: string;
}

/** A checked line: unit stake in minor units (per number, per combination, ibox the whole line). */
export interface DrawLine {
  betType: string;
  mode: SeaMode | null;
  numbers: string[];
  points: number | null;
  stake: bigint | null;
}

/** A bet type as published: odds and price as decimal strings, RTP as a fraction, 4D tier payouts. */
export interface BetTypeView {
  code: string;
  odds: string;
  price: string | null;
  rtp: number;
  prizes?: { tier: string; odds: string }[];
}

/** A line's result on a drawn sheet. */
export interface LineResult {
  win: bigint;
  hits: number;
  winningNumbers: string[];
}

/** What one game's desk needs to know about its lines. */
export interface DrawGameRules {
  gameCode: DrawGameCode;
  betTypes: BetTypeView[];
  /**
   * A checked line and its cost (minor units).
   * @throws RangeError naming the problem (shape, digits, limits).
   */
  parseLine(input: LineInput): { line: DrawLine; cost: bigint };
  /** The ticket's odds: the bet type's (4D: first prize per unit of the line's stake). */
  oddsOf(line: DrawLine): string;
  settle(line: DrawLine, sheet: readonly PrizeTier[]): LineResult;
}

/** The stake of a money line (decimal string) in minor units, at least the minimum stake. */
function unitStake(text: unknown): bigint {
  const stake = typeof text === 'string' ? parseProtocolAmount(text) : null;
  if (stake === null) throw new RangeError('the stake must be an amount such as "10.00"');
  if (stake < DRAW_LIMITS.minStake)
    throw new RangeError(`the stake must be at least ${fromMinor(DRAW_LIMITS.minStake)}`);
  return stake;
}

/** Checks a line's total against the per-line limits. */
function withinLimits(cost: bigint): bigint {
  if (cost < DRAW_LIMITS.minStake) throw new RangeError(`a line costs at least ${fromMinor(DRAW_LIMITS.minStake)}`);
  if (cost > DRAW_LIMITS.maxStake)
    throw new RangeError(`a line costs at most ${fromMinor(DRAW_LIMITS.maxStake)}, this one ${fromMinor(cost)}`);
  return cost;
}

function vnRules(gameCode: DrawGameCode): DrawGameRules {
  const region = DRAW_CLOCKS[gameCode].region!;
  return {
    gameCode,
    betTypes: VN_BET_TYPES.map((code) => {
      const rule = vnRule(code, region);
      return {
        code,
        odds: String(rule.odds),
        price: rule.price === null ? null : fromMinor(rule.price),
        rtp: vnRtp(code, region),
      };
    }),
    parseLine(input) {
      if (input.mode !== undefined) throw new RangeError('Vietnam lines have no mode');
      const betType = input.betType as VnBetType;
      const line: VnLine = {
        betType,
        numbers: input.numbers,
        points: input.points ?? null,
        stake: input.stake === undefined ? null : unitStake(input.stake),
      };
      checkVnLine(line);
      return { line: { ...line, mode: null }, cost: withinLimits(vnLineCost(line, region)) };
    },
    oddsOf: (line) => String(vnRule(line.betType as VnBetType, region).odds),
    settle: (line, sheet) =>
      settleVnLine(
        { betType: line.betType as VnBetType, numbers: line.numbers, points: line.points, stake: line.stake },
        sheet,
      ),
  };
}

const seaLine = (line: DrawLine): SeaLine => ({
  betType: line.betType as SeaBetType,
  mode: line.mode!,
  number: line.numbers[0]!,
  stake: line.stake!,
});

function seaRules(): DrawGameRules {
  return {
    gameCode: 'BGS_SEA_4D',
    betTypes: SEA_BET_TYPES.map((code) => ({
      code,
      odds: String(SEA_PAYOUTS[code].FIRST),
      price: null,
      rtp: seaRtp(code),
      prizes: SEA_TIERS.flatMap((tier) =>
        SEA_PAYOUTS[code][tier] === undefined ? [] : [{ tier, odds: String(SEA_PAYOUTS[code][tier]) }],
      ),
    })),
    parseLine(input) {
      if (input.points !== undefined) throw new RangeError('4D lines carry a stake, not points');
      if (!Array.isArray(input.numbers) || input.numbers.length !== 1)
        throw new RangeError('a 4D line has exactly one number');
      const line: DrawLine = {
        betType: input.betType,
        mode: (input.mode ?? 'straight') as SeaMode,
        numbers: input.numbers,
        points: null,
        stake: unitStake(input.stake),
      };
      const sea = seaLine(line);
      checkSeaLine(sea);
      return { line, cost: withinLimits(seaLineCost(sea)) };
    },
    oddsOf(line) {
      const first = SEA_PAYOUTS[line.betType as SeaBetType].FIRST!;
      if (line.mode !== 'ibox') return String(first);
      // Per unit of the line's stake: the payout divided by the permutations, 4 decimals, rounded down.
      const count = BigInt(expandSeaLine(seaLine(line)).length);
      const tenThousandths = (BigInt(first) * 10_000n) / count;
      return `${tenThousandths / 10_000n}.${String(tenThousandths % 10_000n).padStart(4, '0')}`.replace(/\.?0+$/, '');
    },
    settle: (line, sheet) => settleSeaLine(seaLine(line), sheet),
  };
}

/** The rules of every scheduled draw game. */
export const DRAW_GAME_RULES: Readonly<Record<DrawGameCode, DrawGameRules>> = {
  BGS_VN_NORTH: vnRules('BGS_VN_NORTH'),
  BGS_VN_CENTRAL: vnRules('BGS_VN_CENTRAL'),
  BGS_VN_SOUTH: vnRules('BGS_VN_SOUTH'),
  BGS_SEA_4D: seaRules(),
};

/** The `lottery` detail of a ticket's debit (schemas/vendor/common.json lotteryBet, protocol v1.1). */
export function lotteryBetOf(drawId: string, line: DrawLine, odds: string) {
  return {
    drawId,
    betType: line.betType,
    ...(line.mode ? { mode: line.mode } : {}),
    numbers: line.numbers,
    points: isLo(line.betType as VnBetType) ? line.points : null,
    odds,
  };
}
