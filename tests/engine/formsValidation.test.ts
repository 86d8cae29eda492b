import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  emptyFieldLabels,
  formList,
  formRegistryOfSiteConfig,
  normaliseValues,
  validateForm,
  type FormId,
  type FormValidators,
} from '../../engine/forms';
import { compileFormValidatorsSource } from '../../engine/forms/compileFormValidators';
import { createInProcessValidators } from '../../engine/forms/inProcessValidators';
import { createI18n } from '../../src/i18n';
import { loadSample } from '../support/samples';

const registry = formRegistryOfSiteConfig(loadSample('default.json'));
const forms = formList(registry);
const inProcess = createInProcessValidators(forms);
const TODAY = '2024-06-15';

const check = (
  id: FormId,
  values: Record<string, unknown>,
  validators: FormValidators = inProcess,
  conditions: Record<string, boolean> = {},
) => validateForm(registry.forms[id]!, values, validators, { today: TODAY, conditions });
const brief = (errors: ReturnType<typeof check>) => Object.fromEntries(errors.map((e) => [e.field, e.rule]));

const goodRegister = {
  username: 'player1',
  password: 'abc123',
  confirmPassword: 'abc123',
  paymentPassword: '123456',
  mobileNum: '0912345678',
  captcha: '1234',
  adult: true,
  terms: true,
};

/** Inputs run through both the in-process and the standalone validators. */
const TABLE: [FormId, Record<string, unknown>, Record<string, boolean>?][] = [
  ['register', goodRegister],
  ['register', {}],
  ['register', { ...goodRegister, username: '1player', password: 'abcdef', confirmPassword: 'abcdeg' }],
  [
    'register',
    { ...goodRegister, username: '王小明王小明', email: 'not-an-email', birthday: '2010-01-01', payeeName: '王' },
  ],
  ['register', { ...goodRegister, birthday: '1990-02-30', terms: false, adult: 'yes' }],
  ['register', { ...goodRegister, payeeName: 'x'.repeat(31), line: 'has space', qqNum: '12345', wechat: 'we_chat' }],
  [
    'registerMobile',
    {
      mobileNum: '0912345678',
      verificationCode: '123456',
      password: 'abc123',
      confirmPassword: 'abc123',
      captcha: '1234',
      adult: true,
      terms: true,
    },
  ],
  [
    'registerMobile',
    {
      mobileNum: '09123',
      verificationCode: '12345',
      password: 'abc123',
      confirmPassword: 'abc12',
      affiliateCode: 'ab-1',
    },
  ],
  ['login', { username: 'player1', password: 'whatever' }],
  ['login', { username: '', password: '' }, { captchaShown: true }],
  ['login', { username: 'p', password: 'p', captcha: '12' }, { captchaShown: true }],
  ['loginSms', { mobileNum: 'abc', verificationCode: '' }],
  ['forgotEmail', { username: 'player1', email: 'a@b.co' }],
  ['forgotEmail', { username: 'player1', email: 'a@b' }],
  ['forgotPhone', { mobileNum: '0912345678', verificationCode: '123456', newPassword: 'short' }],
  ['changePassword', { newPassword: 'abc123', confirmNewPassword: 'abc124' }],
  ['changePassword', { newPassword: 'abc123', confirmNewPassword: 'abc123' }, { oldPasswordKnown: true }],
  ['ipVerification', { code: '   ' }],
  ['feedback', { type: '5', content: '   too short   ', captcha: '' }],
  ['feedback', { type: '0', content: 'x'.repeat(20), captcha: '1234' }],
];

