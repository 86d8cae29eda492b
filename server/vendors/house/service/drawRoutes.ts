/**
 * The browser API of the scheduled draw games (docs/lottery.md section 7; X-House-Session header,
 * sessions of BGS_VN_NORTH, BGS_VN_CENTRAL, BGS_VN_SOUTH and BGS_SEA_4D only):
 * - GET /api/draws/state: the game (area, region, time zone, server time), its open draws, the last
 *   10 results, the bet types with odds, prices, RTP and 4D tier payouts, the limits, the
 *   player's last 50 tickets and the balance;
 * - POST /api/draws/slip { drawId, lines: [{ betType, mode?, numbers, points?, stake? }] } ->
 *   { tickets, balance }; refusals `{ error: CODE, line?: index }`;
 * - GET /api/draws/tickets -> { tickets }; GET /api/draws/results?date=YYYY-MM-DD -> { results }.
 * Amounts are decimal strings, times ISO strings. Bodies are checked against their JSON Schema
 * (strictly: no coercion, no property dropped). The desks are reached through BookAccess
 * (./bookAccess.ts): directly in one process, under the database's lock with several.
 */
import { Ajv } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromMinor } from '../../../../contract/money.ts';
import { dayNumber, DRAW_CLOCKS, isDrawGame, type DrawGameCode } from '../games/drawSchedule.ts';
import { SEA_MODES } from '../games/sea4d.ts';
import type { FeedDraw } from './drawFeed.ts';
import type { DrawDesk, DrawTicket } from './drawDesk.ts';
import { DRAW_LIMITS, type LineInput } from './drawGames.ts';
import type { BookAccess } from './bookAccess.ts';
import { HouseError } from './errors.ts';
import { sessionOf, type RouteDeps } from './routeDeps.ts';
import type { HouseSession } from './sessions.ts';
import { moneyJson } from './views.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** An open draw as the game page shows it. */
function drawView(d: FeedDraw, now: number) {
  return {
    drawId: d.drawId,
    label: d.label,
    localDate: d.localDate,
    drawAt: iso(d.drawAt),
    closesAt: iso(d.closesAt),
    serverSeedHash: d.serverSeedHash,
    open: d.status === 'open' && now < d.closesAt,
  };
}

/** A drawn or void draw: the sheet and the revealed seed (a void draw reveals nothing). */
function resultView(d: FeedDraw) {
  const drawn = d.status === 'drawn';
  return {
    drawId: d.drawId,
    label: d.label,
    localDate: d.localDate,
    drawAt: iso(d.drawAt),
    status: d.status,
    prizes: drawn ? d.prizes : [],
    serverSeed: drawn ? d.serverSeed : null,
    serverSeedHash: d.serverSeedHash,
    voidReason: d.voidReason,
  };
}

/** A ticket as the player sees it (the player token stays on the server). */
export function ticketView(t: DrawTicket) {
  return {
    ticketId: t.ticketId,
    drawId: t.drawId,
    label: t.label,
    betType: t.line.betType,
    mode: t.line.mode,
    numbers: t.line.numbers,
    points: t.line.points,
    stake: fromMinor(t.stake),
    odds: t.odds,
    status: t.status,
    win: fromMinor(t.win),
    hits: t.hits,
    winningNumbers: t.winningNumbers,
    placedAt: iso(t.placedAt),
    settledAt: t.settledAt === null ? null : iso(t.settledAt),
  };
}

const ajv = new Ajv({ allErrors: false, strict: false });
const validSlip = ajv.compile<{ drawId: string; lines: LineInput[] }>({
  type: 'object',
  additionalProperties: false,
  required: ['drawId', 'lines'],
  properties: {
    drawId: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_.:-]+$' },
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: DRAW_LIMITS.maxLines,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['betType', 'numbers'],
        properties: {
          betType: { type: 'string', pattern: '^[A-Za-z0-9_]{1,16}$' },
          mode: { enum: [...SEA_MODES] },
          numbers: {
            type: 'array',
            minItems: 1,
            maxItems: DRAW_LIMITS.maxNumbers,
            items: { type: 'string', pattern: '^[0-9R]{1,6}$' },
          },
          points: { type: 'integer', minimum: 1, maximum: DRAW_LIMITS.maxPoints },
          stake: { type: 'string', maxLength: 20 },
        },
      },
    },
  },
});

