import { describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import formSchemaSchema from '../../schemas/form-schema.schema.json' with { type: 'json' };
import { resolveFeatures } from '../../engine/features';
import {
  buildFormRegistry,
  formList,
  formRegistryOfSiteConfig,
  MONEY_FORMS,
  type FormId,
  type FormRegistry,
  type MessageRef,
} from '../../engine/forms';
import { FormConfigError } from '../../engine/patterns';
import type { FeatureKey } from '../../engine/registryTypes';
import type { SiteConfig } from '../../contract/types';
import { createI18n, flattenKeys, resources } from '../../src/i18n';
import { SAMPLE_FILES, loadSample } from '../support/samples';

const names = (registry: FormRegistry, id: FormId) => registry.forms[id]?.fields.map((f) => f.name);
const field = (registry: FormRegistry, id: FormId, name: string) =>
  registry.forms[id]!.fields.find((f) => f.name === name)!;
const featuresOf = (config: SiteConfig, overrides: Partial<Record<FeatureKey, boolean>> = {}) => ({
  ...resolveFeatures(config.permission, config.contractSettings),
  ...overrides,
});

describe('form schemas from the config samples (spec sections 4 and 5)', () => {
  it('default: both register tabs (registerMobile by default), sms login, forgot by phone by default', () => {
    const r = formRegistryOfSiteConfig(loadSample('default.json'));
    expect(r.tabs).toEqual({
      register: ['register', 'registerMobile'],
      login: ['login', 'loginSms'],
      forgotPassword: ['forgotEmail', 'forgotPhone'],
    });
    expect(r.defaultTab).toEqual({ register: 'registerMobile', login: 'login', forgotPassword: 'forgotPhone' });
    expect(names(r, 'register')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'paymentPassword',
      'payeeName',
      'mobileNum',
      'email',
      'birthday',
      'idNumber',
      'qqNum',
      'wechat',
      'line',
      'whatsapp',
      'facebook',
      'recommenderId',
      'affiliateCode',
      'captcha',
      'adult',
      'terms',
    ]);
    expect(names(r, 'registerMobile')).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'birthday',
      'affiliateCode',
      'captcha',
      'adult',
      'terms',
    ]);
    expect(names(r, 'loginSms')).toEqual(['mobileNum', 'verificationCode']);
    expect(r.problems).toEqual([]);
  });

  it('minimal: the username register tab only, no sms login, forgot by e-mail by default', () => {
    const r = formRegistryOfSiteConfig(loadSample('minimal.json'));
    expect(r.tabs.register).toEqual(['register']);
    expect(r.defaultTab.register).toBe('register');
    expect(r.tabs.login).toEqual(['login']);
    expect(r.forms.loginSms).toBeUndefined();
    expect(r.forms.registerMobile).toBeUndefined();
    expect(r.defaultTab.forgotPassword).toBe('forgotEmail');
    expect(names(r, 'register')).toEqual(['username', 'password', 'confirmPassword', 'captcha', 'adult', 'terms']);
  });

  it('mobile-first: registerMobile only (default) with the code field; sms login', () => {
    const r = formRegistryOfSiteConfig(loadSample('mobile-first.json'));
    expect(r.tabs.register).toEqual(['registerMobile']);
    expect(r.defaultTab.register).toBe('registerMobile');
    expect(r.forms.register).toBeUndefined();
    expect(names(r, 'registerMobile')).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'affiliateCode',
      'captcha',
      'adult',
      'terms',
    ]);
    expect(field(r, 'registerMobile', 'verificationCode')).toMatchObject({
      widget: 'smsCode',
      required: true,
      autocomplete: 'one-time-code',
      maxLength: 6,
    });
    expect(r.tabs.login).toEqual(['login', 'loginSms']);
  });

  it('registerMobile: the code only with REGMOBVERF3, the password only with MOBILENUMPASSREG3', () => {
    const config = loadSample('default.json');
    const r = buildFormRegistry({
      rules: config.registrationRules,
      features: featuresOf(config, { 'register.mobileVerification': false, 'register.mobilePassword': false }),
    });
    expect(names(r, 'registerMobile')).toEqual(['mobileNum', 'birthday', 'affiliateCode', 'captcha', 'adult', 'terms']);
  });

  it.each(SAMPLE_FILES)(
    '%s: every form matches schemas/form-schema.schema.json and every key exists in TW and EN',
    (file) => {
      const r = formRegistryOfSiteConfig(loadSample(file));
      const validate = new Ajv({ allErrors: true, strict: false }).compile(formSchemaSchema);
      const keys = {
        TW: new Set(flattenKeys(resources.TW.translation)),
        EN: new Set(flattenKeys(resources.EN.translation)),
      };
      for (const form of formList(r)) {
        expect(validate(form) ? [] : validate.errors).toEqual([]);
        const used = [
          form.submitKey,
          ...form.fields.flatMap((f) => [
            f.labelKey,
            ...(f.placeholderKey ? [f.placeholderKey] : []),
            ...(f.options ?? []).map((o) => o.labelKey),
            ...Object.values(f.messages).map((m) => m.key),
          ]),
          ...form.asyncChecks.map((c) => c.failureKey),
        ];
        for (const lang of ['TW', 'EN'] as const) expect(used.filter((k) => !keys[lang].has(k))).toEqual([]);
      }
    },
  );

  it('the money forms of the registry match schemas/form-schema.schema.json and every key exists in TW and EN', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(formSchemaSchema);
    const keys = {
      TW: new Set(flattenKeys(resources.TW.translation)),
      EN: new Set(flattenKeys(resources.EN.translation)),
    };
    const keysOf = (m: MessageRef): string[] => [m.key, ...(m.whenSet ? keysOf(m.whenSet.message) : [])];
    for (const form of Object.values(MONEY_FORMS)) {
      expect(validate(form) ? [] : validate.errors).toEqual([]);
      const used = [
        form.submitKey,
        ...form.fields.flatMap((f) => [
          f.labelKey,
          ...(f.placeholderKey ? [f.placeholderKey] : []),
          ...Object.values(f.messages).flatMap(keysOf),
        ]),
      ];
      for (const lang of ['TW', 'EN'] as const) expect(used.filter((k) => !keys[lang].has(k))).toEqual([]);
    }
  });
});

