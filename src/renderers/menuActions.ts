/**
 * Dispatches menu actions (engine/registryTypes.ts MenuAction) for every menu renderer, so no
 * screen hand-codes what a menu entry does (spec sections 2, 5 and 6).
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuAction } from '../../engine/registryTypes';
import type { RootStore } from '../stores/RootStore';
import { useStores } from '../stores';
import { customerServiceUrl } from '../stores/customerService';

/** Action kinds this dispatcher understands; anything else is drawn by UnknownRenderer. */
export const KNOWN_ACTION_KINDS: readonly string[] = [
  'route',
  'launch',
  'vassalage',
  'modal',
  'centerPage',
  'customerService',
  'resource',
  'external',
  'appDownload',
  'language',
  'theme',
  'scrollTop',
  'logout',
  'none',
];

/** Whether `action` is one the dispatcher can perform. */
export function isKnownAction(action: { kind: string } | null | undefined): action is MenuAction {
  return !!action && KNOWN_ACTION_KINDS.includes(action.kind);
}

/** Opens a URL in a new tab without giving it our window (noopener). */
export function openExternal(href: string): void {
  window.open(href, '_blank', 'noopener,noreferrer');
}

/**
 * Performs an action against the stores. `navigate` is react-router's.
 * - route: navigate; launch / centerPage: `ui.requireLogin()` first (guests get the login modal,
 *   trial users the in_need_true_account notice), then the game in a new window (README "Playing"; opened
 *   inside the click, 'Popup blocked' notice when refused) or the center overlay;
 * - vassalage: the game popup listing the vendor's games (browsing needs no login);
 * - modal: open it; logout: the logoutConfirm modal; language / theme: toggle;
 * - customerService LIVECHAT: the live chat (desk picker, then the chat window; docs/livechat.md);
 * - customerService / resource / external: open the link in a new tab (noopener);
 * - appDownload (the side menu's APP download, the floating menu's in-app download): the app
 *   download page /download (docs/site-pages.md "App download");
 * - scrollTop: scroll the window to the top; none: nothing.
 */
export function performMenuAction(store: RootStore, navigate: (to: string) => void, action: MenuAction): void {
  const { ui, config } = store;
  switch (action.kind) {
    case 'route':
      navigate(action.to);
      return;
    case 'launch':
      if (!ui.requireLogin()) return;
      void store.games.openGame(
        { vassalage: action.vendor, ...(action.gameCode ? { gameCode: action.gameCode } : {}) },
        'real',
        ui,
      );
      return;
    case 'vassalage':
      ui.openModal('gamePopup', { mode: 'vassalage', category: action.category, vendor: action.vendor });
      return;
    case 'centerPage':
      if (!ui.requireLogin()) return;
      ui.openModal(action.center === 'agent' ? 'agentCenter' : 'memberCenter', { page: action.page });
      return;
    case 'modal':
      ui.openModal(action.modal, action.params ?? {});
      return;
    case 'logout':
      ui.openModal('logoutConfirm');
      return;
    case 'language':
      ui.toggleLang();
      return;
    case 'theme':
      ui.toggleTheme();
      return;
    case 'scrollTop':
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    case 'external':
      openExternal(action.href);
      return;
    case 'appDownload':
      navigate('/download');
      return;
    case 'resource': {
      const url = config.permission?.resources.find((r) => r.resourceType === action.resourceType)?.url;
      if (url) openExternal(url);
      return;
    }
    case 'customerService':
      // live chat goes through GET model list / GET launch chat (docs/livechat.md "Site entries")
      if (action.csType === 'LIVECHAT') {
        void store.livechat.start();
        return;
      }
      void customerServiceUrl(config.permission, action.csType).then((url) => {
        if (url) openExternal(url);
      });
      return;
    case 'none':
      return;
  }
}

/** Hook form of {@link performMenuAction}, bound to the stores and the router. */
export function useMenuAction(): (action: MenuAction) => void {
  const store = useStores();
  const navigate = useNavigate();
  return useCallback(
    (action: MenuAction) => performMenuAction(store, (to) => void navigate(to), action),
    [store, navigate],
  );
}
