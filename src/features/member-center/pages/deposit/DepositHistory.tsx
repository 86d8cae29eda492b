/** Deposit history (docs: GET /api/deposit/orders): order, channel, amount, status, times; paged. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '../../../../api/wallet';
import { Paginator } from '../../../../components/Paginator';
import { money } from '../../money';
import { formatTime } from '../../time';
import { Card, Empty, LoadState, StatusPill, table, type Tone } from '../shared/ui';
import { useCenterApi, useLoad } from '../shared/useCenterApi';

const PAGE_SIZE = 10;
/** Pill colour of each deposit status. */
export const DEPOSIT_TONE: Record<DepositStatus, Tone> = { pending: 'wait', success: 'good', failed: 'bad', rejected: 'bad', expired: 'neutral' };

/** @param version changes when a new order was made, so the list reloads. */
export function DepositHistory({ version }: { version: number }) {
  const { t, i18n } = useTranslation();
  const { wallet } = useCenterApi();
  const [page, setPage] = useState(1);
  const result = useLoad(() => wallet.deposits({ pageNo: page, pageSize: PAGE_SIZE }), [page, version], t('wallet.common.loadFailed'));
  return (
    <Card title={t('wallet.deposit.history')} testId="deposit-history">
      <LoadState loading={result.loading && !result.data} error={result.error} onRetry={result.reload}>
        {() =>
          result.data!.list.length === 0 ? (
            <Empty />
          ) : (
            <>
              <table css={table}>
                <thead>
                  <tr>
                    <th>{t('wallet.common.time')}</th>
                    <th>{t('wallet.common.orderNo')}</th>
                    <th>{t('wallet.deposit.channels')}</th>
                    <th data-num>{t('wallet.common.amount')}</th>
                    <th>{t('wallet.common.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.data!.list.map((o) => (
                    <tr key={o.id} data-testid="deposit-row">
                      <td>{formatTime(o.createdAt, i18n.language)}</td>
                      <td>{o.orderNo}</td>
                      <td>{o.channelName}</td>
                      <td data-num>{money(o.amount, i18n.language)}</td>
                      <td>
                        <StatusPill tone={DEPOSIT_TONE[o.status] ?? 'neutral'}>{t(`wallet.deposit.status.${o.status}`, { defaultValue: o.status })}</StatusPill>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div style={{ marginTop: 12 }}>
                <Paginator page={page} totalPages={Math.max(1, Math.ceil(result.data!.total / PAGE_SIZE))} onChange={setPage} label={t('wallet.deposit.history')} />
              </div>
            </>
          )
        }
      </LoadState>
    </Card>
  );
}
