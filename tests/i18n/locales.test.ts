import { describe, expect, it } from '@jest/globals';
import { interpret } from '../../engine/interpret';
import { menuLabelKeys } from '../../engine/menus';
import type { MenuEntry } from '../../engine/registryTypes';
import { createI18n, flattenKeys, resources } from '../../src/i18n';
import { consoleResources } from '../../src/i18n/console';
import { auth as serverAuthEn } from '../../server/i18n/locales/en/auth';
import { common as serverCommonEn } from '../../server/i18n/locales/en/common';
import { money as serverMoneyEn } from '../../server/i18n/locales/en/money';
import { validation as serverValidationEn } from '../../server/i18n/locales/en/validation';
import { auth as serverAuthTw } from '../../server/i18n/locales/tw/auth';
import { common as serverCommonTw } from '../../server/i18n/locales/tw/common';
import { money as serverMoneyTw } from '../../server/i18n/locales/tw/money';
import { validation as serverValidationTw } from '../../server/i18n/locales/tw/validation';
import { rawOf, loadSample, SAMPLE_FILES } from '../support/samples';

const keysOf = (lang: 'TW' | 'EN') => new Set(flattenKeys(resources[lang].translation));
const consoleKeysOf = (lang: 'TW' | 'EN') => new Set(flattenKeys(consoleResources[lang].translation));

/** The server's resource areas (server/i18n/locales), TW and EN side by side. */
const SERVER_AREAS = {
  common: { TW: serverCommonTw, EN: serverCommonEn },
  auth: { TW: serverAuthTw, EN: serverAuthEn },
  money: { TW: serverMoneyTw, EN: serverMoneyEn },
  validation: { TW: serverValidationTw, EN: serverValidationEn },
};

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

  it.each(Object.keys(SERVER_AREAS))('server %s: TW and EN have exactly the same keys, none empty', (area) => {
    const { TW, EN } = SERVER_AREAS[area as keyof typeof SERVER_AREAS];
    const tw = new Set(flattenKeys(TW));
    const en = new Set(flattenKeys(EN));
    expect([...tw].filter((k) => !en.has(k))).toEqual([]);
    expect([...en].filter((k) => !tw.has(k))).toEqual([]);
    for (const texts of [TW, EN]) for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of tw) expect([key, placeholders(TW[key as keyof typeof TW])]).toEqual([key, placeholders(EN[key as keyof typeof EN])]);
    for (const texts of [TW, EN]) expect(Object.values(texts).filter((text) => /(^|[^{])\{\w+\}/.test(text))).toEqual([]);
  });

  it('server messages: the areas of the one `messages` namespace share no key', () => {
    const keys = [SERVER_AREAS.common, SERVER_AREAS.auth, SERVER_AREAS.money].flatMap((area) => Object.keys(area.EN));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
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
