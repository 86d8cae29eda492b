/**
 * The member center's money and security forms (README "Member center and header wallet") as {@link FormSchema}s for the
 * generic FormRenderer, with their validators. The form engine's ajv validators are compiled on the
 * server from the registration rules (engine/forms); these forms carry money rules (amount
 * within the channel's limits in integer minor units, 6-digit payment password, payee name, card
 * number, proofs) that the server states in docs/api/member-center.md, so their validators are
 * written here and report errors in ajv's shape (keyword + instancePath), which validateForm maps
 * to the fields' messages exactly like the engine's forms.
 */
import type { ErrorObject } from 'ajv';
import type { FieldRule, FormField, FormId, FormSchema, FormValidate, FormValidators, MessageRef, WidgetKind } from '../../../../engine/forms';
import { amountWithin, toMinor } from '../../../../contract/money';

/** Ids of the money forms (not registration-rule forms; see the module comment). */
export type MoneyFormId =
  | 'paymentPasswordSet'
  | 'paymentPasswordChange'
  | 'bindMobile'
  | 'bindEmail'
  | 'bankCard'
  | 'deposit'
  | 'withdraw'
  | 'transferFund'
  | 'transferUpline'
  | 'partlyReceived';

/** A value check: null when the value passes, else the rule it breaks. */
type Check = (value: string, data: Readonly<Record<string, unknown>>) => FieldRule | null;

interface Spec {
  name: string;
  widget: WidgetKind;
  labelKey: string;
  placeholderKey?: string;
  autocomplete?: string;
  required?: boolean;
  maxLength?: number;
  options?: FormField['options'];
  sameAs?: string;
  /** Message of the pattern rule. */
  pattern?: MessageRef;
  check?: Check;
}

/** 6 digits (docs: payment password `^\d{6}$`). */
export const PAYMENT_PASSWORD = /^\d{6}$/;
/** Payee (real) name: 2..40 letters of any script, spaces and `·` or `.` (docs: bank cards). */
export const PAYEE_NAME = /^[\p{L}\p{M} ·.]{2,40}$/u;
/** Card number: 10..19 digits, spaces allowed. */
export const CARD_NUMBER = /^\d{10,19}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?\d{6,15}$/;
const CODE = /^\d{4,8}$/;

const matches = (re: RegExp): Check => (v) => (re.test(v) ? null : 'pattern');

const paymentPassword = (name: string, labelKey: string): Spec => ({
  name,
  widget: 'password',
  labelKey,
  autocomplete: 'off',
  maxLength: 6,
  pattern: { key: 'wallet.form.paymentPasswordFormat' },
  check: matches(PAYMENT_PASSWORD),
});

const amount = (min: string | null, max: string | null, name = 'amount', labelKey = 'wallet.form.amount'): Spec => ({
  name,
  widget: 'text',
  labelKey,
  placeholderKey: min && max ? undefined : 'wallet.form.amountPlaceholder',
  autocomplete: 'off',
  maxLength: 15,
  pattern: { key: 'wallet.form.amountRange', params: { min: min ?? '0.01', max: max ?? '-' } },
  check: (v) => (amountWithin(v, min, max) ? null : 'pattern'),
});

function schemaOf(id: MoneyFormId, specs: Spec[], submitKey: string): FormSchema {
  const fields: FormField[] = specs.map((s) => ({
    name: s.name,
    widget: s.widget,
    labelKey: s.labelKey,
    ...(s.placeholderKey ? { placeholderKey: s.placeholderKey } : {}),
    autocomplete: s.autocomplete ?? 'off',
    required: s.required ?? true,
    trim: s.widget !== 'password',
    ...(s.maxLength ? { maxLength: s.maxLength } : {}),
    ...(s.options ? { options: s.options } : {}),
    ...(s.sameAs ? { sameAs: s.sameAs } : {}),
    messages: {
      required: { key: 'forms.messages.required' },
      ...(s.pattern ? { pattern: s.pattern } : {}),
      ...(s.sameAs ? { sameAs: { key: 'forms.messages.inconsistentTwice' } } : {}),
      ...(s.options ? { enum: { key: 'forms.messages.chooseOne' } } : {}),
    },
  }));
  const properties = Object.fromEntries(specs.map((s) => [s.name, { type: 'string' }]));
  const required = specs.filter((s) => s.required ?? true).map((s) => s.name);
  // The FormRenderer keys validators by form id; these ids extend the engine's closed list.
  return { id: id as unknown as FormId, schema: { type: 'object', properties, required }, fields, conditions: [], asyncChecks: [], submitKey };
}

