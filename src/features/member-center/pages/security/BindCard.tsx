/**
 * Bind a mobile number or an e-mail address with a code (issue 4 item 3; docs: POST
 * /api/account/{mobile,email}/code then /api/account/{mobile,email}). A bound contact shows its
 * masked value; otherwise the generic FormRenderer draws the form with its send-code button.
 */
import { css } from '@emotion/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountProfile } from '../../../../api/account';
import { FormRenderer } from '../../../../renderers/FormRenderer';
import { bindEmailForm, bindMobileForm } from '../../forms';
import { MoneyIcon } from '../../moneyIcons';
import { Card, Notice, StatusPill } from '../shared/ui';
import { problemText, useCenterApi } from '../shared/useCenterApi';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function BindCard({ kind, profile, onBound }: { kind: 'mobile' | 'email'; profile: AccountProfile; onBound(p: AccountProfile): void }) {
  const { t } = useTranslation();
  const { account } = useCenterApi();
  const [sent, setSent] = useState<number | null>(null);
  const form = useMemo(() => (kind === 'mobile' ? bindMobileForm() : bindEmailForm()), [kind]);
  const bound = kind === 'mobile' ? profile.mobileBound : profile.emailBound;
  const value = kind === 'mobile' ? profile.mobile : profile.email;

  const sendCode = async (values: Readonly<Record<string, unknown>>) => {
    try {
      if (kind === 'mobile') {
        const minutes = await account.sendMobileCode(String(values.mobileNum ?? '').trim());
        setSent(minutes);
        return 60;
      }
      const email = String(values.email ?? '').trim();
      if (!EMAIL.test(email)) throw new Error(t('forms.messages.emailFormat'));
      setSent(await account.sendEmailCode(email));
      return 60;
    } catch (err) {
      throw new Error(err instanceof Error && !('kind' in err) ? err.message : problemText(err, t('wallet.common.loadFailed')));
    }
  };
  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      const code = String(values.verificationCode);
      const next = kind === 'mobile' ? await account.bindMobile({ mobileNum: String(values.mobileNum), verificationCode: code }) : await account.bindEmail({ email: String(values.email), verificationCode: code });
      onBound(next);
      return null;
    } catch (err) {
      return problemText(err, t('wallet.common.loadFailed'));
    }
  };

  return (
    <Card title={t(kind === 'mobile' ? 'wallet.security.mobile' : 'wallet.security.email')} icon={<MoneyIcon name={kind === 'mobile' ? 'mobile' : 'mail'} />} testId={`bind-${kind}`}>
      {bound ? (
        <div css={css`display: flex; align-items: center; gap: 10px;`}>
          <strong>{value}</strong>
          <StatusPill tone="good">{t('wallet.security.bound')}</StatusPill>
        </div>
      ) : (
        <>
          {sent !== null ? <Notice tone="info">{t('wallet.security.codeSent', { minutes: sent })}</Notice> : null}
          <FormRenderer form={form.form} validators={form.validators} sendCode={sendCode} onSubmit={onSubmit} />
        </>
      )}
    </Card>
  );
}
