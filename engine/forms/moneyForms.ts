/**
 * The member center's money and security forms (spec section 2, member center; the rules the
 * server states in docs/api/member-center.md) as engine forms: JSON Schema validated by ajv like
 * the sign-in forms, with the money rules as ajv keywords (formAjv.ts): `amountWithin` (a decimal
 * amount in integer minor units, above 0, within limits), `inParameter` (one of the run-time
 * options), `equalsParameter` (the member's payee name), `oneSideMain` (a transfer has the main
 * wallet on exactly one side).
 *
 * Values known only at run time (a channel's min and max, the member's cards, wallet balances)
 * are the form's `parameters`: the builders put them there and validateForm hands them to the
 * validator beside the values, so each schema is the same for every member and is compiled once
 * ahead of time (engine/generated/moneyFormValidators.js; the browser's CSP forbids eval).
 */
import { formOf } from './formOf';
import type { FieldSpec } from './fields';
import type { FormField, FormParameters, FormSchema, JsonSchema, MessageRef, MoneyFormId, WidgetKind } from './types';

/** 6 digits (docs: payment password). */
const PAYMENT_PASSWORD = '^\\d{6}$';
/** Payee (real) name: 2..40 letters of any script, spaces and `·` or `.` (docs: bank cards). */
const PAYEE_NAME = '^[\\p{L}\\p{M} ·.]{2,40}$';
/** Card number: 10..19 digits, spaces allowed anywhere. */
const CARD_NUMBER = '^\\s*(?:\\d\\s*){10,19}$';
const EMAIL = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const MOBILE = '^\\+?\\d{6,15}$';
const CODE = '^\\d{4,8}$';

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
  /** The value's JSON Schema beyond `type: string`. */
  rule?: JsonSchema;
}

function fieldOf(s: Spec): FieldSpec {
  const field: FormField = {
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
  };
  return { field, property: { type: 'string', ...(s.rule ?? {}) } };
}

/**
 * @param parameters the run-time values the rules read (each a JSON Schema property of the values).
 */
function moneyForm(id: MoneyFormId, specs: Spec[], submitKey: string, parameters: FormParameters = {}): FormSchema {
  const form = formOf(id, specs.map(fieldOf));
  const properties = { ...(form.schema.properties as Record<string, JsonSchema>) };
  for (const name of Object.keys(parameters)) properties[name] = {};
  return { ...form, schema: { ...form.schema, properties }, submitKey, parameters };
}

const paymentPassword = (name: string, labelKey: string): Spec => ({
  name,
  widget: 'password',
  labelKey,
  autocomplete: 'off',
  maxLength: 6,
  pattern: { key: 'wallet.form.paymentPasswordFormat' },
  rule: { pattern: PAYMENT_PASSWORD },
});

/** A confirmation: differs -> sameAs; equal but malformed -> the pattern (one rule at a time). */
const confirmPaymentPassword = (): Spec => ({
  ...paymentPassword('confirmPassword', 'wallet.form.confirmPaymentPassword'),
  sameAs: 'newPassword',
  rule: { sameAs: 'newPassword', if: { sameAs: 'newPassword' }, then: { pattern: PAYMENT_PASSWORD } },
});

/** An amount within `minAmount`..`maxAmount` (parameters); the message names the limits. */
const amount = (min: string | null, max: string | null, name = 'amount', labelKey = 'wallet.form.amount'): Spec => ({
  name,
  widget: 'text',
  labelKey,
  placeholderKey: min && max ? undefined : 'wallet.form.amountPlaceholder',
  autocomplete: 'off',
  maxLength: 15,
  pattern: { key: 'wallet.form.amountRange', params: { min: min ?? '0.01', max: max ?? '-' } },
  rule: { amountWithin: { min: 'minAmount', max: 'maxAmount' } },
});

const limits = (min: string | null, max: string | null): FormParameters => ({ minAmount: min, maxAmount: max });

/** Set the payment password: the login password, then 6 digits twice (docs: payment-password). */
export const paymentPasswordSetForm = (): FormSchema =>
  moneyForm(
    'paymentPasswordSet',
    [{ name: 'loginPassword', widget: 'password', labelKey: 'wallet.form.loginPassword', autocomplete: 'current-password', maxLength: 64 }, paymentPassword('newPassword', 'wallet.form.newPaymentPassword'), confirmPaymentPassword()],
    'wallet.form.submit',
  );

/** Change the payment password: the current one, then 6 digits twice. */
export const paymentPasswordChangeForm = (): FormSchema =>
  moneyForm('paymentPasswordChange', [paymentPassword('oldPassword', 'wallet.form.oldPaymentPassword'), paymentPassword('newPassword', 'wallet.form.newPaymentPassword'), confirmPaymentPassword()], 'wallet.form.submit');

/** Bind a mobile number with an SMS code. */
export const bindMobileForm = (): FormSchema =>
  moneyForm(
    'bindMobile',
    [
      { name: 'mobileNum', widget: 'tel', labelKey: 'forms.labels.mobileNum', placeholderKey: 'forms.placeholders.mobileNum', autocomplete: 'tel', maxLength: 16, pattern: { key: 'forms.messages.mobile' }, rule: { pattern: MOBILE } },
      { name: 'verificationCode', widget: 'smsCode', labelKey: 'forms.labels.verificationCode', autocomplete: 'one-time-code', maxLength: 8, pattern: { key: 'forms.messages.verificationCode' }, rule: { pattern: CODE } },
    ],
    'wallet.security.bind',
  );

