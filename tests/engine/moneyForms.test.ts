/**
 * The money forms as engine forms (engine/forms/moneyForms.ts): registry forms the same for every
 * member, whose rules are ajv keywords fed by the run-time parameters (engine/forms/parameters.ts),
 * and the browser's precompiled module gives the in-process answers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import {
  bindParameters,
  validateForm,
  type FormParameters,
  type FormSchema,
  type MoneyFormId,
} from '../../engine/forms';
import { interpret } from '../../engine/interpret';
import { loadSample, rawOf } from '../support/samples';
import { compileMoneyFormValidatorsSource } from '../../engine/forms/compileFormValidators';
import { createInProcessValidators } from '../../engine/forms/inProcessValidators';
import { MONEY_FORMS, moneyFormSchemas } from '../../engine/forms/moneyForms';
import * as compiled from '../../engine/generated/moneyFormValidators.js';

const inProcess = createInProcessValidators(moneyFormSchemas());
/** The registry's form of that id bound to run-time values, as the FormRenderer binds it. */
const bound = (id: MoneyFormId, parameters: FormParameters = {}) => bindParameters(MONEY_FORMS[id], parameters);
const depositForm = (min: string, max: string) => bound('deposit', { minAmount: min, maxAmount: max });
const withdrawForm = (min: string, max: string, cards: { value: string; labelKey: string }[]) =>
  bound('withdraw', {
    minAmount: min,
    maxAmount: max,
    cardIds: cards.map((c) => c.value),
    cardLabels: Object.fromEntries(cards.map((c) => [c.value, c.labelKey])),
  });
const partlyReceivedForm = (withdrawn: string) => bound('partlyReceived', { maxAmount: withdrawn });
const transferFundForm = (balances: Record<string, string>) =>
  bound('transferFund', { balances, wallets: Object.keys(balances) });
const bankCardForm = (payeeName: string | null) => bound('bankCard', { memberPayeeName: payeeName });
const paymentPasswordSetForm = () => bound('paymentPasswordSet');
const check = (form: FormSchema, values: Record<string, string>) =>
  validateForm(form, values, inProcess).map((e) => [e.field, e.rule, e.key]);

