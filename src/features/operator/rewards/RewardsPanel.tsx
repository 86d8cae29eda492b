/**
 * The operator console's Rewards tab (docs/rewards.md "Settings"): the merchant's reward settings
 * as one form (./RewardSettingsForm.tsx) and the bonuses granted with their cost
 * (./OperatorBonusesView.tsx). State: the console root's `rewards`
 * (src/stores/operator/RewardsConsoleStore.ts).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chip } from '../../../components/styles';
import { useConsoleStores } from '../../../stores';
import { OperatorBonusesView } from './OperatorBonusesView';
import { RewardSettingsForm } from './RewardSettingsForm';

type View = 'settings' | 'bonuses';

/** The tab over the console root's `rewards` (useConsoleStores; loads the settings once). */
export const RewardsPanel = observer(function RewardsPanel() {
  const { t } = useTranslation();
  const store = useConsoleStores().rewards;
  const [view, setView] = useState<View>('settings');
  useEffect(() => {
    if (!store.settings.saved) void store.settings.load(t('operator.console.rewards.loadFailed'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per store; t changes with the language only
  }, [store]);
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 16px;
        min-width: 0;
        & > section {
          min-width: 0;
        }
      `}
      data-testid="rewards-panel"
    >
      <div
        role="group"
        aria-label={t('operator.console.rewards.views.label')}
        css={css`
          display: flex;
          gap: 8px;
        `}
      >
        {(['settings', 'bonuses'] as const).map((v) => (
          <button
            key={v}
            type="button"
            css={chip(view === v)}
            aria-pressed={view === v}
            onClick={() => setView(v)}
            data-testid={`rewards-view-${v}`}
          >
            {t(`operator.console.rewards.views.${v}`)}
          </button>
        ))}
      </div>
      {view === 'settings' ? (
        <RewardSettingsForm store={store.settings} />
      ) : (
        <OperatorBonusesView store={store.bonuses} />
      )}
    </div>
  );
});
