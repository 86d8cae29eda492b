/**
 * The lobby's side panels (docs/lottery.md sections 5 and 6; spec section 7 "mission summary",
 * "mission leaderboard"): the opened numbers (the latest result of every game), the signed-in
 * member's missions (the rewards MissionStore: daily and weekly progress, rewards to claim) and the
 * leaderboard's top entries (the rewards LeaderboardStore); both link to the member center's
 * missionLeaderboard page.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { money } from '../../../contract/money';
import type { Mission, OpenedNumbers } from '../../../contract/types';
import { Icon } from '../../components/Icon';
import { useStores } from '../../stores';
import type { Resource } from '../../stores/shared/ResourceModel';
import { MEDALS, medalOf } from '../../theme/palettes';
import { ProgressBar, PROGRESS_GRADIENT, Skeleton } from '../../ui/rewardUi';
import { Headline, lotteryPanel, mutedText, panelHead } from './lotteryUi';

const linkButton = css`
  border: 0;
  background: none;
  padding: 0;
  color: var(--c-primary);
  font-weight: 700;
  font-size: 13px;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

/** The opened numbers: one line per game with the latest draw's label and headline. */
export const OpenedNumbersPanel = observer(function OpenedNumbersPanel({
  opened,
  onPick,
}: {
  opened: Resource<OpenedNumbers>;
  onPick(gameCode: string): void;
}) {
  const { t } = useTranslation();
  const list = opened.data?.list ?? [];
  return (
    <section css={lotteryPanel} aria-labelledby="opened-title" data-testid="opened-numbers">
      <div css={panelHead}>
        <h3 id="opened-title">
          <Icon name="fire" size={17} />
          {t('lottery.opened.title')}
        </h3>
      </div>
      {opened.loading && !opened.data ? (
        <Skeleton rows={3} height={40} />
      ) : list.length === 0 ? (
        <span css={mutedText}>{opened.failed ? opened.errorText(t('lottery.error')) : t('lottery.opened.empty')}</span>
      ) : (
        <ul
          aria-label={t('lottery.opened.label')}
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: 2px;
          `}
        >
          {list.map((item) => (
            <li key={item.gameCode}>
              <button
                type="button"
                onClick={() => onPick(item.gameCode)}
                data-testid="opened-item"
                css={css`
                  width: 100%;
                  display: grid;
                  gap: 6px;
                  padding: 9px 10px;
                  border: 0;
                  border-radius: var(--r-md);
                  background: transparent;
                  color: var(--c-text);
                  text-align: left;
                  cursor: pointer;
                  &:hover {
                    background: var(--c-hover);
                  }
                `}
              >
                <span
                  css={css`
                    display: flex;
                    justify-content: space-between;
                    gap: 8px;
                    font-size: 13px;
                  `}
                >
                  <strong>{item.name}</strong>
                  <span css={mutedText}>{item.draw.label}</span>
                </span>
                <Headline numbers={item.draw.headline} size={24} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

function MissionLine({ m }: { m: Mission }) {
  const { t } = useTranslation();
  return (
    <li
      css={css`
        display: grid;
        gap: 5px;
      `}
      data-testid="lobby-mission"
      data-state={m.state}
    >
      <span
        css={css`
          display: flex;
          justify-content: space-between;
          gap: 8px;
          font-size: 13px;
        `}
      >
        <strong
          css={css`
            overflow: hidden;
            text-overflow: ellipsis;
            white-space: nowrap;
          `}
        >
          {m.title}
        </strong>
        <span css={mutedText}>{t(`lottery.missions.${m.period}`)}</span>
      </span>
      <ProgressBar
        percent={m.percent}
        label={m.title}
        color={m.state === 'inProgress' ? PROGRESS_GRADIENT : 'var(--c-success)'}
        track="var(--c-hover)"
      />
    </li>
  );
}

/** The member's mission summary (at most 4 missions, unfinished first) and the rewards to claim. */
export const MissionSummaryPanel = observer(function MissionSummaryPanel() {
  const { t } = useTranslation();
  const { missions, ui } = useStores();
  const data = missions.summary.data;
  const all = data ? [...data.daily, ...data.weekly] : [];
  const shown = [...all.filter((m) => m.state === 'completed'), ...all.filter((m) => m.state === 'inProgress')].slice(
    0,
    4,
  );
  return (
    <section css={lotteryPanel} aria-labelledby="lobby-missions-title" data-testid="lobby-missions">
      <div css={panelHead}>
        <h3 id="lobby-missions-title">
          <Icon name="star" size={17} />
          {t('lottery.missions.title')}
        </h3>
        <button
          type="button"
          css={linkButton}
          onClick={() => ui.openModal('memberCenter', { page: 'missionLeaderboard' })}
        >
          {t('lottery.missions.all')}
        </button>
      </div>
      {missions.summary.loading && !data ? (
        <Skeleton rows={2} height={36} />
      ) : missions.summary.failed ? (
        <span css={mutedText}>{missions.summary.errorText(t('lottery.error'))}</span>
      ) : (
        <>
          {data && data.completedUnclaimed > 0 ? (
            <span
              css={css`
                font-size: 13px;
                font-weight: 700;
                color: var(--c-gold);
              `}
              data-testid="lobby-unclaimed"
            >
              {t('lottery.missions.unclaimed', { count: data.completedUnclaimed })}
            </span>
          ) : null}
          {shown.length === 0 ? (
            <span css={mutedText}>{t('lottery.missions.none')}</span>
          ) : (
            <ul
              css={css`
                list-style: none;
                margin: 0;
                padding: 0;
                display: grid;
                gap: 12px;
              `}
            >
              {shown.map((m) => (
                <MissionLine key={m.id} m={m} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
});

/** The leaderboard's top 5 of the current week (the rewards LeaderboardStore's board). */
export const LeaderboardTopPanel = observer(function LeaderboardTopPanel() {
  const { t, i18n } = useTranslation();
  const { leaderboard, ui, wallet } = useStores();
  const data = leaderboard.result.data;
  const top = data?.entries.slice(0, 5) ?? [];
  return (
    <section css={lotteryPanel} aria-labelledby="lobby-board-title" data-testid="lobby-leaderboard">
      <div css={panelHead}>
        <h3 id="lobby-board-title">
          <Icon name="trophy" size={17} />
          {t('lottery.leaderboard.title')}
        </h3>
        <button
          type="button"
          css={linkButton}
          onClick={() => ui.openModal('memberCenter', { page: 'missionLeaderboard' })}
        >
          {t('lottery.leaderboard.all')}
        </button>
      </div>
      {leaderboard.result.loading && !data ? (
        <Skeleton rows={3} height={28} />
      ) : leaderboard.result.failed ? (
        <span css={mutedText}>{leaderboard.result.errorText(t('lottery.error'))}</span>
      ) : top.length === 0 ? (
        <span css={mutedText}>{t('lottery.leaderboard.empty')}</span>
      ) : (
        <>
          <span css={mutedText}>{t(`missions.leaderboard.boards.${data!.board}`)}</span>
          <ol
            css={css`
              list-style: none;
              margin: 0;
              padding: 0;
              display: grid;
              gap: 6px;
            `}
          >
            {top.map((e) => (
              <li
                key={e.rank}
                data-testid="lobby-board-entry"
                css={css`
                  display: grid;
                  grid-template-columns: 26px minmax(0, 1fr) auto;
                  gap: 8px;
                  align-items: center;
                  font-size: 13px;
                  ${e.me ? 'font-weight: 800; color: var(--c-primary);' : ''}
                `}
              >
                <span
                  css={css`
                    display: inline-grid;
                    place-items: center;
                    width: 24px;
                    height: 24px;
                    border-radius: 50%;
                    font-weight: 800;
                    font-size: 12px;
                    background: ${medalOf(e.rank) ?? 'var(--c-surface-2)'};
                    color: ${medalOf(e.rank) ? MEDALS.ink : 'var(--c-muted)'};
                  `}
                >
                  {e.rank}
                </span>
                <span
                  css={css`
                    overflow: hidden;
                    text-overflow: ellipsis;
                    white-space: nowrap;
                  `}
                >
                  {e.me ? `${e.username} (${t('lottery.leaderboard.me')})` : e.username}
                </span>
                <span
                  css={css`
                    font-variant-numeric: tabular-nums;
                    font-weight: 700;
                  `}
                >
                  {money(e.value, i18n.language, wallet.symbol)}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
});
