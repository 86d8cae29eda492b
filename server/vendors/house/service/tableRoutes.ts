/**
 * POST /api/table/play: one round of the sandbox's roulette, sic bo, fan tan, money wheel, keno or
 * Mega Ball table (docs/sandbox-provider.md "Status", tables; the bets of ./tableGames.ts). The
 * board's bets are checked first (the engine's bet types and picks, each stake a positive amount,
 * the round's total within the table stakes of ./stakes.ts); then the round debits the total,
 * takes the session's next nonce, plays the engine with its fair Rng and credits the win
 * (HouseWallet.playRound). A refused bet is INVALID_REQUEST and moves nothing. Each call is a
 * round of its own: there is no shared clock or betting window.
 */
import type { FastifyInstance } from 'fastify';
import { parseProtocolAmount } from '../../../../contract/money.ts';
import { fairRng } from '../fair/rng.ts';
import type { TableBet } from '../games/tableKit.ts';
import { HouseError } from './errors.ts';
import { sessionOf, type RouteDeps } from './routeDeps.ts';
import { newRoundId } from './sessions.ts';
import { STAKES } from './stakes.ts';
import { isTableGame, MAX_TABLE_BETS, tableOfSession } from './tableGames.ts';
import { moneyJson } from './views.ts';

/** A bet as the page sends it: the stake a decimal string ("5.00"). */
interface WireBet {
  type: string;
  pick?: number[];
  stake: string;
}

const BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['bets'],
  properties: {
    bets: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_TABLE_BETS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['type', 'stake'],
        properties: {
          type: { type: 'string', minLength: 1, maxLength: 24, pattern: '^[A-Za-z0-9]+$' },
          pick: { type: 'array', maxItems: 10, items: { type: 'integer', minimum: 0, maximum: 80 } },
          stake: { type: 'string', maxLength: 20 },
        },
      },
    },
  },
} as const;

/**
 * The board's bets in minor units with their total.
 * @throws HouseError INVALID_REQUEST (stake) when a stake is not an amount above 0, or the total is
 *   outside the table stakes (STAKES.table min and max).
 */
export function parseTableBets(bets: readonly WireBet[]): { bets: TableBet[]; total: bigint } {
  let total = 0n;
  const parsed = bets.map((bet) => {
    const stake = parseProtocolAmount(bet.stake);
    if (stake === null || stake <= 0n || stake > STAKES.table.max) throw new HouseError('INVALID_REQUEST', 'stake');
    total += stake;
    return { type: bet.type, ...(bet.pick === undefined ? {} : { pick: bet.pick }), stake };
  });
  if (total < STAKES.table.min || total > STAKES.table.max) throw new HouseError('INVALID_REQUEST', 'stake');
  return { bets: parsed, total };
}

/** Registers POST /api/table/play (a session of one of the tables, tableGames.ts TABLE_GAMES). */
export function registerTableRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post<{ Body: { bets: WireBet[] } }>('/api/table/play', { schema: { body: BODY_SCHEMA } }, async (request) => {
    const session = await sessionOf(deps, request);
    const game = session.gameCode;
    if (!isTableGame(game)) throw new HouseError('WRONG_GAME');
    const table = tableOfSession({ ...session, gameCode: game });
    const { bets, total } = parseTableBets(request.body.bets);
    try {
      table.check(bets);
    } catch (err) {
      if (err instanceof RangeError) throw new HouseError('INVALID_REQUEST', `bets: ${err.message}`);
      throw err;
    }
    let fair = { serverSeedHash: session.seeds.public.serverSeedHash, clientSeed: '', nonce: -1 };
    const { result, balance } = await deps.wallet.playRound(session, newRoundId(), total, async () => {
      const round = await deps.sessions.nextRound(session);
      fair = { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce };
      return table.play(fairRng(round), bets);
    });
    return moneyJson({
      game,
      variant: table.variant,
      round: result,
      balance: balance ?? session.balance,
      fair,
    });
  });
}
