/**
 * The test clock of the draws (docs/lottery.md section 4 "Test clock"), registered outside
 * production only (option `devTools`). Signed like /launch (X-Vendor-Code BGS or a sandbox
 * integration, X-Signature over the raw body with that integration's secret), answered signed with
 * it. A sandbox integration names its catalogue game (e.g. TCG-003), which runs the in-house desk
 * that plays it (docs/sandbox-provider.md; the desk is shared with the house game):
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
import { answer, refuseUnsigned, signedIntegration, type IntegrationKeys } from './launchRoute.ts';
import { HOUSE_CODE } from './config.ts';
import { sandboxEntry } from '../sandbox/catalogue.ts';
import type { LotteryDesk } from './lotteryDesk.ts';

export interface DevDrawDeps {
  /** The secrets of the integrations served (BGS and the sandbox ones). */
  keys: IntegrationKeys;
  draws: Readonly<Record<DrawGameCode, DrawDesk>>;
  /** The five-ball desks by game code (BGS_LOTTO, BGS_ELOTT). */
  balls: Readonly<Record<string, LotteryDesk>>;
  feed: DrawFeed;
  books: BookAccess;
}

const ajv = new Ajv({ allErrors: false, strict: false });
const gameCode = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
const validRun = ajv.compile<{ gameCode: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['gameCode'],
  properties: { gameCode },
});
const validVoid = ajv.compile<{ gameCode: string; drawId: string; reason: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['gameCode', 'drawId', 'reason'],
  properties: {
    gameCode,
    drawId: { type: 'string', minLength: 1, maxLength: 40 },
    reason: { type: 'string', minLength: 1, maxLength: 200 },
  },
});

/** The in-house game whose desk `gameCode` of `integration` draws on (BGS: the code itself), or the code unchanged when none. */
function deskGame(integration: string, gameCode: string): string {
  if (integration === HOUSE_CODE) return gameCode;
  const entry = sandboxEntry(integration, gameCode);
  return entry?.sandbox.available ? entry.sandbox.engine : gameCode;
}

/** Pays what can be paid now and sends the feed; failures are the settlement tick's to retry. */
async function settleNow(
  books: BookAccess,
  desk: { tick(): Promise<void> },
  feed: DrawFeed,
  log: FastifyBaseLogger,
): Promise<void> {
  await books
    .settle(desk, () => desk.tick(), true)
    .catch((err: unknown) => log.warn({ err }, 'test clock: payouts left to the settlement tick'));
  await feed.flush();
}

/** Registers POST /dev/draws/run and /dev/draws/void. */
export function registerDevDrawRoutes(app: FastifyInstance, deps: DevDrawDeps): void {
  app.post('/dev/draws/run', async (request, reply) => {
    const signer = signedIntegration(request, deps.keys);
    if (!signer) return refuseUnsigned(reply, request, deps.keys);
    const body = request.body;
    if (!validRun(body))
      return answer(reply, signer.secret, 400, { status: 'INVALID_REQUEST', message: 'expected { gameCode }' });
    const code = deskGame(signer.code, body.gameCode);
    const desk = isDrawGame(code) ? deps.draws[code] : Object.hasOwn(deps.balls, code) ? deps.balls[code] : undefined;
    if (!desk)
      return answer(reply, signer.secret, 200, { status: 'GAME_NOT_FOUND', message: `${body.gameCode} has no draws` });
    const drawn = await deps.books.mutate(desk, () => desk.drawNow());
    await settleNow(deps.books, desk, deps.feed, request.log);
    return answer(reply, signer.secret, 200, { status: 'OK', drawIds: Array.isArray(drawn) ? drawn : [drawn] });
  });

  app.post('/dev/draws/void', async (request, reply) => {
    const signer = signedIntegration(request, deps.keys);
    if (!signer) return refuseUnsigned(reply, request, deps.keys);
    const body = request.body;
    if (!validVoid(body))
      return answer(reply, signer.secret, 400, {
        status: 'INVALID_REQUEST',
        message: 'expected { gameCode, drawId, reason }',
      });
    const code = deskGame(signer.code, body.gameCode);
    if (!isDrawGame(code))
      return answer(reply, signer.secret, 200, {
        status: 'GAME_NOT_FOUND',
        message: `${body.gameCode} has no scheduled draws to void`,
      });
    const desk = deps.draws[code];
    try {
      await deps.books.mutate(desk, () => desk.void(body.drawId, body.reason));
    } catch (err) {
      if (err instanceof HouseError && err.code === 'DRAW_NOT_FOUND')
        return answer(reply, signer.secret, 200, {
          status: 'DRAW_NOT_FOUND',
          message: `${body.drawId} is not an open draw of ${body.gameCode}`,
        });
      throw err;
    }
    await settleNow(deps.books, desk, deps.feed, request.log);
    return answer(reply, signer.secret, 200, { status: 'OK', drawIds: [body.drawId] });
  });
}