describe('money forms', () => {
  it('have their validators precompiled in step (run `npm run schemas:compile` after changing them)', () => {
    const committed = readFileSync(new URL('../../engine/generated/moneyFormValidators.js', import.meta.url), 'utf8');
    expect(committed === compileMoneyFormValidatorsSource()).toBe(true);
    expect(committed).not.toMatch(/new Function|\beval\(|require\(/);
  });

  it('check the amount against the channel limits in minor units, with the limits in the message', () => {
    const form = depositForm('100', '200.5');
    expect(check(form, { amount: '200.50' })).toEqual([]);
    expect(check(form, { amount: '99.99' })).toEqual([['amount', 'pattern', 'wallet.form.amountRange']]);
    expect(check(form, { amount: '200.51' })).toEqual([['amount', 'pattern', 'wallet.form.amountRange']]);
    expect(check(form, { amount: '150.123' })).toEqual([['amount', 'pattern', 'wallet.form.amountRange']]);
    expect(validateForm(form, { amount: '1' }, inProcess)[0]?.params).toEqual({ min: '100', max: '200.5' });
    expect(check(form, {})).toEqual([['amount', 'required', 'forms.messages.required']]);
  });

  it('take the bank card among the member cards and the remaining amount strictly below the withdrawal', () => {
    const withdraw = withdrawForm('1', '50', [{ value: '7', labelKey: 'card 7' }]);
    expect(check(withdraw, { amount: '10', bankCardId: '8', paymentPassword: '123456' })).toEqual([
      ['bankCardId', 'enum', 'forms.messages.chooseOne'],
    ]);
    expect(check(withdraw, { amount: '10', bankCardId: '7', paymentPassword: '12345' })).toEqual([
      ['paymentPassword', 'pattern', 'wallet.form.paymentPasswordFormat'],
    ]);
    expect(check(partlyReceivedForm('20'), { remainingAmount: '20' })).toEqual([
      ['remainingAmount', 'pattern', 'wallet.form.amountRange'],
    ]);
    expect(check(partlyReceivedForm('20'), { remainingAmount: '19.99' })).toEqual([]);
  });

  it('keep the main wallet on exactly one side of a transfer and the amount within the source balance', () => {
    const form = transferFundForm({ main: '100.00', PG: '5' });
    expect(check(form, { from: 'main', to: 'main', amount: '1' })).toEqual([
      ['to', 'pattern', 'wallet.transfer.oneSideMain'],
    ]);
    expect(check(form, { from: 'PG', to: 'main', amount: '5.01' })).toEqual([
      ['amount', 'pattern', 'wallet.transfer.amountRule'],
    ]);
    expect(check(form, { from: 'PG', to: 'main', amount: '5' })).toEqual([]);
  });

  it('ask the payee name the member already has, and a confirmation that differs is inconsistent', () => {
    expect(
      check(bankCardForm('Mo Bile'), {
        bankName: 'B',
        cardNumber: '6222 0200 1234 5678',
        payeeName: 'Mo Bil',
        paymentPassword: '123456',
      }),
    ).toEqual([['payeeName', 'pattern', 'wallet.form.payeeNameMustMatch']]);
    expect(
      check(bankCardForm(null), {
        bankName: 'B',
        cardNumber: '6222 0200 1234 5678',
        payeeName: 'Mo Bil',
        paymentPassword: '123456',
      }),
    ).toEqual([]);
    expect(
      check(paymentPasswordSetForm(), { loginPassword: 'x', newPassword: '123456', confirmPassword: '12345' }),
    ).toEqual([['confirmPassword', 'sameAs', 'forms.messages.inconsistentTwice']]);
  });

  it('are part of the registry, the same for every merchant, with the run-time values as parameters', () => {
    const registry = interpret(rawOf(loadSample('default.json')));
    expect(Object.keys(registry.moneyForms).sort()).toEqual(
      moneyFormSchemas()
        .map((f) => f.id)
        .sort(),
    );
    const withdraw = withdrawForm('1', '50', [
      { value: '7', labelKey: 'card 7' },
      { value: '9', labelKey: 'card 9' },
    ]);
    expect(withdraw.fields.find((f) => f.name === 'bankCardId')?.options).toEqual([
      { value: '7', labelKey: 'card 7' },
      { value: '9', labelKey: 'card 9' },
    ]);
    expect(bound('withdraw').fields.find((f) => f.name === 'bankCardId')?.options).toEqual([]);
    const deposit = registry.moneyForms.deposit;
    expect(deposit.fields.find((f) => f.name === 'payerName')?.shownWhen).toEqual({
      condition: 'bankTransfer',
      equals: true,
    });
    expect(
      validateForm(deposit, { amount: '5', payerName: 'x'.repeat(41) }, inProcess, {
        conditions: { bankTransfer: true },
      }).map((e) => e.field),
    ).toEqual(['payerName']);
    expect(validateForm(deposit, { amount: '5', payerName: 'x'.repeat(41) }, inProcess)).toEqual([]);
    expect(validateForm(bound('deposit'), { amount: '0.001' }, inProcess)[0]?.params).toEqual({
      min: '0.01',
      max: '-',
    });
    expect(
      validateForm(bankCardForm('Mo Bile'), { payeeName: 'Mo' }, inProcess).find((e) => e.field === 'payeeName')
        ?.params,
    ).toEqual({ name: 'Mo Bile' });
  });

  it('give the same answers precompiled as in process', () => {
    const form = withdrawForm('1', '50', [{ value: '7', labelKey: 'card 7' }]);
    for (const values of [
      {},
      { amount: '0' },
      { amount: '50.01', bankCardId: '9', paymentPassword: 'abc' },
      { amount: '50', bankCardId: '7', paymentPassword: '123456' },
    ]) {
      expect(validateForm(form, values, { ...compiled })).toEqual(validateForm(form, values, inProcess));
    }
  });
});
