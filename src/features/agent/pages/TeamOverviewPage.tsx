/**
 * agentTeamOverview (spec section 2, the agent center's default page; README "Agent center"): for
 * today, yesterday, this week, this month or a custom range, the team's size, new registrations,
 * first deposits, active members (placed a valid bet), deposits, withdrawals, valid bet, payout,
 * team profit and loss (as the house sees it) and the agent's own income, then the daily series
 * as a chart (recharts) with the figures per day in a table under it (open for a week or less).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { useStores } from '../../../stores';
import type { AgentOverview, AgentRangeQuery } from '../../../../contract/types';
import { formatAmount, formatCount } from '../../../../contract/money';
import {
  AgentLoad,
  amountTone,
  card,
  EmptyState,
  Figure,
  figureGrid,
  RangePicker,
  table,
  useMoney,
  useResource,
} from '../../../ui/reportUi';
import { SeriesChart } from './SeriesChart';

const COUNTS = ['teamSize', 'newRegistrations', 'firstDeposits', 'activeMembers'] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'validBet', 'payout', 'profitLoss', 'income'] as const;

/** The agentTeamOverview page for the chosen range (default today). */
export const TeamOverviewPage = observer(function TeamOverviewPage(_props: CenterPageProps) {
  const { t, i18n } = useTranslation();
  const { agent } = useStores();
  const [range, setRange] = useState<AgentRangeQuery>({ range: 'today' });
  const result = useResource(
    agent.overview,
    () => agent.loadOverview(range),
    [range.range, range.from, range.to],
    t('agent.common.loadFailed'),
  );
  const fmt = useMoney();
  const count = (n: number) => formatCount(n, i18n.language);
  return (
    <div data-testid="agent-overview">
      <RangePicker value={range} onChange={setRange} />
      <AgentLoad result={result} cards={10} rows={4}>
        {(d: AgentOverview) => (
          <div
            css={css`
              display: grid;
              gap: 18px;
            `}
          >
            <p
              css={css`
                margin: -6px 0 0;
                color: var(--c-muted);
                font-size: 13px;
              `}
              data-testid="overview-range"
            >
              {t('agent.overview.rangeDays', { from: d.from, to: d.to })}
            </p>
            <div css={figureGrid}>
              {COUNTS.map((k) => (
                <Figure key={k} label={t(`agent.figures.${k}`)} value={count(d[k])} testId={`figure-${k}`} />
              ))}
              {AMOUNTS.map((k) => (
                <Figure
                  key={k}
                  label={t(`agent.figures.${k}`)}
                  value={fmt(d[k])}
                  tone={k === 'profitLoss' || k === 'income' ? amountTone(d[k]) : undefined}
                  testId={`figure-${k}`}
                />
              ))}
            </div>
            <section css={card} aria-label={t('agent.overview.chartTitle')}>
              <h4
                css={css`
                  margin: 0 0 12px;
                  font-size: 16px;
                  font-weight: 800;
                `}
              >
                {t('agent.overview.chartTitle')}
              </h4>
              {d.series.length === 0 ? (
                <EmptyState />
              ) : (
                <>
                  <SeriesChart series={d.series} />
                  <details
                    css={css`
                      margin-top: 12px;
                      overflow-x: auto;
                      & > summary {
                        cursor: pointer;
                        font-weight: 700;
                        color: var(--c-primary);
                        padding: 6px 0;
                      }
                    `}
                    open={d.series.length <= 7}
                  >
                    <summary>{t('agent.overview.dailyFigures')}</summary>
                    <table css={table} data-testid="overview-series">
                      <thead>
                        <tr>
                          <th>{t('agent.overview.day')}</th>
                          <th data-num="">{t('agent.figures.newRegistrations')}</th>
                          <th data-num="">{t('agent.figures.firstDeposits')}</th>
                          <th data-num="">{t('agent.figures.activeMembers')}</th>
                          <th data-num="">{t('agent.figures.deposits')}</th>
                          <th data-num="">{t('agent.figures.withdrawals')}</th>
                          <th data-num="">{t('agent.figures.validBet')}</th>
                          <th data-num="">{t('agent.figures.payout')}</th>
                          <th data-num="">{t('agent.figures.profitLoss')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {d.series.map((s) => (
                          <tr key={s.day}>
                            <td data-nowrap="">{s.day}</td>
                            <td data-num="">{count(s.newRegistrations)}</td>
                            <td data-num="">{count(s.firstDeposits)}</td>
                            <td data-num="">{count(s.activeMembers)}</td>
                            <td data-num="">{formatAmount(s.deposits, i18n.language)}</td>
                            <td data-num="">{formatAmount(s.withdrawals, i18n.language)}</td>
                            <td data-num="">{formatAmount(s.validBet, i18n.language)}</td>
                            <td data-num="">{formatAmount(s.payout, i18n.language)}</td>
                            <td
                              data-num=""
                              css={css`
                                color: ${amountTone(s.profitLoss)};
                              `}
                            >
                              {formatAmount(s.profitLoss, i18n.language)}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </details>
                </>
              )}
            </section>
          </div>
        )}
      </AgentLoad>
    </div>
  );
});

export default TeamOverviewPage;
