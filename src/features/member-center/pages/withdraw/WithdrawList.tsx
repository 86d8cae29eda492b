/**
 * The member's withdrawals (docs: GET /api/withdraw/orders): time, order, amount, card, status, and
 * per row what the member may do: cancel while applied (a paid withdrawal cannot be cancelled),
 * confirm receipt once paid, or see the confirmation given (or "treated as received").
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../../stores';
import type { Withdrawal, WithdrawStatus } from '../../../../stores/center/types';
import { ghostButton } from '../../../../components/styles';
import { money } from '../../../../../contract/money';
import { formatTime } from '../../../../shared/time';
import { PagedTable } from '../../../../ui/PagedTable';
import { Card, cardLabel, Notice, StatusPill, type Tone } from '../../../../ui/kit';
import { problemText } from '../../../../stores/center/types';
import { useResource } from '../../../../ui/useResource';
import { WithdrawConfirm } from './WithdrawConfirm';

const PAGE_SIZE = 10;
const rowButton = css`
  height: 28px;
  padding: 0 12px;
  font-size: 12px;
`;
const TONE: Record<WithdrawStatus, Tone> = {
  applied: 'wait',
  approved: 'wait',
  rejected: 'bad',
  paid: 'good',
  cancelled: 'neutral',
};

function ConfirmationText({ w }: { w: Withdrawal }) {
  const { t, i18n } = useTranslation();
  const c = w.confirmation;
  if (!c) return null;
  const text = c.auto
    ? t('wallet.withdraw.confirmation.auto')
    : t(`wallet.withdraw.confirmation.${c.result}`, {
        amount: c.remainingAmount ? money(c.remainingAmount, i18n.language) : '',
      });
  return (
    <span
      css={css`
        font-size: 12px;
        color: var(--c-muted);
      `}
      data-testid="confirmation"
    >
      {text}
    </span>
  );
}

/**
 * @param version changes when a withdrawal was applied, so the list reloads.
 * @param onChanged called after a cancel or confirmation (the caller refreshes the balance).
 */
export const WithdrawList = observer(function WithdrawList({
  version,
  confirmMinutes,
  onChanged,
}: {
  version: number;
  confirmMinutes: number;
  onChanged(): void;
}) {
  const { t, i18n } = useTranslation();
  const { withdraw } = useStores().center;
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const result = useResource(
    withdraw.list,
    () => withdraw.loadList(page, PAGE_SIZE),
    [page, version],
    t('wallet.common.loadFailed'),
  );
  const handleChanged = () => {
    setOpen(null);
    onChanged();
  };
  const handleCancel = async (w: Withdrawal) => {
    setError(null);
    try {
      await withdraw.cancelWithdrawal(w.id);
      handleChanged();
    } catch (err) {
      setError(problemText(err, t('wallet.common.loadFailed')));
    }
  };

  return (
    <Card title={t('wallet.withdraw.history')} testId="withdraw-list">
      {error ? <Notice tone="bad">{error}</Notice> : null}
      <PagedTable
        result={result}
        columns={[
          { label: t('wallet.common.time') },
          { label: t('wallet.common.orderNo') },
          { label: t('wallet.common.amount'), numeric: true },
          { label: t('wallet.withdraw.card') },
          { label: t('wallet.common.status') },
        ]}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        label={t('wallet.withdraw.history')}
        row={(w) => (
          <tr key={w.id} data-testid="withdraw-row" data-status={w.status}>
            <td data-nowrap>{formatTime(w.createdAt, i18n.language)}</td>
            <td>{w.orderNo}</td>
            <td data-num>{money(w.amount, i18n.language)}</td>
            <td>{w.bankCard ? cardLabel(w.bankCard) : null}</td>
            <td>
              <div
                css={css`
                  display: grid;
                  gap: 6px;
                  justify-items: start;
                `}
              >
                <StatusPill tone={TONE[w.status] ?? 'neutral'}>
                  {t(`wallet.withdraw.status.${w.status}`, { defaultValue: w.status })}
                </StatusPill>
                <ConfirmationText w={w} />
                {w.status === 'applied' ? (
                  <button
                    type="button"
                    css={[ghostButton, rowButton]}
                    onClick={() => void handleCancel(w)}
                    data-testid="withdraw-cancel"
                  >
                    {t('wallet.withdraw.cancel')}
                  </button>
                ) : null}
                {w.status === 'paid' && !w.confirmation ? (
                  open === w.id ? (
                    <WithdrawConfirm withdrawal={w} confirmMinutes={confirmMinutes} onDone={handleChanged} />
                  ) : (
                    <button
                      type="button"
                      css={[ghostButton, rowButton]}
                      onClick={() => setOpen(w.id)}
                      data-testid="withdraw-confirm-open"
                    >
                      {t('wallet.withdraw.confirmTitle')}
                    </button>
                  )
                ) : null}
              </div>
            </td>
          </tr>
        )}
      />
    </Card>
  );
});
