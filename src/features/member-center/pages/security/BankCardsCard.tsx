/**
 * Bank cards (README "Member center and header wallet"; docs "Bank cards"): the member's cards (masked), remove with a
 * confirmation, and add (bank, card number, payee name, payment password) with the payee name
 * rules: letters, spaces and `·` `.`, 2..40 characters, and equal to the member's payee name once
 * the first card has set it. At most `max` cards; adding needs a payment password.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../../stores';
import type { BankCard } from '../../../../stores/center/types';
import { ghostButton, primaryButton } from '../../../../components/styles';
import { FormRenderer } from '../../../../renderers/FormRenderer';
import { useMoneyForm } from '../../forms';
import { MoneyIcon } from '../../../../ui/moneyIcons';
import { Card, Empty, LoadState, Notice } from '../../../../ui/kit';
import { problemText } from '../../../../stores/center/types';
import { useResource } from '../../../../ui/useResource';
import { PANELS } from '../../../../theme/palettes';

const cardRow = css`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 14px 16px;
  border-radius: var(--r-md, 10px);
  color: var(--c-on-vivid);
  background: ${PANELS.bankCard};
  box-shadow: var(--shadow-card);
  & strong {
    letter-spacing: 0.12em;
    font-variant-numeric: tabular-nums;
  }
  & small {
    opacity: 0.8;
  }
`;
const small = css`
  height: 30px;
  padding: 0 12px;
  font-size: 12px;
`;

export const BankCardsCard = observer(function BankCardsCard({
  hasPaymentPassword,
  onChanged,
}: {
  hasPaymentPassword: boolean;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const { security } = useStores().center;
  const cards = useResource(security.bankCards, () => security.loadBankCards(), [], t('wallet.common.loadFailed'));
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);
  const payee = cards.data?.payeeName ?? null;
  const form = useMoneyForm('bankCard');

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      await security.addBankCard({
        bankName: String(values.bankName),
        cardNumber: String(values.cardNumber).replace(/\s+/g, ''),
        payeeName: String(values.payeeName),
        paymentPassword: String(values.paymentPassword),
      });
      setAdding(false);
      setNotice({ tone: 'good', text: t('wallet.security.cardAdded') });
      onChanged();
      return null;
    } catch (err) {
      return problemText(err, t('wallet.common.loadFailed'));
    }
  };
  const handleRemove = async (card: BankCard) => {
    setNotice(null);
    try {
      await security.removeBankCard(card.id);
      setConfirming(null);
      onChanged();
    } catch (err) {
      setNotice({ tone: 'bad', text: problemText(err, t('wallet.common.loadFailed')) });
    }
  };

  return (
    <Card
      title={t('wallet.security.bankCards')}
      icon={<MoneyIcon name="card" />}
      hintText={t('wallet.security.bankCardsHint', { max: cards.data?.max ?? 5 })}
      testId="bank-cards"
    >
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <LoadState loading={cards.loading && !cards.data} error={cards.error} onRetry={cards.reload}>
        {() => {
          const { list, max } = cards.data!;
          return (
            <div
              css={css`
                display: grid;
                gap: 10px;
              `}
            >
              {list.length === 0 ? <Empty /> : null}
              {list.map((c) => (
                <div key={c.id} css={cardRow} data-testid="bank-card">
                  <MoneyIcon name="card" size={26} />
                  <div
                    css={css`
                      display: grid;
                      gap: 2px;
                      flex: 1;
                    `}
                  >
                    <small>{c.bankName}</small>
                    <strong>{c.cardNumber}</strong>
                    <small>{c.payeeName}</small>
                  </div>
                  {confirming === c.id ? (
                    <div
                      role="group"
                      aria-label={t('wallet.security.removeConfirm', { card: c.cardNumber })}
                      css={css`
                        display: flex;
                        gap: 6px;
                        align-items: center;
                      `}
                    >
                      <small>{t('wallet.security.removeConfirm', { card: c.cardNumber.slice(-4) })}</small>
                      <button
                        type="button"
                        css={[primaryButton, small]}
                        onClick={() => void handleRemove(c)}
                        data-testid="bank-card-remove-confirm"
                      >
                        {t('wallet.security.removeCard')}
                      </button>
                      <button
                        type="button"
                        css={[
                          ghostButton,
                          small,
                          css`
                            color: var(--c-on-vivid);
                          `,
                        ]}
                        onClick={() => setConfirming(null)}
                      >
                        {t('wallet.common.cancel')}
                      </button>
                    </div>
                  ) : (
                    <button
                      type="button"
                      css={[
                        ghostButton,
                        small,
                        css`
                          color: var(--c-on-vivid);
                          border-color: color-mix(in srgb, var(--c-on-vivid) 40%, transparent);
                        `,
                      ]}
                      onClick={() => setConfirming(c.id)}
                      data-testid="bank-card-remove"
                    >
                      {t('wallet.security.removeCard')}
                    </button>
                  )}
                </div>
              ))}
              {!hasPaymentPassword ? (
                <Notice tone="info">{t('wallet.security.needPaymentPassword')}</Notice>
              ) : list.length >= max ? (
                <Notice tone="info">{t('wallet.security.cardLimit', { max })}</Notice>
              ) : adding && form ? (
                <FormRenderer
                  form={form.form}
                  validators={form.validators}
                  parameters={{ memberPayeeName: payee }}
                  initialValues={payee ? { payeeName: payee } : {}}
                  onSubmit={onSubmit}
                />
              ) : (
                <button
                  type="button"
                  css={[
                    ghostButton,
                    css`
                      justify-self: start;
                    `,
                  ]}
                  onClick={() => setAdding(true)}
                  data-testid="bank-card-add"
                >
                  {t('wallet.security.addCard')}
                </button>
              )}
            </div>
          );
        }}
      </LoadState>
    </Card>
  );
});
