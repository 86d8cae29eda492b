/**
 * Pieces shared by the agent center pages (spec section 2 "Agent center menu"): the report range
 * picker (today, yesterday, this week, this month, custom; days in the merchant's reporting day,
 * README "Agent center"), figure cards, loading skeletons, the empty state, a paged table and the
 * money and time helpers (contract/money.ts display through Intl, never floats).
 */
import { css, keyframes } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../components/Paginator';
import { chip, ghostButton } from '../components/styles';
import { inputBase } from '../renderers/form/styles';
import { useStores } from '../stores';
import type { AgentRange, AgentRangeQuery } from '../../contract/types';
import { money } from '../../contract/money';
import { formatTime, localDay } from '../shared/time';
import { amountTone, card, LoadFailed, table } from './kit';
import type { Loaded } from './useResource';

export { amountTone, card, table };
export { useResource } from './useResource';

/** The ranges of the agent reports, in the order the tabs show them. */
export const AGENT_RANGES = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'custom',
] as const satisfies readonly AgentRange[];

/** The page size of every agent list (README "Agent center": default 20, at most 100). */
export const PAGE_SIZE = 20;

/** Formats money of the agent pages: a decimal string with the wallet's currency symbol in the page's language. */
export function useMoney(): (amount: string) => string {
  const { i18n } = useTranslation();
  const { wallet } = useStores();
  return (amount) => money(amount, i18n.language, wallet.symbol);
}

/** An ISO time in the agent's language and time zone ('' when absent). */
export function useTime(): (iso: string | null | undefined) => string {
  const { i18n } = useTranslation();
  return (iso) => formatTime(iso, i18n.language);
}

/**
 * The range tabs and, for custom, two date inputs applied together. `value` is the query sent to
 * the reports; today's local day fills a new custom range.
 */
