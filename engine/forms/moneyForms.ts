/**
 * The member center's money and security forms (spec section 2, member center; the rules the
 * server states in docs/api/member-center.md) as engine forms: JSON Schema validated by ajv like
 * the sign-in forms, with the money rules as ajv keywords (formAjv.ts): `amountWithin` (a decimal
 * amount in integer minor units, above 0, within limits), `inParameter` (one of the run-time
 * options), `equalsParameter` (the member's payee name), `oneSideMain` (a transfer has the main
 * wallet on exactly one side).
 *
 * Each form is the same for every member: it is part of the registry (engine/interpret.ts
 * `moneyForms`) and its validator is compiled once ahead of time
 * (engine/generated/moneyFormValidators.js; the browser's CSP forbids eval). Values known only at
 * run time are the form's `parameters`, declared here with their defaults, which the page hands
 * to the FormRenderer (./parameters.ts bindParameters): validateForm gives them to the validator
 * beside the values, selects take their options from them (`optionsFrom`) and messages their
 * figures (`paramsFrom`). Conditions: the deposit's payer name is shown for bank transfers only
 * (condition `bankTransfer`).
 */
import { formOf } from './formOf';
import { PAYMENT_PASSWORD_PATTERN, type FieldSpec } from './fields';
import {
  MONEY_FORM_IDS,
  type FormField,
  type FormParameters,
  type FormSchema,
  type JsonSchema,
  type MessageRef,
  type MoneyFormId,
  type WidgetKind,
} from './types';

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
  optionsFrom?: FormField['optionsFrom'];
  shownWhen?: FormField['shownWhen'];
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
    ...(s.optionsFrom ? { optionsFrom: s.optionsFrom } : {}),
    ...(s.shownWhen ? { shownWhen: s.shownWhen } : {}),
    ...(s.sameAs ? { sameAs: s.sameAs } : {}),
    messages: {
      required: { key: 'forms.messages.required' },
      ...(s.pattern ? { pattern: s.pattern } : {}),
      ...(s.sameAs ? { sameAs: { key: 'forms.messages.inconsistentTwice' } } : {}),
      ...(s.options || s.optionsFrom ? { enum: { key: 'forms.messages.chooseOne' } } : {}),
    },
  };
  return { field, property: { type: 'string', ...(s.rule ?? {}) } };
}

/**
 * @param parameters the run-time values the rules read, with their defaults (each a JSON Schema
 *   property of the values).
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
  rule: { pattern: PAYMENT_PASSWORD_PATTERN },
});

/** A confirmation: differs -> sameAs; equal but malformed -> the pattern (one rule at a time). */
const confirmPaymentPassword = (): Spec => ({
  ...paymentPassword('confirmPassword', 'wallet.form.confirmPaymentPassword'),
  sameAs: 'newPassword',
  rule: { sameAs: 'newPassword', if: { sameAs: 'newPassword' }, then: { pattern: PAYMENT_PASSWORD_PATTERN } },
});

/**
 * An amount within the parameters `minAmount`..`maxAmount`; the message names the limits.
 * @param placeholder true when the form has no fixed range to show, so the field hints the format.
 */
const amount = (placeholder: boolean, name = 'amount', labelKey = 'wallet.form.amount'): Spec => ({
  name,
  widget: 'text',
  labelKey,
  placeholderKey: placeholder ? 'wallet.form.amountPlaceholder' : undefined,
  autocomplete: 'off',
  maxLength: 15,
  pattern: {
    key: 'wallet.form.amountRange',
    params: { min: '0.01', max: '-' },
    paramsFrom: { min: 'minAmount', max: 'maxAmount' },
  },
  rule: { amountWithin: { min: 'minAmount', max: 'maxAmount' } },
});

/** The limits of an amount, decimal strings given at run time (null: no bound). */
const LIMITS: FormParameters = { minAmount: null, maxAmount: null };

