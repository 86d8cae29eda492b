/**
 * i18next setup (spec section 9: languages TW and EN, default and fallback TW).
 * Resources are one namespace split by area (common, layout, home, games, modals, pages, errors,
 * help, menu, center, categories) and addressed with dotted keys such as `home.hotGames`. The
 * chosen language itself is kept by UiStore in localStorage `lang` (previous one in `hisLang`).
 *
 * This module bundles both languages (tests, tools, e2e fixtures). The app's entry uses
 * ./core.ts instead, which loads EN lazily.
 */
import type { i18n } from 'i18next';
import { DEFAULT_LANGUAGE } from '../../contract/spec';
import { initI18n } from './core';
import { en } from './locales/en';
import { tw } from './locales/tw';

export { createAppI18n, ensureLanguage, initI18n, intlLocale, toLanguage, type Language } from './core';

export const resources = { TW: { translation: tw }, EN: { translation: en } } as const;

/** Creates an i18next instance with both languages bundled (synchronous). */
export function createI18n(lang: string = DEFAULT_LANGUAGE): i18n {
  return initI18n(lang, resources);
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
