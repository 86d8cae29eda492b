/**
 * The console's Reports tab (permission reports.view; server/services/operator/reports.ts): a range
 * of days (presets today, yesterday, last 7 days, this month, last month, or custom dates) in the
 * merchant's time zone, the range's key figures as cards, GGR and NGR by day as a chart (recharts,
 * the theme's colours), and tables by day, by vendor and by game category, each with its CSV file
 * (./csv.ts). Amounts arrive as minor units and are shown in major units through Intl in the
 * console's language. State: the console root's `reports` (src/stores/operator/reportsConsole.ts).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { currencyDecimals, formatAmount, formatCompact, formatCount, fromMinor } from '../../../../contract/money';
import { intlLocale } from '../../../../contract/spec';
import type { OperatorReport } from '../../../../contract/generated/schemas';
import { chip, ghostButton, primaryButton } from '../../../components/styles';
import { useConsoleStores } from '../../../stores';
import { REPORT_PRESETS } from '../../../stores/operator/reportsConsole';
import { amountTone, table } from '../../../ui/kit';
import { Bone } from '../../../ui/reportUi';
import { card, cardTitle, input, muted } from '../ui';
import { csvFileName, DAY_COLUMNS, GAME_COLUMNS, reportCsv, vendorName, type ReportView } from './csv';

/** The six summary cards: one row on a wide screen, wrapping on a narrow one. */
const cardGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
`;

const k = (key: string) => `operator.console.reports.${key}`;
const COUNT_KEYS = new Set([
  'depositCount',
  'withdrawalCount',
  'firstDepositors',
  'registrations',
  'activePlayers',
  'betCount',
]);

/** Saves `text` as a file named `name` (a CSV download in the browser). */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Formatting in the console's language: money from minor units, counts, days. */
function useFormat(report: OperatorReport | null) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const decimals = currencyDecimals(report?.currency ?? 'CNY');
  const major = (minor: string) => fromMinor(BigInt(minor), decimals);
  const dayFormat = new Intl.DateTimeFormat(intlLocale(lang), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const fullDay = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    lang,
    major,
    money: (minor: string) => formatAmount(major(minor), lang),
    count: (n: number) => formatCount(n, lang),
    value: (key: string, v: string | number) =>
      COUNT_KEYS.has(key) ? formatCount(Number(v), lang) : formatAmount(major(String(v)), lang),
    day: (day: string) => dayFormat.format(Date.parse(`${day}T00:00:00Z`)),
    fullDay: (day: string) => fullDay.format(Date.parse(`${day}T00:00:00Z`)),
  };
}

/** The tab over the console root's `reports` (useConsoleStores). */
export const ReportsPanel = observer(function ReportsPanel() {
  const { t } = useTranslation();
  const store = useConsoleStores().reports;
  const v = store.view;
  const f = useFormat(v);
  useEffect(() => {
    if (!store.view && !store.loading) void store.choose(store.preset === 'custom' ? 'last7' : store.preset);
  }, [store]);
  const csv = (view: ReportView) => {
    if (v) download(reportCsv(v, view, t, f.lang), csvFileName(v, view));
  };
  const empty =
    v !== null &&
    v.days.every(
      (d) =>
        d.betCount === 0 && d.depositCount === 0 && d.withdrawalCount === 0 && d.registrations === 0 && d.ngr === '0',
    );
  return (
    <section
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 16px;
      `}
      data-testid="operator-reports"
    >
      <div css={card}>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: baseline;
            justify-content: space-between;
            gap: 8px;
          `}
        >
          <h2 css={cardTitle}>{t(k('title'))}</h2>
          {v ? <span css={muted}>{t(k('currency'), { currency: v.currency })}</span> : null}
        </div>
        <p css={muted}>{t(k('intro'), { zone: v?.timeZone ?? 'GMT+08:00' })}</p>
        <div
          role="group"
          aria-label={t(k('range'))}
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 8px;
            align-items: center;
          `}
        >
          {REPORT_PRESETS.filter((p) => p !== 'custom').map((p) => (
            <button
              key={p}
              type="button"
              css={chip(store.preset === p)}
              aria-pressed={store.preset === p}
              onClick={() => void store.choose(p)}
              data-testid={`reports-preset-${p}`}
            >
              {t(k(`presets.${p}`))}
            </button>
          ))}
        </div>
        <form
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 10px;
            align-items: center;
            font-size: 13px;
          `}
          onSubmit={(e) => {
            e.preventDefault();
            void store.load();
          }}
        >
          <label
            css={css`
              display: inline-flex;
              gap: 6px;
              align-items: center;
            `}
          >
            <span css={muted}>{t(k('from'))}</span>
            <input
              type="date"
              css={input}
              value={store.from}
              max={store.to || undefined}
              onChange={(e) => store.setDay('from', e.target.value)}
              data-testid="reports-from"
            />
          </label>
          <label
            css={css`
              display: inline-flex;
              gap: 6px;
              align-items: center;
            `}
          >
            <span css={muted}>{t(k('to'))}</span>
            <input
              type="date"
              css={input}
              value={store.to}
              min={store.from || undefined}
              onChange={(e) => store.setDay('to', e.target.value)}
              data-testid="reports-to"
            />
          </label>
          <button
            type="submit"
            css={primaryButton}
            disabled={store.loading || !store.from || !store.to}
            data-testid="reports-apply"
          >
            {t(k('apply'))}
          </button>
        </form>
        {store.error !== null ? (
          <div
            role="alert"
            css={css`
              display: flex;
              gap: 12px;
              align-items: center;
              color: var(--c-danger);
              font-size: 13px;
            `}
            data-testid="reports-error"
          >
            <span>{store.error || t(k('loadFailed'))}</span>
            <button type="button" css={ghostButton} onClick={() => void store.load()}>
              {t(k('retry'))}
            </button>
          </div>
        ) : null}
      </div>

      {!v && store.loading ? <Loading label={t(k('loading'))} /> : null}

      {v ? (
        <div
          aria-busy={store.loading}
          css={css`
            display: grid;
            grid-template-columns: minmax(0, 1fr);
            gap: 16px;
            transition: opacity 0.15s ease;
            opacity: ${store.loading ? 0.55 : 1};
          `}
        >
          <div css={cardGrid} data-testid="reports-cards">
            <Card
              id="ggr"
              label={t(k('cards.ggr'))}
              value={f.money(v.summary.ggr)}
              tone={amountTone(f.major(v.summary.ggr))}
              hint={t(k('cards.ggrHint'))}
            />
            <Card
              id="ngr"
              label={t(k('cards.ngr'))}
              value={f.money(v.summary.ngr)}
              tone={amountTone(f.major(v.summary.ngr))}
              hint={t(k('cards.ngrHint'))}
            />
            <Card
              id="deposits"
              label={t(k('cards.deposits'))}
              value={f.money(v.summary.deposits)}
              hint={t(k('cards.depositsHint'), { n: f.count(v.summary.depositCount) })}
            />
            <Card
              id="withdrawals"
              label={t(k('cards.withdrawals'))}
              value={f.money(v.summary.withdrawals)}
              hint={t(k('cards.withdrawalsHint'), { n: f.count(v.summary.withdrawalCount) })}
            />
            <Card
              id="ftd"
              label={t(k('cards.firstDepositors'))}
              value={f.count(v.summary.firstDepositors)}
              hint={t(k('cards.firstDepositorsHint'), { n: f.count(v.summary.registrations) })}
            />
            <Card
              id="active"
              label={t(k('cards.activePlayers'))}
              value={f.count(v.summary.activePlayers)}
              hint={t(k('cards.activePlayersHint'), { n: f.count(v.summary.betCount) })}
            />
          </div>

          {empty ? (
            <div css={card}>
              <p
                css={[
                  muted,
                  css`
                    text-align: center;
                    padding: 24px 0;
                    font-size: 14px;
                  `,
                ]}
                data-testid="reports-empty"
              >
                {t(k('empty'))}
              </p>
            </div>
          ) : (
            <div css={card}>
              <h3 css={cardTitle}>{t(k('chartTitle'))}</h3>
              <DayChart report={v} />
            </div>
          )}

          <TableCard
            title={t(k('byDay'))}
            onCsv={() => csv('daily')}
            csvLabel={t(k('csvDaily'))}
            testId="reports-daily"
          >
            <table css={table}>
              <thead>
                <tr>
                  <th>{t(k('columns.day'))}</th>
                  {DAY_COLUMNS.map((c) => (
                    <th key={c} data-num>
                      {t(k(`columns.${c}`))}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {v.days.map((d) => (
                  <tr key={d.day}>
                    <td data-nowrap title={f.fullDay(d.day)}>
                      {f.day(d.day)}
                    </td>
                    {DAY_COLUMNS.map((c) => (
                      <td key={c} data-num>
                        {f.value(c, d[c])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <TotalRow figures={v.summary} columns={DAY_COLUMNS} format={f.value} label={t(k('total'))} />
              </tfoot>
            </table>
          </TableCard>

          <div
            css={css`
              display: grid;
              gap: 16px;
              grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
              & > * {
                min-width: 0;
              }
            `}
          >
            <TableCard
              title={t(k('byVendor'))}
              onCsv={() => csv('vendors')}
              csvLabel={t(k('csvVendors'))}
              testId="reports-vendors"
            >
              <GameTable
                head={t(k('columns.vendor'))}
                rows={v.vendors.map((r) => ({ key: r.vendorCode, name: vendorName(r, f.lang), figures: r }))}
                summary={v.summary}
                format={f.value}
              />
            </TableCard>
            <TableCard
              title={t(k('byCategory'))}
              onCsv={() => csv('categories')}
              csvLabel={t(k('csvCategories'))}
              testId="reports-categories"
            >
              <GameTable
                head={t(k('columns.category'))}
                rows={v.categories.map((r) => ({ key: r.category, name: t(`categories.${r.category}`), figures: r }))}
                summary={v.summary}
                format={f.value}
              />
            </TableCard>
          </div>
        </div>
      ) : null}
    </section>
  );
});

function Loading({ label }: { label: string }) {
  return (
    <div
      aria-busy="true"
      aria-label={label}
      data-testid="reports-loading"
      css={css`
        display: grid;
        gap: 16px;
      `}
    >
      <div css={cardGrid}>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} css={card}>
            <Bone height={12} width="50%" />
            <Bone height={24} width="70%" />
          </div>
        ))}
      </div>
      <div css={card}>
        <Bone height={240} />
      </div>
    </div>
  );
}

function Card({
  id,
  label,
  value,
  hint,
  tone,
}: {
  id: string;
  label: string;
  value: string;
  hint: string;
  tone?: string;
}) {
  return (
    <div
      css={[
        card,
        css`
          padding: 14px 16px;
          gap: 4px;
        `,
      ]}
      data-testid={`reports-card-${id}`}
    >
      <span
        css={css`
          font-size: 12px;
          font-weight: 600;
          color: var(--c-muted);
        `}
      >
        {label}
      </span>
      <strong
        css={css`
          font-size: 22px;
          font-weight: 800;
          font-variant-numeric: tabular-nums;
          white-space: nowrap;
          overflow: hidden;
          text-overflow: ellipsis;
          color: ${tone && tone !== 'inherit' ? tone : 'var(--c-text)'};
        `}
        title={value}
        data-testid={`reports-card-${id}-value`}
      >
        {value}
      </strong>
      <span
        css={css`
          font-size: 12px;
          color: var(--c-muted);
        `}
      >
        {hint}
      </span>
    </div>
  );
}

function TableCard({
  title,
  onCsv,
  csvLabel,
  testId,
  children,
}: {
  title: string;
  onCsv: () => void;
  csvLabel: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div css={card} data-testid={testId}>
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 10px;
        `}
      >
        <h3 css={cardTitle}>{title}</h3>
        <button type="button" css={ghostButton} onClick={onCsv} data-testid={`${testId}-csv`}>
          {csvLabel}
        </button>
      </div>
      <div
        css={css`
          overflow-x: auto;
        `}
      >
        {children}
      </div>
    </div>
  );
}

