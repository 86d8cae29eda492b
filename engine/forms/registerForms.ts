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
import {
  checkboxField,
  confirmField,
  ruleField,
  ruleOfKind,
  withMinimumAge,
  type FieldSpec,
  type ProblemSink,
  type RuleFieldOptions,
} from './fields';
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
export const ruleFor = (rules: RegistrationRules, name: keyof typeof FALLBACK_RULES): RegistrationFieldRule =>
  rules[name] ?? FALLBACK_RULES[name];

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
    ruleField(
      'password',
      ruleFor(rules, 'password'),
      { widget: 'password', autocomplete: 'new-password', required: true },
      problem,
    ),
    confirmField('confirmPassword', 'password', 'new-password', 'forms.messages.inconsistentTwice'),
  ];
}

function optionalField(
  name: RegistrationField,
  rule: RegistrationFieldRule,
  opts: Omit<RuleFieldOptions, 'required'>,
  problem: ProblemSink,
): FieldSpec {
  const spec = ruleField(name, rule, opts, problem);
  return name === 'birthday' ? withMinimumAge(spec, MINIMUM_BIRTHDAY_AGE) : spec;
}

/** Captcha (when enabled) and the two agreements that close both registration tabs. */
function closingFields(rules: RegistrationRules, problem: ProblemSink): FieldSpec[] {
  const captcha = rules.captcha?.enabled
    ? [
        ruleField(
          'captcha',
          rules.captcha,
          { widget: 'captcha', autocomplete: 'off', requiredKey: 'forms.messages.captchaRequired' },
          problem,
        ),
      ]
    : [];
  return [
    ...captcha,
    checkboxField('adult', 'forms.messages.adultRequired'),
    checkboxField('terms', 'forms.messages.agreeTo'),
  ];
}

/** The username tab `register` (spec section 5 "Register form"). */
export function registerForm(rules: RegistrationRules, problem: ProblemSink): FormSchema {
  const specs: FieldSpec[] = [
    ruleField(
      'username',
      ruleFor(rules, 'username'),
      { widget: 'text', autocomplete: 'username', required: true },
      problem,
    ),
    ...passwordPair(rules, problem),
  ];
  if (rules.paymentPassword?.enabled) {
    specs.push(
      ruleField(
        'paymentPassword',
        rules.paymentPassword,
        { widget: 'password', autocomplete: 'off', required: true },
        problem,
      ),
    );
  }
  for (const [name, opts] of OPTIONAL_FIELDS) {
    const rule = rules[name];
    if (rule?.enabled) specs.push(optionalField(name, rule, opts, problem));
  }
  specs.push(...closingFields(rules, problem));
  return formOf('register', specs, ASYNC_CHECKS);
}

/** The mobile tab `registerMobile` (spec sections 3 and 4; see the file comment). */
export function registerMobileForm(
  rules: RegistrationRules,
  features: Readonly<Record<FeatureKey, boolean>>,
  problem: ProblemSink,
): FormSchema {
  const specs: FieldSpec[] = [
    ruleField(
      'mobileNum',
      ruleFor(rules, 'mobileNum'),
      { widget: 'tel', autocomplete: 'tel', required: true },
      problem,
    ),
  ];
  if (features['register.mobileVerification']) {
    specs.push(
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
      ),
    );
  }
  if (features['register.mobilePassword']) specs.push(...passwordPair(rules, problem));
  for (const [name, opts] of OPTIONAL_FIELDS) {
    const rule = rules[name];
    if ((name === 'birthday' || name === 'affiliateCode') && rule?.enabled)
      specs.push(optionalField(name, rule, opts, problem));
  }
  specs.push(...closingFields(rules, problem));
  return formOf('registerMobile', specs, ASYNC_CHECKS);
}

/** A downline's nickname: its longest length (README "Agent center": the register center's form). */
export const NICKNAME_MAX = 20;

/**
 * The agent's downline creation `downlineCreate` (spec section 2; README "Agent center"): account
 * type (member or agent), username and password under the merchant's registration rules (as the
 * register tab), the password twice, and an optional nickname of at most {@link NICKNAME_MAX}
 * characters. Every username and password message names the rule's length range.
 */
export function downlineCreateForm(rules: RegistrationRules, problem: ProblemSink): FormSchema {
  const withMessages = (spec: FieldSpec, labelKey: string, messages: FieldSpec['field']['messages']): FieldSpec => {
    const { placeholderKey: _placeholder, patternId: _patternId, ...field } = spec.field;
    return { ...spec, field: { ...field, labelKey, messages } };
  };
  const ruled = (name: 'username' | 'password', key: string, widget: 'text' | 'password', autocomplete: string) => {
    const rule = ruleFor(rules, name);
    const message = { key, params: { min: rule.minLength, max: rule.maxLength } };
    return withMessages(
      ruleField(name, rule, { widget, autocomplete, required: true, trim: name === 'username' }, problem),
      `agent.register.${name}`,
      { required: message, pattern: message },
    );
  };
  const mismatch = { key: 'agent.register.passwordMismatch' };
  const types = ['member', 'agent'];
  const specs: FieldSpec[] = [
    {
      field: {
        name: 'accountType',
        widget: 'select',
        labelKey: 'agent.register.accountType',
        autocomplete: 'off',
        required: true,
        options: types.map((value) => ({ value, labelKey: `agent.types.${value}` })),
        messages: { required: { key: 'forms.messages.chooseOne' }, enum: { key: 'forms.messages.chooseOne' } },
      },
      property: { type: 'string', enum: types },
    },
    ruled('username', 'agent.register.usernameInvalid', 'text', 'off'),
    ruled('password', 'agent.register.passwordInvalid', 'password', 'new-password'),
    withMessages(
      confirmField('confirmPassword', 'password', 'new-password', mismatch.key),
      'agent.register.confirmPassword',
      { required: mismatch, sameAs: mismatch },
    ),
    {
      field: {
        name: 'nickname',
        widget: 'text',
        labelKey: 'agent.register.nickname',
        autocomplete: 'off',
        required: false,
        trim: true,
        maxLength: NICKNAME_MAX,
        messages: { pattern: { key: 'agent.register.nicknameInvalid', params: { max: NICKNAME_MAX } } },
      },
      property: { type: 'string', maxLength: NICKNAME_MAX },
    },
  ];
  return { ...formOf('downlineCreate', specs), submitKey: 'agent.register.create' };
}
