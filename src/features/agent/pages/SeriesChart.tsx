/**
 * The overview's daily chart (spec section 2, agentTeamOverview): valid bet and payout as bars,
 * team profit and loss as a line on its own (right) axis, per reporting day, drawn by recharts. The decimal strings are
 * turned into numbers only for the chart's geometry; every figure shown as text (tooltip, axis)
 * is formatted from those numbers with Intl, and the exact amounts are in the table under it.
 */
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AgentOverviewDay } from '../../../../contract/types';
import { formatAmount, formatCompact } from '../../../../contract/money';

/** Draws `series` (one entry per reporting day, oldest first) 260 px high across the panel. */
export function SeriesChart({ series }: { series: readonly AgentOverviewDay[] }) {
  const { t, i18n } = useTranslation();
  const data = series.map((s) => ({
    day: s.day.slice(5),
    validBet: Number(s.validBet),
    payout: Number(s.payout),
    profitLoss: Number(s.profitLoss),
  }));
  const axis = { fill: 'var(--c-muted)', fontSize: 12 };
  const compact = (v: number) => formatCompact(v, i18n.language);
  return (
    <div
      role="img"
      aria-label={t('agent.overview.chartLabel')}
      data-testid="overview-chart"
      style={{ width: '100%', height: 260 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="var(--c-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={axis} stroke="var(--c-border)" />
          <YAxis yAxisId="money" tick={axis} stroke="var(--c-border)" width={64} tickFormatter={compact} />
          <YAxis
            yAxisId="result"
            orientation="right"
            tick={axis}
            stroke="var(--c-border)"
            width={64}
            tickFormatter={compact}
          />
          <Tooltip
            formatter={(v) => formatAmount(Number(v), i18n.language)}
            contentStyle={{
              background: 'var(--c-surface)',
              border: '1px solid var(--c-border)',
              borderRadius: 10,
              color: 'var(--c-text)',
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            yAxisId="money"
            dataKey="validBet"
            name={t('agent.figures.validBet')}
            fill="var(--c-primary)"
            radius={[4, 4, 0, 0]}
            maxBarSize={28}
            isAnimationActive={false}
          />
          <Bar
            yAxisId="money"
            dataKey="payout"
            name={t('agent.figures.payout')}
            fill="var(--c-accent)"
            fillOpacity={0.85}
            radius={[4, 4, 0, 0]}
            maxBarSize={28}
            isAnimationActive={false}
          />
          <Line
            yAxisId="result"
            dataKey="profitLoss"
            name={t('agent.figures.profitLoss')}
            stroke="var(--c-text)"
            strokeWidth={2}
            dot={{ r: 2 }}
            type="monotone"
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
