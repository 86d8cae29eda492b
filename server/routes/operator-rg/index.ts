/**
 * The console's read-only Responsible gaming tab (docs/responsible-gaming.md "Console";
 * schemas/api/responsible-gaming.json operatorRgView): GET /api/operator/rg?username= answers a
 * member's limits with usage, pending changes, exclusion and the last 50 audit rows. Operator token
 * (401 OPERATOR_NOT_LOGGED_IN), checked before validation; 404 RG_MEMBER_NOT_FOUND for a username
 * that is no member of the merchant. There is no write route: nobody lifts an exclusion early.
 */
import { and, desc, eq } from 'drizzle-orm';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { members } from '../../db/schema.ts';
import { rgEvents } from '../../db/rgSchema.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { requireOperator, routePermission } from '../../services/operator/auth.ts';
import { eventView, profileView } from '../../services/rg/member.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const routes: RoutePlugin = async (app) => {
  routePermission(app, 'rg.manage'); // README "Staff and roles"
  const tags = ['operator'];
  const guard = async (request: Parameters<typeof requireOperator>[1]) => {
    await requireOperator(app.db, request, app.auth.now());
  };

  app.get(
    ENDPOINTS.operatorRg,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "A member's responsible gaming (read-only)",
        querystring: ref('api/responsible-gaming.json#/definitions/operatorRgQuery'),
        response: envelopeResponses(ref('api/responsible-gaming.json#/definitions/operatorRgView')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const username = request.query.username.trim().toLowerCase();
      const [member] = await app.db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(and(eq(members.merchantId, request.merchant.id), eq(members.username, username)))
        .limit(1);
      if (!member)
        throw new ApiError(404, 'RG_MEMBER_NOT_FOUND', 'rgMemberNotFound', {
          value: { field: 'username', in: 'query' },
        });
      const profile = await profileView(
        app.db,
        request.merchant.id,
        request.merchant.config.permission.currency,
        member.id,
        app.auth.now(),
      );
      const events = await app.db
        .select()
        .from(rgEvents)
        .where(eq(rgEvents.memberId, member.id))
        .orderBy(desc(rgEvents.createdAt), desc(rgEvents.id))
        .limit(50);
      return ok({ username: member.username, profile, events: events.map(eventView) }, request.language);
    },
  );
};

export default routes;
