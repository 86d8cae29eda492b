/**
 * The e2e test clock of the rewards (docs/rewards.md "Scheduler"; development servers only, never
 * production): POST /dev/rewards/run `{ at }` runs every reward job (server/services/rewards/jobs.ts
 * runRewardJobs: expiries, leaderboard closes, monthly VIP gifts) as if the present were `at` (an
 * ISO 8601 instant with a time and a zone), for every merchant, and answers what it did in the
 * envelope (counts). A bad `at` answers 400 BAD_REQUEST. The jobs are idempotent: the real
 * scheduler later pays nothing twice.
 */
import { ok } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { runRewardJobs } from '../../services/rewards/jobs.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

/** An ISO 8601 instant with a date, a time and a zone (Z or ±hh:mm). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const report = {
  type: 'object',
  additionalProperties: false,
  required: [
    'bonusesExpired',
    'rewardsExpired',
    'leaderboardsClosed',
    'monthlyGifts',
    'rafflesDrawn',
    'pointsCredited',
  ],
  properties: {
    bonusesExpired: { type: 'integer' },
    rewardsExpired: { type: 'integer' },
    leaderboardsClosed: { type: 'integer' },
    monthlyGifts: { type: 'integer' },
    rafflesDrawn: { type: 'integer' },
    pointsCredited: { type: 'integer' },
  },
} as const;

const routes: RoutePlugin = async (app) => {
  app.post(
    '/dev/rewards/run',
    {
      schema: {
        hide: true,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['at'],
          properties: { at: { type: 'string', minLength: 1, maxLength: 40 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['success', 'code', 'message', 'value'],
            properties: {
              success: { type: 'boolean' },
              code: { type: ['integer', 'string'] },
              message: { type: 'string' },
              value: report,
            },
          },
        },
      },
    },
    async (request) => {
      const { at: text } = request.body;
      const at = new Date(text);
      if (!INSTANT.test(text) || Number.isNaN(at.getTime()))
        throw new ApiError(400, 'BAD_REQUEST', 'missionsRunInstantInvalid', { value: { field: 'at', in: 'body' } });
      return ok(await runRewardJobs(app.db, at), request.language);
    },
  );
};

export default routes;