function validatorOf(specs: Spec[]): FormValidate {
  const validate: FormValidate = (data) => {
    const values = (data ?? {}) as Record<string, unknown>;
    const errors: ErrorObject[] = [];
    for (const s of specs) {
      const v = values[s.name];
      if (v === undefined || v === null || v === '') {
        if (s.required ?? true) errors.push({ keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: s.name } });
        continue;
      }
      const text = String(v);
      let rule: FieldRule | null = null;
      if (s.sameAs !== undefined && text !== values[s.sameAs]) rule = 'sameAs';
      else if (s.options && !s.options.some((o) => o.value === text)) rule = 'enum';
      else if (s.check) rule = s.check(text, values);
      if (rule) errors.push({ keyword: rule === 'pattern' ? 'pattern' : rule, instancePath: `/${s.name}`, schemaPath: '', params: {} });
    }
    validate.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  };
  return validate;
}

/** A money form and its validators, ready for `<FormRenderer form validators />`. */
export interface MoneyForm {
  form: FormSchema;
  validators: FormValidators;
}

function moneyForm(id: MoneyFormId, specs: Spec[], submitKey = 'wallet.form.submit'): MoneyForm {
  const form = schemaOf(id, specs, submitKey);
  return { form, validators: { [form.id]: validatorOf(specs) } as FormValidators };
}

/** Set the payment password: the login password, then 6 digits twice (docs: payment-password). */
export const paymentPasswordSetForm = (): MoneyForm =>
  moneyForm('paymentPasswordSet', [
    { name: 'loginPassword', widget: 'password', labelKey: 'wallet.form.loginPassword', autocomplete: 'current-password', maxLength: 64 },
    paymentPassword('newPassword', 'wallet.form.newPaymentPassword'),
    { ...paymentPassword('confirmPassword', 'wallet.form.confirmPaymentPassword'), sameAs: 'newPassword' },
  ]);

/** Change the payment password: the current one, then 6 digits twice. */
export const paymentPasswordChangeForm = (): MoneyForm =>
  moneyForm('paymentPasswordChange', [
    paymentPassword('oldPassword', 'wallet.form.oldPaymentPassword'),
    paymentPassword('newPassword', 'wallet.form.newPaymentPassword'),
    { ...paymentPassword('confirmPassword', 'wallet.form.confirmPaymentPassword'), sameAs: 'newPassword' },
  ]);

/** Bind a mobile number with an SMS code. */
export const bindMobileForm = (): MoneyForm =>
  moneyForm('bindMobile', [
    { name: 'mobileNum', widget: 'tel', labelKey: 'forms.labels.mobileNum', placeholderKey: 'forms.placeholders.mobileNum', autocomplete: 'tel', maxLength: 16, pattern: { key: 'forms.messages.mobile' }, check: matches(MOBILE) },
    { name: 'verificationCode', widget: 'smsCode', labelKey: 'forms.labels.verificationCode', autocomplete: 'one-time-code', maxLength: 8, pattern: { key: 'forms.messages.verificationCode' }, check: matches(CODE) },
  ], 'wallet.security.bind');

/** Bind an e-mail address with a code. */
export const bindEmailForm = (): MoneyForm =>
  moneyForm('bindEmail', [
    { name: 'email', widget: 'email', labelKey: 'forms.labels.email', placeholderKey: 'forms.placeholders.email', autocomplete: 'email', maxLength: 80, pattern: { key: 'forms.messages.emailFormat' }, check: matches(EMAIL) },
    { name: 'verificationCode', widget: 'smsCode', labelKey: 'wallet.security.emailCode', autocomplete: 'one-time-code', maxLength: 8, pattern: { key: 'forms.messages.verificationCode' }, check: matches(CODE) },
  ], 'wallet.security.bind');

