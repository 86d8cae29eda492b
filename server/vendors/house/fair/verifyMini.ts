/**
 * The verifier's mini game case (docs/sandbox-provider.md "Mini games": `mini/replay.ts`
 * `replayMini`): the round's bet and moves as the game answered them (the `verify` entry of a
 * /api/mini answer, the stake as a decimal amount such as "1.00"), checked by
 * {@link MINI_PLAY_SCHEMA} on the route and turned back into a MiniPlay here.
 */
import { parseProtocolAmount } from '../../../../contract/money.ts';
import { MINI_GAMES, type MiniPlay } from '../games/mini/replay.ts';

/** The JSON schema of a mini game replay entry in POST /api/verify (`mini`). */
export const MINI_PLAY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['game'],
  properties: {
    game: { enum: [...MINI_GAMES] },
    stake: { type: 'string', maxLength: 20 },
    edge: { type: 'number', minimum: 0, maximum: 0.5 },
    target: { type: 'number' },
    side: { type: 'string', maxLength: 8 },
    mines: { type: 'integer' },
    tiles: { type: 'array', maxItems: 25, items: { type: 'integer' } },
    difficulty: { type: 'string', maxLength: 8 },
    pickGame: { type: 'string', maxLength: 16 },
    blocked: { type: 'integer' },
    picks: { type: 'array', maxItems: 20, items: { type: 'integer' } },
    cashOut: { type: 'boolean' },
    rows: { type: 'integer' },
    risk: { type: 'string', maxLength: 8 },
    moves: { type: 'array', maxItems: 52, items: { type: 'string', maxLength: 8 } },
    colour: { type: 'string', maxLength: 8 },
    runner: { type: 'integer' },
    weights: { type: 'array', maxItems: 12, items: { type: 'integer' } },
  },
} as const;

/** A replay entry as JSON: the MiniPlay fields with the stake as a decimal amount. */
export type MiniPlayJson = Omit<MiniPlay, 'stake'> & { stake?: string };

/**
 * The MiniPlay of a replay entry: the stake parsed from its decimal amount (100 minor units, 1.00,
 * when absent); the other fields are the engine's to check.
 * @throws RangeError for a stake that is not a positive amount or an unknown game.
 */
export function miniPlayOf(json: MiniPlayJson): MiniPlay {
  if (!(MINI_GAMES as readonly string[]).includes(json.game)) throw new RangeError(`unknown mini game ${json.game}`);
  const stake = json.stake === undefined ? 100n : parseProtocolAmount(json.stake);
  if (stake === null || stake <= 0n) throw new RangeError('the stake must be a positive amount');
  return { ...json, stake } as MiniPlay;
}
