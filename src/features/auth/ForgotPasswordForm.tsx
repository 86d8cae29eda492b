/**
 * Forgot password (spec section 4): tabs by e-mail and by mobile number from the registry
 * (mobile by default with CHNGPASSVERIF3), drawn by the generic FormRenderer. By e-mail the
 * server sends a reset mail and the dialog confirms it (in_been_out); by phone the SMS code
 * sets the new password and logs in, then goes to /.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Tabs, tabPanelProps, useTabsId } from '../../components/Tabs';
import type { FormId } from '../../../engine/forms';
import { FormRenderer } from '../../renderers/FormRenderer';
import { useStores } from '../../stores';
import { codeErrorMessage } from '../../stores/problems';
import { useCodeSender } from './useCodeSender';
import { FormGate } from './FormGate';
import { DialingCodeSelect } from './DialingCodeSelect';
import { useDialingCode } from './useDialingCode';

export const ForgotPasswordForm = observer(function ForgotPasswordForm() {
  const { t } = useTranslation();
  const codeSender = useCodeSender();
  const { auth, config, ui } = useStores();
  const [dialingCode, setDialingCode] = useDialingCode();
  const navigate = useNavigate();
  const baseId = useTabsId();
  const [chosen, setChosen] = useState<FormId | null>(null);
  const [sent, setSent] = useState(false);
  const api = auth.env.auth;
  const tabs = config.forms?.tabs.forgotPassword ?? ['forgotEmail', 'forgotPhone'];
  const tab = chosen ?? config.forms?.defaultTab.forgotPassword ?? 'forgotEmail';
  const str = (values: Record<string, unknown>, k: string) =>
    typeof values[k] === 'string' ? (values[k] as string) : '';

  if (sent) {
    return (
      <p
        role="status"
        data-testid="forgot-sent"
        css={css`
          margin: 0;
          padding: 14px;
          border-radius: var(--r-md);
          background: color-mix(in srgb, var(--c-success) 14%, transparent);
          color: var(--c-success);
          font-weight: 600;
        `}
      >
        {t('errors.in_been_out')}
      </p>
    );
  }
  const onSubmit = async (values: Record<string, unknown>) => {
    if (!api) return t('forms.flow.unavailable');
    if (tab === 'forgotEmail') {
      try {
        await api.forgotByEmail(str(values, 'username'), str(values, 'email'));
        setSent(true);
        return null;
      } catch (err) {
        return codeErrorMessage(err, t);
      }
    }
    const result = await auth.setPasswordByPhone({
      mobileNum: str(values, 'mobileNum'),
      countryDialingCode: dialingCode,
      verificationCode: str(values, 'verificationCode'),
      newPassword: str(values, 'newPassword'),
    });
    if (!result.ok) return result.message;
    ui.closeModal();
    ui.showToast('common.success.passwordReset');
    void navigate('/');
    return null;
  };
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 14px;
      `}
    >
      <Tabs
        items={tabs.map((id) => ({ id: id as string, label: t(`forms.tabs.${id}`) }))}
        value={tab}
        label={t('modals.auth.forgotPassword')}
        baseId={baseId}
        onChange={(id) => setChosen(id as FormId)}
      />
      <div {...tabPanelProps(baseId, tab)}>
        <FormGate id={tab}>
          {(form, validators) => (
            <>
              {form.id === 'forgotPhone' ? (
                <DialingCodeSelect id="forgotPhone-countryDialingCode" value={dialingCode} onChange={setDialingCode} />
              ) : null}
              <FormRenderer
                key={form.id}
                form={form}
                validators={validators}
                sendCode={
                  form.id === 'forgotPhone' && api
                    ? codeSender((v) =>
                        api.forgotCode({ mobileNum: str(v, 'mobileNum').trim(), countryDialingCode: dialingCode }),
                      )
                    : undefined
                }
                onSubmit={onSubmit}
              />
            </>
          )}
        </FormGate>
      </div>
    </div>
  );
});