/** Bind an e-mail address with a code. */
export const bindEmailForm = (): FormSchema =>
  moneyForm(
    'bindEmail',
    [
      { name: 'email', widget: 'email', labelKey: 'forms.labels.email', placeholderKey: 'forms.placeholders.email', autocomplete: 'email', maxLength: 80, pattern: { key: 'forms.messages.emailFormat' }, rule: { pattern: EMAIL } },
      { name: 'verificationCode', widget: 'smsCode', labelKey: 'wallet.security.emailCode', autocomplete: 'one-time-code', maxLength: 8, pattern: { key: 'forms.messages.verificationCode' }, rule: { pattern: CODE } },
    ],
    'wallet.security.bind',
  );

/**
 * Add a bank card (docs: bank cards): bank, card number (10..19 digits, spaces allowed), payee
 * name (2..40 letters, spaces, `·` `.`; must equal the member's payee name once one is set),
 * payment password.
 * @param payeeName the member's payee name, null while none is set (parameter `memberPayeeName`).
 */
export const bankCardForm = (payeeName: string | null): FormSchema =>
  moneyForm(
    'bankCard',
    [
      { name: 'bankName', widget: 'text', labelKey: 'wallet.form.bankName', maxLength: 60 },
      { name: 'cardNumber', widget: 'text', labelKey: 'wallet.form.cardNumber', maxLength: 23, pattern: { key: 'wallet.form.cardNumberFormat' }, rule: { pattern: CARD_NUMBER } },
      {
        name: 'payeeName',
        widget: 'text',
        labelKey: 'forms.labels.payeeName',
        maxLength: 40,
        pattern: { key: payeeName ? 'wallet.form.payeeNameMustMatch' : 'forms.messages.realName', params: { name: payeeName ?? '' } },
        rule: { pattern: PAYEE_NAME, equalsParameter: 'memberPayeeName' },
      },
      paymentPassword('paymentPassword', 'forms.labels.paymentPassword'),
    ],
    'wallet.security.addCard',
    { memberPayeeName: payeeName },
  );

/** Deposit: an amount within the channel's limits (decimal strings); bank transfers ask for the payer's name. */
export const depositForm = (min: string, max: string, bank: boolean): FormSchema =>
  moneyForm('deposit', [amount(min, max), ...(bank ? [{ name: 'payerName', widget: 'text' as const, labelKey: 'wallet.deposit.payerName', maxLength: 40, required: false }] : [])], 'wallet.deposit.submit', limits(min, max));

/** Withdraw: amount within the limits, one of the member's bank cards (parameter `cardIds`), the payment password. */
export const withdrawForm = (min: string, max: string, cards: { value: string; labelKey: string }[]): FormSchema =>
  moneyForm(
    'withdraw',
    [amount(min, max), { name: 'bankCardId', widget: 'select', labelKey: 'wallet.withdraw.card', placeholderKey: 'wallet.withdraw.chooseCard', options: cards, rule: { inParameter: 'cardIds' } }, paymentPassword('paymentPassword', 'forms.labels.paymentPassword')],
    'wallet.withdraw.submit',
    { ...limits(min, max), cardIds: cards.map((c) => c.value) },
  );

/**
 * Transfer between the main wallet and a vendor wallet (docs: exactly one side is `main`): from,
 * to, and an amount up to the source wallet's balance.
 * @param balances wallet id ('main' or a vendor code) -> decimal balance (parameter `balances`).
 * @param labels wallet id -> its label (an i18n key or a brand name).
 */
export function transferFundForm(balances: Readonly<Record<string, string>>, labels: Readonly<Record<string, string>>): FormSchema {
  const options = Object.keys(balances).map((value) => ({ value, labelKey: labels[value] ?? value }));
  return moneyForm(
    'transferFund',
    [
      { name: 'from', widget: 'select', labelKey: 'wallet.transfer.from', options, rule: { inParameter: 'wallets' } },
      { name: 'to', widget: 'select', labelKey: 'wallet.transfer.to', options, pattern: { key: 'wallet.transfer.oneSideMain' }, rule: { inParameter: 'wallets', if: { inParameter: 'wallets' }, then: { oneSideMain: 'from' } } },
      { ...amount('0.01', null), pattern: { key: 'wallet.transfer.amountRule' }, rule: { amountWithin: { min: 'minAmount', maxOf: 'balances', key: 'from' } } },
    ],
    'wallet.transfer.submit',
    { minAmount: '0.01', balances: { ...balances }, wallets: Object.keys(balances) },
  );
}

/** Transfer to the upline: amount within the limits and the payment password. */
export const transferUplineForm = (min: string, max: string): FormSchema =>
  moneyForm('transferUpline', [amount(min, max), paymentPassword('paymentPassword', 'forms.labels.paymentPassword')], 'wallet.upline.submit', limits(min, max));

/** Partly received: the remaining amount, above 0 and strictly below the withdrawal (docs: confirm). */
export function partlyReceivedForm(withdrawn: string): FormSchema {
  const spec = amount('0.01', withdrawn, 'remainingAmount', 'wallet.withdraw.remainingAmount');
  return moneyForm('partlyReceived', [{ ...spec, rule: { amountWithin: { min: 'minAmount', max: 'maxAmount', exclusiveMax: true } } }], 'wallet.withdraw.confirmPartly', limits('0.01', withdrawn));
}

/**
 * One instance of every money form, what the validators are compiled from: a schema does not
 * depend on the arguments (limits, cards, balances are parameters), and a field a builder leaves
 * out (the deposit's payer name off bank transfers) is an optional property of the compiled one.
 */
export function moneyFormSchemas(): FormSchema[] {
  return [
    paymentPasswordSetForm(),
    paymentPasswordChangeForm(),
    bindMobileForm(),
    bindEmailForm(),
    bankCardForm(null),
    depositForm('1', '2', true),
    withdrawForm('1', '2', []),
    transferFundForm({}, {}),
    transferUplineForm('1', '2'),
    partlyReceivedForm('2'),
  ];
}
