/**
 * UI state: language, theme, side menu, the open modal, a notice (spec sections 2 to 5) and a
 * toast (the success messages of spec section 8).
 * Language is kept in localStorage `lang` with the previous one in `hisLang`; the theme in
 * localStorage `theme`.
 */
import { types, type Instance } from 'mobx-state-tree';
import type { ModalName, SessionRole } from '../../engine/registryTypes';
import { writeStorage } from './storage';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/spec';
import { rootOf } from './rootView';

export type { Language };
export type ThemeMode = 'light' | 'dark';

/** The open modal: its name and string parameters (e.g. `{ anchor: 'term' }` for help). */
export interface OpenModal {
  name: ModalName;
  params: Record<string, string>;
}

/** A success message shown for a few seconds (src/components/Toast.tsx ToastHost). */
export interface UiToast {
  /** Distinguishes two toasts of the same text (each restarts the timer). */
  id: number;
  /** i18n key and its values. */
  key: string;
  params?: Record<string, string | number>;
}

/** Message key shown to trial users who try a real-account action (spec section 5). */
export const NEED_TRUE_ACCOUNT = 'in_need_true_account';

export const UiStoreModel = types
  .model('UiStore', {
    lang: types.optional(types.enumeration<Language>('Language', [...LANGUAGES]), DEFAULT_LANGUAGE),
    hisLang: types.maybeNull(types.enumeration<Language>('HisLanguage', [...LANGUAGES])),
    theme: types.optional(types.enumeration<ThemeMode>('Theme', ['light', 'dark']), 'dark'),
    sideMenuOpen: true,
    modal: types.frozen<OpenModal | null>(null),
    /** i18n key of a notice to show (e.g. in_need_true_account), or null. */
    notice: types.maybeNull(types.string),
    toast: types.frozen<UiToast | null>(null),
  })
  .actions((self) => ({
    /** Switches the language; the previous one goes to `hisLang` (localStorage lang / hisLang). */
    setLang(lang: Language) {
      if (lang === self.lang) return;
      self.hisLang = self.lang;
      self.lang = lang;
      writeStorage('local', 'lang', lang);
      writeStorage('local', 'hisLang', self.hisLang);
    },
    setTheme(theme: ThemeMode) {
      self.theme = theme;
      writeStorage('local', 'theme', theme);
    },
    setSideMenuOpen(open: boolean) {
      self.sideMenuOpen = open;
    },
    /** Opens a modal (only one at a time; opening another replaces it). */
    openModal(name: ModalName, params: Record<string, string> = {}) {
      self.modal = { name, params };
    },
    closeModal() {
      self.modal = null;
    },
    showNotice(key: string) {
      self.notice = key;
    },
    clearNotice() {
      self.notice = null;
    },
    /** Shows the success message `key` (an i18n key) for a few seconds, replacing any other. */
    showToast(key: string, params?: Record<string, string | number>) {
      self.toast = { id: (self.toast?.id ?? 0) + 1, key, ...(params ? { params } : {}) };
    },
    /** Clears toast `id` (a newer toast stays). */
    clearToast(id: number) {
      if (self.toast?.id === id) self.toast = null;
    },
  }))
  .actions((self) => ({
    /** TW <-> EN (the side menu's language switch). */
    toggleLang() {
      self.setLang(self.lang === 'TW' ? 'EN' : 'TW');
    },
    toggleTheme() {
      self.setTheme(self.theme === 'dark' ? 'light' : 'dark');
    },
    toggleSideMenu() {
      self.setSideMenuOpen(!self.sideMenuOpen);
    },
    /**
     * Gate for actions that need a real account (spec sections 5 and 6): a guest gets the login
     * modal, a trial user the in_need_true_account notice; both get false. Members and agents get
     * true. Without a session in the tree, everybody counts as a guest.
     */
    requireLogin(): boolean {
      const role: SessionRole = rootOf(self).session?.role ?? 'guest';
      if (role === 'guest') {
        self.openModal('login');
        return false;
      }
      if (role === 'trial') {
        self.showNotice(NEED_TRUE_ACCOUNT);
        return false;
      }
      return true;
    },
  }))
  .views((self) => ({
    get isDark() {
      return self.theme === 'dark';
    },
  }));

export interface UiStore extends Instance<typeof UiStoreModel> {}
