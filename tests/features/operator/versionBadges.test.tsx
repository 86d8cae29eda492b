/**
 * The console header's versions (README "Operator console"): the configuration's and the content's current
 * version side by side, in TW and EN; the content badge follows a content save and a rollback
 * without a reload, the configuration badge stays.
 */
import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { OperatorApi, VersionDetail } from '../../../src/api/operator';
import { operatorConsole as en } from '../../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as tw } from '../../../src/i18n/locales/tw/operatorConsole';
import { VersionBadges } from '../../../src/features/operator/VersionBadges';
import { createI18n } from '../../../src/i18n';
import { OperatorStoreModel } from '../../../src/stores/OperatorStore';
import { loadSample } from '../../support/samples';
import { fakeContent, OWNER_IDENTITY } from './support';

async function setup(lang: 'TW' | 'EN') {
  const config: VersionDetail = {
    version: 12,
    savedBy: 'operator',
    savedAt: '2026-11-20T00:00:00Z',
    rollbackOf: null,
    note: '',
    changes: 1,
    config: loadSample('default.json'),
    diff: [],
  };
  const api = {
    me: async () => OWNER_IDENTITY,
    current: async () => config,
    versions: async () => ({ list: [config], total: 1, pageNo: 1, pageSize: 50 }),
    content: fakeContent(),
  } as unknown as OperatorApi;
  const store = OperatorStoreModel.create(
    {},
    { operatorApi: api, tokenStore: { get: () => 'op-token', set: () => undefined } },
  );
  await store.load();
  const i18n = createI18n(lang);
  i18n.addResourceBundle(lang, 'translation', { operator: { console: lang === 'EN' ? en : tw } }, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <VersionBadges store={store} />
    </I18nextProvider>,
  );
  return store;
}

describe('VersionBadges', () => {
  it('shows both versions and follows a content save and a rollback (EN)', async () => {
    const store = await setup('EN');
    expect([
      screen.getByTestId('current-version').textContent,
      screen.getByTestId('current-content-version').textContent,
    ]).toEqual(['Configuration Version 12', 'Content Version 1']);
    await act(async () => {
      store.content.edit((d) => void (d.announcements[0]!.title.en = 'Edited'));
      await store.content.save('');
    });
    expect(screen.getByTestId('current-content-version').textContent).toBe('Content Version 2');
    await act(async () => void (await store.content.rollback(1)));
    expect(screen.getByTestId('current-content-version').textContent).toBe('Content Version 3');
    expect(screen.getByTestId('current-version').textContent).toBe('Configuration Version 12');
  });

  it('speaks Traditional Chinese', async () => {
    await setup('TW');
    expect([
      screen.getByTestId('current-version').textContent,
      screen.getByTestId('current-content-version').textContent,
    ]).toEqual(['站點設定 版本 12', '公告與橫幅 版本 1']);
  });
});