/** Set the payment password: the login password, then 6 digits twice (docs: payment-password). */
const paymentPasswordSet = (): FormSchema =>
  moneyForm(
    'paymentPasswordSet',
    [
      {
        name: 'loginPassword',
        widget: 'password',
        labelKey: 'wallet.form.loginPassword',
        autocomplete: 'current-password',
        maxLength: 64,
      },
      paymentPassword('newPassword', 'wallet.form.newPaymentPassword'),
      confirmPaymentPassword(),
    ],
    'wallet.form.submit',
  );

/** Change the payment password: the current one, then 6 digits twice. */
const paymentPasswordChange = (): FormSchema =>
  moneyForm(
    'paymentPasswordChange',
    [
      paymentPassword('oldPassword', 'wallet.form.oldPaymentPassword'),
      paymentPassword('newPassword', 'wallet.form.newPaymentPassword'),
      confirmPaymentPassword(),
    ],
    'wallet.form.submit',
  );

/** Bind a mobile number with an SMS code. */
const bindMobile = (): FormSchema =>
  moneyForm(
    'bindMobile',
    [
      {
        name: 'mobileNum',
        widget: 'tel',
        labelKey: 'forms.labels.mobileNum',
        placeholderKey: 'forms.placeholders.mobileNum',
        autocomplete: 'tel',
        maxLength: 16,
        pattern: { key: 'forms.messages.mobile' },
        rule: { pattern: MOBILE },
      },
      {
        name: 'verificationCode',
        widget: 'smsCode',
        labelKey: 'forms.labels.verificationCode',
        autocomplete: 'one-time-code',
        maxLength: 8,
        pattern: { key: 'forms.messages.verificationCode' },
        rule: { pattern: CODE },
      },
    ],
    'wallet.security.bind',
  );

/** Bind an e-mail address with a code. */
const bindEmail = (): FormSchema =>
  moneyForm(
    'bindEmail',
    [
      {
        name: 'email',
        widget: 'email',
        labelKey: 'forms.labels.email',
        placeholderKey: 'forms.placeholders.email',
        autocomplete: 'email',
        maxLength: 80,
        pattern: { key: 'forms.messages.emailFormat' },
        rule: { pattern: EMAIL },
      },
      {
        name: 'verificationCode',
        widget: 'smsCode',
        labelKey: 'wallet.security.emailCode',
        autocomplete: 'one-time-code',
        maxLength: 8,
        pattern: { key: 'forms.messages.verificationCode' },
        rule: { pattern: CODE },
      },
    ],
    'wallet.security.bind',
  );

/**
 * Add a bank card (docs: bank cards): bank, card number (10..19 digits, spaces allowed), payee
 * name (2..40 letters, spaces, `·` `.`; must equal the member's payee name once one is set: the
 * parameter `memberPayeeName`, null while none is set), payment password.
 */
const bankCard = (): FormSchema =>
  moneyForm(
    'bankCard',
    [
      { name: 'bankName', widget: 'text', labelKey: 'wallet.form.bankName', maxLength: 60 },
      {
        name: 'cardNumber',
        widget: 'text',
        labelKey: 'wallet.form.cardNumber',
        maxLength: 23,
        pattern: { key: 'wallet.form.cardNumberFormat' },
        rule: { pattern: CARD_NUMBER },
      },
      {
        name: 'payeeName',
        widget: 'text',
        labelKey: 'forms.labels.payeeName',
        maxLength: 40,
        pattern: {
          key: 'forms.messages.realName',
          params: { name: '' },
          whenSet: {
            parameter: 'memberPayeeName',
            message: { key: 'wallet.form.payeeNameMustMatch', paramsFrom: { name: 'memberPayeeName' } },
          },
        },
        rule: { pattern: PAYEE_NAME, equalsParameter: 'memberPayeeName' },
      },
      paymentPassword('paymentPassword', 'forms.labels.paymentPassword'),
    ],
    'wallet.security.addCard',
    { memberPayeeName: null },
  );

/** Deposit: an amount within the channel's limits (decimal strings); bank transfers (condition `bankTransfer`) ask for the payer's name. */
const deposit = (): FormSchema =>
  moneyForm(
    'deposit',
    [
      amount(false),
      {
        name: 'payerName',
        widget: 'text',
        labelKey: 'wallet.deposit.payerName',
        maxLength: 40,
        required: false,
        shownWhen: { condition: 'bankTransfer', equals: true },
      },
    ],
    'wallet.deposit.submit',
    LIMITS,
  );

