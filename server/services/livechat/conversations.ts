/**
 * The house chat (docs/livechat.md): the desk list, the launch of a chat window, the messages of a
 * conversation between a member (or a visitor) and the merchant's operators, and the console's
 * view of them. The chat window's bearer token (32 random bytes, base64url) is the only key to a
 * conversation: only its SHA-256 is stored (`chat_conversations.token_hash`), and a member's
 * re-launch of an open conversation replaces it (the old token stops working). Every change is
 * published on the live bus as a `chat` event (server/services/events), which the site socket
 * hands only to the conversation's chat window and to the merchant's operators
 * (./socket.ts).
 */
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type {
  ChatConversation,
  ChatLaunch,
  ChatMessage,
  ChatModels,
  ChatSettingsBody,
  OperatorChat,
  OperatorChatQuery,
  OperatorChats,
  SocketEventPayloads,
} from '../../../contract/types.ts';
import type { Language } from '../../../contract/spec.ts';
import type { Db } from '../../db/open.ts';
import { chatConversations, chatMessages, operators } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { randomToken, sha256Hex } from '../auth/tokens.ts';
import { publish } from '../events/index.ts';
import { chatSettings } from './settings.ts';
import { chatSignature, chatSignatureSecret, fillChatUrl } from './signature.ts';
import { randomInt } from 'node:crypto';

/** A desk counts as online when an operator replied in any chat of the merchant within this time (docs/livechat.md). */
export const ONLINE_WINDOW_MS = 10 * 60_000;

/** Who launches a chat: a logged-in member, or null for a visitor. */
export interface ChatLauncher {
  id: number;
  username: string;
  nickname: string;
}

/** The `chat` live event's payload (docs/livechat.md "Live updates"; schemas/api/socket-event.json chatPayload). */
export type ChatEventPayload = SocketEventPayloads['chat'];

type ConversationRow = typeof chatConversations.$inferSelect;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const tokenInvalid = () => new ApiError(401, 'CHAT_TOKEN_INVALID', 'chatTokenInvalid');
const notFound = () => new ApiError(404, 'CHAT_NOT_FOUND', 'chatNotFound');

function publishChat(merchantId: number, payload: ChatEventPayload): void {
  publish({ merchantId, type: 'chat', payload });
}

const deskName = (settings: ChatSettingsBody, modelId: string, lang: Language) =>
  settings.models.find((m) => m.id === modelId)?.name[lang] ?? modelId;

/** Whether an operator of the merchant replied in any chat within {@link ONLINE_WINDOW_MS} of `now`. */
async function operatorsOnline(db: Db, merchantId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(chatConversations.merchantId, merchantId),
        eq(chatMessages.from, 'agent'),
        gt(chatMessages.createdAt, new Date(now.getTime() - ONLINE_WINDOW_MS)),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * GET model list (spec section 7): the merchant's desks in `lang` with `online` (always true for
 * an external provider).
 */
export async function chatModels(db: Db, merchantId: number, lang: Language, now: Date): Promise<ChatModels> {
  const { settings } = await chatSettings(db, merchantId);
  const online = settings.provider === 'external' || (await operatorsOnline(db, merchantId, now));
  return {
    list: settings.models.map((m) => ({ id: m.id, name: m.name[lang], description: m.description[lang], online })),
  };
}

/**
 * GET launch chat (spec section 7). House provider: a new token bound to the member's open
 * conversation with the desk (its old token revoked) or to a new conversation whose first message
 * is the desk's greeting in `lang`; chatUrl `/livechat?token=<token>&lang=<lang>`. External
 * provider: the URL template filled ({@link fillChatUrl}) with the member's name and id (empty
 * for a visitor), the language, the desk and the signature (./signature.ts).
 * @throws ApiError 404 CHAT_MODEL_NOT_FOUND when `modelId` is not one of the merchant's desks.
 */