type Figures = object;
const at = (figures: Figures, key: string) => (figures as Record<string, string | number>)[key]!;

function TotalRow({
  figures,
  columns,
  format,
  label,
}: {
  figures: Figures;
  columns: readonly string[];
  format: (key: string, v: string | number) => string;
  label: string;
}) {
  return (
    <tr
      css={css`
        font-weight: 800;
        td {
          border-bottom: none;
        }
      `}
    >
      <td>{label}</td>
      {columns.map((c) => (
        <td key={c} data-num>
          {format(c, at(figures, c))}
        </td>
      ))}
    </tr>
  );
}

function GameTable({
  head,
  rows,
  summary,
  format,
}: {
  head: string;
  rows: { key: string; name: string; figures: Figures }[];
  summary: Figures;
  format: (key: string, v: string | number) => string;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p css={muted}>{t(k('noGames'))}</p>;
  return (
    <table css={table}>
      <thead>
        <tr>
          <th>{head}</th>
          {GAME_COLUMNS.map((c) => (
            <th key={c} data-num>
              {t(k(`columns.${c}`))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td data-nowrap>{r.name}</td>
            {GAME_COLUMNS.map((c) => (
              <td key={c} data-num>
                {format(c, at(r.figures, c))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <TotalRow figures={summary} columns={GAME_COLUMNS} format={format} label={t(k('total'))} />
      </tfoot>
    </table>
  );
}

/** GGR and NGR per day (bars and a line), major units; text through Intl in the console's language. */
function DayChart({ report }: { report: OperatorReport }) {
  const { t } = useTranslation();
  const f = useFormat(report);
  const data = report.days.map((d) => ({
    day: f.day(d.day),
    ggr: Number(f.major(d.ggr)),
    ngr: Number(f.major(d.ngr)),
  }));
  const axis = { fill: 'var(--c-muted)', fontSize: 12 };
  return (
    <div role="img" aria-label={t(k('chartLabel'))} data-testid="reports-chart" style={{ width: '100%', height: 280 }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="var(--c-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={axis} stroke="var(--c-border)" minTickGap={12} />
          <YAxis
            tick={axis}
            stroke="var(--c-border)"
            width={64}
            tickFormatter={(n: number) => formatCompact(n, f.lang)}
          />
          <Tooltip
            formatter={(n) => formatAmount(Number(n), f.lang)}
            contentStyle={{
              background: 'var(--c-surface)',
              border: '1px solid var(--c-border)',
              borderRadius: 10,
              color: 'var(--c-text)',
            }}
            labelStyle={{ color: 'var(--c-text)' }}
            cursor={{ fill: 'var(--c-hover)' }}
          />
          <Legend wrapperStyle={{ fontSize: 12, color: 'var(--c-text)' }} />
          <Bar
            dataKey="ggr"
            name={t(k('columns.ggr'))}
            fill="var(--c-primary)"
            radius={[4, 4, 0, 0]}
            maxBarSize={28}
            isAnimationActive={false}
          />
          <Line
            dataKey="ngr"
            name={t(k('columns.ngr'))}
            stroke="var(--c-accent)"
            strokeWidth={2}
            dot={{ r: 2, fill: 'var(--c-accent)' }}
            type="monotone"
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
