/**
 * The leaderboard tab of the missionLeaderboard page (spec section 7; docs/rewards.md "Missions
 * and leaderboards"): the board switch (valid bet, biggest win), this week or last week, the
 * week's dates and whether it is final, the prizes by rank, the top 50 with medals for the first
 * three, and the member's own row highlighted, also under the table when outside the top 50.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { chip } from '../../../components/styles';
import { useStores } from '../../../stores';
import { BOARDS, WEEKS } from '../../../stores/rewards/LeaderboardStore';
import type { Leaderboard } from '../../../../contract/types';
import { AgentLoad, EmptyState, useMoney, useResource } from '../../../ui/reportUi';
import { card, StatusPill, table } from '../../../ui/kit';
import { formatTime } from '../../../shared/time';
import { MEDALS } from '../../../theme/palettes';

function Rank({ rank }: { rank: number | null }) {
  if (rank !== null && rank <= 3)
    return (
      <span
        aria-label={String(rank)}
        data-medal={rank}
        css={css`
          display: inline-grid;
          place-items: center;
          width: 28px;
          height: 28px;
          border-radius: 50%;
          font-weight: 800;
          font-size: 13px;
          color: ${MEDALS.ink};
          background:
            radial-gradient(circle at 35% 30%, color-mix(in srgb, var(--c-on-vivid) 53%, transparent), transparent 60%),
            ${MEDALS.colours[rank - 1]};
          box-shadow: 0 2px 6px color-mix(in srgb, var(--c-shadow) 25%, transparent);
        `}
      >
        {rank}
      </span>
    );
  return (
    <span
      css={css`
        display: inline-block;
        min-width: 28px;
        text-align: center;
        font-weight: 700;
        color: var(--c-muted);
      `}
    >
      {rank ?? '—'}
    </span>
  );
}

const meRow = css`
  background: color-mix(in srgb, var(--c-primary) 14%, transparent);
  td {
    font-weight: 700;
  }
`;

function Board({ v }: { v: Leaderboard }) {
  const { t, i18n } = useTranslation();
  const fmt = useMoney();
  const outside = v.me && !v.entries.some((e) => e.me) ? v.me : null;
  const day = (iso: string) => formatTime(iso, i18n.language).slice(0, 10);
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr) 210px;
        gap: 14px;
        align-items: start;
      `}
    >
      <section
        css={[
          card,
          css`
            min-width: 0;
            overflow-x: auto;
          `,
        ]}
        aria-label={t(`missions.leaderboard.boards.${v.board}`)}
      >
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 10px;
            margin-bottom: 10px;
          `}
        >
          <strong
            css={css`
              font-size: 15px;
            `}
          >
            {t(`missions.leaderboard.boards.${v.board}`)}
          </strong>
          <span
            css={css`
              font-size: 12px;
              color: var(--c-muted);
            `}
            data-testid="board-period"
          >
            {v.periodKey} ·{' '}
            {t('missions.leaderboard.period', {
              from: day(v.from),
              to: day(new Date(Date.parse(v.to) - 1).toISOString()),
            })}
          </span>
          <StatusPill tone={v.closed ? 'good' : 'wait'}>
            {v.closed ? t('missions.leaderboard.closed') : t('missions.leaderboard.live')}
          </StatusPill>
        </div>
        {v.entries.length === 0 ? (
          <EmptyState text={t('missions.leaderboard.empty')} />
        ) : (
          <table css={table} data-testid="leaderboard-table">
            <thead>
              <tr>
                <th>{t('missions.leaderboard.columns.rank')}</th>
                <th>{t('missions.leaderboard.columns.player')}</th>
                <th data-num="">{t(`missions.leaderboard.values.${v.board}`)}</th>
                <th data-num="">{t('missions.leaderboard.columns.prize')}</th>
              </tr>
            </thead>
            <tbody>
              {v.entries.map((e) => (
                <tr
                  key={e.rank}
                  css={e.me ? meRow : undefined}
                  data-me={e.me ? '' : undefined}
                  data-testid="leaderboard-row"
                >
                  <td>
                    <Rank rank={e.rank} />
                  </td>
                  <td
                    css={css`
                      font-family: ui-monospace, monospace;
                      white-space: nowrap;
                    `}
                  >
                    {e.username} {e.me ? <StatusPill tone="good">{t('missions.leaderboard.you')}</StatusPill> : null}
                  </td>
                  <td data-num="">{fmt(e.value)}</td>
                  <td
                    data-num=""
                    css={css`
                      color: var(--c-gold);
                      font-weight: 700;
                    `}
                  >
                    {e.prize ? fmt(e.prize) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
            {outside ? (
              <tfoot>
                <tr css={meRow} data-me="" data-testid="leaderboard-own">
                  <td>
                    <Rank rank={outside.rank} />
                  </td>
                  <td>
                    <StatusPill tone="good">{t('missions.leaderboard.you')}</StatusPill>{' '}
                    <span
                      css={css`
                        font-size: 12px;
                        color: var(--c-muted);
                      `}
                    >
                      {outside.rank === null ? t('missions.leaderboard.notRanked') : t('missions.leaderboard.outside')}
                    </span>
                  </td>
                  <td data-num="">{fmt(outside.value)}</td>
                  <td data-num="">—</td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        )}
      </section>
      <aside
        css={css`
          display: grid;
          gap: 12px;
        `}
      >
        <section
          css={[
            card,
            css`
              display: grid;
              gap: 6px;
              background: linear-gradient(
                135deg,
                color-mix(in srgb, var(--c-primary) 20%, var(--c-surface)),
                var(--c-surface)
              );
            `,
          ]}
          data-testid="leaderboard-me"
        >
          <span
            css={css`
              font-size: 12px;
              color: var(--c-muted);
              font-weight: 700;
            `}
          >
            {t('missions.leaderboard.yourRank')}
          </span>
          <strong
            css={css`
              font-size: 28px;
              font-weight: 800;
            `}
          >
            {v.me?.rank ?? t('missions.leaderboard.notRanked')}
          </strong>
          <span
            css={css`
              font-size: 12px;
              color: var(--c-muted);
            `}
          >
            {t('missions.leaderboard.yourScore')}:{' '}
            <b
              css={css`
                color: var(--c-text);
              `}
            >
              {fmt(v.me?.value ?? '0')}
            </b>
          </span>
        </section>
        <section css={card} aria-label={t('missions.leaderboard.prizesTitle')}>
          <h4
            css={css`
              margin: 0 0 10px;
              font-size: 14px;
              font-weight: 800;
            `}
          >
            {t('missions.leaderboard.prizesTitle')}
          </h4>
          <ol
            css={css`
              list-style: none;
              margin: 0;
              padding: 0;
              display: grid;
              gap: 6px;
              font-size: 13px;
            `}
          >
            {v.prizes.map((p, i) => (
              <li
                key={i}
                css={css`
                  display: flex;
                  align-items: center;
                  justify-content: space-between;
                  gap: 8px;
                `}
              >
                <span
                  css={css`
                    display: inline-flex;
                    align-items: center;
                    gap: 8px;
                  `}
                >
                  <Rank rank={i + 1} /> {t('missions.leaderboard.prizeRank', { rank: i + 1 })}
                </span>
                <b
                  css={css`
                    color: var(--c-gold);
                    font-variant-numeric: tabular-nums;
                  `}
                >
                  {fmt(p)}
                </b>
              </li>
            ))}
          </ol>
        </section>
      </aside>
    </div>
  );
}

export const LeaderboardTab = observer(function LeaderboardTab() {
  const { t } = useTranslation();
  const { leaderboard } = useStores();
  const result = useResource(leaderboard.result, () => leaderboard.load(), [], t('missions.common.loadFailed'));
  return (
    <div
      css={css`
        display: grid;
        gap: 14px;
      `}
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          justify-content: space-between;
          gap: 10px;
        `}
      >
        <div
          role="group"
          aria-label={t('missions.leaderboard.boardLabel')}
          css={css`
            display: flex;
            gap: 8px;
          `}
        >
          {BOARDS.map((b) => (
            <button
              key={b}
              type="button"
              css={chip(leaderboard.board === b)}
              aria-pressed={leaderboard.board === b}
              onClick={() => leaderboard.setBoard(b)}
              data-testid={`board-${b}`}
            >
              {t(`missions.leaderboard.boards.${b}`)}
            </button>
          ))}
        </div>
        <div
          role="group"
          aria-label={t('missions.leaderboard.weekLabel')}
          css={css`
            display: flex;
            gap: 8px;
          `}
        >
          {WEEKS.map((w) => (
            <button
              key={w}
              type="button"
              css={chip(leaderboard.week === w)}
              aria-pressed={leaderboard.week === w}
              onClick={() => leaderboard.setWeek(w)}
              data-testid={`week-${w}`}
            >
              {t(`missions.leaderboard.weeks.${w}`)}
            </button>
          ))}
        </div>
      </div>
      <AgentLoad result={result} rows={8}>
        {(v) => <Board v={v} />}
      </AgentLoad>
    </div>
  );
});
