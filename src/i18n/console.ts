/**
 * The operator console's texts as i18next resources (TW and EN, spec section 9), addressed as
 * `operator.console.*` in the one `translation` namespace. They are kept out of the site's locale
 * index so that only the console's own chunk carries them (src/App.tsx loads the console lazily).
 */
import type { i18n } from 'i18next';
import { operatorConsole as en } from './locales/en/operatorConsole';
import { operatorConsole as tw } from './locales/tw/operatorConsole';
import { toLanguage } from './core';

/** The console's resources per language, in the shape i18next's `resources` option takes. */
export const consoleResources = {
  TW: { translation: { operator: { console: tw } } },
  EN: { translation: { operator: { console: en } } },
} as const;

/**
 * Adds the console texts to `instance` for its current language, once that language's site texts
 * are loaded (EN arrives lazily, see ./core.ts); does nothing when they are already there.
 */
export function addConsoleTexts(instance: i18n): void {
  const lang = instance.language;
  if (
    instance.hasResourceBundle(lang, 'translation') &&
    !instance.exists('operator.console.title', { lng: lang, fallbackLng: [] })
  ) {
    instance.addResourceBundle(lang, 'translation', consoleResources[toLanguage(lang)].translation, true, true);
  }
}
