/**
 * The site socket (docs/api/member-center.md "Live socket"):
 * `GET /api/ws?token=<login token>` upgrades to a WebSocket for a logged-in real member of the
 * request's merchant (else closed with 4401; trial accounts 4403); without a token (visitors) it
 * carries only the merchant's 'config' and 'content' events (README "Operator console", live push). Events of the bus
 * (server/services/events) for this member, or for the whole merchant, go out as JSON
 * `{ type, payload }` (one event of schemas/api/socket-event.json, written by socketFrame); `{ type: 'ping' }`
 * is answered with `{ type: 'pong', payload: {} }`. Who hears an event is its SOCKET_EVENT_AUDIENCE (contract/types.ts).
 * Balance changes reach the bus after each ledger commit (server/services/events/balance.ts).
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { SOCKET_EVENT_AUDIENCE, type LiveConfigPayload } from '../../../contract/types.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { startBalanceEvents } from '../../services/events/balance.ts';
import { socketFrame, subscribe, type LiveEvent } from '../../services/events/index.ts';
import { withGameMenus } from '../../services/siteView.ts';
import { securitySettings } from '../../services/auth/rules.ts';
import { resolveSession, sessionLive } from '../../services/auth/sessions.ts';
import { TRIAL_TYPE } from '../../services/wallet/guard.ts';
import { querySchema, languageParam } from '../common.ts';
import { chatSocketScope } from '../../services/livechat/socket.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

/** How often an open socket checks that its session was not revoked (ms; tests lower it). */
export const SOCKET_TIMING = { sessionCheckMs: 60_000 };

/** Close codes: 4401 not logged in (also when the session is revoked later), 4403 trial account. */
export const SOCKET_CLOSE = { notLoggedIn: 4401, trial: 4403 } as const;

/**
 * Each event is prepared once, however many sockets it goes to: serialised, and a `config` event
 * that changed the game categories gets the new game menus (server/services/siteView.ts).
 */
const prepared = new WeakMap<LiveEvent, Promise<string>>();
function wireOf(app: FastifyInstance, event: LiveEvent): Promise<string> {
  let text = prepared.get(event);
  if (text === undefined) {
    text =
      event.type === 'config'
        ? withGameMenus(app.db, app.catalog, event.merchantId, event.payload)
            .catch((): LiveConfigPayload => event.payload)
            .then((payload) => socketFrame({ type: 'config', payload }))
        : Promise.resolve(socketFrame(event));
    prepared.set(event, text);
  }
  return text;
}

const routes: RoutePlugin = async (app) => {
  startBalanceEvents();
  await app.register(websocket, { options: { maxPayload: 4096 } });

  app.get(
    ENDPOINTS.socket,
    {
      websocket: true,
      schema: {
        tags: ['socket'],
        summary: 'Live events (WebSocket upgrade; ?token=)',
        querystring: querySchema({
          token: { type: 'string', maxLength: 200 },
          chat: { type: 'string', maxLength: 200 },
          operator: { type: 'string', maxLength: 200 },
          language: languageParam,
        }),
      },
    },
    async (socket, request) => {
      const token = request.query.token ?? '';
      const resolved = token
        ? await resolveSession(
            app.db,
            token,
            app.auth.now(),
            async (merchantId) => (await securitySettings(app.db, merchantId)).sessionIdleMinutes,
          )
        : null;
      if (token && (!resolved || resolved.member.merchantId !== request.merchant.id)) {
        socket.close(SOCKET_CLOSE.notLoggedIn, 'NOT_LOGGED_IN');
        return;
      }
      if (resolved?.member.type === TRIAL_TYPE) {
        socket.close(SOCKET_CLOSE.trial, 'NEED_TRUE_ACCOUNT');
        return;
      }
      // Live chat (docs/livechat.md "Live updates"): ?chat= (a chat window) or ?operator= (the console) hear the 'chat' events of their scope; no other socket does.
      const chatScope = await chatSocketScope(app.db, request.merchant.id, request.query, app.auth.now());
      if (!chatScope) {
        socket.close(SOCKET_CLOSE.notLoggedIn, 'NOT_LOGGED_IN');
        return;
      }
      // Without a token (a visitor, a logged-out page): only the merchant's 'config', 'content' and 'pages' events (README "Operator console", live push; docs/site-pages.md).
      const memberId = resolved?.member.id;
      const merchantId = request.merchant.id;
      let queue: Promise<void> = Promise.resolve();
      const unsubscribe = subscribe((event) => {
        const audience = SOCKET_EVENT_AUDIENCE[event.type];
        if (audience === 'chat') {
          const verdict = chatScope.verdict(event);
          if (verdict === 'close') socket.close(SOCKET_CLOSE.notLoggedIn, 'CHAT_TOKEN_REPLACED');
          if (verdict !== 'send') return;
        } else if (event.merchantId !== merchantId || (event.memberId !== undefined && event.memberId !== memberId))
          return;
        else if (memberId === undefined && audience !== 'site') return;
        // one queue per socket keeps the events in order while one is being prepared
        queue = queue
          .then(() => wireOf(app, event))
          .then((text) => {
            if (socket.readyState === socket.OPEN) socket.send(text);
          })
          .catch(() => undefined); // a failed send must not stop the next events
      });
      socket.on('message', (data: Buffer) => {
        let message: { type?: unknown } | null;
        try {
          message = JSON.parse(data.toString('utf8')) as { type?: unknown };
        } catch {
          return;
        }
        if (message?.type === 'ping') socket.send(socketFrame({ type: 'pong', payload: {} }));
      });
      // A logout (or a password change) revokes the session: a member's socket closes within a minute.
      const sessionId = resolved?.sessionId;
      const operatorLive = chatScope.live;
      const watch =
        sessionId === undefined && !operatorLive
          ? null
          : setInterval(async () => {
              const live =
                sessionId !== undefined
                  ? await sessionLive(app.db, sessionId).catch(() => false)
                  : await operatorLive!().catch(() => false);
              if (!live) socket.close(SOCKET_CLOSE.notLoggedIn, 'NOT_LOGGED_IN');
            }, SOCKET_TIMING.sessionCheckMs);
      watch?.unref();
      const stop = () => {
        if (watch) clearInterval(watch);
        unsubscribe();
      };
      socket.on('close', stop);
      socket.on('error', stop);
      socket.send(socketFrame({ type: 'ready', payload: {} }));
    },
  );
};

export default routes;
