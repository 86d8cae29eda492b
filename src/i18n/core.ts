/**
 * i18next without bundled texts: the app's entry uses this module, so the home route's JavaScript
 * carries no language and a visitor loads only the language shown (spec section 9: TW default and
 * fallback, EN complete). Each language is a lazy chunk: the stored one (TW when none) is loaded
 * before the first render, while the configuration loads; the other on a language switch. Tests
 * and tools use ./index.ts, which bundles both.
 */
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
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

/** The texts of a language, from its lazy chunk (one chunk per language). */
async function localeOf(lang: Language): Promise<object> {
  if (lang === 'TW') return (await import('./locales/tw')).tw;
  return (await import('./locales/en')).en;
}

/**
 * Makes sure `instance` has the texts of `lang` (loads the language's chunk once). Rejects when the
 * chunk cannot be loaded (the caller keeps the current language).
 */
export async function ensureLanguage(instance: i18n, lang: string): Promise<void> {
  const code = toLanguage(lang);
  if (instance.hasResourceBundle(code, 'translation')) return;
  instance.addResourceBundle(code, 'translation', await localeOf(code));
}

/**
 * The app's i18next in the stored language `lang` (normalised, TW when unknown), with its texts
 * loaded first, so the first render is already in that language (no flash of another one or of
 * keys). When that chunk cannot be loaded it falls back to TW (the default and fallback language);
 * when no chunk loads at all it settles anyway (i18next then shows keys, as for any missing chunk).
 */
export async function createAppI18n(lang: string): Promise<i18n> {
  const code = toLanguage(lang);
  const instance = initI18n(code, {});
  for (const candidate of code === DEFAULT_LANGUAGE ? [code] : [code, DEFAULT_LANGUAGE]) {
    try {
      await ensureLanguage(instance, candidate);
      if (instance.language !== candidate) await instance.changeLanguage(candidate);
      return instance;
    } catch {
      // this language's chunk did not load: try the default one
    }
  }
  return instance;
}
