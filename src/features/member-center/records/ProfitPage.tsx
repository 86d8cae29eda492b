/**
 * personalProfit, profit and loss (spec section 2): the settled rounds of a period
 * (member time zone) per category (rounds, stake, win, profit) and the totals.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { useStores } from '../../../stores';
import { money } from '../../../../contract/money';
import { Empty, LoadState, table } from '../../../ui/kit';
import { useResource } from '../../../ui/useResource';
import { rangeOf } from '../../../shared/time';
import { amountTone } from '../../../ui/kit';
import { TotalsCards } from './BettingRecordPage';
import { RangeChips, type RecordRange } from './RangeChips';

export const ProfitPage = observer(function ProfitPage(_props: CenterPageProps) {
  const { t, i18n } = useTranslation();
  const { wallet, center } = useStores();
  const lang = i18n.language;
  const [range, setRange] = useState<RecordRange>('last7');
  const instants = useMemo(() => rangeOf(range, new Date()), [range]);
  const result = useResource(
    center.records.profit,
    () => center.records.loadProfit({ ...(instants ?? {}) }),
    [instants?.from],
    t('play.records.loadFailed'),
  );

  return (
    <div data-testid="profit-report">
      <div
        css={css`
          margin-bottom: 14px;
        `}
      >
        <RangeChips value={range} onChange={setRange} />
      </div>
      <LoadState loading={result.loading && !result.data} error={result.error} onRetry={result.reload}>
        {() => {
          const data = result.data!;
          return (
            <>
              <TotalsCards totals={data.totals} lang={lang} symbol={wallet.symbol} testId="profit-totals" />
              {data.categories.length === 0 ? (
                <Empty />
              ) : (
                <table css={table}>
                  <thead>
                    <tr>
                      <th>{t('play.records.category')}</th>
                      <th data-num>{t('play.records.rounds')}</th>
                      <th data-num>{t('play.records.stake')}</th>
                      <th data-num>{t('play.records.win')}</th>
                      <th data-num>{t('play.records.profit')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.categories.map((row) => (
                      <tr key={row.category} data-testid="profit-row">
                        <td
                          css={css`
                            font-weight: 700;
                          `}
                        >
                          {t(`categories.${row.category}`)}
                        </td>
                        <td data-num>{row.rounds}</td>
                        <td data-num>{money(row.stake, lang)}</td>
                        <td data-num>{money(row.win, lang)}</td>
                        <td
                          data-num
                          css={css`
                            color: ${amountTone(row.profit)};
                            font-weight: 700;
                          `}
                        >
                          {money(row.profit, lang)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          );
        }}
      </LoadState>
    </div>
  );
});

export default ProfitPage;
