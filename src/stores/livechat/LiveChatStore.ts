/**
 * The site's live chat entry (docs/livechat.md "Site entries"; spec section 7 GET model list and
 * GET launch chat): the side menu's and the floating menu's live chat call {@link start}; with one
 * desk the chat opens at once, with several the desk picker opens ({@link pickerOpen}) and the
 * picked desk is launched into the chat window (a popup named `livechat`, 420 x 640). The popup
 * is opened inside the click (so no popup blocker refuses it) and sent to the chatUrl once the
 * server answered; a failed launch closes it and keeps the message for the picker.
 */
import { flow, getEnv, toGenerator, types, type Instance } from 'mobx-state-tree';
import type { ChatModels, LiveChatApi } from '../../api/livechat';
import { problemMessage } from '../problems';
import { envApi } from '../envApi';

/** What the store reaches through `getEnv` (tests pass fakes). */
export interface LiveChatEnv {
  livechat: LiveChatApi;
  /** Opens (or reuses) the chat popup; default window.open(url, 'livechat', 'width=420,height=640'). */
  openChatWindow?: (url: string) => ChatWindowHandle | null;
}

/** The part of a popup window the store uses. */
export interface ChatWindowHandle {
  location: { href: string };
  opener: unknown;
  close(): void;
}

/** The chat popup's name and size (docs/livechat.md "Site entries"). */
export const CHAT_WINDOW_NAME = 'livechat';
export const CHAT_WINDOW_FEATURES = 'width=420,height=640';

/** Opens the chat popup at `url` ('' for a blank one filled later); null when the browser refused. */
export function openChatPopup(url: string): ChatWindowHandle | null {
  if (typeof window === 'undefined') return null;
  return window.open(url, CHAT_WINDOW_NAME, CHAT_WINDOW_FEATURES) as ChatWindowHandle | null;
}

type Model = ChatModels['list'][number];

export const LiveChatStoreModel = types
  .model('LiveChatStore', {
    models: types.frozen<Model[]>([]),
    state: types.optional(types.enumeration('LiveChatState', ['idle', 'loading', 'ready', 'error']), 'idle'),
    /** The desk picker is open. */
    pickerOpen: false,
    /** The desk being launched (its button shows progress). */
    launching: types.maybeNull(types.string),
    /** The last failure's message (null: none; '' : the picker shows its generic one). */
    error: types.maybeNull(types.string),
  })
  .actions((self) => {
    const env = () => getEnv<LiveChatEnv>(self);
    const api = (): LiveChatApi => envApi(self, 'livechat');
    const open = (url: string) => (env().openChatWindow ?? openChatPopup)(url);
    const absolute = (url: string) =>
      typeof window !== 'undefined' && url.startsWith('/') ? `${window.location.origin}${url}` : url;
    return {
      /** Loads the desks (again) in the current language. */
      loadModels: flow(function* loadModels() {
        self.state = 'loading';
        self.error = null;
        try {
          const answer = yield* toGenerator(api().models());
          self.models = answer.list;
          self.state = 'ready';
        } catch (err) {
          self.error = problemMessage(err) ?? '';
          self.state = 'error';
        }
      }),
      closePicker() {
        self.pickerOpen = false;
        self.error = null;
      },
      /**
       * Launches desk `modelId`: GET launch chat, then `popup` (opened inside the click, blank) or a
       * new popup goes to the chatUrl. @returns whether the chat opened.
       */
      launch: flow(function* launch(modelId: string, popup: ChatWindowHandle | null = null) {
        if (self.launching) return false;
        self.launching = modelId;
        self.error = null;
        try {
          const { chatUrl } = yield* toGenerator(api().launch(modelId));
          const url = absolute(chatUrl);
          const external = !url.startsWith(typeof window !== 'undefined' ? window.location.origin : '/');
          let target = popup;
          if (target) target.location.href = url;
          else target = open(url);
          if (target && external) target.opener = null;
          self.pickerOpen = false;
          return target !== null;
        } catch (err) {
          popup?.close();
          self.error = problemMessage(err) ?? '';
          return false;
        } finally {
          self.launching = null;
        }
      }),
    };
  })
  .actions((self) => ({
    /**
     * The live chat menu entry: loads the desks; one desk launches at once, several open the picker.
     */
    start: flow(function* start() {
      self.pickerOpen = false;
      yield self.loadModels();
      if (self.state !== 'ready') {
        self.pickerOpen = true; // shows the failure and a retry
        return;
      }
      if (self.models.length === 1) yield self.launch(self.models[0]!.id);
      else self.pickerOpen = true;
    }),
  }));

export interface LiveChatStore extends Instance<typeof LiveChatStoreModel> {}
