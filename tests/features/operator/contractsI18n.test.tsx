/**
 * The Contracts tab in both languages (spec section 9: TW, the default, and EN): every screen of it
 * rendered with data, an inline tier problem and a confirmation, in TW and in EN, shows no raw key
 * (a missing text would show as `operator.console.…`) and the language's own words; the tab is
 * registered in the console's tab list in both.
 */
import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { OperatorApi } from '../../../src/api/operator';
import { ContractsPanel } from '../../../src/features/operator/contracts/ContractsPanel';
import { createI18n } from '../../../src/i18n';
import { consoleResources } from '../../../src/i18n/console';
import { OperatorStoreModel } from '../../../src/stores/OperatorStore';
import { loadSample } from '../../support/samples';
import { fakeContracts } from './contractsFakes';
import { fakeContent, fakeMembers } from './support';

function setup(language: 'TW' | 'EN') {
  const store = OperatorStoreModel.create(
    {},
    {
      operatorApi: { content: fakeContent(), ...fakeMembers() } as unknown as OperatorApi,
      operatorContractsApi: fakeContracts(),
      tokenStore: { get: () => 'op-token', set: () => undefined },
    },
  );
  store.setCurrent({
    version: 1,
    savedBy: 'seed',
    savedAt: '2026-11-01T00:00:00Z',
    rollbackOf: null,
    note: '',
    changes: 0,
    config: loadSample('default.json'),
    diff: [],
  });
  const i18n = createI18n(language);
  i18n.addResourceBundle(language, 'translation', consoleResources[language].translation, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <ContractsPanel store={store} onOpenSettings={() => undefined} />
    </I18nextProvider>,
  );
}

/** Walks every screen of the tab; returns the text each showed. */
async function visitEveryScreen(tabs: readonly string[]): Promise<string> {
  const seen: string[] = [];
  await screen.findByTestId('contracts-table');
  fireEvent.change(screen.getByTestId('tier-0-rate'), { target: { value: 'x' } });
  fireEvent.click(screen.getByTestId('contract-1-tiers'));
  fireEvent.click(screen.getByTestId('contract-2-terminate'));
  seen.push(document.body.textContent ?? '');
  fireEvent.click(screen.getByTestId('confirm-terminate-cancel'));
  for (const name of tabs.slice(1)) {
    fireEvent.click(screen.getByRole('tab', { name: new RegExp(`^${name}`) }));
    if (name === tabs[1]) await screen.findByTestId('settlements-table');
    if (name === tabs[3]) await screen.findByTestId('policy-dividendApproval');
    seen.push(document.body.textContent ?? '');
  }
  return seen.join('\n');
}

describe('Contracts tab: TW and EN', () => {
  it('speaks Traditional Chinese', async () => {
    const tw = consoleResources.TW.translation.operator.console;
    setup('TW');
    const text = await visitEveryScreen(Object.values(tw.contracts.sections));
    expect(text).not.toMatch(/operator\.console|contracts\.|undefined/);
    expect(text).toContain('設定頂級代理契約');
    expect(text).toContain('商戶');
    expect(text).toContain('生效中');
    expect(text).toContain('第 1 級：活躍人數須為 0 到 1,000,000 的整數。');
    expect(text).toContain('確定解除此契約？');
    expect(text).toContain('等待審核');
    expect(text).toContain('重新結算週期');
    expect(text).toContain('分紅審核');
    expect(tw.tabs.contracts).toBe('契約管理');
    expect(within(screen.getByTestId('contract-kinds')).getAllByText('開啟')).toHaveLength(4);
  });

  it('speaks English', async () => {
    const en = consoleResources.EN.translation.operator.console;
    setup('EN');
    const text = await visitEveryScreen(Object.values(en.contracts.sections));
    expect(text).not.toMatch(/operator\.console|contracts\.|undefined/);
    expect(text).toContain('Set a top agent’s contract');
    expect(text).toContain('Tier 1: active members must be a whole number from 0 to 1,000,000.');
    expect(text).toContain('Terminate this contract?');
    expect(text).toContain('Waiting for approval');
    expect(text).toContain('Loss carry-forward');
    expect(en.tabs.contracts).toBe('Contracts');
  });
});
