/**
 * The money forms as engine forms (engine/forms/moneyForms.ts): their rules are ajv keywords fed
 * by the form's parameters, and the browser's precompiled module gives the in-process answers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { validateForm, type FormSchema } from '../../engine/forms';
import { compileMoneyFormValidatorsSource } from '../../engine/forms/compileFormValidators';
import { createInProcessValidators } from '../../engine/forms/inProcessValidators';
import { bankCardForm, depositForm, moneyFormSchemas, partlyReceivedForm, paymentPasswordSetForm, transferFundForm, withdrawForm } from '../../engine/forms/moneyForms';
import * as compiled from '../../engine/generated/moneyFormValidators.js';

const inProcess = createInProcessValidators(moneyFormSchemas());
const check = (form: FormSchema, values: Record<string, string>) => validateForm(form, values, inProcess).map((e) => [e.field, e.rule, e.key]);

describe('money forms', () => {
  it('have their validators precompiled in step (run `npm run schemas:compile` after changing them)', () => {
    const committed = readFileSync(new URL('../../engine/generated/moneyFormValidators.js', import.meta.url), 'utf8');
    expect(committed === compileMoneyFormValidatorsSource()).toBe(true);
    expect(committed).not.toMatch(/new Function|\beval\(|require\(/);
  });

  it('check the amount against the channel limits in minor units, with the limits in the message', () => {
    const form = depositForm('100', '200.5', false);
    expect(check(form, { amount: '200.50' })).toEqual([]);
    expect(check(form, { amount: '99.99' })).toEqual([['amount', 'pattern', 'wallet.form.amountRange']]);
    expect(check(form, { amount: '200.51' })).toEqual([['amount', 'pattern', 'wallet.form.amountRange']]);
    expect(check(form, { amount: '150.123' })).toEqual([['amount', 'pattern', 'wallet.form.amountRange']]);
    expect(validateForm(form, { amount: '1' }, inProcess)[0]?.params).toEqual({ min: '100', max: '200.5' });
    expect(check(form, {})).toEqual([['amount', 'required', 'forms.messages.required']]);
  });

  it('take the bank card among the member cards and the remaining amount strictly below the withdrawal', () => {
    const withdraw = withdrawForm('1', '50', [{ value: '7', labelKey: 'card 7' }]);
    expect(check(withdraw, { amount: '10', bankCardId: '8', paymentPassword: '123456' })).toEqual([['bankCardId', 'enum', 'forms.messages.chooseOne']]);
    expect(check(withdraw, { amount: '10', bankCardId: '7', paymentPassword: '12345' })).toEqual([['paymentPassword', 'pattern', 'wallet.form.paymentPasswordFormat']]);
    expect(check(partlyReceivedForm('20'), { remainingAmount: '20' })).toEqual([['remainingAmount', 'pattern', 'wallet.form.amountRange']]);
    expect(check(partlyReceivedForm('20'), { remainingAmount: '19.99' })).toEqual([]);
  });

  it('keep the main wallet on exactly one side of a transfer and the amount within the source balance', () => {
    const form = transferFundForm({ main: '100.00', PG: '5' }, {});
    expect(check(form, { from: 'main', to: 'main', amount: '1' })).toEqual([['to', 'pattern', 'wallet.transfer.oneSideMain']]);
    expect(check(form, { from: 'PG', to: 'main', amount: '5.01' })).toEqual([['amount', 'pattern', 'wallet.transfer.amountRule']]);
    expect(check(form, { from: 'PG', to: 'main', amount: '5' })).toEqual([]);
  });

  it('ask the payee name the member already has, and a confirmation that differs is inconsistent', () => {
    expect(check(bankCardForm('Mo Bile'), { bankName: 'B', cardNumber: '6222 0200 1234 5678', payeeName: 'Mo Bil', paymentPassword: '123456' })).toEqual([['payeeName', 'pattern', 'wallet.form.payeeNameMustMatch']]);
    expect(check(bankCardForm(null), { bankName: 'B', cardNumber: '6222 0200 1234 5678', payeeName: 'Mo Bil', paymentPassword: '123456' })).toEqual([]);
    expect(check(paymentPasswordSetForm(), { loginPassword: 'x', newPassword: '123456', confirmPassword: '12345' })).toEqual([['confirmPassword', 'sameAs', 'forms.messages.inconsistentTwice']]);
  });

  it('give the same answers precompiled as in process', () => {
    const form = withdrawForm('1', '50', [{ value: '7', labelKey: 'card 7' }]);
    for (const values of [{}, { amount: '0' }, { amount: '50.01', bankCardId: '9', paymentPassword: 'abc' }, { amount: '50', bankCardId: '7', paymentPassword: '123456' }]) {
      expect(validateForm(form, values, { ...compiled })).toEqual(validateForm(form, values, inProcess));
    }
  });
});
