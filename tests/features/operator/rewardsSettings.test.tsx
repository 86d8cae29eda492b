/**
 * The console's Rewards tab (docs/rewards.md "Settings"): the settings form edits the draft and
 * saves it over the version it started from; a 400 REWARD_SETTINGS_INVALID marks the field it
 * names and shows the server's message; a 409 says someone else saved and offers a reload that
 * brings the newer version; the bonuses view shows the cost totals. TW and EN.
 */
import '../../support/webPolyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ApiProblem } from '../../../src/api/client';
import type { OperatorRewardsApi } from '../../../src/api/bonuses';
import type { RewardSettings, RewardSettingsBody, RewardSettingsSave } from '../../../contract/types';
import { RewardsPanel } from '../../../src/features/operator/rewards/RewardsPanel';
import { createI18n } from '../../../src/i18n';
import { operatorConsole as en } from '../../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as tw } from '../../../src/i18n/locales/tw/operatorConsole';
import { ConsoleStoreProvider } from '../../../src/stores';
import { createConsoleRootStore } from '../../../src/stores/ConsoleRootStore';
import { fakeConsoleEnv } from '../../support/storeEnv';

const rule = (percent: number) => ({
  enabled: true,
  percent,
  maxBonus: '1000.00',
  minDeposit: '100.00',
  multiple: 3,
  base: 'bonus' as const,
  expiryDays: 30,
});
const body: RewardSettingsBody = {
  contributions: { LIVE: 50 },
  firstDeposit: rule(100),
  reload: rule(10),
  rebate: { multiple: 1, minClaim: '1.00' },
  vip: {
    enabled: true,
    giftMultiple: 1,
    levels: [
      {
        level: 0,
        name: { TW: '一般會員', EN: 'Member' },
        minValidBet: '0.00',
        minDeposits: '0.00',
        levelUpGift: '0.00',
        monthlyGift: '0.00',
        rebateRates: { RNG: '0.50' },
      },
      {
        level: 1,
        name: { TW: '白銀', EN: 'Silver' },
        minValidBet: '10000.00',
        minDeposits: '1000.00',
        levelUpGift: '18.00',
        monthlyGift: '8.00',
        rebateRates: { RNG: '1.00' },
      },
    ],
  },
  referral: { rewardPerFriend: '50.00', minFirstDeposit: '100.00', minTurnover: '300.00', multiple: 1 },
  missions: [
    {
      id: 'daily-slots',
      enabled: true,
      period: 'daily',
      kind: 'validBet',
      category: 'RNG',
      target: '200.00',
      reward: '5.00',
      multiple: 1,
      title: { TW: '今日電子投注 200', EN: 'Bet 200 on slots today' },
    },
  ],
  leaderboards: {
    validBet: { enabled: true, prizes: ['888.00', '588.00'], multiple: 1 },
    biggestWin: { enabled: true, prizes: ['588.00'], multiple: 1 },
  },
  rewardExpiryDays: 7,
  bonusExpiryDays: 30,
};

/** A settings API like the server's: versions, a field refusal for a VIP threshold below the level before, a stale base. */
function fakeApi() {
  let current: RewardSettings = { version: 0, updatedAt: null, settings: body };
  const saves: RewardSettingsSave[] = [];
  const api: OperatorRewardsApi = {
    settings: async () => current,
    saveSettings: async (save) => {
      saves.push(save);
      if (save.baseVersion !== current.version)
        throw new ApiProblem(
          'unknown',
          'The reward settings were changed by someone else; reload them and try again',
          409,
          'REWARD_SETTINGS_STALE',
        );
      const levels = save.settings.vip.levels;
      if (Number(levels[1]!.minValidBet) < Number(levels[0]!.minValidBet))
        throw new ApiProblem(
          'badRequest',
          'Reward settings are not valid: vip.levels[1].minValidBet',
          400,
          'REWARD_SETTINGS_INVALID',
          { field: 'vip.levels[1].minValidBet', in: 'body' },
        );
      current = { version: current.version + 1, updatedAt: '2026-11-26T00:00:00.000Z', settings: save.settings };
      return current;
    },
    bonuses: async () => ({
      list: [],
      total: 0,
      pageNo: 1,
      pageSize: 20,
      totals: { granted: '1280.00', returned: '100.00', open: '3600.00' },
    }),
  };
  return {
    api,
    saves,
    bumpElsewhere: () =>
      (current = { ...current, version: current.version + 1, settings: { ...current.settings, rewardExpiryDays: 9 } }),
  };
}

