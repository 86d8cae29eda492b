/** Deposit history (docs: GET /api/deposit/orders): order, channel, amount, status, times; paged. */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../../stores';
import type { DepositStatus } from '../../../../stores/center/types';
import { money } from '../../../../../contract/money';
import { formatTime } from '../../../../shared/time';
import { PagedTable } from '../../../../ui/PagedTable';
import { Card, StatusPill, type Tone } from '../../../../ui/kit';
import { useResource } from '../../../../ui/useResource';

const PAGE_SIZE = 10;
/** Pill colour of each deposit status. */
export const DEPOSIT_TONE: Record<DepositStatus, Tone> = {
  pending: 'wait',
  success: 'good',
  failed: 'bad',
  rejected: 'bad',
};

/**
 * @param version changes when a new order was made, so the list reloads.
 * @param channelNames channel code -> its name in the current language (from the channel list).
 */
export const DepositHistory = observer(function DepositHistory({
  version,
  channelNames = {},
}: {
  version: number;
  channelNames?: Readonly<Record<string, string>>;
}) {
  const { t, i18n } = useTranslation();
  const { deposit } = useStores().center;
  const [page, setPage] = useState(1);
  const result = useResource(
    deposit.history,
    () => deposit.loadHistory(page, PAGE_SIZE),
    [page, version],
    t('wallet.common.loadFailed'),
  );
  const columns = [
    { label: t('wallet.common.time') },
    { label: t('wallet.common.orderNo') },
    { label: t('wallet.deposit.channels') },
    { label: t('wallet.common.amount'), numeric: true },
    { label: t('wallet.common.status') },
  ];
  return (
    <Card title={t('wallet.deposit.history')} testId="deposit-history">
      <PagedTable
        result={result}
        columns={columns}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        label={t('wallet.deposit.history')}
        row={(o) => (
          <tr key={o.id} data-testid="deposit-row">
            <td data-nowrap>{formatTime(o.createdAt, i18n.language)}</td>
            <td>{o.orderNo}</td>
            <td>{channelNames[o.channel] ?? o.channelName}</td>
            <td data-num>{money(o.amount, i18n.language)}</td>
            <td>
              <StatusPill tone={DEPOSIT_TONE[o.status] ?? 'neutral'}>
                {t(`wallet.deposit.status.${o.status}`, { defaultValue: o.status })}
              </StatusPill>
            </td>
          </tr>
        )}
      />
    </Card>
  );
});
