/**
 * The test clock of the draws (docs/lottery.md section 4 "Test clock"), registered outside
 * production only (option `devTools`). Signed like /launch (X-Vendor-Code BGS, X-Signature over
 * the raw body with the house secret), answered signed:
 * - POST /dev/draws/run { gameCode } draws that game's pending draws now (their time brought
 *   forward), pays their tickets and publishes them -> { status: 'OK', drawIds };
 * - POST /dev/draws/void { gameCode, drawId, reason } voids an open draw of a scheduled game,
 *   refunds its tickets and publishes it -> { status: 'OK', drawIds: [drawId] }.
 * Refusals: INVALID_SIGNATURE (401), INVALID_REQUEST (400), GAME_NOT_FOUND, DRAW_NOT_FOUND.
 * Payouts that fail now are retried by the settlement tick; the answer does not wait for them.
 * The desks are changed through BookAccess (under the database's lock with several processes).
 */
import { Ajv } from 'ajv';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isDrawGame, type DrawGameCode } from '../games/drawSchedule.ts';
import type { BookAccess } from './bookAccess.ts';
import type { DrawDesk } from './drawDesk.ts';
import type { DrawFeed } from './drawFeed.ts';
import { HouseError } from './errors.ts';
import { answer, signedByPlatform } from './launchRoute.ts';
import type { LotteryDesk } from './lotteryDesk.ts';

export interface DevDrawDeps {
  secret: string;
  draws: Readonly<Record<DrawGameCode, DrawDesk>>;
  /** The five-ball desks by game code (BGS_LOTTO, BGS_ELOTT). */
  balls: Readonly<Record<string, LotteryDesk>>;
  feed: DrawFeed;
  books: BookAccess;
}

const ajv = new Ajv({ allErrors: false, strict: false });
const gameCode = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' };
const validRun = ajv.compile<{ gameCode: string }>({ type: 'object', additionalProperties: false, required: ['gameCode'], properties: { gameCode } });
const validVoid = ajv.compile<{ gameCode: string; drawId: string; reason: string }>({
  type: 'object', additionalProperties: false, required: ['gameCode', 'drawId', 'reason'],
  properties: { gameCode, drawId: { type: 'string', minLength: 1, maxLength: 40 }, reason: { type: 'string', minLength: 1, maxLength: 200 } },
});

/** Pays what can be paid now and sends the feed; failures are the settlement tick's to retry. */
async function settleNow(books: BookAccess, desk: { tick(): Promise<void> }, feed: DrawFeed, log: FastifyBaseLogger): Promise<void> {
  await books.settle(desk, () => desk.tick(), true).catch((err: unknown) => log.warn({ err }, 'test clock: payouts left to the settlement tick'));
  await feed.flush();
}

/** Registers POST /dev/draws/run and /dev/draws/void. */
export function registerDevDrawRoutes(app: FastifyInstance, deps: DevDrawDeps): void {
  app.post('/dev/draws/run', async (request, reply) => {
    if (!signedByPlatform(request, deps.secret)) return answer(reply, deps.secret, 401, { status: 'INVALID_SIGNATURE', message: 'signature or vendor code does not match' });
    const body = request.body;
    if (!validRun(body)) return answer(reply, deps.secret, 400, { status: 'INVALID_REQUEST', message: 'expected { gameCode }' });
    const code = body.gameCode;
    const desk = isDrawGame(code) ? deps.draws[code] : deps.balls[code];
    if (!desk) return answer(reply, deps.secret, 200, { status: 'GAME_NOT_FOUND', message: `${code} has no draws` });
    const drawn = await deps.books.mutate(desk, () => desk.drawNow());
    await settleNow(deps.books, desk, deps.feed, request.log);
    return answer(reply, deps.secret, 200, { status: 'OK', drawIds: Array.isArray(drawn) ? drawn : [drawn] });
  });

  app.post('/dev/draws/void', async (request, reply) => {
    if (!signedByPlatform(request, deps.secret)) return answer(reply, deps.secret, 401, { status: 'INVALID_SIGNATURE', message: 'signature or vendor code does not match' });
    const body = request.body;
    if (!validVoid(body)) return answer(reply, deps.secret, 400, { status: 'INVALID_REQUEST', message: 'expected { gameCode, drawId, reason }' });
    if (!isDrawGame(body.gameCode)) return answer(reply, deps.secret, 200, { status: 'GAME_NOT_FOUND', message: `${body.gameCode} has no scheduled draws to void` });
    const desk = deps.draws[body.gameCode];
    try {
      await deps.books.mutate(desk, () => desk.void(body.drawId, body.reason));
    } catch (err) {
      if (err instanceof HouseError && err.code === 'DRAW_NOT_FOUND') return answer(reply, deps.secret, 200, { status: 'DRAW_NOT_FOUND', message: `${body.drawId} is not an open draw of ${body.gameCode}` });
      throw err;
    }
    await settleNow(deps.books, desk, deps.feed, request.log);
    return answer(reply, deps.secret, 200, { status: 'OK', drawIds: [body.drawId] });
  });
}
