/**
 * Extra verification of a login from a new IP (spec sections 4 and 8): shown in the login dialog
 * after the server answered IP_VERIFICATION_REQUIRED with a ticket and the methods it offers
 * (SMS to the member's mobile, e-mail to the member's address; each masked). The visitor picks a
 * method, sends the code, types it into the `ipVerification` form (generic FormRenderer) and the
 * login finishes as the password login would have (forced change, agent home, remember cookies).
 * The bank account name method (bankName) sends nothing: the member types the account holder
 * name of a bank card into the same field, and google (Google code) the authenticator's code, so
 * no send-code button is shown for them.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { FormRenderer } from '../../renderers/FormRenderer';
import { useStores } from '../../stores';
import type { IpVerificationStep, LoginFailure, LoginOutcome } from '../../stores/AuthStore';
import { useCodeSender } from './useCodeSender';
import { FormGate } from './FormGate';

const panel = css`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const intro = css`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  margin: 0;
  padding: 12px 14px;
  border-radius: var(--r-md);
  background: color-mix(in srgb, var(--c-warning) 12%, transparent);
  color: var(--c-text);
  font-size: 13px;
  line-height: 1.5;
  & > span {
    flex: none;
    color: var(--c-warning);
  }
`;

const methodList = css`
  display: grid;
  gap: 8px;
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-size: 13px;
    font-weight: 600;
    color: var(--c-muted);
    margin-bottom: 6px;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 10px 14px;
    border-radius: var(--r-md);
    border: 1px solid var(--c-border);
    background: var(--c-surface-2);
    cursor: pointer;
    font-size: 14px;
  }
  label:has(input:checked) {
    border-color: var(--c-primary);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--c-primary) 18%, transparent);
  }
  input {
    accent-color: var(--c-primary);
  }
`;

const back = css`
  align-self: flex-start;
  border: 0;
  background: none;
  padding: 0;
  color: var(--c-primary);
  font-weight: 600;
  cursor: pointer;
`;

export interface IpVerificationProps {
  step: IpVerificationStep;
  /** The password typed at login (for a forced change that follows). */
  password: string;
  agentPage: boolean;
  /** Called with the finished login. */
  onDone(outcome: LoginOutcome): void;
  /** Back to the login form (the ticket is dropped). */
  onCancel(): void;
}

export const IpVerification = observer(function IpVerification({
  step,
  password,
  agentPage,
  onDone,
  onCancel,
}: IpVerificationProps) {
  const { t } = useTranslation();
  const codeSender = useCodeSender();
  const { auth } = useStores();
  const [method, setMethod] = useState(step.methods[0]!.method);
  const api = auth.env.auth;

  const onSubmit = async (values: Record<string, unknown>) => {
    const code = typeof values.code === 'string' ? values.code : '';
    const result: LoginOutcome | LoginFailure = await auth.verifyIp(step, method, code, password, { agentPage });
    if (!result.ok) return result.message;
    onDone(result);
    return null;
  };

  return (
    <div css={panel} data-testid="ip-verification">
      <p css={intro}>
        <Icon name="shield" size={18} />
        {t('auth.ipVerification.intro')}
      </p>
      {step.methods.length > 1 ? (
        <fieldset css={methodList}>
          <legend>{t('auth.ipVerification.method')}</legend>
          {step.methods.map((m) => (
            <label key={m.method}>
              <input
                type="radio"
                name="ip-method"
                value={m.method}
                checked={method === m.method}
                onChange={() => setMethod(m.method)}
              />
              {t(`auth.ipVerification.${m.method}`, { target: m.target })}
            </label>
          ))}
        </fieldset>
      ) : (
        <p
          css={css`
            margin: 0;
            font-size: 14px;
            font-weight: 600;
          `}
        >
          {t(`auth.ipVerification.${method}`, { target: step.methods[0]!.target })}
        </p>
      )}
      {method === 'bankName' || method === 'google' ? (
        <p
          css={css`
            margin: 0;
            font-size: 13px;
            color: var(--c-muted);
          `}
          data-testid={`ip-${method}-hint`}
        >
          {t(`auth.ipVerification.${method}Hint`)}
        </p>
      ) : null}
      <FormGate id="ipVerification">
        {(form, validators) => (
          <FormRenderer
            form={form}
            validators={validators}
            sendCode={
              api && (method === 'sms' || method === 'email')
                ? codeSender(() => api.sendIpVerificationCode(step.ticket, method))
                : undefined
            }
            onSubmit={onSubmit}
          />
        )}
      </FormGate>
      <button type="button" css={back} onClick={onCancel}>
        {t('auth.ipVerification.back')}
      </button>
    </div>
  );
});
