/**
 * transactionHistory, the account record (README "Member center and header wallet"; docs: GET /api/wallet/transactions):
 * every ledger movement of the member, filtered by type and date range (today, yesterday, 7 days,
 * 30 days, custom; computed in the member's time zone), paged with the shared Paginator, with
 * totals over the whole filtered range and times shown in the member's time zone.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../../../components/Paginator';
import { chip, ghostButton } from '../../../../components/styles';
import { inputBase } from '../../../../renderers/form/styles';
import { TRANSACTION_TYPES, type TransactionType } from '../../../../stores/center/types';
import type { CenterPageProps } from '../../../../renderers/CenterPageRenderer';
import { useStores } from '../../../../stores';
import { money, signOf } from '../../../../../contract/money';
import { DATE_RANGES, formatTime, localDay, memberTimeZone, rangeOf, type DateRange } from '../../../../shared/time';
import { amountTone, card, Empty, LoadState, table, totalsGrid } from '../../../../ui/kit';
import { useResource } from '../../../../ui/useResource';

/** Rows per page of the account record (docs: pageSize default 20). */
export const HISTORY_PAGE_SIZE = 20;

const filters = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 14px;
`;
export const TransactionHistoryPage = observer(function TransactionHistoryPage(_props: CenterPageProps) {
  const { t, i18n } = useTranslation();
  const { wallet: walletStore } = useStores();
  const { transfer } = useStores().center;
  const lang = i18n.language;
  const today = localDay(new Date());
  const [type, setType] = useState<TransactionType>('all');
  const [range, setRange] = useState<DateRange>('today');
  const [custom, setCustom] = useState({ from: today, to: today });
  const [applied, setApplied] = useState({ from: today, to: today });
  const [page, setPage] = useState(1);
  const instants = useMemo(() => rangeOf(range, new Date(), applied), [range, applied]);
  const result = useResource(
    transfer.transactions,
    () => transfer.loadTransactions({ type, pageNo: page, pageSize: HISTORY_PAGE_SIZE, ...(instants ?? {}) }),
    [type, page, instants?.from, instants?.to],
    t('wallet.common.loadFailed'),
  );
  const symbol = walletStore.symbol;
  const totalPages = Math.max(1, Math.ceil((result.data?.total ?? 0) / HISTORY_PAGE_SIZE));

  const handleType = (next: TransactionType) => {
    setType(next);
    setPage(1);
  };
  const handleRange = (next: DateRange) => {
    setRange(next);
    setPage(1);
  };

  return (
    <div data-testid="transaction-history">
      <div css={filters} role="group" aria-label={t('wallet.history.range')}>
        {DATE_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            css={chip(range === r)}
            aria-pressed={range === r}
            onClick={() => handleRange(r)}
          >
            {t(`wallet.history.ranges.${r}`)}
          </button>
        ))}
        {range === 'custom' ? (
          <>
            <input
              type="date"
              aria-label={t('wallet.history.from')}
              css={[
                inputBase,
                css`
                  width: 160px;
                  height: 34px;
                `,
              ]}
              value={custom.from}
              onChange={(e) => setCustom({ ...custom, from: e.target.value })}
            />
            <input
              type="date"
              aria-label={t('wallet.history.to')}
              css={[
                inputBase,
                css`
                  width: 160px;
                  height: 34px;
                `,
              ]}
              value={custom.to}
              onChange={(e) => setCustom({ ...custom, to: e.target.value })}
            />
            <button
              type="button"
              css={[
                ghostButton,
                css`
                  height: 34px;
                `,
              ]}
              onClick={() => {
                setApplied(custom);
                setPage(1);
              }}
            >
              {t('wallet.history.search')}
            </button>
          </>
        ) : null}
        <label
          css={css`
            margin-left: auto;
            display: flex;
            align-items: center;
            gap: 8px;
            font-size: 13px;
            color: var(--c-muted);
          `}
        >
          {t('wallet.history.type')}
          <select
            css={[
              inputBase,
              css`
                width: 170px;
                height: 34px;
              `,
            ]}
            value={type}
            onChange={(e) => handleType(e.target.value as TransactionType)}
          >
            {TRANSACTION_TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`wallet.history.types.${ty}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LoadState loading={result.loading && !result.data} error={result.error} onRetry={result.reload}>
        {() => {
          const data = result.data!;
          return (
            <>
              <div css={totalsGrid(3)} data-testid="history-totals">
                <div css={card}>
                  <span>{t('wallet.history.totalIn')}</span>
                  <strong
                    css={css`
                      color: ${amountTone(data.totals.in)};
                    `}
                  >
                    {money(data.totals.in, lang, symbol)}
                  </strong>
                </div>
                <div css={card}>
                  <span>{t('wallet.history.totalOut')}</span>
                  <strong
                    css={css`
                      color: ${amountTone(`-${data.totals.out.replace(/^-/, '')}`)};
                    `}
                  >
                    {money(data.totals.out, lang, symbol)}
                  </strong>
                </div>
                <div css={card}>
                  <span>{t('wallet.history.net')}</span>
                  <strong
                    css={css`
                      color: ${amountTone(data.totals.net)};
                    `}
                  >
                    {money(data.totals.net, lang, symbol)}
                  </strong>
                </div>
              </div>
              {data.list.length === 0 ? (
                <Empty />
              ) : (
                <table css={table} aria-busy={result.loading}>
                  <thead>
                    <tr>
                      <th>{t('wallet.common.time')}</th>
                      <th>{t('wallet.history.type')}</th>
                      <th data-num>{t('wallet.common.amount')}</th>
                      <th data-num>{t('wallet.history.balanceAfter')}</th>
                      <th>{t('wallet.history.reference')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((row) => (
                      <tr key={row.id} data-testid="history-row">
                        <td data-nowrap>{formatTime(row.time, lang)}</td>
                        <td>{t(`wallet.history.types.${row.type}`, { defaultValue: row.type })}</td>
                        <td
                          data-num
                          css={css`
                            color: ${amountTone(row.amount)};
                            font-weight: 700;
                          `}
                        >
                          {signOf(row.amount) > 0 ? '+' : ''}
                          {money(row.amount, lang)}
                        </td>
                        <td data-num>{money(row.balanceAfter, lang)}</td>
                        <td
                          css={css`
                            color: var(--c-muted);
                          `}
                        >
                          {[row.reference, row.counterparty].filter(Boolean).join(' · ')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <div
                css={css`
                  display: flex;
                  justify-content: space-between;
                  align-items: center;
                  margin-top: 14px;
                  font-size: 12px;
                  color: var(--c-muted);
                `}
              >
                <span>{t('wallet.history.timeZone', { zone: memberTimeZone() })}</span>
                <Paginator page={page} totalPages={totalPages} onChange={setPage} label={t('wallet.history.pages')} />
              </div>
            </>
          );
        }}
      </LoadState>
    </div>
  );
});

export default TransactionHistoryPage;
