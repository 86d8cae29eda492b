/**
 * The sign-in and account forms (spec sections 3, 4 and 5): login, loginSms, forgotEmail,
 * forgotPhone, changePassword, ipVerification and feedback.
 *
 * Conditions (supplied to validateForm, false unless given):
 * - login `captchaShown`: the captcha appears after a failed login whose response flags it;
 * - login `agentPage`: the remember-password box is not on the agent page (spec section 6);
 * - changePassword `oldPasswordKnown`: the old password is asked only when not known
 *   (e.g. known right after a login that forces the change, spec section 4).
 * The login username and password carry no registration rule (accounts made under older rules
 * must still sign in): they are required and capped at 64 characters.
 */
import type { RegistrationRules } from '../../contract/types';
import { cappedField, checkboxField, confirmField, ruleField, selectField, type ProblemSink } from './fields';
import { formOf } from './formOf';
import { ruleFor } from './registerForms';
import type { FormSchema } from './types';
import { FEEDBACK_CONTENT, FEEDBACK_TYPES } from '../../contract/spec';

/** Input cap of login fields that have no registration rule. */
export const LOGIN_FIELD_MAX = 64;

const smsCode = (rules: RegistrationRules, problem: ProblemSink) =>
  ruleField(
    'verificationCode',
    ruleFor(rules, 'verificationCode'),
    {
      widget: 'smsCode',
      autocomplete: 'one-time-code',
      required: true,
      requiredKey: 'forms.messages.verificationCode',
      patternKey: 'forms.messages.verificationCode',
    },
    problem,
  );

const mobile = (rules: RegistrationRules, problem: ProblemSink) =>
  ruleField(
    'mobileNum',
    ruleFor(rules, 'mobileNum'),
    {
      widget: 'tel',
      autocomplete: 'tel',
      required: true,
      requiredKey: 'forms.messages.mobile',
      patternKey: 'forms.messages.mobile',
    },
    problem,
  );

const captcha = (rules: RegistrationRules, problem: ProblemSink, shown?: { condition: string; equals: boolean }) =>
  ruleField(
    'captcha',
    ruleFor(rules, 'captcha'),
    {
      widget: 'captcha',
      autocomplete: 'off',
      required: true,
      requiredKey: 'forms.messages.captchaRequired',
      ...(shown ? { shownWhen: shown } : {}),
    },
    problem,
  );

/** Username tab of the login modal: username, password, captcha when shown, remember box. */
export function loginForm(rules: RegistrationRules, problem: ProblemSink): FormSchema {
  return formOf('login', [
    cappedField('username', 'text', 'username', LOGIN_FIELD_MAX, 'forms.messages.usernamePasswordRequired'),
    cappedField('password', 'password', 'current-password', LOGIN_FIELD_MAX, 'forms.messages.usernamePasswordRequired'),
    captcha(rules, problem, { condition: 'captchaShown', equals: true }),
    checkboxField('remember', null, { condition: 'agentPage', equals: false }),
  ]);
}

/** SMS tab of the login modal (MOBILEVERCODELOGIN3): mobile and code (spec section 5). */
export function loginSmsForm(rules: RegistrationRules, problem: ProblemSink): FormSchema {
  return formOf('loginSms', [mobile(rules, problem), smsCode(rules, problem)]);
}

/** Forgot password by e-mail: username (required plus rule) and e-mail (required and valid). */
export function forgotEmailForm(rules: RegistrationRules, problem: ProblemSink): FormSchema {
  return formOf('forgotEmail', [
    ruleField(
      'username',
      ruleFor(rules, 'username'),
      { widget: 'text', autocomplete: 'username', required: true, patternKey: 'forms.messages.accountFormat' },
      problem,
    ),
    ruleField(
      'email',
      ruleFor(rules, 'email'),
      { widget: 'email', autocomplete: 'email', required: true, patternKey: 'forms.messages.emailFormat' },
      problem,
    ),
  ]);
}

/** Forgot password by phone: mobile, SMS code, new password with the password rule (spec section 3). */
export function forgotPhoneForm(rules: RegistrationRules, problem: ProblemSink): FormSchema {
  return formOf('forgotPhone', [
    mobile(rules, problem),
    smsCode(rules, problem),
    ruleField(
      'newPassword',
      ruleFor(rules, 'password'),
      { widget: 'password', autocomplete: 'new-password', required: true },
      problem,
    ),
  ]);
}

/** Change password: old password unless known, new password with the rule, confirmation. */
export function changePasswordForm(rules: RegistrationRules, problem: ProblemSink): FormSchema {
  return formOf('changePassword', [
    cappedField('oldPassword', 'password', 'current-password', LOGIN_FIELD_MAX, 'forms.messages.required', {
      condition: 'oldPasswordKnown',
      equals: false,
    }),
    ruleField(
      'newPassword',
      ruleFor(rules, 'password'),
      { widget: 'password', autocomplete: 'new-password', required: true },
      problem,
    ),
    confirmField('confirmNewPassword', 'newPassword', 'new-password', 'forms.messages.confirmPasswordIncorrect'),
  ]);
}

/**
 * Extra verification of a login from a new IP (spec section 4): one code field. The method (SMS,
 * e-mail, bank account name, Google code) is chosen by the server; the code is free text, trimmed.
 */
export function ipVerificationForm(): FormSchema {
  const spec = cappedField('code', 'smsCode', 'one-time-code', LOGIN_FIELD_MAX, 'forms.messages.verificationCode');
  return formOf('ipVerification', [
    { field: { ...spec.field, trim: true }, property: { ...spec.property, minLength: 1 } },
  ]);
}

/** Feedback: question type, description 20..200 trimmed with a counter, captcha (spec section 5). */
export function feedbackForm(rules: RegistrationRules, problem: ProblemSink): FormSchema {
  const type = selectField(
    'type',
    FEEDBACK_TYPES.map((value) => ({ value, labelKey: `forms.feedbackTypes.t${value}` })),
    'forms.messages.required',
  );
  const range = { min: FEEDBACK_CONTENT.min, max: FEEDBACK_CONTENT.max };
  const content = {
    field: {
      name: 'content',
      widget: 'textarea' as const,
      labelKey: 'forms.labels.content',
      placeholderKey: 'forms.placeholders.content',
      autocomplete: 'off',
      required: true,
      maxLength: range.max,
      showCounter: true,
      trim: true,
      messages: {
        required: { key: 'forms.messages.contentRequired' },
        pattern: { key: 'forms.messages.feedbackLength', params: range },
      },
    },
    property: { type: 'string', minLength: range.min, maxLength: range.max },
  };
  return formOf('feedback', [type, content, captcha(rules, problem)]);
}
