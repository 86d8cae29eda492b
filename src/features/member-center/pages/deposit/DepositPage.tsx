/**
 * depositv2 (README "Member center and header wallet"; docs "Deposit"): the merchant's channels with their limits, an amount
 * form (the generic FormRenderer) checked against the chosen channel's limits, then
 * - a gateway channel: the demo gateway's page opens in a new window, the order shows "pending"
 *   and then its result (polled; the header balance also changes live over the socket);
 * - a bank channel: the account to transfer to and the order number, pending until an operator
 *   approves it.
 * Opened with `order` (the gateway sends the payer back to /?center=depositv2&order=...), the page
 * shows that order's state. Below: the deposit history.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel, DepositOrder } from '../../../../stores/center/types';
import type { DepositBonusOffer } from '../../../../../contract/types';
import { ghostButton } from '../../../../components/styles';
import type { CenterPageProps } from '../../../../renderers/CenterPageRenderer';
import { FormRenderer } from '../../../../renderers/FormRenderer';
import { useStores } from '../../../../stores';
import { useMoneyForm } from '../../forms';
import { money } from '../../../../../contract/money';
import { newRequestId } from '../../../../shared/requestId';
import { MoneyIcon } from '../../../../ui/moneyIcons';
import { Card, definitionList, LoadState, Notice, StatusPill, stack } from '../../../../ui/kit';
import { problemText } from '../../../../stores/center/types';
import { useResource } from '../../../../ui/useResource';
import { DEPOSIT_TONE, DepositHistory } from './DepositHistory';
import { useOrderWatch } from './useOrderWatch';

const channelButton = (active: boolean) => css`
  display: grid;
  gap: 4px;
  min-width: 150px;
  padding: 12px 14px;
  text-align: left;
  border-radius: var(--r-md, 10px);
  border: 2px solid ${active ? 'var(--c-primary)' : 'var(--c-border)'};
  background: ${active ? 'color-mix(in srgb, var(--c-primary) 10%, var(--c-surface))' : 'var(--c-surface)'};
  color: var(--c-text);
  cursor: pointer;
  & small {
    color: var(--c-muted);
    font-size: 12px;
  }
`;
/** Opens the gateway's page in a new window (README "Money": the demo gateway opens in a new window). */
function openGateway(url: string) {
  window.open(url, '_blank', 'noopener');
}

function OrderState({ order, onNew }: { order: DepositOrder; onNew(): void }) {
  const { t, i18n } = useTranslation();
  const { wallet: walletStore } = useStores();
  const amount = money(order.amount, i18n.language, walletStore.symbol);
  return (
    <div data-testid="deposit-order" data-status={order.status}>
      {order.status === 'success' ? (
        <Notice tone="good" testId="deposit-success">
          {t('wallet.deposit.success', { amount })}
        </Notice>
      ) : null}
      {order.status === 'failed' || order.status === 'rejected' ? (
        <Notice tone="bad">{t('wallet.deposit.failed')}</Notice>
      ) : null}
      {order.status === 'pending' && order.type === 'gateway' ? (
        <Notice tone="info" testId="deposit-pending">
          {t('wallet.deposit.pending')}
        </Notice>
      ) : null}
      <dl css={definitionList}>
        <dt>{t('wallet.common.orderNo')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('wallet.common.amount')}</dt>
        <dd>{amount}</dd>
        <dt>{t('wallet.common.status')}</dt>
        <dd>
          <StatusPill tone={DEPOSIT_TONE[order.status] ?? 'neutral'}>
            {t(`wallet.deposit.status.${order.status}`, { defaultValue: order.status })}
          </StatusPill>
        </dd>
      </dl>
      <div
        css={css`
          display: flex;
          gap: 10px;
          margin-top: 16px;
        `}
      >
        {order.status === 'pending' && order.redirectUrl ? (
          <button type="button" css={ghostButton} onClick={() => openGateway(order.redirectUrl!)}>
            {t('wallet.deposit.reopenGateway')}
          </button>
        ) : null}
        <button type="button" css={ghostButton} onClick={onNew} data-testid="deposit-new">
          {t('wallet.deposit.newDeposit')}
        </button>
      </div>
    </div>
  );
}

/**
 * The deposit bonus this deposit may take (GET deposit channels `bonusOffer`; docs/rewards.md "Bonus
 * engine": opt-in): the rule in one line, its terms, and a checkbox; unchecked, no bonus and no turnover.
 */
function BonusOfferChoice({
  offer,
  checked,
  onChange,
}: {
  offer: DepositBonusOffer;
  checked: boolean;
  onChange(next: boolean): void;
}) {
  const { t, i18n } = useTranslation();
  const { wallet: walletStore } = useStores();
  const amount = (text: string) => money(text, i18n.language, walletStore.symbol);
  const name = t(`wallet.deposit.bonusOffer.${offer.kind}`);
  return (
    <label
      data-testid="deposit-bonus-offer"
      css={css`
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 4px 12px;
        align-items: start;
        padding: 12px 14px;
        margin-bottom: 16px;
        border-radius: var(--r-md, 10px);
        border: 1px dashed ${checked ? 'var(--c-primary)' : 'var(--c-border)'};
        background: ${checked ? 'color-mix(in srgb, var(--c-primary) 8%, var(--c-surface))' : 'var(--c-surface)'};
        cursor: pointer;
        & input {
          margin-top: 3px;
          width: 16px;
          height: 16px;
          accent-color: var(--c-primary);
        }
        & small {
          grid-column: 2;
          color: var(--c-muted);
          font-size: 12px;
          line-height: 1.5;
        }
      `}
    >
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <strong>
        {t('wallet.deposit.bonusOffer.take', { name, percent: offer.percent, max: amount(offer.maxBonus) })}
      </strong>
      <small>
        {t('wallet.deposit.bonusOffer.terms', {
          min: amount(offer.minDeposit),
          multiple: offer.multiple,
          base: t(
            offer.base === 'bonus'
              ? 'wallet.deposit.bonusOffer.baseBonus'
              : 'wallet.deposit.bonusOffer.baseBonusDeposit',
          ),
          days: offer.expiryDays,
        })}
        {checked ? null : ` ${t('wallet.deposit.bonusOffer.none')}`}
      </small>
    </label>
  );
}

