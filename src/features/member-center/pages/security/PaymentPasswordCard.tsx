/**
 * Payment (transaction) password, set or change (README "Member center and header wallet"; docs: POST
 * /api/account/payment-password): set asks for the login password, change for the current payment
 * password; both take 6 digits twice. Drawn by the generic FormRenderer.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../../stores';
import type { PaymentPasswordBody } from '../../../../stores/center/types';
import { ghostButton } from '../../../../components/styles';
import { FormRenderer } from '../../../../renderers/FormRenderer';
import { useMoneyForm } from '../../forms';
import { MoneyIcon } from '../../../../ui/moneyIcons';
import { Card, Notice } from '../../../../ui/kit';
import { problemText } from '../../../../stores/center/types';

export function PaymentPasswordCard({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation();
  const { security } = useStores().center;
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useMoneyForm(hasPaymentPassword ? 'paymentPasswordChange' : 'paymentPasswordSet');

  const onSubmit = async (values: Record<string, unknown>) => {
    const s = (k: string) => String(values[k] ?? '');
    const body: PaymentPasswordBody = hasPaymentPassword
      ? { oldPassword: s('oldPassword'), newPassword: s('newPassword'), confirmPassword: s('confirmPassword') }
      : { loginPassword: s('loginPassword'), newPassword: s('newPassword'), confirmPassword: s('confirmPassword') };
    try {
      await security.setPaymentPassword(body);
      setSaved(true);
      setOpen(false);
      return null;
    } catch (err) {
      return problemText(err, t('wallet.common.loadFailed'));
    }
  };

  return (
    <Card
      title={t('wallet.security.paymentPassword')}
      icon={<MoneyIcon name="lock" />}
      hintText={t('wallet.security.paymentPasswordHint')}
      testId="payment-password"
    >
      {saved ? (
        <Notice tone="good" testId="payment-password-saved">
          {t('wallet.security.paymentPasswordSaved')}
        </Notice>
      ) : null}
      {open && form ? (
        <FormRenderer form={form.form} validators={form.validators} onSubmit={onSubmit} />
      ) : (
        <button type="button" css={ghostButton} onClick={() => setOpen(true)} data-testid="payment-password-open">
          {t(hasPaymentPassword ? 'wallet.security.changePaymentPassword' : 'wallet.security.setPaymentPassword')}
        </button>
      )}
    </Card>
  );
}