describe('fields from registration rules', () => {
  const config = loadSample('default.json');
  const r = formRegistryOfSiteConfig(config);

  it('enabled shows a field, required requires it, acceptedPattern and lengths validate it, patternId picks the message', () => {
    const rules = { ...config.registrationRules };
    rules.qqNum = { ...rules.qqNum!, enabled: false };
    rules.email = { ...rules.email!, required: true };
    const built = buildFormRegistry({ rules, features: featuresOf(config) });
    expect(names(built, 'register')).not.toContain('qqNum');
    const email = built.forms.register!;
    expect(email.schema.required).toContain('email');
    expect((email.schema.properties as Record<string, unknown>).email).toEqual({
      type: 'string',
      minLength: 6,
      maxLength: 60,
      pattern: config.registrationRules.email!.acceptedPattern,
    });
    expect(field(built, 'register', 'email').messages.pattern).toEqual({
      key: 'forms.patterns.EMAIL',
      params: { min: 6, max: 60 },
    });
    expect(field(r, 'register', 'email').required).toBe(false);
  });

  it('an acceptedPattern of * adds no pattern; an unknown patternId falls back to the length message and is reported', () => {
    const payee = (r.forms.register!.schema.properties as Record<string, Record<string, unknown>>).payeeName!;
    expect(payee).toEqual({ type: 'string', minLength: 2, maxLength: 30 });
    const rules = { ...config.registrationRules, line: { ...config.registrationRules.line!, patternId: 'MADE_UP' } };
    const built = buildFormRegistry({ rules, features: featuresOf(config) });
    expect(field(built, 'register', 'line').messages.pattern).toEqual({
      key: 'forms.patterns.LENGTH_ONLY',
      params: { min: 4, max: 20 },
    });
    expect(built.problems).toEqual([
      'registration rule "line": patternId MADE_UP is not one of the 24 pattern kinds; the plain length message is used',
    ]);
  });

  it('refuses a rule whose acceptedPattern does not compile, naming the field and the pattern', () => {
    const rules = {
      ...config.registrationRules,
      wechat: { ...config.registrationRules.wechat!, acceptedPattern: '^[a-z(' },
    };
    expect(() => buildFormRegistry({ rules, features: featuresOf(config) })).toThrow(FormConfigError);
    expect(() => buildFormRegistry({ rules, features: featuresOf(config) })).toThrow(/"wechat".*"\^\[a-z\("/);
  });

  it('declares the async checks the UI awaits before submit', () => {
    expect(r.forms.register!.asyncChecks.map((c) => [c.field, c.check])).toEqual([
      ['username', 'usernameAvailable'],
      ['mobileNum', 'usernameAvailable'],
      ['affiliateCode', 'affiliateCheck'],
    ]);
    expect(r.forms.registerMobile!.asyncChecks.map((c) => [c.field, c.check])).toEqual([
      ['mobileNum', 'usernameAvailable'],
      ['affiliateCode', 'affiliateCheck'],
    ]);
    expect(r.forms.login!.asyncChecks).toEqual([]);
  });

  it('gives widgets, autocomplete and caps, the birthday a date widget with age 21, feedback its select and counter', () => {
    expect(field(r, 'register', 'password')).toMatchObject({
      widget: 'password',
      autocomplete: 'new-password',
      maxLength: 20,
      required: true,
    });
    expect(field(r, 'register', 'birthday')).toMatchObject({
      widget: 'date',
      autocomplete: 'bday',
      minimumAge: 21,
      dateFormat: 'yyyy-MM-dd',
    });
    expect(field(r, 'login', 'captcha').shownWhen).toEqual({ condition: 'captchaShown', equals: true });
    expect(field(r, 'login', 'remember').shownWhen).toEqual({ condition: 'agentPage', equals: false });
    expect(field(r, 'changePassword', 'oldPassword').shownWhen).toEqual({
      condition: 'oldPasswordKnown',
      equals: false,
    });
    expect(field(r, 'feedback', 'type').options!.map((o) => o.value)).toEqual(['1', '2', '3', '4', '6', '0']);
    expect(field(r, 'feedback', 'content')).toMatchObject({
      widget: 'textarea',
      maxLength: 200,
      showCounter: true,
      trim: true,
    });
    expect(names(r, 'forgotEmail')).toEqual(['username', 'email']);
    expect(names(r, 'forgotPhone')).toEqual(['mobileNum', 'verificationCode', 'newPassword']);
    expect(names(r, 'changePassword')).toEqual(['oldPassword', 'newPassword', 'confirmNewPassword']);
    expect(names(r, 'ipVerification')).toEqual(['code']);
  });

  it('renders pattern messages in TW and EN with min and max filled', () => {
    const message = field(r, 'register', 'username').messages.pattern!;
    expect(createI18n('EN').t(message.key, message.params)).toBe(
      'Please enter 6 - 16 characters, starting with a letter, then letters and digits',
    );
    expect(createI18n('TW').t(message.key, message.params)).toBe(
      '請輸入 6 - 16 個字元，以英文字母開頭，其後為英文字母與數字',
    );
    const feedback = field(r, 'feedback', 'content').messages.pattern!;
    expect(createI18n('EN').t(feedback.key, feedback.params)).toBe('Feedback content must be between 20 and 200 words');
    expect(createI18n('EN').t(field(r, 'register', 'terms').messages.mustAccept!.key)).toBe(
      'Please agree to the Terms and Conditions',
    );
    expect(createI18n('TW').t(field(r, 'register', 'terms').messages.mustAccept!.key)).toBe('請同意《服務條款》');
  });
});
