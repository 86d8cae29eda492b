/**
 * The lottery calls (spec sections 2, 3 and 7; docs/lottery.md section 5; schemas/api/lottery.json):
 * lotto lobby, lottery games by prize mode, recent results, one draw, opened numbers, Vietnam
 * menus and Vietnam numbers. Public (results are public information; the pages need a login):
 * no token, the merchant from the host, only the merchant's enabled vendors and games. Query
 * schemas are the *Query definitions; unknown games and draws are a localised 404.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import type {
  LotteryGamesQuery,
  LotteryLobbyQuery,
  LotteryResultsQuery,
  VnMenusQuery,
  VnNumbersQuery,
} from '../../../contract/types.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { lotteryGames, lotteryLobby, openedNumbers } from '../../services/lottery/lobby.ts';
import { lotteryDraw, lotteryResults } from '../../services/lottery/results.ts';
import { vnMenus, vnNumbers } from '../../services/lottery/vietnam.ts';
import { languageQuery } from '../common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const lotteryRef = <Definition extends string>(definition: Definition) =>
  ref(`api/lottery.json#/definitions/${definition}` as const);
const responses = <Definition extends string>(definition: Definition) => envelopeResponses(lotteryRef(definition));
const tags = ['lottery'];

const drawParams = {
  type: 'object',
  additionalProperties: false,
  required: ['gameCode', 'drawId'],
  properties: {
    gameCode: { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$' },
    drawId: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,40}$' },
  },
} as const;

const routes: RoutePlugin = async (app) => {
  const now = () => app.auth.now();

  app.get<{ Querystring: LotteryLobbyQuery }>(
    ENDPOINTS.lotteryLobby,
    {
      schema: {
        tags,
        summary: 'Lotto lobby: games by prize mode with the next draw and the latest result',
        querystring: lotteryRef('lotteryLobbyQuery'),
        response: responses('lotteryLobby'),
      },
    },
    async (request) =>
      ok(
        await lotteryLobby(app.db, request.merchant, request.query.prizeMode, now(), request.language),
        request.language,
      ),
  );

  app.get<{ Querystring: LotteryGamesQuery }>(
    ENDPOINTS.lotteryGames,
    {
      schema: {
        tags,
        summary: 'Lottery games by prize mode',
        querystring: lotteryRef('lotteryGamesQuery'),
        response: responses('lotteryGameList'),
      },
    },
    async (request) =>
      ok(await lotteryGames(app.db, request.merchant, request.query.prizeMode, request.language), request.language),
  );

  app.get<{ Querystring: LotteryResultsQuery }>(
    ENDPOINTS.lotteryResults,
    {
      schema: {
        tags,
        summary: "Recent results of a game (drawn and voided draws, newest first; a date's draws)",
        querystring: lotteryRef('lotteryResultsQuery'),
        response: responses('lotteryResults'),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await lotteryResults(
          app.db,
          request.merchant,
          { gameCode: q.gameCode, date: q.date, pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? 10 },
          request.language,
        ),
        request.language,
      );
    },
  );

  app.get<{ Params: { gameCode: string; drawId: string } }>(
    ENDPOINTS.lotteryDraw,
    {
      schema: {
        tags,
        summary: 'One draw: its sheet, seed hash and seed, and the bet types published with it',
        params: drawParams,
        querystring: languageQuery,
        response: responses('lotteryDrawDetail'),
      },
    },
    async (request) =>
      ok(
        await lotteryDraw(app.db, request.merchant, request.params.gameCode, request.params.drawId, request.language),
        request.language,
      ),
  );

  app.get(
    ENDPOINTS.lotteryOpened,
    {
      schema: {
        tags,
        summary: 'Opened numbers: the latest result of every lottery game',
        querystring: languageQuery,
        response: responses('openedNumbers'),
      },
    },
    async (request) => ok(await openedNumbers(app.db, request.merchant, request.language), request.language),
  );

  app.get<{ Querystring: VnMenusQuery }>(
    ENDPOINTS.vnMenus,
    {
      schema: {
        tags,
        summary: "Vietnam menus: the regions with today's draws and the bet types",
        querystring: lotteryRef('vnMenusQuery'),
        response: responses('vnMenus'),
      },
    },
    async (request) =>
      ok(
        await vnMenus(
          app.db,
          request.merchant,
          { prizeMode: request.query.prizeMode ?? 'ELOTT', device: request.query.device ?? 'WEB' },
          now(),
          request.language,
        ),
        request.language,
      ),
  );

  app.get<{ Querystring: VnNumbersQuery }>(
    ENDPOINTS.vnNumbers,
    {
      schema: {
        tags,
        summary: 'Vietnam numbers: the regional result sheets of a date (default the latest with a result)',
        querystring: lotteryRef('vnNumbersQuery'),
        response: responses('vnNumbers'),
      },
    },
    async (request) =>
      ok(
        await vnNumbers(
          app.db,
          request.merchant,
          { date: request.query.date, region: request.query.region },
          now(),
          request.language,
        ),
        request.language,
      ),
  );
};

export default routes;
