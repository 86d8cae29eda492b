/**
 * The guard of every agent center route (spec sections 6 and 8; README "Agent center"): a
 * logged-in account of the request's merchant (401 NOT_LOGGED_IN otherwise) whose member type is
 * an agent type (1, 2, 41, 42); members and trial users get 403 NOT_AGENT with the spec section 8
 * message 'Non-agents cannot log in', localised. It runs before validation, so a caller who is
 * not an agent learns nothing from the shape of the request.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { isAgentType } from '../auth/rules.ts';
import type { MemberRow } from '../auth/sessions.ts';

/** The refusal of a logged-in account that is not an agent (spec section 8). */
export const notAgent = () => new ApiError(403, 'NOT_AGENT', 'nonAgent');

/**
 * Hook list for agent routes: `{ preValidation: agentOnly(app) }`.
 * @throws ApiError 401 NOT_LOGGED_IN without a live session, 403 NOT_AGENT for a non-agent.
 */
export function agentOnly(app: FastifyInstance) {
  return [
    (request: FastifyRequest, reply: FastifyReply) => app.requireMember(request, reply),
    async (request: FastifyRequest) => {
      if (!request.member || !isAgentType(request.member.type)) throw notAgent();
    },
  ];
}

/** The agent of a guarded request. @throws ApiError 403 NOT_AGENT when the request is not an agent's. */
export function agentOf(request: FastifyRequest): MemberRow {
  const member = request.member;
  if (!member || !isAgentType(member.type)) throw notAgent();
  return member;
}