/**
 * Add a bank card (docs: bank cards): bank, card number (10..19 digits, spaces removed), payee
 * name (2..40 letters, spaces, `·` `.`; must equal the member's payee name once one is set), payment password.
 */
export const bankCardForm = (payeeName: string | null): MoneyForm =>
  moneyForm('bankCard', [
    { name: 'bankName', widget: 'text', labelKey: 'wallet.form.bankName', maxLength: 60 },
    { name: 'cardNumber', widget: 'text', labelKey: 'wallet.form.cardNumber', maxLength: 23, pattern: { key: 'wallet.form.cardNumberFormat' }, check: (v) => (CARD_NUMBER.test(v.replace(/\s+/g, '')) ? null : 'pattern') },
    {
      name: 'payeeName',
      widget: 'text',
      labelKey: 'forms.labels.payeeName',
      maxLength: 40,
      pattern: { key: payeeName ? 'wallet.form.payeeNameMustMatch' : 'forms.messages.realName', params: { name: payeeName ?? '' } },
      check: (v) => (PAYEE_NAME.test(v) && (payeeName === null || v === payeeName) ? null : 'pattern'),
    },
    paymentPassword('paymentPassword', 'forms.labels.paymentPassword'),
  ], 'wallet.security.addCard');

/** Deposit: an amount within the channel's limits; bank transfers ask for the payer's name. */
export const depositForm = (min: string, max: string, bank: boolean): MoneyForm =>
  moneyForm('deposit', [amount(min, max), ...(bank ? [{ name: 'payerName', widget: 'text' as const, labelKey: 'wallet.deposit.payerName', maxLength: 40, required: false }] : [])], 'wallet.deposit.submit');

/** Withdraw: amount within the limits, the bank card, the payment password. */
export const withdrawForm = (min: string, max: string, cards: { value: string; labelKey: string }[]): MoneyForm =>
  moneyForm('withdraw', [amount(min, max), { name: 'bankCardId', widget: 'select', labelKey: 'wallet.withdraw.card', placeholderKey: 'wallet.withdraw.chooseCard', options: cards }, paymentPassword('paymentPassword', 'forms.labels.paymentPassword')], 'wallet.withdraw.submit');

/**
 * Transfer between the main wallet and a vendor wallet (docs: exactly one side is `main`): from,
 * to, and an amount up to the source wallet's balance.
 * @param balances wallet id ('main' or a vendor code) -> decimal balance.
 * @param labels wallet id -> its label (an i18n key or a brand name).
 */
export function transferFundForm(balances: Readonly<Record<string, string>>, labels: Readonly<Record<string, string>>): MoneyForm {
  const options = Object.keys(balances).map((value) => ({ value, labelKey: labels[value] ?? value }));
  const oneSideMain: Check = (v, data) => (v !== data.from && (v === 'main') !== (data.from === 'main') ? null : 'pattern');
  return moneyForm('transferFund', [
    { name: 'from', widget: 'select', labelKey: 'wallet.transfer.from', options },
    { name: 'to', widget: 'select', labelKey: 'wallet.transfer.to', options, pattern: { key: 'wallet.transfer.oneSideMain' }, check: oneSideMain },
    { ...amount('0.01', null), check: (v, data) => (amountWithin(v, '0.01', balances[String(data.from)] ?? '0') ? null : 'pattern'), pattern: { key: 'wallet.transfer.amountRule' } },
  ], 'wallet.transfer.submit');
}

/** Transfer to the upline: amount within the limits and the payment password. */
export const transferUplineForm = (min: string, max: string): MoneyForm =>
  moneyForm('transferUpline', [amount(min, max), paymentPassword('paymentPassword', 'forms.labels.paymentPassword')], 'wallet.upline.submit');

/** Partly received: the remaining amount, above 0 and strictly below the withdrawal (docs: confirm). */
export function partlyReceivedForm(withdrawn: string): MoneyForm {
  const spec = amount('0.01', withdrawn, 'remainingAmount', 'wallet.withdraw.remainingAmount');
  const limit = toMinor(withdrawn);
  return moneyForm('partlyReceived', [{ ...spec, check: (v) => (amountWithin(v, '0.01', withdrawn) && limit !== null && toMinor(v)! < limit ? null : 'pattern') }], 'wallet.withdraw.confirmPartly');
}
