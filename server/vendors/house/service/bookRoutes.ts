/**
 * Sports book and fast lottery endpoints: the board (fixtures with odds, last results), the
 * draw state (countdown, seed hash, results history), the player's bets, and bet placement
 * (debited now, credited at settlement by SportsBook / LotteryDesk). The books are reached
 * through BookAccess (./bookAccess.ts): directly in one process, under the database's lock with
 * several.
 */
import type { FastifyInstance } from 'fastify';
import { checkPick, type LotteryPick } from '../games/lottery.ts';
import { SPORTS_OUTCOMES, type SportsOutcome } from '../games/sports.ts';
import type { BookAccess } from './bookAccess.ts';
import { HouseError } from './errors.ts';
import { sessionOf, type RouteDeps } from './routeDeps.ts';
import type { LotteryDesk } from './lotteryDesk.ts';
import type { HouseGameCode } from './sessions.ts';
import { fixtureView, type Fixture, type SportsBook } from './sportsBook.ts';
import { parseStake, STAKES } from './stakes.ts';
import { moneyJson } from './views.ts';

/** The route dependencies with the way to the books. */
type BookDeps = RouteDeps & { books: BookAccess };

/** A bet without its payer (the player token stays on the server). */
const betView = <T extends { payer: unknown }>({ payer: _p, ...bet }: T): Omit<T, 'payer'> => bet;

/** Registers /api/sports/*, /api/esports/* and /api/cockfight/* (the same book with esports and cockfight rules), /api/lottery/* and /api/elottery/* (the one-minute ELOTT draw). */
export function registerBookRoutes(
  app: FastifyInstance,
  deps: BookDeps & {
    sports: SportsBook;
    esports: SportsBook;
    cockfight: SportsBook;
    lottery: LotteryDesk;
    elottery: LotteryDesk;
  },
): void {
  registerSportsBook(app, deps, 'sports', 'BGS_SPORTS', deps.sports);
  registerSportsBook(app, deps, 'esports', 'BGS_ESPORTS', deps.esports);
  registerSportsBook(app, deps, 'cockfight', 'BGS_COCK', deps.cockfight);
  registerLotteryRoutes(app, deps, 'lottery', 'BGS_LOTTO', deps.lottery);
  registerLotteryRoutes(app, deps, 'elottery', 'BGS_ELOTT', deps.elottery);
}

/** /api/<path>/board and /api/<path>/bet of one book, for sessions of `game`. */
function registerSportsBook(
  app: FastifyInstance,
  deps: BookDeps,
  path: string,
  game: HouseGameCode,
  book: SportsBook,
): void {
  const view = (f: Fixture) => fixtureView(f, book.rules);
  app.get(`/api/${path}/board`, async (request) => {
    const session = await sessionOf(deps, request, game);
    const { board, bets } = await deps.books.read(book, () => ({ board: book.board(), bets: book.betsOf(session) }));
    return moneyJson({
      fixtures: board.fixtures.map(view),
      finished: board.finished.map(view),
      bets: bets.map(betView),
      balance: session.balance,
    });
  });

  app.post<{ Body: { fixtureId: string; pick: SportsOutcome; stake: string } }>(
    `/api/${path}/bet`,
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['fixtureId', 'pick', 'stake'],
          properties: {
            fixtureId: { type: 'string', maxLength: 40 },
            pick: { enum: [...SPORTS_OUTCOMES] },
            stake: { type: 'string', maxLength: 20 },
          },
        },
      },
    },
    async (request) => {
      const session = await sessionOf(deps, request, game);
      const stake = parseStake(request.body.stake, STAKES.table);
      const bet = await deps.books.mutate(book, () =>
        book.place(session, request.body.fixtureId, request.body.pick, stake),
      );
      return moneyJson({ bet: betView(bet), balance: session.balance });
    },
  );
}

/** /api/<path>/state and /api/<path>/bet of one lottery desk, for sessions of `game`. */
function registerLotteryRoutes(
  app: FastifyInstance,
  deps: BookDeps,
  path: string,
  game: HouseGameCode,
  desk: LotteryDesk,
): void {
  app.get(`/api/${path}/state`, async (request) => {
    const session = await sessionOf(deps, request, game);
    const { state, bets } = await deps.books.read(desk, () => ({ state: desk.state(), bets: desk.betsOf(session) }));
    return moneyJson({
      next: {
        ...state.next,
        drawAt: new Date(state.next.drawAt).toISOString(),
        closesAt: new Date(state.next.closesAt).toISOString(),
      },
      history: state.history.map((d) => ({ ...d, drawAt: new Date(d.drawAt).toISOString() })),
      bets: bets.map(betView),
      balance: session.balance,
    });
  });

  app.post<{ Body: { pick: LotteryPick; stake: string } }>(
    `/api/${path}/bet`,
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['pick', 'stake'],
          properties: {
            stake: { type: 'string', maxLength: 20 },
            pick: {
              type: 'object',
              additionalProperties: false,
              required: ['kind'],
              properties: {
                kind: { enum: ['big', 'small', 'odd', 'even', 'ball'] },
                position: { type: 'integer' },
                digit: { type: 'integer' },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const session = await sessionOf(deps, request, game);
      const stake = parseStake(request.body.stake, STAKES.table);
      const pick = request.body.pick;
      try {
        checkPick(pick);
      } catch {
        throw new HouseError('INVALID_REQUEST', 'pick');
      }
      const clean: LotteryPick =
        pick.kind === 'ball' ? { kind: 'ball', position: pick.position, digit: pick.digit } : { kind: pick.kind };
      const bet = await deps.books.mutate(desk, () => desk.place(session, clean, stake));
      return moneyJson({ bet: betView(bet), balance: session.balance });
    },
  );
}
