/**
 * Live chat calls (docs/livechat.md; schemas/api/livechat.json; spec section 7 GET model list and
 * GET launch chat): the site's desks and launch (visitors too; a logged-in member's token goes
 * along so the conversation carries the member), the house chat window's conversation and send
 * (keyed by the chat token in `x-chat-token`, never by the id), the console's conversations and
 * chat settings (operator token), and the socket URLs of the chat window (`?chat=`) and of the
 * console (`?operator=`) on the site socket. Failures throw ApiProblem with the server's
 * localised message.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { SOCKET_PATH } from './socket';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  ChatConversation,
  ChatLaunch,
  ChatMessage,
  ChatModels,
  ChatSettings,
  ChatSettingsSave,
  OperatorChatQuery,
  OperatorChats,
} from '../../contract/types';

export type {
  ChatConversation,
  ChatLaunch,
  ChatMessage,
  ChatModels,
  ChatSettings,
  ChatSettingsSave,
  OperatorChatQuery,
  OperatorChats,
};

/** The site's and the chat window's calls (tests pass a fake with the same shape). */
export interface LiveChatApi {
  /** GET model list: the desks in the request language, with `online`. */
  models(): Promise<ChatModels>;
  /** GET launch chat: the chat URL of desk `modelId`. @throws ApiProblem 404 CHAT_MODEL_NOT_FOUND, 429. */
  launch(modelId: string): Promise<ChatLaunch>;
  /** GET the conversation of `chatToken`. @throws ApiProblem 401 CHAT_TOKEN_INVALID. */
  conversation(chatToken: string): Promise<ChatConversation>;
  /** POST a message (1..1000 characters). @throws ApiProblem 401, 400 CHAT_MESSAGE_EMPTY, 409 CHAT_CLOSED. */
  send(chatToken: string, body: string): Promise<ChatMessage>;
}

/** Binds the site's chat calls to `http` (its token, if any, is the member's). */
export function createLiveChatApi(http: AxiosInstance): LiveChatApi {
  const chat = (token: string) => ({ 'x-chat-token': token });
  return {
    models: () => request(http, { url: ENDPOINTS.chatModels }),
    launch: (modelId) => request(http, { url: ENDPOINTS.chatLaunch, params: { modelId } }),
    conversation: (token) => request(http, { url: ENDPOINTS.chatConversation, headers: chat(token) }),
    send: (token, body) =>
      request(http, { url: ENDPOINTS.chatSend, method: 'POST', data: { body }, headers: chat(token) }),
  };
}

/** The console's chat calls (operator token). */
export interface OperatorChatApi {
  /** GET the settings (version 0: the defaults). */
  settings(): Promise<ChatSettings>;
  /** PUT the settings over baseVersion. @throws ApiProblem 400 CHAT_SETTINGS_INVALID (value.field), 409 CHAT_SETTINGS_STALE. */
  saveSettings(body: ChatSettingsSave): Promise<ChatSettings>;
  /** GET a page of open or closed conversations with unread counts. */
  list(q: OperatorChatQuery): Promise<OperatorChats>;
  /** GET one conversation with its messages. @throws ApiProblem 404 CHAT_NOT_FOUND. */
  get(id: number): Promise<ChatConversation>;
  /** POST a reply. @throws ApiProblem 400, 404, 409 CHAT_CLOSED. */
  reply(id: number, body: string): Promise<ChatMessage>;
  /** POST close. @returns the conversation after. */
  close(id: number): Promise<ChatConversation>;
}

/** Binds the console's chat calls to `http` (whose token is the operator's). */
export function createOperatorChatApi(http: AxiosInstance): OperatorChatApi {
  const at = (path: string, id: number) => path.replace(':id', String(id));
  return {
    settings: () => request(http, { url: ENDPOINTS.operatorChatSettings }),
    saveSettings: (body) => request(http, { url: ENDPOINTS.operatorChatSettings, method: 'PUT', data: body }),
    list: (q) => request(http, { url: ENDPOINTS.operatorChats, params: q }),
    get: (id) => request(http, { url: at(ENDPOINTS.operatorChat, id) }),
    reply: (id, body) => request(http, { url: at(ENDPOINTS.operatorChatReply, id), method: 'POST', data: { body } }),
    close: (id) => request(http, { url: at(ENDPOINTS.operatorChatClose, id), method: 'POST', data: {} }),
  };
}

/** The site socket URL that carries the chat events of a chat window (`chat`) or of the console (`operator`). */
export function chatSocketUrl(
  location: { protocol: string; host: string },
  key: { chat: string } | { operator: string },
): string {
  const [name, value] = 'chat' in key ? ['chat', key.chat] : ['operator', key.operator];
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}?${name}=${encodeURIComponent(value)}`;
}
