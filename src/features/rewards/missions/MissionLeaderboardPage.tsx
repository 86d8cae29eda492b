/**
 * Missions and leaderboard (spec sections 2 and 7 "missionLeaderboard"; docs/rewards.md "Missions
 * and leaderboards"): two tabs, the member's daily and weekly missions with their claim, and the
 * weekly leaderboards. `?tab=leaderboard` opens the second tab.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, tabPanelProps, useTabsId } from '../../../components/Tabs';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { LeaderboardTab } from './LeaderboardTab';
import { MissionsTab } from './MissionsTab';

const TABS = ['missions', 'leaderboard'] as const;
type Tab = (typeof TABS)[number];

export default observer(function MissionLeaderboardPage({ params }: CenterPageProps) {
  const { t } = useTranslation();
  const baseId = useTabsId();
  const [tab, setTab] = useState<Tab>(params.tab === 'leaderboard' ? 'leaderboard' : 'missions');
  return (
    <div
      data-testid="mission-leaderboard-page"
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 14px;
      `}
    >
      <Tabs
        items={TABS.map((id) => ({ id, label: t(`missions.page.tabs.${id}`) }))}
        value={tab}
        onChange={setTab}
        label={t('missions.page.label')}
        baseId={baseId}
      />
      <div
        {...tabPanelProps(baseId, tab)}
        css={css`
          outline: none;
          min-width: 0;
        `}
      >
        {tab === 'missions' ? <MissionsTab /> : <LeaderboardTab />}
      </div>
    </div>
  );
});