async function setup(lang: 'TW' | 'EN') {
  const fake = fakeApi();
  const root = createConsoleRootStore(fakeConsoleEnv({ operatorRewardsApi: fake.api }));
  const store = root.rewards;
  const i18n = createI18n(lang);
  i18n.addResourceBundle(lang, 'translation', { operator: { console: lang === 'EN' ? en : tw } }, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <ConsoleStoreProvider store={root}>
        <RewardsPanel />
      </ConsoleStoreProvider>
    </I18nextProvider>,
  );
  await screen.findByTestId('rewards-settings');
  return { ...fake, store };
}

afterEach(cleanup);

const field = (path: string) => document.querySelector(`[data-field="${path}"]`) as HTMLInputElement;

describe('Rewards tab: settings', () => {
  it('edits fields, adds a mission and saves over the base version (EN)', async () => {
    const { saves, store } = await setup('EN');
    expect(screen.getByText('Running the defaults (never saved)')).toBeTruthy();
    fireEvent.change(field('firstDeposit.percent'), { target: { value: '50' } });
    fireEvent.change(field('vip.levels.1.name.EN'), { target: { value: 'Silver+' } });
    fireEvent.click(screen.getByTestId('rewards-mission-add'));
    expect(screen.getAllByTestId('rewards-mission-row')).toHaveLength(2);
    await act(async () => void fireEvent.click(screen.getByTestId('rewards-save')));
    await screen.findByTestId('rewards-saved');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.baseVersion).toBe(0);
    expect(saves[0]!.settings.firstDeposit.percent).toBe(50);
    expect(saves[0]!.settings.vip.levels[1]!.name.EN).toBe('Silver+');
    expect(saves[0]!.settings.missions.map((m) => m.id)).toEqual(['daily-slots', 'mission-2']);
    expect(store.settings.saved?.version).toBe(1);
    expect(screen.getByText('Version 1', { exact: false })).toBeTruthy();
  });

  it("marks the field a refusal names and shows the server's message; fixing it saves (EN)", async () => {
    const { saves } = await setup('EN');
    fireEvent.change(field('vip.levels.1.minValidBet'), { target: { value: '-1' } });
    await act(async () => void fireEvent.click(screen.getByTestId('rewards-save')));
    const problem = await screen.findByTestId('rewards-save-problem');
    expect(problem.textContent).toContain('vip.levels[1].minValidBet');
    expect(field('vip.levels.1.minValidBet').getAttribute('aria-invalid')).toBe('true');
    expect(field('vip.levels.1.minDeposits').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(field('vip.levels.1.minValidBet'), { target: { value: '20000.00' } });
    await act(async () => void fireEvent.click(screen.getByTestId('rewards-save')));
    await screen.findByTestId('rewards-saved');
    expect(saves.at(-1)!.settings.vip.levels[1]!.minValidBet).toBe('20000.00');
  });

  it('says another save came first and reloads the newer version (TW)', async () => {
    const { bumpElsewhere, store } = await setup('TW');
    bumpElsewhere();
    fireEvent.change(field('rewardExpiryDays'), { target: { value: '5' } });
    await act(async () => void fireEvent.click(screen.getByTestId('rewards-save')));
    const problem = await screen.findByTestId('rewards-save-problem');
    expect(problem.textContent).toContain('您開啟後已有其他人儲存了獎勵設定。');
    await act(async () => void fireEvent.click(screen.getByTestId('rewards-reload')));
    await waitFor(() => expect(store.settings.saved?.version).toBe(1));
    expect(field('rewardExpiryDays').value).toBe('9');
    expect(screen.queryByTestId('rewards-save-problem')).toBeNull();
  });
});

describe('Rewards tab: bonuses', () => {
  it('shows the cost totals and the empty list (TW)', async () => {
    await setup('TW');
    fireEvent.click(screen.getByTestId('rewards-view-bonuses'));
    const totals = await screen.findByTestId('rewards-bonuses-totals');
    await waitFor(() => expect(totals.textContent).toContain('1,280.00'));
    expect(totals.textContent).toContain('3,600.00');
    expect(await screen.findByText('沒有符合的紅利。')).toBeTruthy();
  });
});