function BankDetails({ channel, order }: { channel: DepositChannel; order: DepositOrder }) {
  const { t, i18n } = useTranslation();
  const bank = channel.bank;
  if (!bank) return null;
  return (
    <div
      css={css`
        margin-top: 16px;
      `}
      data-testid="deposit-bank"
    >
      <Notice tone="info">
        {t('wallet.deposit.bankInstructions', { amount: money(order.amount, i18n.language) })}
      </Notice>
      <dl css={definitionList}>
        <dt>{t('wallet.deposit.bankName')}</dt>
        <dd>{bank.bankName}</dd>
        <dt>{t('wallet.deposit.accountName')}</dt>
        <dd>{bank.accountName}</dd>
        <dt>{t('wallet.deposit.accountNumber')}</dt>
        <dd>{bank.accountNumber}</dd>
        <dt>{t('wallet.deposit.branch')}</dt>
        <dd>{bank.branch}</dd>
      </dl>
    </div>
  );
}

export const DepositPage = observer(function DepositPage({ params }: CenterPageProps) {
  const { t, i18n } = useTranslation();
  const { wallet: walletStore } = useStores();
  const { deposit } = useStores().center;
  const channels = useResource(deposit.channels, () => deposit.loadChannels(), [], t('wallet.common.loadFailed'));
  const returned = useResource(
    deposit.returned,
    () => deposit.loadReturned(params.order),
    [params.order],
    t('wallet.common.loadFailed'),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const [created, setCreated] = useState<DepositOrder | null>(null);
  const [takeBonus, setTakeBonus] = useState(false);
  const [version, setVersion] = useState(0);
  const settle = () => {
    setVersion((v) => v + 1);
    void walletStore.refresh();
  };
  const order = useOrderWatch(created ?? returned.data ?? null, settle);
  const list = channels.data?.channels ?? [];
  const channel = list.find((c) => c.code === chosen) ?? list[0] ?? null;
  const form = useMoneyForm('deposit');
  const offer = channels.data?.bonusOffer ?? null;

  const onSubmit = async (values: Record<string, unknown>) => {
    if (!channel) return null;
    try {
      const next = await deposit.createDeposit({
        channel: channel.code,
        amount: String(values.amount),
        ...(values.payerName ? { payerName: String(values.payerName) } : {}),
        requestId: newRequestId(),
        ...(takeBonus && offer ? { claimBonus: true } : {}),
      });
      if (next.type === 'gateway' && next.redirectUrl) openGateway(next.redirectUrl);
      setCreated(next);
      setVersion((v) => v + 1);
      return null;
    } catch (err) {
      return problemText(err, t('wallet.common.loadFailed'));
    }
  };
  const handleNew = () => {
    setCreated(null);
    returned.set(null);
    setTakeBonus(false);
    // the offer may have changed (a credited first deposit makes the next one a reload)
    channels.reload();
  };

  return (
    <div css={stack}>
      <Card title={t('wallet.deposit.channels')} icon={<MoneyIcon name="depositv2" />} testId="deposit-form">
        <LoadState loading={channels.loading} error={channels.error} onRetry={channels.reload}>
          {() =>
            list.length === 0 ? (
              <Notice tone="info">{t('wallet.deposit.noChannels')}</Notice>
            ) : order ? (
              <>
                <OrderState order={order} onNew={handleNew} />
                {order.type === 'bank' && order.status === 'pending' ? (
                  <BankDetails channel={list.find((c) => c.code === order.channel) ?? channel!} order={order} />
                ) : null}
              </>
            ) : (
              <>
                <div
                  role="radiogroup"
                  aria-label={t('wallet.deposit.channels')}
                  css={css`
                    display: flex;
                    flex-wrap: wrap;
                    gap: 10px;
                    margin-bottom: 16px;
                  `}
                >
                  {list.map((c) => (
                    <button
                      key={c.code}
                      type="button"
                      role="radio"
                      aria-checked={c.code === channel?.code}
                      css={channelButton(c.code === channel?.code)}
                      onClick={() => setChosen(c.code)}
                      data-channel={c.code}
                    >
                      <strong>{c.name}</strong>
                      <small>{t(c.type === 'bank' ? 'wallet.deposit.bank' : 'wallet.deposit.gateway')}</small>
                      <small>
                        {t('wallet.common.limits', {
                          min: money(c.min, i18n.language),
                          max: money(c.max, i18n.language),
                        })}
                      </small>
                    </button>
                  ))}
                </div>
                {offer ? <BonusOfferChoice offer={offer} checked={takeBonus} onChange={setTakeBonus} /> : null}
                {form && channel ? (
                  <FormRenderer
                    key={channel.code}
                    form={form.form}
                    validators={form.validators}
                    parameters={{ minAmount: channel.min, maxAmount: channel.max }}
                    conditions={{ bankTransfer: channel.type === 'bank' }}
                    onSubmit={onSubmit}
                  />
                ) : null}
              </>
            )
          }
        </LoadState>
      </Card>
      <DepositHistory version={version} channelNames={Object.fromEntries(list.map((c) => [c.code, c.name]))} />
    </div>
  );
});

export default DepositPage;