export async function launchChat(
  db: Db,
  merchant: { id: number; code: string },
  member: ChatLauncher | null,
  modelId: string,
  lang: Language,
  now: Date,
): Promise<ChatLaunch> {
  const { settings } = await chatSettings(db, merchant.id);
  const model = settings.models.find((m) => m.id === modelId);
  if (!model)
    throw new ApiError(404, 'CHAT_MODEL_NOT_FOUND', 'chatModelNotFound', { value: { field: 'modelId', in: 'query' } });
  const name = member ? member.nickname.trim() || member.username : `Guest ${randomInt(1000, 10000)}`;
  if (settings.provider === 'external' && settings.externalUrl) {
    const id = member ? String(member.id) : '';
    return {
      chatUrl: fillChatUrl(settings.externalUrl, {
        name: member ? name : '',
        id,
        lang,
        model: model.id,
        sig: chatSignature(chatSignatureSecret(merchant.code), id, now),
      }),
    };
  }
  const token = randomToken(32);
  const tokenHash = sha256Hex(token);
  const conversationId = await db.transaction(async (tx) => {
    if (member) {
      const [open] = await tx
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(
          and(
            eq(chatConversations.merchantId, merchant.id),
            eq(chatConversations.memberId, member.id),
            eq(chatConversations.modelId, model.id),
            eq(chatConversations.status, 'open'),
          ),
        )
        .orderBy(desc(chatConversations.id))
        .limit(1)
        .for('update');
      if (open) {
        await tx
          .update(chatConversations)
          .set({ tokenHash, name: name.slice(0, 64) })
          .where(eq(chatConversations.id, open.id));
        return { id: open.id, reused: true };
      }
    }
    const [created] = await tx
      .insert(chatConversations)
      .values({
        merchantId: merchant.id,
        memberId: member?.id ?? null,
        modelId: model.id,
        name: name.slice(0, 64),
        tokenHash,
        status: 'open',
        lastMessageAt: now,
        createdAt: now,
      })
      .returning({ id: chatConversations.id });
    const greeting = model.greeting[lang].trim();
    if (greeting)
      await tx
        .insert(chatMessages)
        .values({ conversationId: created!.id, from: 'system', body: greeting, createdAt: now });
    return { id: created!.id, reused: false };
  });
  if (conversationId.reused) publishChat(merchant.id, { conversationId: conversationId.id, kind: 'revoked' });
  publishChat(merchant.id, { conversationId: conversationId.id, kind: 'opened' });
  return { chatUrl: `/livechat?token=${encodeURIComponent(token)}&lang=${lang}` };
}

/**
 * The conversation of a chat window's token (header x-chat-token), of the request's merchant.
 * @throws ApiError 401 CHAT_TOKEN_INVALID for a missing, malformed, unknown or replaced token.
 */
export async function conversationOfToken(
  db: Db,
  merchantId: number,
  token: string | undefined,
): Promise<ConversationRow> {
  if (!token || !TOKEN_PATTERN.test(token)) throw tokenInvalid();
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.tokenHash, sha256Hex(token)), eq(chatConversations.merchantId, merchantId)))
    .limit(1);
  if (!row) throw tokenInvalid();
  return row;
}

