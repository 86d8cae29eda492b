/**
 * The second wave's feature forms (engine/forms/featureForms.ts) and the rule kinds they need
 * (engine/forms/formAjv.ts): an amount within a live range and under a run-time ceiling, a
 * remark's length in characters, at most N files of given types and sizes, delivery address
 * fields; messages localised in TW and EN; the browser's precompiled module answers as ajv in process.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import formSchemaSchema from '../../schemas/form-schema.schema.json' with { type: 'json' };
import {
  authTabsOf,
  contractOfferParameters,
  downlineCreateForm,
  formList,
  formRegistryOfBundle,
  FEATURE_FORM_IDS,
  formRegistryOfSiteConfig,
  NICKNAME_MAX,
  FEATURE_FORMS,
  featureFormSchemas,
  validateForm,
  type FormParameters,
  type MessageRef,
} from '../../engine/forms';
import { compileFeatureFormValidatorsSource } from '../../engine/forms/compileFormValidators';
import { createInProcessValidators } from '../../engine/forms/inProcessValidators';
import * as compiled from '../../engine/generated/featureFormValidators.js';
import { interpret } from '../../engine/interpret';
import { UPLOAD_MAX_BYTES } from '../../contract/spec';
import { createI18n, flattenKeys, resources } from '../../src/i18n';
import { errorsOf, rules } from '../support/featureForms';
import { loadSample, rawOf } from '../support/samples';

const transfer = {
  minAmount: '10.00',
  maxAmount: '500.00',
  balance: '1000.00',
  minLabel: '¥ 10.00',
  maxLabel: '¥ 500.00',
};
const amountRule = (amount: string, parameters: FormParameters = transfer) =>
  errorsOf('downlineTransfer', { amount, paymentPassword: '246810' }, parameters)[0]?.rule ?? null;

describe('feature forms', () => {
  it('have their validators precompiled in step (run `npm run schemas:compile` after changing them)', () => {
    const committed = readFileSync(new URL('../../engine/generated/featureFormValidators.js', import.meta.url), 'utf8');
    expect(committed === compileFeatureFormValidatorsSource()).toBe(true);
    expect(committed).not.toMatch(/new Function|\beval\(|require\(/);
    expect(Object.keys(compiled).sort()).toEqual([...FEATURE_FORM_IDS].sort());
  });

  it('are in the registry, match schemas/form-schema.schema.json and have every key in TW and EN', () => {
    expect(interpret(rawOf(loadSample('default.json'))).featureForms).toBe(FEATURE_FORMS);
    const validate = new Ajv({ allErrors: true, strict: false }).compile(formSchemaSchema);
    const keys = {
      TW: new Set(flattenKeys(resources.TW.translation)),
      EN: new Set(flattenKeys(resources.EN.translation)),
    };
    const keysOf = (m: MessageRef): string[] => [m.key, ...(m.whenSet ? keysOf(m.whenSet.message) : [])];
    for (const form of featureFormSchemas()) {
      expect(validate(form) ? [] : validate.errors).toEqual([]);
      const used = [
        form.submitKey,
        ...form.fields.flatMap((f) => [
          f.labelKey,
          ...(f.placeholderKey ? [f.placeholderKey] : []),
          ...(f.options ?? []).map((o) => o.labelKey),
          ...Object.values(f.messages).flatMap(keysOf),
        ]),
      ];
      for (const lang of ['TW', 'EN'] as const) expect(used.filter((k) => !keys[lang].has(k))).toEqual([]);
    }
  });
});

describe('amount within a live range (amountRange) and under a ceiling (amountAtMost)', () => {
  it('accepts the boundaries and refuses just outside them, in minor units', () => {
    expect(amountRule('10')).toBeNull();
    expect(amountRule('10.00')).toBeNull();
    expect(amountRule('500.00')).toBeNull();
    expect(amountRule('9.99')).toBe('range');
    expect(amountRule('500.01')).toBe('range');
    expect(amountRule('300.00', { ...transfer, balance: '300.00' })).toBeNull();
    expect(amountRule('300.01', { ...transfer, balance: '300.00' })).toBe('balance');
  });

  it('checks the format first: two decimals, above 0; a missing limit is no bound', () => {
    expect(amountRule('abc')).toBe('pattern');
    expect(amountRule('1.234')).toBe('pattern');
    expect(amountRule('0', { ...transfer, minAmount: '0.00' })).toBe('pattern');
    expect(amountRule('99999', { minAmount: null, maxAmount: null, balance: null })).toBeNull();
    expect(amountRule('')).toBe('required');
  });

  it('the range message takes the limits the page shows, localised', () => {
    const [e] = errorsOf('downlineTransfer', { amount: '600', paymentPassword: '246810' }, transfer);
    expect(e).toMatchObject({ key: 'agent.transfer.amountRange', params: { min: '¥ 10.00', max: '¥ 500.00' } });
    expect(createI18n('EN').t(e!.key, e!.params)).toBe('The amount must be between ¥ 10.00 and ¥ 500.00.');
    expect(createI18n('TW').t(e!.key, e!.params)).toContain('¥ 500.00');
    expect(rules('downlineTransfer', { amount: '50' }, transfer)).toEqual([
      ['paymentPassword', 'required', 'agent.transfer.passwordRequired'],
    ]);
  });
});

describe('remark length in characters (maxChars)', () => {
  const remark = (text: string) => errorsOf('promotionApply', { remark: text })[0] ?? null;
  it('counts code points after trimming: 140 pass, 141 do not', () => {
    expect(remark('a'.repeat(140))).toBeNull();
    expect(remark(`  ${'a'.repeat(140)}  `)).toBeNull();
    expect(remark('😀'.repeat(140))).toBeNull();
    expect(remark('a'.repeat(141))).toMatchObject({ rule: 'length', key: 'promotions.apply.remarkTooLong' });
    expect(remark('   ')).toMatchObject({ rule: 'required', key: 'promotions.apply.remarkRequired' });
  });

  it('says the limit in TW and EN', () => {
    const e = remark('a'.repeat(141))!;
    expect(createI18n('EN').t(e.key, e.params)).toBe('The remark may have at most 140 characters');
    expect(createI18n('TW').t(e.key, e.params)).toContain('140');
  });

  it('a closure reason is checked only while closing', () => {
    const long = 'x'.repeat(201);
    expect(rules('rgExclusion', { password: 'pw', reason: long }, {}, { closing: false })).toEqual([]);
    // the input stops at 400 UTF-16 units (maxLength); up to there the 200 characters decide
    expect(rules('rgExclusion', { password: 'pw', reason: long }, {}, { closing: true })).toEqual([
      ['reason', 'length', 'rg.confirm.reasonTooLong'],
    ]);
    expect(rules('rgExclusion', { password: 'pw', reason: 'x'.repeat(401) }, {}, { closing: true })).toEqual([
      ['reason', 'pattern', 'rg.confirm.reasonTooLong'],
    ]);
    expect(rules('rgExclusion', { reason: 'x' }, {}, { closing: true })).toEqual([
      ['password', 'required', 'rg.confirm.passwordRequired'],
    ]);
  });
});

describe('at most N files of given types and sizes (maxFiles, fileType, fileSize)', () => {
  const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });
  const images = (list: unknown[]) => errorsOf('promotionApply', { remark: 'ok', images: list })[0] ?? null;
  it('takes up to 3 images, PNG or JPG by type or name, 5 MB each', () => {
    expect(images([])).toBeNull();
    expect(images([png('a.png'), png('b.png'), { name: 'c.JPG', type: '', size: 1 }])).toBeNull();
    expect(images([png('a.png', UPLOAD_MAX_BYTES)])).toBeNull();
  });

  it('refuses a fourth image, another type, a larger file, naming the file', () => {
    expect(images([png('a.png'), png('b.png'), png('c.png'), png('d.png')])).toMatchObject({
      rule: 'fileCount',
      key: 'promotions.apply.imageCount',
      params: { max: 3 },
    });
    expect(images([png('a.png'), { name: 'notes.pdf', type: 'application/pdf', size: 10 }])).toMatchObject({
      rule: 'fileType',
      params: { name: 'notes.pdf' },
    });
    const big = images([png('big.png', UPLOAD_MAX_BYTES + 1)])!;
    expect(big).toMatchObject({ rule: 'fileSize', key: 'promotions.apply.imageSize', params: { name: 'big.png' } });
    expect(createI18n('EN').t(big.key, big.params)).toContain('big.png');
    expect(createI18n('TW').t(big.key, big.params)).toContain('big.png');
  });
});

describe('delivery address fields', () => {
  const delivery = { recipient: 'Ann', phone: '0912345', address: '1 Main St' };
  it('are required, with a 5-character phone, only while the item needs delivery', () => {
    expect(rules('pointsRedeem', { paymentPassword: '123456' }, {}, { needsDelivery: false })).toEqual([]);
    expect(rules('pointsRedeem', { paymentPassword: '123456', ...delivery }, {}, { needsDelivery: true })).toEqual([]);
    expect(
      rules('pointsRedeem', { paymentPassword: '123456', ...delivery, phone: '1234' }, {}, { needsDelivery: true }),
    ).toEqual([['phone', 'pattern', 'points.dialog.fillDelivery']]);
    expect(
      rules('pointsRedeem', { paymentPassword: '12345', recipient: ' ', address: 'x' }, {}, { needsDelivery: true }),
    ).toEqual([
      ['recipient', 'required', 'points.dialog.fillDelivery'],
      ['phone', 'required', 'points.dialog.fillDelivery'],
      ['paymentPassword', 'pattern', 'points.dialog.fillPassword'],
    ]);
  });

  it('say so in TW and EN', () => {
    const [e] = errorsOf('pointsRedeem', { paymentPassword: '123456' }, {}, { needsDelivery: true });
    expect(createI18n('EN').t(e!.key)).toBe(resources.EN.translation.points.dialog.fillDelivery);
    expect(createI18n('TW').t(e!.key)).toBe(resources.TW.translation.points.dialog.fillDelivery);
  });
});

describe('responsible-gaming limit', () => {
  it('takes a kind, a period and an amount with at most 2 decimals, 0 allowed', () => {
    expect(rules('rgLimit', { kind: 'deposit', period: 'day', amount: '0' })).toEqual([]);
    expect(rules('rgLimit', { kind: 'loss', period: 'month', amount: '50.5' })).toEqual([]);
    expect(rules('rgLimit', { kind: 'deposit', period: 'day', amount: '1.234' })).toEqual([
      ['amount', 'pattern', 'rg.limits.amountInvalid'],
    ]);
    expect(rules('rgLimit', { kind: 'bets', period: 'day', amount: '1' })).toEqual([
      ['kind', 'enum', 'forms.messages.chooseOne'],
    ]);
  });
});

describe('points convert (pointsConvert)', () => {
  const limits = { minPoints: '400', balance: '1250' };
  const convert = (points: string, paymentPassword = '123456', parameters: FormParameters = limits) =>
    rules('pointsConvert', { points, paymentPassword }, parameters);
  it('takes whole points from the minimum up to the balance and a 6-digit payment password', () => {
    expect(convert('400')).toEqual([]);
    expect(convert('1250')).toEqual([]);
    expect(convert(' 800 ')).toEqual([]);
    expect(convert('99999', '123456', { minPoints: null, balance: null })).toEqual([]);
  });

  it('refuses each broken rule with its message', () => {
    expect(convert('')).toEqual([['points', 'required', 'points.convert.pointsInvalid']]);
    expect(convert('12.5')).toEqual([['points', 'pattern', 'points.convert.pointsInvalid']]);
    expect(convert('0', '123456', { minPoints: null, balance: null })).toEqual([
      ['points', 'pattern', 'points.convert.pointsInvalid'],
    ]);
    expect(convert('1'.repeat(10))).toEqual([['points', 'pattern', 'points.convert.pointsInvalid']]);
    expect(convert('399')).toEqual([['points', 'range', 'points.convert.belowMin']]);
    expect(convert('1251')).toEqual([['points', 'balance', 'points.convert.tooMany']]);
    expect(convert('500', '')).toEqual([['paymentPassword', 'required', 'points.dialog.fillPassword']]);
    expect(convert('500', '12345')).toEqual([['paymentPassword', 'pattern', 'points.dialog.fillPassword']]);
  });

  it('names the minimum and the balance in TW and EN', () => {
    const [low] = errorsOf('pointsConvert', { points: '10', paymentPassword: '123456' }, limits);
    expect(low!.params).toEqual({ min: '400' });
    expect(createI18n('EN').t(low!.key, low!.params)).toBe('Convert at least 400 points');
    expect(createI18n('TW').t(low!.key, low!.params)).toContain('400');
    const [high] = errorsOf('pointsConvert', { points: '2000', paymentPassword: '123456' }, limits);
    expect(high!.params).toEqual({ points: '1250' });
    expect(createI18n('EN').t(high!.key, high!.params)).toBe('You have 1250 points');
    expect(createI18n('TW').t(high!.key, high!.params)).toContain('1250');
  });
});

describe('contract offer (contractOffer)', () => {
  const table = [{ minActive: 0, minAmount: '0', rate: '1.00' }];
  const offer = (values: Record<string, unknown>, parameters: FormParameters) =>
    rules('contractOffer', { tiers: table, ...values }, parameters);
  const dailyWage = contractOfferParameters('dailyWage', 'daily');
  const dividend = { ...contractOfferParameters('dividend', 'weekly'), ownPeriodLabel: 'Weekly' };
  it("takes a direct downline and one of the kind's periods", () => {
    expect(offer({ downlineId: 12, period: 'daily' }, dailyWage)).toEqual([]);
    expect(offer({ downlineId: 12, period: 'weekly' }, dividend)).toEqual([]);
    expect(contractOfferParameters('realtimeSalary', 'fiveMinutes')).toEqual({
      periods: ['fiveMinutes'],
      periodLabels: { fiveMinutes: 'contracts.periods.fiveMinutes' },
      ownPeriod: null,
    });
  });

  it('refuses a missing downline, a period the kind does not settle on and a dividend off the own period', () => {
    expect(offer({ period: 'daily' }, dailyWage)).toEqual([
      ['downlineId', 'required', 'contracts.offer.downlineRequired'],
    ]);
    expect(offer({ downlineId: 0, period: 'daily' }, dailyWage)).toEqual([
      ['downlineId', 'pattern', 'contracts.offer.downlineRequired'],
    ]);
    expect(offer({ downlineId: 'sub01', period: 'daily' }, dailyWage)).toEqual([
      ['downlineId', 'enum', 'contracts.offer.downlineRequired'],
    ]);
    expect(offer({ downlineId: 12, period: 'weekly' }, dailyWage)).toEqual([
      ['period', 'enum', 'contracts.offer.periodInvalid'],
    ]);
    expect(offer({ downlineId: 12 }, dailyWage)).toEqual([['period', 'required', 'contracts.offer.periodInvalid']]);
    expect(offer({ downlineId: 12, period: 'monthly' }, dividend)).toEqual([
      ['period', 'pattern', 'contracts.offer.periodMismatch'],
    ]);
    // a dividend grant without a known own period: any dividend period
    expect(offer({ downlineId: 12, period: 'monthly' }, contractOfferParameters('dividend', null))).toEqual([]);
  });

  it('names the own period in TW and EN', () => {
    const [e] = errorsOf('contractOffer', { downlineId: 12, period: 'monthly', tiers: table }, dividend);
    expect(e!.params).toEqual({ period: 'Weekly' });
    expect(createI18n('EN').t(e!.key, e!.params)).toBe(
      'A dividend you grant settles on the period of your own dividend contract (Weekly).',
    );
    expect(createI18n('TW').t(e!.key, e!.params)).toContain('Weekly');
  });
});

describe('auth tabs from the engine (authTabsOf, the registry authTabs)', () => {
  it('offers each register tab with its flag, SMS login with its flag, and the defaults', () => {
    expect(authTabsOf({})).toEqual({
      tabs: { register: [], login: ['login'], forgotPassword: ['forgotEmail', 'forgotPhone'] },
      defaultTab: { register: null, login: 'login', forgotPassword: 'forgotEmail' },
    });
    const all = authTabsOf({
      'register.username': true,
      'register.mobile': true,
      'login.sms': true,
      'forgotPassword.mobile': true,
    });
    expect(all.tabs.register).toEqual(['register', 'registerMobile']);
    expect(all.tabs.login).toEqual(['login', 'loginSms']);
    expect(all.defaultTab).toEqual({ register: 'registerMobile', login: 'login', forgotPassword: 'forgotPhone' });
    expect(authTabsOf({ 'register.username': true }).defaultTab.register).toBe('register');
  });

  it('are the same tabs as the form registry of a sample', () => {
    const config = loadSample('default.json');
    const registry = interpret(rawOf(config));
    const forms = formRegistryOfSiteConfig(config);
    expect(registry.authTabs).toEqual({ tabs: forms.tabs, defaultTab: forms.defaultTab });
  });
});

describe('downline creation (downlineCreate, built from the registration rules)', () => {
  const config = loadSample('default.json');
  const registry = formRegistryOfSiteConfig(config);
  const form = downlineCreateForm(config.registrationRules, () => undefined);
  const validators = createInProcessValidators([form]);
  const check = (values: Record<string, string>) =>
    validateForm(form, values, validators).map((e) => [e.field, e.rule, e.key]);
  const good = { accountType: 'agent', username: 'newagent7', password: 'Abc12345', confirmPassword: 'Abc12345' };
  it('takes the register rules for username and password, the nickname cap and the confirmation', () => {
    expect(check(good)).toEqual([]);
    expect(check({ ...good, nickname: 'n'.repeat(NICKNAME_MAX) })).toEqual([]);
    expect(check({ ...good, nickname: 'n'.repeat(NICKNAME_MAX + 1) })).toEqual([
      ['nickname', 'pattern', 'agent.register.nicknameInvalid'],
    ]);
    expect(check({ ...good, confirmPassword: 'Abc12346' })).toEqual([
      ['confirmPassword', 'sameAs', 'agent.register.passwordMismatch'],
    ]);
    expect(check({ accountType: 'boss' }).map((e) => e[0])).toEqual([
      'accountType',
      'username',
      'password',
      'confirmPassword',
    ]);
    const rule = registry.forms.register!.schema.properties as Record<string, { minLength: number; maxLength: number }>;
    const [e] = validateForm(form, { ...good, username: 'a' }, validators);
    expect(e).toMatchObject({ key: 'agent.register.usernameInvalid' });
    expect(e!.params).toEqual({ min: rule.username!.minLength, max: rule.username!.maxLength });
    expect(createI18n('EN').t(e!.key, e!.params)).toContain(String(rule.username!.maxLength));
  });

  it("is in the merchant's bundle, so the browser and the server check one form", () => {
    expect(registry.forms.downlineCreate).toEqual(form);
    expect(formList(registry).map((f) => f.id)).toContain('downlineCreate');
    const bundle = {
      version: '1',
      tabs: registry.tabs,
      defaultTab: registry.defaultTab,
      problems: [],
      forms: formList(registry),
    };
    expect(formRegistryOfBundle(bundle).forms.downlineCreate).toEqual(form);
  });

  it('refuses each rule with its message key', () => {
    const rule = registry.forms.register!.schema.properties as Record<string, { minLength: number; maxLength: number }>;
    expect(check({ ...good, username: '' })).toEqual([['username', 'required', 'agent.register.usernameInvalid']]);
    expect(check({ ...good, username: 'a'.repeat(rule.username!.maxLength + 1) })).toEqual([
      ['username', 'pattern', 'agent.register.usernameInvalid'],
    ]);
    expect(check({ ...good, password: 'a', confirmPassword: 'a' })).toEqual([
      ['password', 'pattern', 'agent.register.passwordInvalid'],
    ]);
    expect(check({ ...good, confirmPassword: '' })).toEqual([
      ['confirmPassword', 'required', 'agent.register.passwordMismatch'],
    ]);
    expect(check({ ...good, accountType: 'boss' })).toEqual([['accountType', 'enum', 'forms.messages.chooseOne']]);
    const [pw] = validateForm(form, { ...good, password: 'a', confirmPassword: 'a' }, validators);
    expect(pw!.params).toEqual({ min: rule.password!.minLength, max: rule.password!.maxLength });
    expect(createI18n('TW').t(pw!.key, pw!.params)).toContain(String(rule.password!.maxLength));
  });
});
