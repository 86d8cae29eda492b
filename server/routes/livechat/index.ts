/**
 * Live chat for members and visitors (spec section 7: GET model list, GET launch chat; docs/livechat.md):
 * GET /api/livechat/models (the desks, `online`), GET /api/livechat/launch?modelId (the chatUrl;
 * rate-limited per client; a logged-in member's name and id go on the conversation, a visitor is
 * "Guest" and a number), and the house chat window's GET /api/livechat/conversation and POST
 * /api/livechat/conversation/messages, keyed by the chat token in `x-chat-token` (401
 * CHAT_TOKEN_INVALID otherwise; the token is the only key, never the id).
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { securitySettings } from '../../services/auth/rules.ts';
import { resolveSession } from '../../services/auth/sessions.ts';
import {
  chatModels,
  conversationOfToken,
  conversationView,
  launchChat,
  sendMemberMessage,
  type ChatLauncher,
} from '../../services/livechat/conversations.ts';
import { languageParam, querySchema, languageQuery } from '../common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const chatRef = <Definition extends string>(definition: Definition) =>
  ref(`api/livechat.json#/definitions/${definition}` as const);
const modelIdParam = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' } as const;
const tokenHeaders = { type: 'object', properties: { 'x-chat-token': { type: 'string', maxLength: 200 } } } as const;
/** Launches per client (IP) and minute (docs/livechat.md "Security"). */
export const LAUNCH_LIMIT = { max: 20, timeWindow: '1 minute' };

const routes: RoutePlugin = async (app) => {
  const tags = ['livechat'];
  const chatToken = (request: FastifyRequest) => {
    const value = request.headers['x-chat-token'];
    return typeof value === 'string' ? value : undefined;
  };

  /** The logged-in member of the request, or null (a visitor, or a token of another merchant). */
  const launcherOf = async (request: FastifyRequest): Promise<ChatLauncher | null> => {
    const token = bearerToken(request);
    if (!token) return null;
    const resolved = await resolveSession(
      app.db,
      token,
      app.auth.now(),
      async (merchantId) => (await securitySettings(app.db, merchantId)).sessionIdleMinutes,
    ).catch(() => null);
    if (!resolved || resolved.member.merchantId !== request.merchant.id) return null;
    return { id: resolved.member.id, username: resolved.member.username, nickname: resolved.member.nickname };
  };

  app.get(
    ENDPOINTS.chatModels,
    {
      schema: {
        tags,
        summary: 'GET model list: the chat desks in the request language',
        querystring: languageQuery,
        response: envelopeResponses(chatRef('chatModels')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await chatModels(app.db, request.merchant.id, request.language, app.auth.now()), request.language);
    },
  );

  app.get(
    ENDPOINTS.chatLaunch,
    {
      config: { rateLimit: LAUNCH_LIMIT },
      schema: {
        tags,
        summary: 'GET launch chat: the chat URL of a desk',
        querystring: querySchema({ modelId: modelIdParam, language: languageParam }, ['modelId']),
        response: envelopeResponses(chatRef('chatLaunch')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { modelId } = request.query;
      return ok(
        await launchChat(
          app.db,
          { id: request.merchant.id, code: request.merchant.code },
          await launcherOf(request),
          modelId,
          request.language,
          app.auth.now(),
        ),
        request.language,
      );
    },
  );

  app.get(
    ENDPOINTS.chatConversation,
    {
      schema: {
        tags,
        summary: 'The house chat of the chat token (x-chat-token)',
        headers: tokenHeaders,
        querystring: languageQuery,
        response: envelopeResponses(chatRef('chatConversation')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await conversationOfToken(app.db, request.merchant.id, chatToken(request));
      return ok(await conversationView(app.db, row, request.language), request.language);
    },
  );

  app.post(
    ENDPOINTS.chatSend,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send a message in the house chat (x-chat-token)',
        headers: tokenHeaders,
        body: chatRef('chatSendBody'),
        response: envelopeResponses(chatRef('chatMessage')),
      },
    },
    async (request) => {
      const body = request.body;
      return ok(
        await sendMemberMessage(app.db, request.merchant.id, chatToken(request), body.body, app.auth.now()),
        request.language,
        'chatMessageSent',
      );
    },
  );
};

export default routes;
