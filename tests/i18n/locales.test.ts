import { describe, expect, it } from '@jest/globals';
import { interpret } from '../../engine/interpret';
import { menuLabelKeys } from '../../engine/menus';
import type { MenuEntry } from '../../engine/registryTypes';
import { createI18n, flattenKeys, resources } from '../../src/i18n';
import { consoleResources } from '../../src/i18n/console';
import { auth as serverAuthEn } from '../../server/i18n/locales/en/auth';
import { common as serverCommonEn } from '../../server/i18n/locales/en/common';
import { content as serverContentEn } from '../../server/i18n/locales/en/content';
import { forms as serverFormsEn } from '../../server/i18n/locales/en/forms';
import { mail as serverMailEn } from '../../server/i18n/locales/en/mail';
import { media as serverMediaEn } from '../../server/i18n/locales/en/media';
import { money as serverMoneyEn } from '../../server/i18n/locales/en/money';
import { notices as serverNoticesEn } from '../../server/i18n/locales/en/notices';
import { paymentPage as serverPaymentPageEn } from '../../server/i18n/locales/en/paymentPage';
import { play as serverPlayEn } from '../../server/i18n/locales/en/play';
import { uploads as serverUploadsEn } from '../../server/i18n/locales/en/uploads';
import { validation as serverValidationEn } from '../../server/i18n/locales/en/validation';
import { auth as serverAuthTw } from '../../server/i18n/locales/tw/auth';
import { common as serverCommonTw } from '../../server/i18n/locales/tw/common';
import { content as serverContentTw } from '../../server/i18n/locales/tw/content';
import { forms as serverFormsTw } from '../../server/i18n/locales/tw/forms';
import { mail as serverMailTw } from '../../server/i18n/locales/tw/mail';
import { media as serverMediaTw } from '../../server/i18n/locales/tw/media';
import { money as serverMoneyTw } from '../../server/i18n/locales/tw/money';
import { notices as serverNoticesTw } from '../../server/i18n/locales/tw/notices';
import { paymentPage as serverPaymentPageTw } from '../../server/i18n/locales/tw/paymentPage';
import { play as serverPlayTw } from '../../server/i18n/locales/tw/play';
import { uploads as serverUploadsTw } from '../../server/i18n/locales/tw/uploads';
import { validation as serverValidationTw } from '../../server/i18n/locales/tw/validation';
import { agent as serverAgentEn } from '../../server/i18n/locales/en/agent';
import { agent as serverAgentTw } from '../../server/i18n/locales/tw/agent';
import { agentTree as serverAgentTreeEn } from '../../server/i18n/locales/en/agentTree';
import { agentTree as serverAgentTreeTw } from '../../server/i18n/locales/tw/agentTree';
import { contracts as serverContractsEn } from '../../server/i18n/locales/en/contracts';
import { contracts as serverContractsTw } from '../../server/i18n/locales/tw/contracts';
import { settlements as serverSettlementsEn } from '../../server/i18n/locales/en/settlements';
import { settlements as serverSettlementsTw } from '../../server/i18n/locales/tw/settlements';
import { contractNotices as serverContractNoticesEn } from '../../server/i18n/locales/en/contractNotices';
import { contractNotices as serverContractNoticesTw } from '../../server/i18n/locales/tw/contractNotices';
import { settlementNotices as serverSettlementNoticesEn } from '../../server/i18n/locales/en/settlementNotices';
import { settlementNotices as serverSettlementNoticesTw } from '../../server/i18n/locales/tw/settlementNotices';
import { rawOf, loadSample, SAMPLE_FILES } from '../support/samples';

const keysOf = (lang: 'TW' | 'EN') => new Set(flattenKeys(resources[lang].translation));
const consoleKeysOf = (lang: 'TW' | 'EN') => new Set(flattenKeys(consoleResources[lang].translation));

/**
 * The server's resource areas (server/i18n/locales), TW and EN side by side: every namespace, with
 * `messages` as its areas common, auth and money.
 */
const SERVER_AREAS = {
  common: { TW: serverCommonTw, EN: serverCommonEn },
  auth: { TW: serverAuthTw, EN: serverAuthEn },
  money: { TW: serverMoneyTw, EN: serverMoneyEn },
  validation: { TW: serverValidationTw, EN: serverValidationEn },
  content: { TW: serverContentTw, EN: serverContentEn },
  uploads: { TW: serverUploadsTw, EN: serverUploadsEn },
  play: { TW: serverPlayTw, EN: serverPlayEn },
  notices: { TW: serverNoticesTw, EN: serverNoticesEn },
  mail: { TW: serverMailTw, EN: serverMailEn },
  forms: { TW: serverFormsTw, EN: serverFormsEn },
  paymentPage: { TW: serverPaymentPageTw, EN: serverPaymentPageEn },
  media: { TW: serverMediaTw, EN: serverMediaEn },
  agent: { TW: serverAgentTw, EN: serverAgentEn },
  agentTree: { TW: serverAgentTreeTw, EN: serverAgentTreeEn },
  contracts: { TW: serverContractsTw, EN: serverContractsEn },
  settlements: { TW: serverSettlementsTw, EN: serverSettlementsEn },
  contractNotices: { TW: serverContractNoticesTw, EN: serverContractNoticesEn },
  settlementNotices: { TW: serverSettlementNoticesTw, EN: serverSettlementNoticesEn },
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
    for (const key of tw)
      expect([key, placeholders(TW[key as keyof typeof TW])]).toEqual([key, placeholders(EN[key as keyof typeof EN])]);
    for (const texts of [TW, EN])
      expect(Object.values(texts).filter((text) => /(^|[^{])\{\w+\}/.test(text))).toEqual([]);
  });

  it('server messages: the areas of the one `messages` namespace share no key', () => {
    const keys = [
      SERVER_AREAS.common,
      SERVER_AREAS.auth,
      SERVER_AREAS.money,
      SERVER_AREAS.agent,
      SERVER_AREAS.agentTree,
      SERVER_AREAS.contracts,
      SERVER_AREAS.settlements,
    ].flatMap((area) => Object.keys(area.EN));
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

  it('counts records in the language’s plural forms (EN one record, TW no plural)', () => {
    const tw = createI18n('TW');
    const en = createI18n('EN');
    expect([en.t('agent.common.rows', { count: 1 }), en.t('agent.common.rows', { count: 3 })]).toEqual([
      '1 record',
      '3 records',
    ]);
    expect([tw.t('agent.common.rows', { count: 1 }), tw.t('agent.common.rows', { count: 3 })]).toEqual([
      '共 1 筆',
      '共 3 筆',
    ]);
  });

  it('defaults and falls back to TW', () => {
    const i18n = createI18n('XX');
    expect(i18n.language).toBe('TW');
    expect(i18n.t('common.login')).toBe('登入');
    expect(createI18n('EN').t('errors.network')).toBe('Network link is abnormal, please try again');
  });
});
