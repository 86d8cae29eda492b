/**
 * The register dialog's forms (spec sections 4 and 5): the username tab (`register`) and the
 * mobile tab (`registerMobile`), drawn by the generic FormRenderer. The affiliate code is a
 * blocking server check, so registration proceeds only when it passes; a ?referralCode of the
 * URL is checked on load: when it passes, its field is hidden and a banner says it will be
 * applied; when it fails, the invitation_code_error warning dialog opens (spec section 8) and the
 * field is shown, filled, to correct (without the field, the code is not sent). The SMS
 * code button validates the mobile first. Success logs in, closes the dialog and goes to /.
 * registerUrl, registerMethod WEB and domain are sent (spec section 3).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FormSchema } from '../../../engine/forms';
import { FormRenderer, type AsyncChecker } from '../../renderers/FormRenderer';
import { useStores } from '../../stores';
import type { FormSlotProps } from './FormSlot';
import { FormGate } from './FormGate';
import { showFirstLoginPopup } from '../../shared/announcementPopup';
import { DialingCodeSelect } from './DialingCodeSelect';
import { useDialingCode } from './useDialingCode';
import { useCodeSender } from './useCodeSender';
import { PLATFORM } from '../../../contract/spec';
import { ReferralBanner } from './ReferralBanner';

/** Values the form has but the register payload must not carry (the agreements). */
const LOCAL_ONLY = new Set(['adult', 'terms']);

/** The warning of a ?referralCode= the affiliate check refuses (spec section 8, key invitation_code_error). */
export const INVITATION_CODE_ERROR = 'invitation_code_error';

const hostname = () => (typeof location === 'undefined' ? '' : location.hostname);

export const RegisterForm = observer(function RegisterForm({ id, params = {} }: FormSlotProps) {
  const formId = id === 'register.registerMobile' ? 'registerMobile' : 'register';
  return (
    <FormGate id={formId}>
      {(form, validators) => (
        <RegisterFormBody key={form.id} form={form} validators={validators} referralCode={params.referralCode ?? ''} />
      )}
    </FormGate>
  );
});

const RegisterFormBody = observer(function RegisterFormBody({
  form,
  validators,
  referralCode,
}: {
  form: FormSchema;
  validators: Parameters<typeof FormRenderer>[0]['validators'];
  referralCode: string;
}) {
  const { t } = useTranslation();
  const codeSender = useCodeSender();
  const stores = useStores();
  const { auth, ui } = stores;
  const [dialingCode, setDialingCode] = useDialingCode();
  const navigate = useNavigate();
  const api = auth.env.auth;
  const [referral, setReferral] = useState<'none' | 'checking' | 'valid' | 'invalid'>(
    referralCode && api ? 'checking' : 'none',
  );
  const hasCaptcha = form.fields.some((f) => f.widget === 'captcha');

  useEffect(() => {
    if (hasCaptcha) void auth.refreshCaptcha();
  }, [auth, hasCaptcha]);
  useEffect(() => {
    if (referral !== 'checking' || !api) return;
    let live = true;
    const refused = () => {
      if (!live) return;
      setReferral('invalid');
      ui.showNotice(INVITATION_CODE_ERROR);
    };
    api
      .affiliateCheck(referralCode, hostname())
      .then((r) => (r.valid ? live && setReferral('valid') : refused()), refused);
    return () => {
      live = false;
    };
  }, [api, referral, referralCode, ui]);

  const asyncCheck: AsyncChecker | undefined = useMemo(
    () =>
      api
        ? async (check, value) =>
            check === 'affiliateCheck'
              ? (await api.affiliateCheck(value, hostname())).valid
              : api.usernameAvailable(value)
        : undefined,
    [api],
  );

  if (referral === 'checking') return <p aria-busy="true">{t('forms.messages.checking')}</p>;

  const onSubmit = async (values: Record<string, unknown>) => {
    const body: Record<string, string | boolean | undefined> = {};
    for (const [k, v] of Object.entries(values))
      if (!LOCAL_ONLY.has(k) && (typeof v === 'string' || typeof v === 'boolean')) body[k] = v;
    // a ?referralCode= that passed the check (an agent's invitation or a member's referral code)
    if (referral === 'valid') body.referralCode = referralCode;
    body.registerUrl = typeof location === 'undefined' ? undefined : location.href.slice(0, 200);
    body.registerMethod = PLATFORM;
    if (typeof body.mobileNum === 'string' && body.mobileNum) body.countryDialingCode = dialingCode;
    body.domain = hostname();
    const result = await auth.register(form.id === 'registerMobile' ? 'registerMobile' : 'register', body);
    if (!result.ok) {
      if (hasCaptcha) void auth.refreshCaptcha();
      return result.message;
    }
    ui.closeModal();
    ui.showToast('common.success.registered');
    void navigate('/');
    void showFirstLoginPopup(stores);
    return null;
  };

  return (
    <>
      {referral === 'valid' ? <ReferralBanner code={referralCode} /> : null}
      {form.id === 'registerMobile' ? (
        <DialingCodeSelect id="registerMobile-countryDialingCode" value={dialingCode} onChange={setDialingCode} />
      ) : null}
      <FormRenderer
        form={form}
        validators={validators}
        initialValues={referral === 'none' ? {} : { affiliateCode: referralCode }}
        hiddenFields={referral === 'valid' ? ['affiliateCode'] : []}
        asyncCheck={asyncCheck}
        captcha={{ src: auth.captchaSrc, refresh: () => void auth.refreshCaptcha() }}
        sendCode={
          api
            ? codeSender((v) =>
                api.registerCode({ mobileNo: String(v.mobileNum ?? '').trim(), countryDialingCode: dialingCode }),
              )
            : undefined
        }
        onSubmit={onSubmit}
      />
    </>
  );
});
