/**
 * Registration (spec sections 3, 4 and 5): by username (the engine's `register` form) or by mobile
 * (its `registerMobile` form; username = the mobile number). The body is checked with the engine's
 * form of the merchant exactly as the browser checks it (server/services/forms/submission.ts
 * checkSubmission; engine/forms/registerForms.ts decides the fields: the SMS code only with
 * register.mobileVerification, the password pair on the mobile tab only with
 * register.mobilePassword, else the default initial password, the payment password whenever its
 * rule is enabled); then the captcha when the form has one, the SMS code, and the affiliate (or
 * referral) code when sent: an agent's affiliate code or an enabled invitation link
 * (server/services/agent/tree.ts), else a member's referral code while the merchant runs the
 * referral promotion (the friend joins the inviter's upline's team and is recorded as the
 * inviter's friend: server/services/rewards/referral.ts); success creates a member (type 0, or an
 * agent when the invitation link is for agents) under that agent in the downline tree and logs in.
 */
import type { RegisterBody, RegistrationField } from '../../../contract/types.ts';
import { ApiError } from '../../http/errors.ts';
import { checkCaptcha } from './captcha.ts';
import { assertCode, checkCode } from './codes.ts';
import type { AuthDeps, CallContext } from './context.ts';
import { completeLogin, type LoginValue } from './login.ts';
import { countInvitationUse, freeInvitationCode, resolveInvitation } from '../agent/tree.ts';
import { recordReferral, resolveReferralCode } from '../rewards/referral.ts';
import { formsFor } from '../forms/index.ts';
import { checkSubmission } from '../forms/submission.ts';
import { createMember, findByMobile, usernameFree } from './members.ts';
import { formatMobile, isAgentType, MEMBER_TYPE, passwordExpiry, type Mobile } from './rules.ts';

export type RegisterMode = 'username' | 'mobile';

/** Profile fields stored as typed (spec section 3, registration user). */
const PROFILE_FIELDS: readonly RegistrationField[] = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
];

export interface RegisterInput {
  /** The register body as its schema validated it (username or mobile tab). */
  body: RegisterBody;
  mode: RegisterMode;
  captchaId: string | undefined;
  /** Parses the body's mobile number (routes/auth/common.ts mobileOf). */
  mobile: (number: unknown) => Mobile;
}

/**
 * Registers and logs in.
 * @param input.body the register body (schemas/api/auth-register.json): the fields of the tab's
 *   engine form, plus countryDialingCode, referralCode, registerUrl and the like.
 * @throws 403 FEATURE_OFF (the merchant has no such tab), the engine form's refusals
 *   (server/services/forms/submission.ts: 400 FIELD_EMPTY / FIELD_LENGTH / FIELD_FORMAT /
 *   CONFIRM_MISMATCH / CAPTCHA_REQUIRED / CODE_MISSING / PHONE_MISSING, 422 RULE_INVALID), 400
 *   CAPTCHA_FAILED, the SMS code's refusals, 400 INVITATION_CODE_ERROR, 409 USERNAME_TAKEN /
 *   MOBILE_TAKEN; nothing is created then.
 */
export async function registerMember(deps: AuthDeps, ctx: CallContext, input: RegisterInput): Promise<LoginValue> {
  const { body, mode } = input;
  const config = ctx.merchant.config;
  const formId = mode === 'mobile' ? 'registerMobile' : 'register';
  // the tab's engine form: absent (403 FEATURE_OFF) when the merchant does not offer the tab
  // a copy as a plain record: the engine form reads the body's fields by name
  const values = await checkSubmission(formId, { ...body }, config);
  const form = (await formsFor(config)).registry.forms[formId]!;
  const fieldOf = (name: string) => form.fields.find((f) => f.name === name);
  // Spec section 4: a mobile tab without a password (register.mobilePassword off) gives the account
  // the platform's default initial password (a username login with it must change it); the member
  // signs in by SMS.
  const password = fieldOf('password') ? (values.password as string) : ctx.settings.initialPassword;
  const captcha = fieldOf('captcha');
  if (captcha && (captcha.required || values.captcha)) {
    if (!(await checkCaptcha(deps.db, input.captchaId, values.captcha, deps.now()))) {
      throw new ApiError(400, 'CAPTCHA_FAILED', 'captchaFailed', { value: { field: 'captcha', in: 'body' } });
    }
  }
  const mobile = values.mobileNum ? input.mobile(values.mobileNum) : null;
  const username = mode === 'mobile' ? (mobile as Mobile).number : (values.username as string);
  if (!(await usernameFree(deps.db, ctx.merchant.id, username)))
    throw new ApiError(409, 'USERNAME_TAKEN', 'usernameTaken', { value: { field: 'username', in: 'body' } });
  if (mobile && (await findByMobile(deps.db, ctx.merchant.id, mobile)))
    throw new ApiError(409, 'MOBILE_TAKEN', 'mobileTaken', { value: { field: 'mobileNum', in: 'body' } });
  if (fieldOf('verificationCode') && mobile)
    assertCode(
      await checkCode(deps.db, ctx.merchant.id, 'register', formatMobile(mobile), values.verificationCode, deps.now()),
    );

  const invitation =
    values.affiliateCode ??
    (typeof body.referralCode === 'string' && body.referralCode.trim() ? body.referralCode.trim() : null);
  const upline = invitation ? await resolveInvitation(deps.db, ctx.merchant.id, invitation) : null;
  // a code that is no agent invitation may be a member's referral code (docs/rewards.md "Referral"): the
  // register form sends a ?referralCode= link's code as referralCode, or as typed in the affiliate code field
  const referrer = invitation && !upline ? await resolveReferralCode(deps.db, ctx.merchant, invitation) : null;
  if (invitation && !upline && !referrer)
    throw new ApiError(400, 'INVITATION_CODE_ERROR', 'invitationCodeError', {
      value: { field: values.affiliateCode ? 'affiliateCode' : 'referralCode', in: 'body' },
    });

  const now = deps.now();
  const profile = Object.fromEntries(PROFILE_FIELDS.filter((f) => values[f]).map((f) => [f, values[f] as string]));
  const type = upline?.accountType ?? MEMBER_TYPE;
  // One transaction: the account, its place in the tree, the invitation link's use count and the referral.
  const member = await deps.db.transaction(async (tx) => {
    const row = await createMember(tx, {
      merchantId: ctx.merchant.id,
      username,
      password,
      type,
      email: values.email ?? null,
      mobile,
      paymentPassword: values.paymentPassword ?? null,
      uplineId: upline ? upline.uplineId : (referrer?.uplineId ?? null),
      affiliateCode: isAgentType(type) ? await freeInvitationCode(tx, ctx.merchant.id) : null,
      recommender: values.recommenderId ?? null,
      profile,
      passwordExpiresAt: passwordExpiry(ctx.settings, now),
      registerUrl: typeof body.registerUrl === 'string' ? body.registerUrl.slice(0, 200) : null,
      registerMethod: mode === 'mobile' ? 'WEB' : null,
      now,
    });
    if (row && upline?.linkId) await countInvitationUse(tx, upline.linkId);
    if (row && referrer) await recordReferral(tx, ctx.merchant.id, row.id, referrer.inviterId, now);
    return row;
  });
  if (!member) throw new ApiError(409, 'USERNAME_TAKEN', 'usernameTaken', { value: { field: 'username', in: 'body' } });
  return completeLogin(deps, ctx, member, 'register');
}
