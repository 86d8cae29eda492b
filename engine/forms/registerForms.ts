/**
 * The registration forms (spec sections 3, 4 and 5): the username tab `register` and the mobile
 * tab `registerMobile`, from the merchant's registration rules and the whitelabel features.
 *
 * Decisions (the spec leaves them open):
 * - registerMobile: the mobile number is the username (spec section 3), required with the
 *   mobileNum rule (else the MOBILE kind); the SMS code field only with
 *   register.mobileVerification (REGMOBVERF3); password and its confirmation only with
 *   register.mobilePassword (MOBILENUMPASSREG3: "mobile registration asks for a password");
 *   the affiliate code, birthday and captcha as configured; the two agreements. The other
 *   optional fields belong to the username tab only (a mobile sign-up is the short path).
 * - register: the SMS code is not on the username tab (it verifies the mobile tab's number).
 * - paymentPassword is required whenever enabled (spec section 5 "required with a rule when enabled").
 */
import type { FeatureKey } from '../registryTypes';
import type { RegistrationField, RegistrationFieldRule, RegistrationRules } from '../../contract/types';
import { checkboxField, confirmField, ruleField, ruleOfKind, withMinimumAge, type FieldSpec, type ProblemSink, type RuleFieldOptions } from './fields';
import { formOf } from './formOf';
import type { AsyncCheck, FormSchema } from './types';
import { MINIMUM_BIRTHDAY_AGE } from '../../contract/spec';

/** Rules used when the merchant sends none for a field a form cannot do without. */
export const FALLBACK_RULES = {
  username: ruleOfKind('LETTER_START_ALNUM'),
  password: ruleOfKind('ALNUM_BOTH'),
  mobileNum: ruleOfKind('MOBILE'),
  verificationCode: ruleOfKind('DIGITS', { minLength: 4, maxLength: 8 }),
  captcha: ruleOfKind('DIGITS', { minLength: 4, maxLength: 6 }),
  email: ruleOfKind('EMAIL'),
} satisfies Partial<Record<RegistrationField, RegistrationFieldRule>>;

/** The rule of a field the form must have: the merchant's (enabled or not), else the fallback. */
export const ruleFor = (rules: RegistrationRules, name: keyof typeof FALLBACK_RULES): RegistrationFieldRule => rules[name] ?? FALLBACK_RULES[name];

/** Optional fields of the username tab, in display order, with their widget and autocomplete. */
const OPTIONAL_FIELDS: [RegistrationField, Omit<RuleFieldOptions, 'required'>][] = [
  ['payeeName', { widget: 'text', autocomplete: 'name' }],
  ['mobileNum', { widget: 'tel', autocomplete: 'tel' }],
  ['email', { widget: 'email', autocomplete: 'email' }],
  ['birthday', { widget: 'date', autocomplete: 'bday' }],
  ['idNumber', { widget: 'text', autocomplete: 'off' }],
  ['qqNum', { widget: 'text', autocomplete: 'off' }],
  ['wechat', { widget: 'text', autocomplete: 'off' }],
  ['line', { widget: 'text', autocomplete: 'off' }],
  ['whatsapp', { widget: 'tel', autocomplete: 'off' }],
  ['facebook', { widget: 'text', autocomplete: 'off' }],
  ['recommenderId', { widget: 'text', autocomplete: 'off' }],
  ['affiliateCode', { widget: 'text', autocomplete: 'off' }],
];

const ASYNC_CHECKS: AsyncCheck[] = [
  { field: 'username', check: 'usernameAvailable', failureKey: 'forms.messages.usernameTaken', whenEmpty: false },
  { field: 'mobileNum', check: 'usernameAvailable', failureKey: 'forms.messages.usernameTaken', whenEmpty: false },
  { field: 'affiliateCode', check: 'affiliateCheck', failureKey: 'forms.messages.invitationCode', whenEmpty: false },
];

function passwordPair(rules: RegistrationRules, problem: ProblemSink): FieldSpec[] {
  return [
    ruleField('password', ruleFor(rules, 'password'), { widget: 'password', autocomplete: 'new-password', required: true }, problem),
    confirmField('confirmPassword', 'password', 'new-password', 'forms.messages.inconsistentTwice'),
  ];
}

function optionalField(name: RegistrationField, rule: RegistrationFieldRule, opts: Omit<RuleFieldOptions, 'required'>, problem: ProblemSink): FieldSpec {
  const spec = ruleField(name, rule, opts, problem);
  return name === 'birthday' ? withMinimumAge(spec, MINIMUM_BIRTHDAY_AGE) : spec;
}

/** Captcha (when enabled) and the two agreements that close both registration tabs. */
function closingFields(rules: RegistrationRules, problem: ProblemSink): FieldSpec[] {
  const captcha = rules.captcha?.enabled
    ? [ruleField('captcha', rules.captcha, { widget: 'captcha', autocomplete: 'off', requiredKey: 'forms.messages.captchaRequired' }, problem)]
    : [];
  return [...captcha, checkboxField('adult', 'forms.messages.adultRequired'), checkboxField('terms', 'forms.messages.agreeTo')];
}

/** The username tab `register` (spec section 5 "Register form"). */
export function registerForm(rules: RegistrationRules, problem: ProblemSink): FormSchema {
  const specs: FieldSpec[] = [ruleField('username', ruleFor(rules, 'username'), { widget: 'text', autocomplete: 'username', required: true }, problem), ...passwordPair(rules, problem)];
  if (rules.paymentPassword?.enabled) {
    specs.push(ruleField('paymentPassword', rules.paymentPassword, { widget: 'password', autocomplete: 'off', required: true }, problem));
  }
  for (const [name, opts] of OPTIONAL_FIELDS) {
    const rule = rules[name];
    if (rule?.enabled) specs.push(optionalField(name, rule, opts, problem));
  }
  specs.push(...closingFields(rules, problem));
  return formOf('register', specs, ASYNC_CHECKS);
}

/** The mobile tab `registerMobile` (spec sections 3 and 4; see the file comment). */
export function registerMobileForm(rules: RegistrationRules, features: Readonly<Record<FeatureKey, boolean>>, problem: ProblemSink): FormSchema {
  const specs: FieldSpec[] = [ruleField('mobileNum', ruleFor(rules, 'mobileNum'), { widget: 'tel', autocomplete: 'tel', required: true }, problem)];
  if (features['register.mobileVerification']) {
    specs.push(
      ruleField(
        'verificationCode',
        ruleFor(rules, 'verificationCode'),
        { widget: 'smsCode', autocomplete: 'one-time-code', required: true, requiredKey: 'forms.messages.verificationCode', patternKey: 'forms.messages.verificationCode' },
        problem,
      ),
    );
  }
  if (features['register.mobilePassword']) specs.push(...passwordPair(rules, problem));
  for (const [name, opts] of OPTIONAL_FIELDS) {
    const rule = rules[name];
    if ((name === 'birthday' || name === 'affiliateCode') && rule?.enabled) specs.push(optionalField(name, rule, opts, problem));
  }
  specs.push(...closingFields(rules, problem));
  return formOf('registerMobile', specs, ASYNC_CHECKS);
}
