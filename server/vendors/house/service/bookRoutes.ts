/**
 * Sports book and fast lottery endpoints: the board (fixtures with odds, last results), the
 * draw state (countdown, seed hash, results history), the player's bets, and bet placement
 * (debited now, credited at settlement by SportsBook / LotteryDesk).
 */
import type { FastifyInstance } from 'fastify';
import { checkPick, type LotteryPick } from '../games/lottery.ts';
import { SPORTS_OUTCOMES, type SportsOutcome } from '../games/sports.ts';
import { HouseError } from './errors.ts';
import { sessionOf, type RouteDeps } from './gameRoutes.ts';
import type { LotteryDesk } from './lotteryDesk.ts';
import { fixtureView, type SportsBook } from './sportsBook.ts';
import { parseStake, STAKES } from './stakes.ts';
import { moneyJson } from './views.ts';

/** A bet without its payer (the player token stays on the server). */
const betView = <T extends { payer: unknown }>({ payer: _p, ...bet }: T): Omit<T, 'payer'> => bet;

/** Registers /api/sports/* and /api/lottery/*. */
export function registerBookRoutes(app: FastifyInstance, deps: RouteDeps & { sports: SportsBook; lottery: LotteryDesk }): void {
  app.get('/api/sports/board', async (request) => {
    const session = sessionOf(deps, request, 'BGS_SPORTS');
    const board = deps.sports.board();
    return moneyJson({ fixtures: board.fixtures.map(fixtureView), finished: board.finished.map(fixtureView), bets: deps.sports.betsOf(session).map(betView), balance: session.balance });
  });

  app.post<{ Body: { fixtureId: string; pick: SportsOutcome; stake: string } }>(
    '/api/sports/bet',
    {
      schema: {
        body: { type: 'object', additionalProperties: false, required: ['fixtureId', 'pick', 'stake'], properties: { fixtureId: { type: 'string', maxLength: 40 }, pick: { enum: [...SPORTS_OUTCOMES] }, stake: { type: 'string', maxLength: 20 } } },
      },
    },
    async (request) => {
      const session = sessionOf(deps, request, 'BGS_SPORTS');
      const stake = parseStake(request.body.stake, STAKES.table);
      const bet = await deps.sports.place(session, request.body.fixtureId, request.body.pick, stake);
      return moneyJson({ bet: betView(bet), balance: session.balance });
    },
  );

  app.get('/api/lottery/state', async (request) => {
    const session = sessionOf(deps, request, 'BGS_LOTTO');
    const state = deps.lottery.state();
    return moneyJson({
      next: { ...state.next, drawAt: new Date(state.next.drawAt).toISOString(), closesAt: new Date(state.next.closesAt).toISOString() },
      history: state.history.map((d) => ({ ...d, drawAt: new Date(d.drawAt).toISOString() })),
      bets: deps.lottery.betsOf(session).map(betView),
      balance: session.balance,
    });
  });

  app.post<{ Body: { pick: LotteryPick; stake: string } }>(
    '/api/lottery/bet',
    {
      schema: {
        body: {
          type: 'object', additionalProperties: false, required: ['pick', 'stake'],
          properties: {
            stake: { type: 'string', maxLength: 20 },
            pick: {
              type: 'object', additionalProperties: false, required: ['kind'],
              properties: { kind: { enum: ['big', 'small', 'odd', 'even', 'ball'] }, position: { type: 'integer' }, digit: { type: 'integer' } },
            },
          },
        },
      },
    },
    async (request) => {
      const session = sessionOf(deps, request, 'BGS_LOTTO');
      const stake = parseStake(request.body.stake, STAKES.table);
      const pick = request.body.pick;
      try {
        checkPick(pick);
      } catch {
        throw new HouseError('INVALID_REQUEST', 'pick');
      }
      const clean: LotteryPick = pick.kind === 'ball' ? { kind: 'ball', position: pick.position, digit: pick.digit } : { kind: pick.kind };
      const bet = await deps.lottery.place(session, clean, stake);
      return moneyJson({ bet: betView(bet), balance: session.balance });
    },
  );
}
