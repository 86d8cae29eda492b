/**
 * i18next without bundled English: the app's entry uses this module so that only the active
 * language's texts are in the home route's JavaScript. TW (default and fallback,
 * spec section 9) is bundled; EN is a lazy chunk loaded before first render when it is the stored
 * language, or on a language switch. Tests and tools use ./index.ts, which bundles both.
 */
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { tw } from './locales/tw';
import { DEFAULT_LANGUAGE, LANGUAGES, intlLocale, type Language } from '../../contract/spec';

export { intlLocale, type Language };

/** Normalises any stored value to a supported language code (unknown -> TW). */
export function toLanguage(value: string | null | undefined): Language {
  return value === 'EN' ? 'EN' : 'TW';
}

/**
 * Creates and initialises an i18next instance bound to react-i18next with the given resources
 * (synchronous: `initAsync: false`). `lang` is normalised with {@link toLanguage}.
 */
export function initI18n(lang: string, resources: Resource): i18n {
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

/** The texts of a language: TW at once, EN from its lazy chunk. */
async function localeOf(lang: Language): Promise<object> {
  if (lang === 'TW') return tw;
  return (await import('./locales/en')).en;
}

/**
 * Makes sure `instance` has the texts of `lang` (loads the EN chunk once). Rejects when the chunk
 * cannot be loaded (the caller keeps the current language).
 */
export async function ensureLanguage(instance: i18n, lang: string): Promise<void> {
  const code = toLanguage(lang);
  if (instance.hasResourceBundle(code, 'translation')) return;
  instance.addResourceBundle(code, 'translation', await localeOf(code));
}

/**
 * The app's i18next: TW bundled; when `lang` is EN its texts are loaded first, so the first render
 * is already in the stored language (no flash of TW text). Falls back to TW if EN cannot load.
 */
export async function createAppI18n(lang: string): Promise<i18n> {
  const instance = initI18n(DEFAULT_LANGUAGE, { TW: { translation: tw } });
  const code = toLanguage(lang);
  if (code !== DEFAULT_LANGUAGE) {
    try {
      await ensureLanguage(instance, code);
      await instance.changeLanguage(code);
    } catch {
      // the EN chunk did not load: stay in TW (default and fallback)
    }
  }
  return instance;
}
