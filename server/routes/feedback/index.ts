/**
 * PUT feedback (spec sections 3, 7 and 8): {content, sender, type, captcha}; open to visitors
 * (sender as typed) and members (a bearer token makes the member the sender). Rate limited per
 * IP by the route and by an hourly budget in the service.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok, ref } from '../../http/envelope.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { submitFeedback } from '../../services/auth/feedback.ts';
import { resolveSession } from '../../services/auth/sessions.ts';
import { authResponses } from '../auth/common.ts';
import { CAPTCHA_COOKIE } from '../auth/session.ts';
import { languageQuery } from '../common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const routes: RoutePlugin = async (app) => {
  app.put(
    ENDPOINTS.feedback,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['feedback'],
        summary: 'Feedback: question type, description, captcha',
        querystring: languageQuery,
        body: ref('api/feedback.json'),
        response: authResponses({ type: 'null' }),
      },
    },
    async (request) => {
      const deps = app.auth;
      const ctx = await deps.context(request);
      const token = bearerToken(request);
      const session = token
        ? await resolveSession(app.db, token, deps.now(), async () => ctx.settings.sessionIdleMinutes)
        : null;
      const member = session && session.member.merchantId === ctx.merchant.id ? session.member : null;
      await submitFeedback(deps, ctx, member, request.body, request.cookies[CAPTCHA_COOKIE]);
      return ok(null, request.language, 'feedbackSent');
    },
  );
};

export default routes;
