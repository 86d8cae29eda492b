/**
 * The app's i18next (src/i18n/core.ts): no language is bundled with the entry; the stored one (TW
 * when none or unknown, spec section 9) is loaded before the first render, the other only on a
 * switch, so a visitor loads only the texts of the language shown.
 */
import { describe, expect, it } from '@jest/globals';
import { createAppI18n, ensureLanguage } from '../../src/i18n/core';
import { en } from '../../src/i18n/locales/en';
import { tw } from '../../src/i18n/locales/tw';

describe('lazy languages', () => {
  it('starts in TW with only the TW texts when nothing (or something unknown) is stored', async () => {
    for (const stored of ['TW', 'xx', '']) {
      const i18n = await createAppI18n(stored);
      expect(i18n.language).toBe('TW');
      expect(i18n.hasResourceBundle('TW', 'translation')).toBe(true);
      expect(i18n.hasResourceBundle('EN', 'translation')).toBe(false);
      expect(i18n.t('home.banners')).toBe(tw.home.banners);
    }
  });

  it('starts in a stored EN with only the EN texts, and loads TW on a switch', async () => {
    const i18n = await createAppI18n('EN');
    expect(i18n.language).toBe('EN');
    expect(i18n.hasResourceBundle('TW', 'translation')).toBe(false);
    expect(i18n.t('home.banners')).toBe(en.home.banners);
    await ensureLanguage(i18n, 'TW');
    await i18n.changeLanguage('TW');
    expect(i18n.t('home.banners')).toBe(tw.home.banners);
    // loaded once: a second call keeps the same bundle
    const bundle = i18n.getResourceBundle('TW', 'translation');
    await ensureLanguage(i18n, 'TW');
    expect(i18n.getResourceBundle('TW', 'translation')).toBe(bundle);
  });
});