/**
 * Withdraw: amount within the limits, one of the member's bank cards (parameters `cardIds`, the
 * card ids as strings, and `cardLabels`, id -> label), the payment password.
 */
const withdraw = (): FormSchema =>
  moneyForm(
    'withdraw',
    [
      amount(false),
      {
        name: 'bankCardId',
        widget: 'select',
        labelKey: 'wallet.withdraw.card',
        placeholderKey: 'wallet.withdraw.chooseCard',
        optionsFrom: { values: 'cardIds', labels: 'cardLabels' },
        rule: { inParameter: 'cardIds' },
      },
      paymentPassword('paymentPassword', 'forms.labels.paymentPassword'),
    ],
    'wallet.withdraw.submit',
    { ...LIMITS, cardIds: [], cardLabels: {} },
  );

/**
 * Transfer between the main wallet and a vendor wallet (docs: exactly one side is `main`): from,
 * to, and an amount up to the source wallet's balance. Parameters: `balances` (wallet id, 'main'
 * or a vendor code -> decimal balance), `wallets` (the wallet ids in display order) and
 * `walletLabels` (wallet id -> an i18n key or a brand name).
 */
const transferFund = (): FormSchema => {
  const wallet = (name: 'from' | 'to'): Spec => ({
    name,
    widget: 'select',
    labelKey: `wallet.transfer.${name}`,
    optionsFrom: { values: 'wallets', labels: 'walletLabels' },
    rule: { inParameter: 'wallets' },
  });
  return moneyForm(
    'transferFund',
    [
      wallet('from'),
      {
        ...wallet('to'),
        pattern: { key: 'wallet.transfer.oneSideMain' },
        rule: { inParameter: 'wallets', if: { inParameter: 'wallets' }, then: { oneSideMain: 'from' } },
      },
      {
        ...amount(true),
        pattern: { key: 'wallet.transfer.amountRule' },
        rule: { amountWithin: { min: 'minAmount', maxOf: 'balances', key: 'from' } },
      },
    ],
    'wallet.transfer.submit',
    { minAmount: '0.01', balances: {}, wallets: [], walletLabels: {} },
  );
};

/** Transfer to the upline: amount within the limits and the payment password. */
const transferUpline = (): FormSchema =>
  moneyForm(
    'transferUpline',
    [amount(false), paymentPassword('paymentPassword', 'forms.labels.paymentPassword')],
    'wallet.upline.submit',
    LIMITS,
  );

/**
 * Partly received: the remaining amount, above 0 and strictly below the withdrawal (docs:
 * confirm; parameter `maxAmount`, the withdrawal's amount).
 */
const partlyReceived = (): FormSchema => {
  const spec = amount(false, 'remainingAmount', 'wallet.withdraw.remainingAmount');
  return moneyForm(
    'partlyReceived',
    [{ ...spec, rule: { amountWithin: { min: 'minAmount', max: 'maxAmount', exclusiveMax: true } } }],
    'wallet.withdraw.confirmPartly',
    { ...LIMITS, minAmount: '0.01' },
  );
};

/** Every money form by id: the registry's `moneyForms` (engine/interpret.ts). */
export const MONEY_FORMS: Readonly<Record<MoneyFormId, FormSchema>> = Object.freeze({
  paymentPasswordSet: paymentPasswordSet(),
  paymentPasswordChange: paymentPasswordChange(),
  bindMobile: bindMobile(),
  bindEmail: bindEmail(),
  bankCard: bankCard(),
  deposit: deposit(),
  withdraw: withdraw(),
  transferFund: transferFund(),
  transferUpline: transferUpline(),
  partlyReceived: partlyReceived(),
});

/** The money forms in MONEY_FORM_IDS order, what their validators are compiled from. */
export function moneyFormSchemas(): FormSchema[] {
  return MONEY_FORM_IDS.map((id) => MONEY_FORMS[id]);
}