export function RangePicker({ value, onChange }: { value: AgentRangeQuery; onChange(next: AgentRangeQuery): void }) {
  const { t } = useTranslation();
  const today = localDay(new Date());
  const [custom, setCustom] = useState({ from: value.from ?? today, to: value.to ?? today });
  const current = value.range ?? 'today';
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 8px;
        margin-bottom: 16px;
      `}
    >
      <div
        role="group"
        aria-label={t('agent.range.label')}
        css={css`
          display: flex;
          gap: 8px;
          flex-wrap: wrap;
        `}
      >
        {AGENT_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            css={chip(current === r)}
            aria-pressed={current === r}
            data-testid={`range-${r}`}
            onClick={() =>
              r === 'custom' ? onChange({ range: 'custom', from: custom.from, to: custom.to }) : onChange({ range: r })
            }
          >
            {t(`agent.range.${r}`)}
          </button>
        ))}
      </div>
      {current === 'custom' ? (
        <form
          css={css`
            display: flex;
            gap: 8px;
            align-items: center;
          `}
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ range: 'custom', from: custom.from, to: custom.to });
          }}
        >
          <input
            type="date"
            aria-label={t('agent.common.from')}
            css={[inputBase, dateInput]}
            value={custom.from}
            max={custom.to}
            onChange={(e) => setCustom({ ...custom, from: e.target.value })}
          />
          <span aria-hidden>–</span>
          <input
            type="date"
            aria-label={t('agent.common.to')}
            css={[inputBase, dateInput]}
            value={custom.to}
            min={custom.from}
            onChange={(e) => setCustom({ ...custom, to: e.target.value })}
          />
          <button type="submit" css={ghostButton}>
            {t('agent.common.apply')}
          </button>
        </form>
      ) : null}
    </div>
  );
}

/** The width and height of the custom range's date inputs. */
export const dateInput = css`
  width: 160px;
  height: 34px;
`;

const shimmer = keyframes`
  from { background-position: -240px 0; }
  to { background-position: 240px 0; }
`;

/** A grey placeholder block that shimmers while a page loads. */
export function Bone({ height = 16, width = '100%' }: { height?: number; width?: number | string }) {
  return (
    <span
      aria-hidden
      css={css`
        display: block;
        height: ${height}px;
        width: ${typeof width === 'number' ? `${width}px` : width};
        border-radius: 8px;
        background: linear-gradient(90deg, var(--c-border) 0, var(--c-hover) 50%, var(--c-border) 100%);
        background-size: 480px 100%;
        animation: ${shimmer} 1.2s linear infinite;
      `}
    />
  );
}

/** The loading skeleton of a page: `cards` figure cards, then `rows` table rows. */
export function Skeleton({ cards = 0, rows = 6 }: { cards?: number; rows?: number }) {
  const { t } = useTranslation();
  return (
    <div
      aria-busy="true"
      aria-label={t('wallet.center.loading')}
      data-testid="agent-skeleton"
      css={css`
        display: grid;
        gap: 14px;
      `}
    >
      {cards > 0 ? (
        <div css={figureGrid}>
          {Array.from({ length: cards }, (_, i) => (
            <div
              key={i}
              css={[
                card,
                css`
                  display: grid;
                  gap: 10px;
                `,
              ]}
            >
              <Bone height={12} width="50%" />
              <Bone height={24} width="70%" />
            </div>
          ))}
        </div>
      ) : null}
      {Array.from({ length: rows }, (_, i) => (
        <Bone key={i} height={18} />
      ))}
    </div>
  );
}

/** The empty state of an agent list (an optional hint under it). */
export function EmptyState({ text, hint }: { text?: string; hint?: string }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="agent-empty"
      css={css`
        display: grid;
        gap: 6px;
        justify-items: center;
        padding: 40px 0;
        color: var(--c-muted);
        text-align: center;
      `}
    >
      <span
        css={css`
          font-size: 15px;
          font-weight: 700;
        `}
      >
        {text ?? t('agent.common.noRecords')}
      </span>
      {hint ? (
        <span
          css={css`
            font-size: 13px;
          `}
        >
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/** Error with retry, skeleton before the first answer, else the content. */
export function AgentLoad<T>({
  result,
  cards,
  rows,
  children,
}: {
  result: Loaded<T>;
  cards?: number;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (result.error) return <LoadFailed message={result.error} onRetry={result.reload} />;
  if (!result.data) return <Skeleton cards={cards} rows={rows} />;
  return (
    <div
      aria-busy={result.loading}
      css={css`
        transition: opacity 0.15s ease;
        opacity: ${result.loading ? 0.55 : 1};
      `}
    >
      {children(result.data)}
    </div>
  );
}

/** A wrapping grid of figure cards. */
export const figureGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: 12px;
`;

/** One figure card: its label and its value (a count or formatted money), coloured by `tone`. */
export function Figure({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: string;
  tone?: string;
  testId?: string;
}) {
  return (
    <div
      css={[
        card,
        css`
          padding: 14px 16px;
        `,
      ]}
      data-testid={testId}
    >
      <span
        css={css`
          display: block;
          font-size: 12px;
          color: var(--c-muted);
          font-weight: 600;
        `}
      >
        {label}
      </span>
      <strong
        css={css`
          display: block;
          margin-top: 6px;
          font-size: 20px;
          font-weight: 800;
          font-variant-numeric: tabular-nums;
          white-space: nowrap;
          overflow: hidden;
          text-overflow: ellipsis;
          color: ${tone ?? 'var(--c-text)'};
        `}
        title={value}
      >
        {value}
      </strong>
    </div>
  );
}

/**
 * A table of one page of rows with its paginator; the caller draws the rows. With no rows on the
 * page (`rows` 0) it is the empty state instead, with `emptyHint` under it.
 */
export function PagedRows({
  head,
  children,
  page,
  total,
  onPage,
  rows,
  emptyHint,
}: {
  head: ReactNode;
  children: ReactNode;
  page: number;
  total: number;
  onPage(page: number): void;
  rows: number;
  emptyHint?: string;
}) {
  const { t } = useTranslation();
  if (rows === 0) return <EmptyState hint={emptyHint} />;
  return (
    <>
      <div
        css={css`
          overflow-x: auto;
        `}
      >
        <table css={table}>
          <thead>{head}</thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          margin-top: 12px;
          color: var(--c-muted);
          font-size: 13px;
        `}
      >
        <span>{t('agent.common.rows', { count: total })}</span>
        <Paginator
          page={page}
          totalPages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
          onChange={onPage}
          label={t('agent.common.paging')}
        />
      </div>
    </>
  );
}

/** A filter bar: a row of inputs wrapping on narrow panels. */
export const filterBar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 14px;
  & input,
  & select {
    height: 34px;
  }
`;