export interface DrawRouteDeps extends RouteDeps {
  draws: Readonly<Record<DrawGameCode, DrawDesk>>;
  books: BookAccess;
}

/** The session of the request and its game's desk. @throws HouseError SESSION_NOT_FOUND, WRONG_GAME (not a draw game). */
async function deskOf(
  deps: DrawRouteDeps,
  request: FastifyRequest,
): Promise<{ session: HouseSession; desk: DrawDesk; game: DrawGameCode }> {
  const session = await sessionOf(deps, request);
  if (!isDrawGame(session.gameCode)) throw new HouseError('WRONG_GAME');
  return { session, desk: deps.draws[session.gameCode], game: session.gameCode };
}

/** The balance to show: the platform's (the trial's virtual one), else the last one known. */
async function balanceOf(deps: DrawRouteDeps, session: HouseSession): Promise<bigint | null> {
  try {
    return await deps.wallet.balance(session);
  } catch {
    return session.balance;
  }
}

/** Registers /api/draws/*. */
export function registerDrawRoutes(app: FastifyInstance, deps: DrawRouteDeps): void {
  app.get('/api/draws/state', async (request) => {
    const { session, desk, game } = await deskOf(deps, request);
    const clock = DRAW_CLOCKS[game];
    const { draws, results, tickets } = await deps.books.read(desk, () => ({
      ...desk.state(),
      tickets: desk.ticketsOf(session),
    }));
    const serverTime = desk.now();
    return moneyJson({
      game,
      area: clock.area,
      region: clock.region,
      timeZone: clock.timeZone,
      serverTime: iso(serverTime),
      draws: draws.map((d) => drawView(d, serverTime)),
      results: results.map(resultView),
      betTypes: desk.rules.betTypes,
      limits: {
        minStake: DRAW_LIMITS.minStake,
        maxStake: DRAW_LIMITS.maxStake,
        maxLines: DRAW_LIMITS.maxLines,
        maxNumbers: DRAW_LIMITS.maxNumbers,
        maxPoints: DRAW_LIMITS.maxPoints,
      },
      tickets: tickets.map(ticketView),
      balance: await balanceOf(deps, session),
    });
  });

  app.post('/api/draws/slip', async (request) => {
    const { session, desk } = await deskOf(deps, request);
    const body = request.body;
    if (!validSlip(body)) {
      const at = /^\/lines\/(\d+)/.exec(validSlip.errors?.[0]?.instancePath ?? '');
      throw new HouseError('INVALID_REQUEST', ajv.errorsText(validSlip.errors), at ? Number(at[1]) : undefined);
    }
    const tickets = await deps.books.mutate(desk, () => desk.placeSlip(session, body.drawId, body.lines));
    return moneyJson({ tickets: tickets.map(ticketView), balance: session.balance });
  });

  app.get('/api/draws/tickets', async (request) => {
    const { session, desk } = await deskOf(deps, request);
    return { tickets: (await deps.books.read(desk, () => desk.ticketsOf(session))).map(ticketView) };
  });

  app.get<{ Querystring: { date?: string } }>('/api/draws/results', async (request) => {
    const { desk } = await deskOf(deps, request);
    const date = request.query.date;
    if (date !== undefined) {
      try {
        dayNumber(date);
      } catch {
        throw new HouseError('INVALID_REQUEST', 'date');
      }
    }
    const results = await deps.books.read(desk, () =>
      date === undefined ? desk.results().slice(0, 10) : desk.results(date),
    );
    return { results: results.map(resultView) };
  });
}