async function messagesOf(db: Db, conversationId: number): Promise<ChatMessage[]> {
  const rows = await db
    .select({
      id: chatMessages.id,
      from: chatMessages.from,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
      author: operators.name,
    })
    .from(chatMessages)
    .leftJoin(operators, eq(operators.id, chatMessages.operatorId))
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.id));
  return rows.map((r) => ({
    id: r.id,
    from: r.from,
    body: r.body,
    author: r.from === 'agent' ? (r.author ?? null) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The conversation as the chat window and the console show it: desk name in `lang`, every message oldest first. */
export async function conversationView(db: Db, row: ConversationRow, lang: Language): Promise<ChatConversation> {
  const { settings } = await chatSettings(db, row.merchantId);
  return {
    id: row.id,
    modelId: row.modelId,
    modelName: deskName(settings, row.modelId, lang),
    status: row.status,
    name: row.name,
    messages: await messagesOf(db, row.id),
  };
}

/** Trims a message; @throws ApiError 400 CHAT_MESSAGE_EMPTY when nothing is left (the schema already bounds it to 1..1000 characters). */
function messageText(body: string): string {
  const text = body.replace(/^\s+|\s+$/g, '');
  if (!text)
    throw new ApiError(400, 'CHAT_MESSAGE_EMPTY', 'chatMessageEmpty', { value: { field: 'body', in: 'body' } });
  return text;
}

async function addMessage(
  db: Db,
  row: ConversationRow,
  from: 'member' | 'agent',
  body: string,
  operator: { id: number; name: string } | null,
  now: Date,
): Promise<ChatMessage> {
  const text = messageText(body);
  const inserted = await db.transaction(async (tx) => {
    // the status is read again under the row lock: a close and a message cannot cross
    const [current] = await tx
      .select({ status: chatConversations.status })
      .from(chatConversations)
      .where(eq(chatConversations.id, row.id))
      .for('update');
    if (current?.status !== 'open') throw new ApiError(409, 'CHAT_CLOSED', 'chatClosed');
    const [m] = await tx
      .insert(chatMessages)
      .values({ conversationId: row.id, from, body: text, operatorId: operator?.id ?? null, createdAt: now })
      .returning();
    await tx.update(chatConversations).set({ lastMessageAt: now }).where(eq(chatConversations.id, row.id));
    return m!;
  });
  const message: ChatMessage = {
    id: inserted.id,
    from,
    body: inserted.body,
    author: operator?.name ?? null,
    createdAt: inserted.createdAt.toISOString(),
  };
  publishChat(row.merchantId, { conversationId: row.id, kind: 'message', message });
  return message;
}

/**
 * The chat window sends `body` (plain text, stored and shown as text, never HTML).
 * @throws 401 CHAT_TOKEN_INVALID, 400 CHAT_MESSAGE_EMPTY, 409 CHAT_CLOSED.
 */
export async function sendMemberMessage(
  db: Db,
  merchantId: number,
  token: string | undefined,
  body: string,
  now: Date,
): Promise<ChatMessage> {
  return addMessage(db, await conversationOfToken(db, merchantId, token), 'member', body, null, now);
}

async function operatorConversation(db: Db, merchantId: number, id: number): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.merchantId, merchantId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * The console's list (docs/livechat.md "Console"): the merchant's open or closed conversations,
 * latest activity first, with the member's username (null for a visitor), the last message and
 * `unread` = member messages after the last agent message.
 */
export async function operatorChats(db: Db, merchantId: number, query: OperatorChatQuery): Promise<OperatorChats> {
  const status = query.status ?? 'open';
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const where = and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.status, status));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(chatConversations).where(where);
  const rows = await db
    .select({
      id: chatConversations.id,
      modelId: chatConversations.modelId,
      name: chatConversations.name,
      memberId: chatConversations.memberId,
      status: chatConversations.status,
      lastMessageAt: chatConversations.lastMessageAt,
      username: sql<string | null>`(select m.username from members m where m.id = chat_conversations.member_id)`,
      lastMessage: sql<
        string | null
      >`(select cm.body from chat_messages cm where cm.conversation_id = chat_conversations.id order by cm.id desc limit 1)`,
      unread: sql<number>`(select count(*)::int from chat_messages cm where cm.conversation_id = chat_conversations.id and cm."from" = 'member' and cm.id > coalesce((select max(a.id) from chat_messages a where a.conversation_id = chat_conversations.id and a."from" = 'agent'), 0))`,
    })
    .from(chatConversations)
    .where(where)
    .orderBy(sql`${chatConversations.lastMessageAt} desc nulls last`, desc(chatConversations.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const list: OperatorChat[] = rows.map((r) => ({
    id: r.id,
    modelId: r.modelId,
    name: r.name,
    username: r.memberId === null ? null : r.username,
    status: r.status,
    lastMessage: r.lastMessage,
    lastMessageAt: r.lastMessageAt ? new Date(r.lastMessageAt).toISOString() : null,
    unread: Number(r.unread),
  }));
  return { list, total: Number(total), pageNo, pageSize };
}

/** One conversation of the merchant with its messages. @throws 404 CHAT_NOT_FOUND (also for another merchant's id). */
export async function operatorChat(db: Db, merchantId: number, id: number, lang: Language): Promise<ChatConversation> {
  return conversationView(db, await operatorConversation(db, merchantId, id), lang);
}

/** An operator's reply, shown with the operator's display name. @throws 404 CHAT_NOT_FOUND, 400 CHAT_MESSAGE_EMPTY, 409 CHAT_CLOSED. */
export async function operatorReply(
  db: Db,
  merchantId: number,
  operator: { id: number; name: string },
  id: number,
  body: string,
  now: Date,
): Promise<ChatMessage> {
  return addMessage(db, await operatorConversation(db, merchantId, id), 'agent', body, operator, now);
}

/**
 * Closes a conversation (the window shows "the chat was closed"; a member's next launch starts a
 * new one). Closing a closed conversation changes nothing.
 * @returns the conversation before and after (for the audit). @throws 404 CHAT_NOT_FOUND.
 */
export async function closeChat(
  db: Db,
  merchantId: number,
  id: number,
  lang: Language,
  now: Date,
): Promise<{ before: ConversationRow; view: ChatConversation }> {
  const before = await operatorConversation(db, merchantId, id);
  const [closed] = await db
    .update(chatConversations)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'open')))
    .returning();
  if (closed) publishChat(merchantId, { conversationId: id, kind: 'closed' });
  return { before, view: await conversationView(db, closed ?? before, lang) };
}
