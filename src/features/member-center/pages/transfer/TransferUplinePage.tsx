/**
 * transferUpline (README "Member center and header wallet"; docs: GET/POST /api/wallet/transfer-upline): a member transfers
 * to their upline within the limits, with the payment password. Without an upline, or without a
 * payment password yet, the page says what to do.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../../../../components/styles';
import type { CenterPageProps } from '../../../../renderers/CenterPageRenderer';
import { FormRenderer } from '../../../../renderers/FormRenderer';
import { useStores } from '../../../../stores';
import { useMoneyForm } from '../../forms';
import { money } from '../../../../../contract/money';
import { newRequestId } from '../../../../shared/requestId';
import { MoneyIcon } from '../../../../ui/moneyIcons';
import { Card, figure, grid2, LoadState, Notice } from '../../../../ui/kit';
import { problemText } from '../../../../stores/center/types';
import { useResource } from '../../../../ui/useResource';

export const TransferUplinePage = observer(function TransferUplinePage({ openPage }: CenterPageProps) {
  const { t, i18n } = useTranslation();
  const { wallet: walletStore } = useStores();
  const { transfer } = useStores().center;
  const info = useResource(transfer.upline, () => transfer.loadUpline(), [], t('wallet.common.loadFailed'));
  const [done, setDone] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const lang = i18n.language;
  const form = useMoneyForm('transferUpline');

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      const amount = String(values.amount);
      const result = await transfer.transferUpline({
        amount,
        paymentPassword: String(values.paymentPassword),
        requestId: newRequestId(),
      });
      setDone(t('wallet.upline.done', { amount: money(amount, lang, walletStore.symbol), upline: result.upline }));
      setVersion((v) => v + 1);
      void walletStore.refresh();
      return null;
    } catch (err) {
      return problemText(err, t('wallet.common.loadFailed'));
    }
  };

  return (
    <LoadState loading={info.loading && !info.data} error={info.error} onRetry={info.reload}>
      {() => {
        const d = info.data!;
        if (!d.upline)
          return (
            <Notice tone="info" testId="no-upline">
              {t('wallet.upline.noUpline')}
            </Notice>
          );
        return (
          <div css={grid2}>
            <Card title={t('wallet.upline.upline')} icon={<MoneyIcon name="transferUpline" />}>
              <div
                css={css`
                  font-size: 20px;
                  font-weight: 800;
                `}
                data-testid="upline-name"
              >
                {d.upline}
              </div>
              <p
                css={css`
                  margin: 14px 0 4px;
                  color: var(--c-muted);
                  font-size: 13px;
                `}
              >
                {t('wallet.common.available')}
              </p>
              <div css={figure}>{money(d.balance, lang, walletStore.symbol)}</div>
              <p
                css={css`
                  margin: 10px 0 0;
                  color: var(--c-muted);
                  font-size: 13px;
                `}
              >
                {t('wallet.common.limits', { min: money(d.min, lang), max: money(d.max, lang) })}
              </p>
            </Card>
            <Card title={t('wallet.upline.submit')}>
              {done ? (
                <Notice tone="good" testId="upline-done">
                  {done}
                </Notice>
              ) : null}
              {d.hasPaymentPassword ? (
                form && info.data ? (
                  <FormRenderer
                    key={version}
                    form={form.form}
                    validators={form.validators}
                    parameters={{ minAmount: info.data.min, maxAmount: info.data.max }}
                    onSubmit={onSubmit}
                  />
                ) : null
              ) : (
                <>
                  <Notice tone="info">{t('wallet.upline.needPaymentPassword')}</Notice>
                  <button type="button" css={ghostButton} onClick={() => openPage('securityCenter')}>
                    {t('wallet.withdraw.goSecurity')}
                  </button>
                </>
              )}
            </Card>
          </div>
        );
      }}
    </LoadState>
  );
});

export default TransferUplinePage;
