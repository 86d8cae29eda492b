/**
 * Bind a mobile number or an e-mail address with a code (README "Member center and header wallet"; docs: POST
 * /api/account/{mobile,email}/code then /api/account/{mobile,email}). A bound contact shows its
 * masked value; otherwise the generic FormRenderer draws the form with its send-code button.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../../stores';
import type { AccountProfile } from '../../../../stores/center/types';
import { FormRenderer } from '../../../../renderers/FormRenderer';
import { useMoneyForm } from '../../forms';
import { MoneyIcon } from '../../../../ui/moneyIcons';
import { Card, Notice, StatusPill } from '../../../../ui/kit';
import { problemText } from '../../../../stores/center/types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function BindCard({ kind, profile }: { kind: 'mobile' | 'email'; profile: AccountProfile }) {
  const { t } = useTranslation();
  const { security } = useStores().center;
  const [sent, setSent] = useState<number | null>(null);
  const form = useMoneyForm(kind === 'mobile' ? 'bindMobile' : 'bindEmail');
  const bound = kind === 'mobile' ? profile.mobileBound : profile.emailBound;
  const value = kind === 'mobile' ? profile.mobile : profile.email;

  const sendCode = async (values: Readonly<Record<string, unknown>>) => {
    try {
      if (kind === 'mobile') {
        const minutes = await security.sendCode('mobile', String(values.mobileNum ?? '').trim());
        setSent(minutes);
        return 60;
      }
      const email = String(values.email ?? '').trim();
      if (!EMAIL.test(email)) throw new Error(t('forms.messages.emailFormat'));
      setSent(await security.sendCode('email', email));
      return 60;
    } catch (err) {
      throw new Error(
        err instanceof Error && !('kind' in err) ? err.message : problemText(err, t('wallet.common.loadFailed')),
        { cause: err },
      );
    }
  };
  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      const code = String(values.verificationCode);
      await security.bindContact(kind, String(kind === 'mobile' ? values.mobileNum : values.email), code);
      return null;
    } catch (err) {
      return problemText(err, t('wallet.common.loadFailed'));
    }
  };

  return (
    <Card
      title={t(kind === 'mobile' ? 'wallet.security.mobile' : 'wallet.security.email')}
      icon={<MoneyIcon name={kind === 'mobile' ? 'mobile' : 'mail'} />}
      testId={`bind-${kind}`}
    >
      {bound ? (
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 10px;
          `}
        >
          <strong>{value}</strong>
          <StatusPill tone="good">{t('wallet.security.bound')}</StatusPill>
        </div>
      ) : (
        <>
          {sent !== null ? <Notice tone="info">{t('wallet.security.codeSent', { minutes: sent })}</Notice> : null}
          {form ? (
            <FormRenderer form={form.form} validators={form.validators} sendCode={sendCode} onSubmit={onSubmit} />
          ) : null}
        </>
      )}
    </Card>
  );
}
