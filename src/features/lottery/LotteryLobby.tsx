/**
 * /lottery, the lotto lobby (docs/lottery.md section 6; spec sections 2, 3 and 7): a hero, prize
 * mode tabs (All, LOTT, ZY, ELOTT, SEA with their game counts), the game cards of the tab grouped
 * by prize mode (next draw countdown, latest numbers, "Bet now"; games whose vendor publishes no
 * draws as compact tiles after them), the results panel of the chosen
 * game (date filter, pages, prize tables, seeds, verify link), and on the side the opened numbers,
 * the member's missions and the leaderboard. Loading, empty and error states as the site's other
 * pages; the draw watch re-loads when a shown draw's time passes.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Tabs, tabPanelProps, useTabsId } from '../../components/Tabs';
import { inputBase } from '../../renderers/form/styles';
import { useStores } from '../../stores';
import { LOBBY_TABS, tabCounts, type LobbyTab } from '../../stores/lottery/lobbyRules';
import { EmptyState, Skeleton } from '../../ui/rewardUi';
import { PageHero } from '../shared/PageHero';
import { LeaderboardTopPanel, MissionSummaryPanel, OpenedNumbersPanel } from './LobbySide';
import { CompactGameCard, LotteryGameCard } from './LotteryGameCard';
import { mutedText, useLotteryPage } from './lotteryUi';
import { LoadFailed } from '../../ui/kit';
import { ResultsPanel } from './ResultsPanel';

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
`;

/** Games without published draws: compact tiles after the cards (docs/lottery.md section 1). */
const compactGridCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  gap: 10px;
`;

export const LotteryLobby = observer(function LotteryLobby() {
  const { t } = useTranslation();
  const { lottery, session } = useStores();
  const page = lottery.lobby;
  const tabsId = useTabsId();

  useLotteryPage(page, 'lobby');

  const counts = tabCounts(page.lobby.data);
  const member = session.isLoggedIn && !session.isTrial;
  const published = page.games.filter((g) => g.published);
  const handlePick = (gameCode: string) => {
    void page.selectGame(gameCode);
    document.getElementById('lottery-results-title')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 22px;
      `}
      data-testid="lottery-lobby"
    >
      <PageHero
        icon="lott"
        title={t('lottery.lobby.title')}
        text={t('lottery.lobby.subtitle')}
        titleId="lottery-lobby-title"
      />
      <Tabs
        items={LOBBY_TABS.map((id) => ({
          id,
          label: `${t(`lottery.prizeModes.${id}`)}${page.lobby.data ? ` (${counts[id]})` : ''}`,
        }))}
        value={page.tab}
        onChange={(tab: LobbyTab) => void page.setTab(tab)}
        label={t('lottery.lobby.tabs')}
        baseId={tabsId}
      />
      <div
        css={css`
          display: grid;
          grid-template-columns: minmax(0, 1fr) 320px;
          gap: 22px;
          align-items: start;
        `}
      >
        <div
          css={css`
            display: grid;
            gap: 22px;
            min-width: 0;
          `}
          {...tabPanelProps(tabsId, page.tab)}
        >
          {page.lobby.loading && !page.lobby.data ? (
            <div css={gridCss} data-testid="lottery-skeleton">
              <Skeleton rows={1} height={250} />
              <Skeleton rows={1} height={250} />
              <Skeleton rows={1} height={250} />
            </div>
          ) : page.lobby.failed ? (
            <LoadFailed
              message={page.lobby.errorText(t('lottery.error'))}
              onRetry={() => void page.load()}
              retryLabel={t('lottery.retry')}
            />
          ) : page.games.length === 0 ? (
            <EmptyState
              icon="lott"
              text={t('lottery.lobby.empty')}
              hint={t('lottery.lobby.emptyHint')}
              testId="lottery-empty"
            />
          ) : page.groups.length === 0 ? (
            <EmptyState icon="lott" text={t('lottery.lobby.emptyTab')} testId="lottery-empty-tab" />
          ) : (
            page.groups.map((group) => (
              <section
                key={group.prizeMode}
                aria-labelledby={`group-${group.prizeMode}`}
                data-testid="lottery-group"
                data-mode={group.prizeMode}
                css={css`
                  display: grid;
                  gap: 12px;
                `}
              >
                <div
                  css={css`
                    display: flex;
                    align-items: baseline;
                    gap: 10px;
                  `}
                >
                  <h2
                    id={`group-${group.prizeMode}`}
                    css={css`
                      margin: 0;
                      font-size: 19px;
                      font-weight: 800;
                    `}
                  >
                    {t(`lottery.prizeModes.${group.prizeMode}`)}
                  </h2>
                  <span css={mutedText}>{t('lottery.lobby.gameCount', { count: group.games.length })}</span>
                </div>
                {group.games.some((g) => g.published) ? (
                  <div css={gridCss}>
                    {group.games
                      .filter((g) => g.published)
                      .map((g) => (
                        <LotteryGameCard
                          key={g.gameCode}
                          game={g}
                          selected={page.results.gameCode === g.gameCode}
                          onResults={() => handlePick(g.gameCode)}
                        />
                      ))}
                  </div>
                ) : null}
                {group.games.some((g) => !g.published) ? (
                  <div css={compactGridCss}>
                    {group.games
                      .filter((g) => !g.published)
                      .map((g) => (
                        <CompactGameCard key={g.gameCode} game={g} />
                      ))}
                  </div>
                ) : null}
              </section>
            ))
          )}
          {page.games.length > 0 ? (
            <ResultsPanel
              results={page.results}
              game={page.selectedGame}
              tools={
                published.length > 1 ? (
                  <select
                    aria-label={t('lottery.results.game')}
                    css={[
                      inputBase,
                      css`
                        width: 200px;
                        height: 36px;
                      `,
                    ]}
                    value={page.results.gameCode ?? ''}
                    onChange={(e) => void page.selectGame(e.target.value)}
                    data-testid="results-game"
                  >
                    {published.map((g) => (
                      <option key={g.gameCode} value={g.gameCode}>
                        {g.name}
                      </option>
                    ))}
                  </select>
                ) : null
              }
            />
          ) : null}
        </div>
        <aside
          css={css`
            display: grid;
            gap: 16px;
            position: sticky;
            top: 16px;
          `}
        >
          <OpenedNumbersPanel opened={page.opened} onPick={handlePick} />
          {member ? <MissionSummaryPanel /> : null}
          {member ? <LeaderboardTopPanel /> : null}
        </aside>
      </div>
    </div>
  );
});

export default LotteryLobby;
