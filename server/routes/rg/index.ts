/**
 * Responsible gaming of the member (docs/responsible-gaming.md; schemas/api/responsible-gaming.json):
 * GET rg (profile with usage), PUT rg/limits, PUT rg/reality-check, POST rg/timeout,
 * rg/self-exclusion and rg/closure (login password; every session ends), GET rg/session (the
 * reality check's figures) and GET rg/events (the audit trail). A logged-in real member (401;
 * 403 NEED_TRUE_ACCOUNT for trials); a member reads and changes only their own. No route shortens
 * or lifts an exclusion: only its end passing clears it.
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { t } from '../../i18n/messages.ts';
import { wallClock } from '../../services/rg/periods.ts';
import {
  eventsPage,
  profileView,
  sessionView,
  setLimit,
  setRealityCheck,
  startExclusion,
} from '../../services/rg/member.ts';
import { currencyOf, memberOf, realMember } from '../../services/wallet/guard.ts';
import { pagingParams, withLanguage } from '../wallet/common.ts';
import { querySchema } from '../common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const rgRef = <Definition extends string>(definition: Definition) =>
  ref(`api/responsible-gaming.json#/definitions/${definition}` as const);
const responses = <Definition extends string>(definition: Definition) => envelopeResponses(rgRef(definition));
const tags = ['responsible gaming'];
/** Changes per member per minute. */
const CHANGE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/** Password-confirmed actions per member per minute (guessing the password is not worth it). */
const PASSWORD_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } };

const routes: RoutePlugin = async (app) => {
  const guard = realMember(app);
  const noStore = {
    onSend: async (_request: FastifyRequest, reply: { header(k: string, v: string): unknown }, payload: unknown) => (
      reply.header('cache-control', 'no-store'),
      payload
    ),
  };
  const currency = (request: FastifyRequest) => currencyOf(request).currency;

  app.get(
    ENDPOINTS.rgProfile,
    {
      preValidation: guard,
      ...noStore,
      schema: {
        tags,
        summary: 'Limits with usage and pending changes, reality check, exclusion',
        querystring: querySchema(withLanguage),
        response: responses('rgProfile'),
      },
    },
    async (request) =>
      ok(
        await profileView(app.db, request.merchant.id, currency(request), memberOf(request).id, app.auth.now()),
        request.language,
      ),
  );

  app.put(
    ENDPOINTS.rgLimit,
    {
      preValidation: guard,
      config: CHANGE_LIMIT,
      schema: {
        tags,
        summary: 'Set, lower (at once), raise or remove (after 24 hours) a limit',
        querystring: querySchema(withLanguage),
        body: rgRef('rgLimitBody'),
        response: responses('rgProfile'),
      },
    },
    async (request) => {
      const change = await setLimit(
        app.db,
        request.merchant.id,
        currency(request),
        memberOf(request),
        request.body,
        app.auth.now(),
      );
      if (!change.pendingAt) return ok(change.profile, request.language, 'rgLimitSaved');
      return {
        ...ok(change.profile, request.language),
        message: t('rgLimitPending', request.language, {
          at: `${wallClock(change.pendingAt, change.timeZone)} (${change.timeZone})`,
        }),
      };
    },
  );

  app.put(
    ENDPOINTS.rgRealityCheck,
    {
      preValidation: guard,
      config: CHANGE_LIMIT,
      schema: {
        tags,
        summary: 'Set the reality check interval (0 off, 15, 30, 60 minutes)',
        querystring: querySchema(withLanguage),
        body: rgRef('rgRealityCheckBody'),
        response: responses('rgProfile'),
      },
    },
    async (request) =>
      ok(
        await setRealityCheck(
          app.db,
          request.merchant.id,
          currency(request),
          memberOf(request),
          request.body.minutes,
          app.auth.now(),
        ),
        request.language,
        'rgRealityCheckSaved',
      ),
  );

  // the three breaks (time-out, self-exclusion, closure): password-confirmed, one service call each
  const breaks = [
    {
      url: ENDPOINTS.rgTimeout,
      kind: 'timeout',
      body: 'rgTimeoutBody',
      summary: 'Take a time-out (24 hours, 7 or 30 days): logs the member out everywhere',
      message: 'rgExclusionStarted',
    },
    {
      url: ENDPOINTS.rgSelfExclusion,
      kind: 'selfExclusion',
      body: 'rgSelfExclusionBody',
      summary: 'Self-exclude (6 months, 1 or 5 years): logs the member out everywhere',
      message: 'rgExclusionStarted',
    },
    {
      url: ENDPOINTS.rgClosure,
      kind: 'closed',
      body: 'rgClosureBody',
      summary: 'Close the account for good (refused while a wallet holds money)',
      message: 'rgAccountClosed',
    },
  ] as const;
  for (const b of breaks) {
    app.post(
      b.url,
      {
        preValidation: guard,
        config: PASSWORD_LIMIT,
        schema: {
          tags,
          summary: b.summary,
          querystring: querySchema(withLanguage),
          body: rgRef(b.body),
          response: responses('rgProfile'),
        },
      },
      async (request) => {
        const body = request.body;
        const now = app.auth.now();
        await startExclusion(
          app.db,
          request.merchant.id,
          memberOf(request),
          b.kind,
          'duration' in body ? body.duration : 'closed',
          body.password,
          now,
          'reason' in body ? body.reason : undefined,
        );
        return ok(
          await profileView(app.db, request.merchant.id, currency(request), memberOf(request).id, now),
          request.language,
          b.message,
        );
      },
    );
  }

  app.get(
    ENDPOINTS.rgSession,
    {
      preValidation: guard,
      ...noStore,
      schema: {
        tags,
        summary: "The session's time and net result (reality check)",
        querystring: querySchema(withLanguage),
        response: responses('rgSession'),
      },
    },
    async (request) =>
      ok(
        await sessionView(app.db, currency(request), memberOf(request).id, request.sessionId!, app.auth.now()),
        request.language,
      ),
  );

  app.get(
    ENDPOINTS.rgEvents,
    {
      preValidation: guard,
      ...noStore,
      schema: {
        tags,
        summary: "The member's responsible gaming changes, newest first (paged)",
        querystring: querySchema({ ...withLanguage, ...pagingParams }),
        response: responses('rgEvents'),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await eventsPage(app.db, memberOf(request).id, q.pageNo, q.pageSize), request.language);
    },
  );
};

export default routes;
