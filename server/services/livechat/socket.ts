/**
 * Who hears the `chat` live events on the site socket (docs/livechat.md "Live updates"):
 * `GET /api/ws?chat=<chat token>` (the chat window: the events of its own conversation, closed
 * with 4401 once the token is replaced by a new launch) and `GET /api/ws?operator=<operator
 * token>` (the console: every chat event of the operator's merchant). `chat` events reach no
 * other socket. The console's socket also hears its merchant's `payments` events (the payments
 * desk) when the staff member's role has payments.view. Browsers cannot send headers on a
 * WebSocket, hence the query parameters.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { operatorRoles, operatorSessions, operators } from '../../db/schema.ts';
import type { LiveEvent } from '../events/index.ts';
import { sha256Hex } from '../auth/tokens.ts';
import { OPERATOR_IDLE_MINUTES } from '../operator/auth.ts';
import { permissionsOf } from '../operator/roles.ts';
import { conversationOfToken } from './conversations.ts';

/** What one socket may hear of the chat events. */
export interface ChatSocketScope {
  /** send: deliver; skip: not for this socket; close: the socket's chat token was replaced. */
  verdict(event: LiveEvent): 'send' | 'skip' | 'close';
  /** An operator socket: whether its session is still live (checked every SOCKET_TIMING.sessionCheckMs). */
  live?(): Promise<boolean>;
}

/** No chat events (a socket without `chat` or `operator`). */
export const NO_CHAT_SCOPE: ChatSocketScope = { verdict: () => 'skip' };

/**
 * The scope of a socket's `chat` / `operator` query parameters on `merchantId`.
 * @returns NO_CHAT_SCOPE when neither is given, null when one is given and not valid (the socket
 * closes with 4401: an unknown or replaced chat token, an unknown, revoked, idle or other
 * merchant's operator token, or one whose role has neither chat.reply nor payments.view).
 */
export async function chatSocketScope(
  db: Db,
  merchantId: number,
  query: { chat?: string; operator?: string },
  now: Date,
): Promise<ChatSocketScope | null> {
  if (query.operator) {
    if (!/^[A-Za-z0-9_-]{32,128}$/.test(query.operator)) return null;
    const [row] = await db
      .select({
        id: operatorSessions.id,
        lastSeenAt: operatorSessions.lastSeenAt,
        merchantId: operators.merchantId,
        active: operators.active,
        permissions: operatorRoles.permissions,
      })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .leftJoin(operatorRoles, eq(operatorRoles.id, operators.roleId))
      .where(and(eq(operatorSessions.tokenHash, sha256Hex(query.operator)), isNull(operatorSessions.revokedAt)))
      .limit(1);
    if (
      !row ||
      !row.active ||
      row.merchantId !== merchantId ||
      now.getTime() - row.lastSeenAt.getTime() > OPERATOR_IDLE_MINUTES * 60_000
    )
      return null;
    // README "Staff and roles": the chat desk is chat.reply's, the payments desk payments.view's
    const granted = permissionsOf(row.permissions);
    const chat = granted.includes('chat.reply');
    const payments = granted.includes('payments.view');
    if (!chat && !payments) return null;
    const sessionId = row.id;
    return {
      verdict: (event) =>
        event.merchantId === merchantId && ((event.type === 'chat' && chat) || (event.type === 'payments' && payments))
          ? 'send'
          : 'skip',
      // a revoked session (or a disabled staff member) stops hearing at the next check
      live: async () => {
        const [s] = await db
          .select({ id: operatorSessions.id })
          .from(operatorSessions)
          .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
          .where(
            and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt), eq(operators.active, true)),
          )
          .limit(1);
        return s !== undefined;
      },
    };
  }
  if (query.chat) {
    const conversation = await conversationOfToken(db, merchantId, query.chat).catch(() => null);
    if (!conversation) return null;
    return {
      verdict(event) {
        if (event.type !== 'chat' || event.merchantId !== merchantId) return 'skip';
        const payload = event.payload;
        if (payload.conversationId !== conversation.id) return 'skip';
        return payload.kind === 'revoked' ? 'close' : 'send';
      },
    };
  }
  return NO_CHAT_SCOPE;
}
