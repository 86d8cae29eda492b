/**
 * Register center and announcement routes (README "Agent center"): POST downlines (create a
 * member or agent account under the caller), GET and POST invitations, PATCH invitations/:id
 * (on/off), GET announcements for agents. Agents only.
 */
import type { RouteApp } from '../../http/routeTypes.ts';
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { agentAnnouncements } from '../../services/agent/announcements.ts';
import { agentOf, agentOnly } from '../../services/agent/guard.ts';
import {
  createDownline,
  createInvitation,
  listInvitations,
  setInvitationEnabled,
} from '../../services/agent/registerCenter.ts';
import { querySchema, languageQuery, withLanguage } from '../common.ts';
import { agentRef, agentResponses, pageParams, tags } from './common.ts';

/** The site's origin as the browser reached it (the register link of an invitation). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Registers the register center and announcement routes on the agent plugin. */
export function registerCenterRoutes(app: RouteApp): void {
  const guard = agentOnly(app);

  app.post(
    ENDPOINTS.agentCreateDownline,
    {
      preValidation: guard,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Create a downline account (member or agent) under the caller',
        querystring: languageQuery,
        body: agentRef('agentCreateDownlineBody'),
        response: agentResponses('agentCreatedDownline'),
      },
    },
    async (request) =>
      ok(
        await createDownline(app.db, request.merchant, agentOf(request), request.body, app.auth.now()),
        request.language,
        'downlineCreated',
      ),
  );

  app.get(
    ENDPOINTS.agentInvitations,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "The agent's invitation links",
        querystring: languageQuery,
        response: agentResponses('agentInvitations'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        { list: await listInvitations(app.db, request.merchant.id, agentOf(request).id, originOf(request)) },
        request.language,
      );
    },
  );

  app.post(
    ENDPOINTS.agentInvitations,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Create an invitation link with a random code',
        querystring: languageQuery,
        body: agentRef('agentInvitationBody'),
        response: agentResponses('agentInvitation'),
      },
    },
    async (request) => {
      const body = request.body;
      return ok(
        await createInvitation(app.db, request.merchant.id, agentOf(request).id, body.accountType, originOf(request)),
        request.language,
        'invitationCreated',
      );
    },
  );

  app.patch(
    ENDPOINTS.agentInvitation,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Switch an invitation link on or off',
        querystring: languageQuery,
        params: agentRef('agentIdParams'),
        body: agentRef('agentInvitationPatch'),
        response: agentResponses('agentInvitation'),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { enabled } = request.body;
      return ok(
        await setInvitationEnabled(app.db, request.merchant.id, agentOf(request).id, id, enabled, originOf(request)),
        request.language,
        'invitationSaved',
      );
    },
  );

  app.get(
    ENDPOINTS.agentAnnouncements,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Announcements for agents',
        querystring: querySchema({ ...withLanguage, ...pageParams }),
        response: agentResponses('agentAnnouncementsValue'),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await agentAnnouncements(app.db, request.merchant.id, request.language, q.page, q.pageSize),
        request.language,
      );
    },
  );
}
