/**
 * The login dialog's forms (spec sections 4 and 5): the username tab (`login`) and the sms tab
 * (`loginSms`), drawn by the generic FormRenderer. Remember-password box (not on the agent page)
 * writes or clears the 1-day cookies; the captcha shows from the start when this IP's next login
 * needs it (asked when the form opens), and a failure that flags it reveals it with its image;
 * the username tab runs the human check ({@link HumanCheck}, ALTCHA) after validation; success stores the session, closes the dialog and goes to / (an agent-page login to
 * /agentHome), or opens the forced change-password dialog. A login from a new IP first asks the
 * extra verification ({@link IpVerification}). A first-time login then shows the announcement
 * popup with the execution F items (spec section 4).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormRenderer } from '../../renderers/FormRenderer';
import { useStores } from '../../stores';
import type { FormSlotProps } from './FormSlot';
import { FormGate } from './FormGate';
import { useCodeSender } from './useCodeSender';
import { HumanCheck, type HumanCheckHandle } from './HumanCheck';
import { IpVerification } from './IpVerification';
import { showFirstLoginPopup } from '../../shared/announcementPopup';
import type { IpVerificationStep, LoginOutcome } from '../../stores/AuthStore';
import { rememberedLogin, saveRememberCookies } from './rememberCookies';
import { DialingCodeSelect } from './DialingCodeSelect';
import { rememberedSmsLogin, saveSmsLoginCookie } from './dialingCodes';
import { useDialingCode } from './useDialingCode';

export const LoginForm = observer(function LoginForm({ id, params = {} }: FormSlotProps) {
  const { t } = useTranslation();
  const codeSender = useCodeSender();
  const stores = useStores();
  const { auth, ui } = stores;
  const navigate = useNavigate();
  const location = useLocation();
  const sms = id === 'login.sms';
  const agentPage = params.agent === 'true' || location.pathname === '/agent';
  const initial = useMemo(
    () => (agentPage ? {} : sms ? { mobileNum: rememberedSmsLogin()?.mobile ?? '' } : (rememberedLogin() ?? {})),
    [sms, agentPage],
  );
  const [dialingCode, setDialingCode] = useDialingCode();
  // The username tab asks whether this IP needs the captcha before the first try (spec section 4).
  useEffect(() => {
    if (!sms) void auth.checkCaptchaRequired();
  }, [auth, sms]);
  const conditions = useMemo(() => ({ captchaShown: auth.captchaShown, agentPage }), [auth.captchaShown, agentPage]);
  const api = auth.env.auth;
  const humanCheck = useRef<HumanCheckHandle>(null);
  const [ipStep, setIpStep] = useState<{
    step: IpVerificationStep;
    username: string;
    password: string;
    remember: boolean;
  } | null>(null);

  /** The end of every successful login (spec section 4): cookies, forced change or close and go. */
  const finish = (result: LoginOutcome, username: string, password: string, remember: boolean) => {
    if (!sms && !agentPage) saveRememberCookies(username, password, remember);
    if (sms) saveSmsLoginCookie(dialingCode, username);
    if (result.forcedChange) {
      ui.openModal('changePassword', { forced: 'true' });
      return;
    }
    ui.closeModal();
    void navigate(result.redirect);
    void showFirstLoginPopup(stores);
  };

  const onSubmit = async (values: Record<string, unknown>) => {
    const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : '');
    const username = sms ? str('mobileNum') : str('username');
    const password = sms ? str('verificationCode') : str('password');
    // Spec section 4: after validation, the human check (not for sms); a solution is used once.
    const altcha = sms ? undefined : await humanCheck.current?.solve();
    if (!sms && !altcha) return t('auth.humanCheck.required');
    const result = await auth.login(
      {
        username,
        password,
        captcha: str('captcha') || undefined,
        altcha: altcha ?? undefined,
        ...(sms ? { countryDialingCode: dialingCode } : {}),
      },
      { sms, agentPage },
    );
    humanCheck.current?.reset();
    if (!result.ok && result.ipVerification) {
      setIpStep({ step: result.ipVerification, username, password, remember: values.remember === true });
      return null;
    }
    if (!result.ok) return result.code === 'NOT_AGENT' && !result.message ? t('forms.flow.nonAgent') : result.message;
    finish(result, username, password, values.remember === true);
    return null;
  };

  if (ipStep) {
    return (
      <IpVerification
        step={ipStep.step}
        password={ipStep.password}
        agentPage={agentPage}
        onDone={(outcome) => finish(outcome, ipStep.username, ipStep.password, ipStep.remember)}
        onCancel={() => setIpStep(null)}
      />
    );
  }

  return (
    <FormGate id={sms ? 'loginSms' : 'login'}>
      {(form, validators) => (
        <>
          {sms ? (
            <DialingCodeSelect id="loginSms-countryDialingCode" value={dialingCode} onChange={setDialingCode} />
          ) : null}
          <FormRenderer
            key={form.id}
            form={form}
            validators={validators}
            conditions={conditions}
            initialValues={initial}
            captcha={{ src: auth.captchaSrc, refresh: () => void auth.refreshCaptcha() }}
            sendCode={
              sms && api
                ? codeSender((v) =>
                    api.loginCode({ mobileNum: String(v.mobileNum ?? '').trim(), countryDialingCode: dialingCode }),
                  )
                : undefined
            }
            onSubmit={onSubmit}
          >
            {sms ? null : <HumanCheck ref={humanCheck} />}
          </FormRenderer>
        </>
      )}
    </FormGate>
  );
});
