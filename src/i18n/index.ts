/**
 * i18next setup (issue 2 item 7; spec section 9: languages TW and EN, default and fallback TW).
 * Resources are one namespace split by area (common, layout, home, games, modals, pages, errors,
 * help, menu, center, categories) and addressed with dotted keys such as `home.hotGames`. The
 * chosen language itself is kept by UiStore in localStorage `lang` (previous one in `hisLang`).
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { tw } from './locales/tw';

/** Language codes of the build (spec section 1). */
export const LANGUAGES = ['TW', 'EN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'TW';

export const resources = { TW: { translation: tw }, EN: { translation: en } } as const;

/** Normalises any stored value to a supported language code (unknown -> TW). */
export function toLanguage(value: string | null | undefined): Language {
  return value === 'EN' ? 'EN' : 'TW';
}

/** The BCP 47 locale of a language code, for Intl formatting and <html lang>. */
export function intlLocale(lang: string): string {
  return lang === 'EN' ? 'en-US' : 'zh-TW';
}

/**
 * Creates and initialises an i18next instance bound to react-i18next. Resources are bundled, so
 * initialisation is synchronous (`initAsync: false`).
 */
export function createI18n(lang: string = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: toLanguage(lang),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Flattens nested resources into dotted keys (used by the key parity test and tooling). */
export function flattenKeys(obj: object, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') out.push(...flattenKeys(v as object, key));
    else out.push(key);
  }
  return out;
}
