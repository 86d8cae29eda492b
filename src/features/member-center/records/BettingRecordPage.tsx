/**
 * personalHistoryCopy, the betting record (spec section 2): one row per game
 * round with game, vendor, stake, win, profit, time and status; filters by date range (member
 * time zone), category and vendor; pages of 20; totals of the settled rounds of the filter. A
 * lottery ticket's row is followed by its detail (docs/lottery.md section 5): draw, bet type,
 * numbers with the winning ones highlighted, points or odds, hits.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../components/Paginator';
import type { GameCategory } from '../../../../contract/types';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { inputBase } from '../../../renderers/form/styles';
import { useStores } from '../../../stores';
import { money, signOf } from '../../../../contract/money';
import { amountTone, card, Empty, LoadState, StatusPill, table, totalsGrid } from '../../../ui/kit';
import { useResource } from '../../../ui/useResource';
import { formatTime, rangeOf } from '../../../shared/time';
import { RangeChips, type RecordRange } from './RangeChips';
import type { RoundStatus, Totals } from '../../../stores/center/types';
import { Part } from '../../../renderers/parts';

/** Rows per page (spec section 9: lists of 20). */
export const BET_PAGE_SIZE = 20;

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-bottom: 14px;
`;
const select = [
  inputBase,
  css`
    width: 170px;
    height: 34px;
  `,
];
const statusTone: Record<RoundStatus, 'good' | 'wait' | 'neutral'> = {
  settled: 'good',
  open: 'wait',
  cancelled: 'neutral',
};

/** The four totals cards (rounds, stake, win, profit). */
export function TotalsCards({
  totals,
  lang,
  symbol,
  testId,
}: {
  totals: Totals;
  lang: string;
  symbol: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div css={totalsGrid(4)} data-testid={testId}>
      <div css={card}>
        <span>{t('play.records.rounds')}</span>
        <strong>{totals.rounds}</strong>
      </div>
      <div css={card}>
        <span>{t('play.records.stake')}</span>
        <strong>{money(totals.stake, lang, symbol)}</strong>
      </div>
      <div css={card}>
        <span>{t('play.records.win')}</span>
        <strong>{money(totals.win, lang, symbol)}</strong>
      </div>
      <div css={card}>
        <span>{t('play.records.profit')}</span>
        <strong
          css={css`
            color: ${amountTone(totals.profit)};
          `}
        >
          {money(totals.profit, lang, symbol)}
        </strong>
      </div>
    </div>
  );
}

export const BettingRecordPage = observer(function BettingRecordPage(_props: CenterPageProps) {
  const { t, i18n } = useTranslation();
  const { config, wallet, center } = useStores();
  const lang = i18n.language;
  const [range, setRange] = useState<RecordRange>('last7');
  const [category, setCategory] = useState<GameCategory | ''>('');
  const [vendor, setVendor] = useState('');
  const [page, setPage] = useState(1);
  const instants = useMemo(() => rangeOf(range, new Date()), [range]);
  const vendors = config.categories.filter((c) => !category || c.category === category).flatMap((c) => c.vendors);
  const result = useResource(
    center.records.bets,
    () =>
      center.records.loadBets({
        ...(instants ?? {}),
        category: category || undefined,
        vendor: vendor || undefined,
        pageNo: page,
        pageSize: BET_PAGE_SIZE,
      }),
    [instants?.from, category, vendor, page],
    t('play.records.loadFailed'),
  );
  const reset = () => setPage(1);

  return (
    <div data-testid="betting-record">
      <div css={bar}>
        <RangeChips value={range} onChange={(r) => (setRange(r), reset())} />
        <select
          aria-label={t('play.records.category')}
          css={select}
          value={category}
          onChange={(e) => (setCategory(e.target.value as GameCategory | ''), setVendor(''), reset())}
        >
          <option value="">{t('play.records.allCategories')}</option>
          {config.categories.map((c) => (
            <option key={c.category} value={c.category}>
              {t(`categories.${c.category}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('play.records.vendor')}
          css={select}
          value={vendor}
          onChange={(e) => (setVendor(e.target.value), reset())}
        >
          <option value="">{t('play.records.allVendors')}</option>
          {vendors.map((v) => (
            <option key={`${v.gameType}-${v.vassalage}`} value={v.vassalage}>
              {v.displayName}
            </option>
          ))}
        </select>
      </div>
      <LoadState loading={result.loading && !result.data} error={result.error} onRetry={result.reload}>
        {() => {
          const data = result.data!;
          return (
            <>
              <TotalsCards totals={data.totals} lang={lang} symbol={wallet.symbol} testId="bet-totals" />
              {data.list.length === 0 ? (
                <Empty />
              ) : (
                <table css={table} aria-busy={result.loading}>
                  <thead>
                    <tr>
                      <th>{t('play.records.time')}</th>
                      <th>{t('play.records.game')}</th>
                      <th>{t('play.records.vendor')}</th>
                      <th data-num>{t('play.records.stake')}</th>
                      <th data-num>{t('play.records.win')}</th>
                      <th data-num>{t('play.records.profit')}</th>
                      <th>{t('play.records.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((row) => (
                      <Fragment key={`${row.vendor}-${row.roundId}`}>
                        <tr
                          data-testid="bet-row"
                          css={
                            row.lottery
                              ? css`
                                  td {
                                    border-bottom-style: dashed;
                                  }
                                `
                              : undefined
                          }
                        >
                          <td>{formatTime(row.time, lang)}</td>
                          <td>
                            <div
                              css={css`
                                font-weight: 700;
                              `}
                            >
                              {row.gameName}
                            </div>
                            <div
                              css={css`
                                font-size: 11px;
                                color: var(--c-muted);
                              `}
                            >
                              {t(`categories.${row.category}`)} · {row.roundId}
                            </div>
                          </td>
                          <td>{row.vendorName}</td>
                          <td data-num>{money(row.stake, lang)}</td>
                          <td data-num>{money(row.win, lang)}</td>
                          <td
                            data-num
                            css={css`
                              color: ${amountTone(row.profit)};
                              font-weight: 700;
                            `}
                          >
                            {row.profit === null
                              ? '—'
                              : `${signOf(row.profit) > 0 ? '+' : ''}${money(row.profit, lang)}`}
                          </td>
                          <td>
                            <StatusPill tone={statusTone[row.status]}>
                              {t(`play.records.statuses.${row.status}`)}
                            </StatusPill>
                          </td>
                        </tr>
                        {row.lottery ? (
                          <tr data-testid="bet-lottery-row">
                            <td />
                            <td
                              colSpan={6}
                              css={css`
                                padding-top: 4px !important;
                              `}
                            >
                              <Part id="lotteryTicket" detail={row.lottery} />
                            </td>
                          </tr>
                        ) : null}
                      </Fragment>
                    ))}
                  </tbody>
                </table>
              )}
              <div
                css={css`
                  display: flex;
                  justify-content: flex-end;
                  margin-top: 14px;
                `}
              >
                <Paginator
                  page={page}
                  totalPages={Math.max(1, data.totalPages)}
                  onChange={setPage}
                  label={t('play.records.betTitle')}
                />
              </div>
            </>
          );
        }}
      </LoadState>
    </div>
  );
});

export default BettingRecordPage;
