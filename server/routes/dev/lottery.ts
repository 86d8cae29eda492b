/**
 * The lottery test clock (docs/lottery.md section 4 "Test clock"; development servers only, never
 * production): POST /dev/lottery/draw `{ gameCode }` asks the game's vendor to draw its next
 * pending draws now, settle their tickets and publish them; POST /dev/lottery/void `{ gameCode,
 * drawId, reason }` asks it to void a draw (every ticket rolled back). Both answer the vendor's
 * `drawIds` in the envelope; 404 LOTTERY_GAME_NOT_FOUND for a game that is not a served lottery
 * game, 409 LOTTERY_VENDOR_REFUSED for a vendor's refusal, 503 GAME_MAINTENANCE when the vendor
 * does not answer (server/services/lottery/testClock.ts).
 */
import { ok } from '../../http/envelope.ts';
import { forwardTestClock } from '../../services/lottery/testClock.ts';
import { PlayError, sendPlayError } from '../../services/vendor-protocol/playMessages.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const gameCode = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const answer = {
  200: {
    type: 'object',
    required: ['success', 'code', 'message', 'value'],
    properties: {
      success: { type: 'boolean' },
      code: { type: ['integer', 'string'] },
      message: { type: 'string' },
      value: {
        type: 'object',
        additionalProperties: false,
        required: ['drawIds'],
        properties: { drawIds: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
} as const;

const routes: RoutePlugin = async (app) => {
  const operations = [
    {
      url: '/dev/lottery/draw',
      operation: 'run',
      body: { type: 'object', additionalProperties: false, required: ['gameCode'], properties: { gameCode } },
    },
    {
      url: '/dev/lottery/void',
      operation: 'void',
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['gameCode', 'drawId', 'reason'],
        properties: {
          gameCode,
          drawId: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,40}$' },
          reason: { type: 'string', minLength: 1, maxLength: 200 },
        },
      },
    },
  ] as const;
  for (const o of operations) {
    app.post(o.url, { schema: { hide: true, body: o.body, response: answer } }, async (request, reply) => {
      try {
        return ok(await forwardTestClock(app.db, o.operation, request.body), request.language);
      } catch (err) {
        if (err instanceof PlayError) return sendPlayError(reply, err, request.language);
        throw err;
      }
    });
  }
};

export default routes;
