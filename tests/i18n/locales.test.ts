import { describe, expect, it } from '@jest/globals';
import { interpret } from '../../src/engine/interpret';
import { menuLabelKeys } from '../../src/engine/menus';
import type { MenuEntry } from '../../src/engine/registryTypes';
import { createI18n, flattenKeys, resources } from '../../src/i18n';
import { consoleResources } from '../../src/i18n/console';
import { rawOf, loadSample, SAMPLE_FILES } from '../support/samples';

const keysOf = (lang: 'TW' | 'EN') => new Set(flattenKeys(resources[lang].translation));
const consoleKeysOf = (lang: 'TW' | 'EN') => new Set(flattenKeys(consoleResources[lang].translation));

function labelKeys(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => [...(e.label === undefined ? [e.labelKey] : []), ...labelKeys(e.children ?? [])]);
}

describe('locales', () => {
  it('TW and EN have exactly the same keys, none empty', () => {
    const tw = keysOf('TW');
    const en = keysOf('EN');
    expect([...tw].filter((k) => !en.has(k))).toEqual([]);
    expect([...en].filter((k) => !tw.has(k))).toEqual([]);
    const i18n = createI18n('TW');
    for (const key of tw) expect(String(i18n.t(key)).trim()).not.toBe('');
  });

  it('operator console: TW and EN have exactly the same keys, none empty', () => {
    const tw = consoleKeysOf('TW');
    const en = consoleKeysOf('EN');
    expect([...tw].filter((k) => !en.has(k))).toEqual([]);
    expect([...en].filter((k) => !tw.has(k))).toEqual([]);
    for (const lang of ['TW', 'EN'] as const) {
      const i18n = createI18n(lang);
      i18n.addResourceBundle(lang, 'translation', consoleResources[lang].translation, true, true);
      for (const key of tw) expect(String(i18n.t(key)).trim()).not.toBe('');
    }
  });

  it('defines every label key the engine can emit', () => {
    for (const lang of ['TW', 'EN'] as const) {
      const keys = keysOf(lang);
      expect(menuLabelKeys().filter((k) => !keys.has(k))).toEqual([]);
    }
  });

  it.each(SAMPLE_FILES)('defines every label key of the menus of %s', (file) => {
    const registry = interpret(rawOf(loadSample(file)));
    const used = Object.values(registry.menus).flatMap((m) => labelKeys(m.entries));
    expect(used.length).toBeGreaterThan(0);
    for (const lang of ['TW', 'EN'] as const) {
      const keys = keysOf(lang);
      expect(used.filter((k) => !keys.has(k))).toEqual([]);
    }
  });

  it('defaults and falls back to TW', () => {
    const i18n = createI18n('XX');
    expect(i18n.language).toBe('TW');
    expect(i18n.t('common.login')).toBe('登入');
    expect(createI18n('EN').t('errors.network')).toBe('Network link is abnormal, please try again');
  });
});