describe('validateForm (spec section 5)', () => {
  it('accepts a complete registration', () => {
    expect(check('register', goodRegister)).toEqual([]);
  });

  it('reports required fields with their keys, one error per field in display order', () => {
    const errors = check('register', {});
    expect(errors.map((e) => e.field)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'paymentPassword',
      'mobileNum',
      'captcha',
      'adult',
      'terms',
    ]);
    expect(errors[0]).toEqual({ field: 'username', rule: 'required', key: 'forms.messages.required', params: {} });
    expect(errors.find((e) => e.field === 'captcha')!.key).toBe('forms.messages.captchaRequired');
  });

  it('fills min and max of the patternId message, in TW and EN', () => {
    const [error] = check('register', { ...goodRegister, username: 'ab' });
    expect(error).toEqual({
      field: 'username',
      rule: 'pattern',
      key: 'forms.patterns.LETTER_START_ALNUM',
      params: { min: 6, max: 16 },
    });
    expect(createI18n('EN').t(error!.key, error!.params)).toBe(
      'Please enter 6 - 16 characters, starting with a letter, then letters and digits',
    );
    expect(createI18n('TW').t(error!.key, error!.params)).toBe(
      '請輸入 6 - 16 個字元，以英文字母開頭，其後為英文字母與數字',
    );
  });

  it('confirm password must equal the password (inconsistent twice)', () => {
    const errors = check('register', { ...goodRegister, confirmPassword: 'abc124' });
    expect(errors).toEqual([
      { field: 'confirmPassword', rule: 'sameAs', key: 'forms.messages.inconsistentTwice', params: {} },
    ]);
    expect(createI18n('EN').t(errors[0]!.key)).toBe('The two passwords you entered are inconsistent');
    expect(
      check('changePassword', { oldPassword: 'old1', newPassword: 'abc123', confirmNewPassword: 'x' })[0]!.key,
    ).toBe('forms.messages.confirmPasswordIncorrect');
  });

  it('terms and the 18+ agreement must be ticked', () => {
    expect(brief(check('register', { ...goodRegister, terms: false, adult: false }))).toEqual({
      adult: 'mustAccept',
      terms: 'mustAccept',
    });
    const terms = check('register', { ...goodRegister, terms: undefined })[0]!;
    expect(createI18n('EN').t(terms.key)).toBe('Please agree to the Terms and Conditions');
    expect(check('register', { ...goodRegister, adult: undefined })[0]!.key).toBe('forms.messages.adultRequired');
  });

  it('birthday must be 21 or older on the given today, and a real date', () => {
    expect(check('register', { ...goodRegister, birthday: '2003-06-15' })).toEqual([]);
    const under = check('register', { ...goodRegister, birthday: '2003-06-16' });
    expect(under).toEqual([
      { field: 'birthday', rule: 'minimumAge', key: 'forms.messages.ageAtLeast', params: { age: 21 } },
    ]);
    expect(createI18n('EN').t(under[0]!.key, under[0]!.params)).toContain('21');
    expect(
      validateForm(registry.forms.register!, { ...goodRegister, birthday: '2003-06-16' }, inProcess, {
        today: '2024-06-16',
      }),
    ).toEqual([]);
    expect(brief(check('register', { ...goodRegister, birthday: '1990-02-30' }))).toEqual({ birthday: 'invalidDate' });
    expect(brief(check('register', { ...goodRegister, birthday: '1990/01/01' }))).toEqual({ birthday: 'pattern' });
    expect(() =>
      validateForm(registry.forms.register!, { ...goodRegister, birthday: '1990-01-01' }, inProcess),
    ).toThrow(/today/);
  });

  it('optional empty fields are not checked; optional filled fields are', () => {
    expect(check('register', { ...goodRegister, email: '', qqNum: '' })).toEqual([]);
    expect(brief(check('register', { ...goodRegister, email: 'x@y', qqNum: '12a45' }))).toEqual({
      email: 'pattern',
      qqNum: 'pattern',
    });
  });

  it('captcha on login only when shown; remember box ignored on the agent page; old password only when not known', () => {
    expect(check('login', { username: 'player1', password: 'pw' })).toEqual([]);
    expect(brief(check('login', { username: 'player1', password: 'pw' }, inProcess, { captchaShown: true }))).toEqual({
      captcha: 'required',
    });
    expect(check('login', { username: '', password: '' })[0]!.key).toBe('forms.messages.usernamePasswordRequired');
    expect(
      normaliseValues(registry.forms.login!, { username: 'a', password: 'b', remember: true }, { agentPage: true }),
    ).toEqual({ username: 'a', password: 'b', captchaShown: false, agentPage: true });
    expect(brief(check('changePassword', { newPassword: 'abc123', confirmNewPassword: 'abc123' }))).toEqual({
      oldPassword: 'required',
    });
  });

  it('sms login, forgot and ip verification use the spec messages', () => {
    expect(check('loginSms', { mobileNum: 'abc', verificationCode: '' }).map((e) => e.key)).toEqual([
      'forms.messages.mobile',
      'forms.messages.verificationCode',
    ]);
    expect(check('forgotEmail', { username: 'player1', email: 'a@b' })[0]!.key).toBe('forms.messages.emailFormat');
    expect(check('ipVerification', { code: '  ' })[0]!.rule).toBe('required');
  });

  it('feedback: description trimmed to 20..200 characters, type from the list, empty fields named', () => {
    const errors = check('feedback', { type: '', content: `   ${'x'.repeat(19)}   `, captcha: '' });
    expect(brief(errors)).toEqual({ type: 'required', content: 'pattern', captcha: 'required' });
    expect(errors.find((e) => e.field === 'content')!.params).toEqual({ min: 20, max: 200 });
    expect(emptyFieldLabels(registry.forms.feedback!, errors)).toEqual(['forms.labels.type', 'forms.labels.captcha']);
    expect(brief(check('feedback', { type: '5', content: 'x'.repeat(201), captcha: '1234' }))).toEqual({
      type: 'enum',
      content: 'pattern',
    });
    expect(check('feedback', { type: '6', content: `  ${'好'.repeat(20)}  `, captcha: '1234' })).toEqual([]);
  });

  it('does not crash on values of the wrong type', () => {
    expect(brief(check('register', { ...goodRegister, username: 42, terms: 'yes', confirmPassword: null }))).toEqual({
      username: 'pattern',
      confirmPassword: 'required',
      terms: 'mustAccept',
    });
    expect(brief(check('register', { ...goodRegister, username: 'a'.repeat(100_000) }))).toEqual({
      username: 'pattern',
    });
  });
});

describe('the standalone module (what the browser imports) gives the same answers', () => {
  let dir: string;
  let standalone: FormValidators;
  let source: string;
  beforeAll(async () => {
    source = compileFormValidatorsSource(forms);
    dir = mkdtempSync(join(tmpdir(), 'form-validators-'));
    const file = join(dir, 'validators.mjs');
    writeFileSync(file, source);
    standalone = (await import(pathToFileURL(file).href)) as FormValidators;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has no run-time code generation and no imports', () => {
    expect(source).not.toMatch(/require\(|new Function|eval\(|^import /m);
    expect(Object.keys(standalone).sort()).toEqual(forms.map((f) => f.id).sort());
  });

  // Every row has all four arguments: jest takes a missing last one for a `done` callback.
  it.each(TABLE.map(([id, values, conditions], i) => [i, id, values, conditions ?? {}] as const))(
    'input %i (%s)',
    (_i, id, values, conditions) => {
      expect(check(id, values, standalone, conditions)).toEqual(check(id, values, inProcess, conditions));
    },
  );
});
