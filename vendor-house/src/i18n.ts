/**
 * i18next for the game pages: Traditional Chinese (default) and English, chosen by the launch
 * (?lang=tw|en in the game URL). Texts live in locales/tw.ts and locales/en.ts.
 */
import i18next from 'i18next';
import en from './locales/en';
import tw from './locales/tw';

const lang = new URLSearchParams(location.search).get('lang') === 'en' ? 'en' : 'tw';

void i18next.init({
  lng: lang,
  fallbackLng: 'tw',
  resources: { tw: { translation: tw }, en: { translation: en } },
  initAsync: false,
  interpolation: { escapeValue: false },
});
document.documentElement.lang = lang === 'en' ? 'en' : 'zh-Hant';

/** Translates `key` with `params`. */
export const t = (key: string, params?: Record<string, unknown>): string => i18next.t(key, params ?? {});
/** The page language. */
export const LANG: 'tw' | 'en' = lang;
