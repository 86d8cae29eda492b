/**
 * The operator console's Live chat tab (docs/livechat.md "Console"; schemas/api/livechat.json):
 * GET/PUT /api/operator/livechat/settings (saved over `baseVersion`: 400 CHAT_SETTINGS_INVALID
 * naming the field, 409 CHAT_SETTINGS_STALE; audited with the document before and after), the
 * merchant's conversations (open or closed, unread counts, paged), one conversation with its
 * messages, a reply (shown with the operator's display name) and close (audited). Operator token
 * (401 OPERATOR_NOT_LOGGED_IN), checked before validation; an operator reaches only its own
 * merchant's conversations (404 CHAT_NOT_FOUND for any other id).
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { audit } from '../../services/operator/audit.ts';
import { operatorGuard, routePermission } from '../../services/operator/auth.ts';
import { closeChat, operatorChat, operatorChats, operatorReply } from '../../services/livechat/conversations.ts';
import { chatSettings, saveChatSettings } from '../../services/livechat/settings.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const chatRef = <Definition extends string>(definition: Definition) =>
  ref(`api/livechat.json#/definitions/${definition}` as const);
const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
const WRITE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

const routes: RoutePlugin = async (app) => {
  routePermission(app, 'chat.reply'); // README "Staff and roles"
  const tags = ['operator'];
  const { guard, operatorOf } = operatorGuard(app.db, () => app.auth.now());

  app.get(
    ENDPOINTS.operatorChatSettings,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "The merchant's live chat settings",
        response: envelopeResponses(chatRef('chatSettings')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await chatSettings(app.db, request.merchant.id), request.language);
    },
  );

  app.put(
    ENDPOINTS.operatorChatSettings,
    {
      preValidation: guard,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Save the merchant's live chat settings over baseVersion",
        body: chatRef('chatSettingsSave'),
        response: envelopeResponses(chatRef('chatSettings')),
      },
    },
    async (request) => {
      const body = request.body;
      const now = app.auth.now();
      const op = operatorOf(request);
      const { view, before } = await saveChatSettings(
        app.db,
        request.merchant.id,
        op.id,
        body.baseVersion,
        body.settings,
        now,
      );
      await audit(
        app.db,
        {
          merchantId: request.merchant.id,
          operatorId: op.id,
          action: 'chatSettings.save',
          targetType: 'chatSettings',
          targetId: view.version,
          before: { version: body.baseVersion, settings: before },
          after: view,
          ip: request.ip,
        },
        now,
      );
      return ok(view, request.language, 'chatSettingsSaved');
    },
  );

  app.get(
    ENDPOINTS.operatorChats,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "The merchant's conversations (open or closed, unread counts; paged)",
        querystring: chatRef('operatorChatQuery'),
        response: envelopeResponses(chatRef('operatorChats')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await operatorChats(app.db, request.merchant.id, request.query), request.language);
    },
  );

  app.get(
    ENDPOINTS.operatorChat,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'One conversation with its messages',
        params: idParams,
        response: envelopeResponses(chatRef('chatConversation')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await operatorChat(app.db, request.merchant.id, request.params.id, request.language), request.language);
    },
  );

  app.post(
    ENDPOINTS.operatorChatReply,
    {
      preValidation: guard,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: "Reply in a conversation (shown with the operator's display name)",
        params: idParams,
        body: chatRef('chatSendBody'),
        response: envelopeResponses(chatRef('chatMessage')),
      },
    },
    async (request) => {
      const op = operatorOf(request);
      const message = await operatorReply(
        app.db,
        request.merchant.id,
        { id: op.id, name: op.name },
        request.params.id,
        request.body.body,
        app.auth.now(),
      );
      return ok(message, request.language, 'chatMessageSent');
    },
  );

  app.post(
    ENDPOINTS.operatorChatClose,
    {
      preValidation: guard,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Close a conversation',
        params: idParams,
        response: envelopeResponses(chatRef('chatConversation')),
      },
    },
    async (request) => {
      const now = app.auth.now();
      const op = operatorOf(request);
      const id = request.params.id;
      const { before, view } = await closeChat(app.db, request.merchant.id, id, request.language, now);
      if (before.status === 'open')
        await audit(
          app.db,
          {
            merchantId: request.merchant.id,
            operatorId: op.id,
            action: 'chat.close',
            targetType: 'chatConversation',
            targetId: id,
            before: { status: before.status },
            after: { status: view.status },
            ip: request.ip,
          },
          now,
        );
      return ok(view, request.language, 'chatClosedDone');
    },
  );
};

export default routes;
