/**
 * The feature forms' run-time bounds (engine/forms/featureForms.ts, pointsForms.ts): the downline
 * transfer's 6-digit payment password and its amount in the merchant currency's decimals
 * (`decimals` of amountWithin, amountRange, amountAtMost), the redeem quantity within its cap
 * (`countAtMost`), a responsible-gaming limit's removal (condition `removing`) and the closure
 * reason's input cap against its character count; the browser's precompiled module answers as
 * ajv in process (tests/support/featureForms.ts).
 */
import { describe, expect, it } from '@jest/globals';
import {
  FEATURE_FORMS,
  PAYMENT_PASSWORD_DIGITS,
  REASON_INPUT_MAX,
  REASON_MAX,
  REDEEM_QUANTITY_MAX,
  redeemQuantityParameters,
  type FormParameters,
} from '../../engine/forms';
import { createI18n } from '../../src/i18n';
import { errorsOf, rules } from '../support/featureForms';

const limits = { minAmount: '10', maxAmount: '500', balance: '300', minLabel: '¥ 10', maxLabel: '¥ 500' };
const transfer = (amount: string, paymentPassword = '246810', parameters: FormParameters = limits) =>
  rules('downlineTransfer', { amount, paymentPassword }, parameters);

describe('the downline transfer (downlineTransfer)', () => {
  it('takes a 6-digit payment password, as every payment password', () => {
    expect(transfer('50')).toEqual([]);
    expect(transfer('50', '')).toEqual([['paymentPassword', 'required', 'agent.transfer.passwordRequired']]);
    for (const password of ['12345', '1234567', 'pw1234', '12 456'])
      expect(transfer('50', password)).toEqual([['paymentPassword', 'pattern', 'agent.transfer.passwordFormat']]);
    expect(FEATURE_FORMS.downlineTransfer.fields.find((f) => f.name === 'paymentPassword')?.maxLength).toBe(
      PAYMENT_PASSWORD_DIGITS,
    );
    const [e] = errorsOf('downlineTransfer', { amount: '50', paymentPassword: '1' }, limits);
    expect(createI18n('EN').t(e!.key)).toBe('The payment password is 6 digits.');
    expect(createI18n('TW').t(e!.key)).toBe('支付密碼為 6 位數字。');
  });

  it("reads the amount and its limits in the merchant currency's decimals (none given: 2)", () => {
    const yen = { ...limits, decimals: '0' };
    expect(transfer('12', '246810', yen)).toEqual([]);
    expect(transfer('12.5', '246810', yen)).toEqual([['amount', 'pattern', 'agent.transfer.amountInvalid']]);
    expect(transfer('9', '246810', yen)).toEqual([['amount', 'range', 'agent.transfer.amountRange']]);
    expect(transfer('301', '246810', yen)).toEqual([['amount', 'balance', 'agent.transfer.amountBalance']]);
    const dinar = { minAmount: '0.005', maxAmount: '10.000', balance: '5.125', decimals: '3' };
    expect(transfer('5.125', '246810', dinar)).toEqual([]);
    expect(transfer('0.004', '246810', dinar)).toEqual([['amount', 'range', 'agent.transfer.amountRange']]);
    expect(transfer('5.126', '246810', dinar)).toEqual([['amount', 'balance', 'agent.transfer.amountBalance']]);
    expect(transfer('1.0005', '246810', dinar)).toEqual([['amount', 'pattern', 'agent.transfer.amountInvalid']]);
    expect(transfer('12.50')).toEqual([]);
    expect(transfer('12.505')).toEqual([['amount', 'pattern', 'agent.transfer.amountInvalid']]);
  });

  it('says the decimals in the message, TW and EN', () => {
    const [two] = errorsOf('downlineTransfer', { amount: '1.005', paymentPassword: '246810' }, limits);
    expect(createI18n('EN').t(two!.key, two!.params)).toBe('Enter an amount with at most 2 decimals.');
    const [none] = errorsOf('downlineTransfer', { amount: '1.5', paymentPassword: '246810' }, { decimals: '0' });
    expect(none!.params).toEqual({ decimals: '0' });
    expect(createI18n('EN').t(none!.key, none!.params)).toBe('Enter an amount with at most 0 decimals.');
    expect(createI18n('TW').t(none!.key, none!.params)).toBe('請輸入最多 0 位小數的金額。');
  });
});

describe('the redeem quantity (pointsRedeem, countAtMost)', () => {
  const redeem = (quantity: unknown, parameters: FormParameters = { maxQuantity: '3' }) =>
    rules('pointsRedeem', { quantity, paymentPassword: '123456' }, parameters);
  it('takes a whole number from 1 up to the cap; absent it is not checked', () => {
    expect(redeem(1)).toEqual([]);
    expect(redeem(3)).toEqual([]);
    expect(redeem(undefined)).toEqual([]);
    expect(redeem(4)).toEqual([['quantity', 'range', 'points.dialog.quantityRange']]);
    for (const q of [0, -1, 1.5, '2'])
      expect(redeem(q)).toEqual([['quantity', 'pattern', 'points.dialog.quantityInvalid']]);
    expect(redeem(99, {})).toEqual([]);
  });

  it('says the cap in TW and EN', () => {
    const [e] = errorsOf('pointsRedeem', { quantity: 5, paymentPassword: '123456' }, { maxQuantity: '2' });
    expect(e!.params).toEqual({ max: '2' });
    expect(createI18n('EN').t(e!.key, e!.params)).toBe('You can redeem at most 2 of this item at a time.');
    expect(createI18n('TW').t(e!.key, e!.params)).toContain('2');
  });

  it("caps at the item's stock, its per-member limit and REDEEM_QUANTITY_MAX, at least 1", () => {
    expect(redeemQuantityParameters({ available: 5, perMemberLimit: 2 })).toEqual({ maxQuantity: '2' });
    expect(redeemQuantityParameters({ available: 3, perMemberLimit: null })).toEqual({ maxQuantity: '3' });
    expect(redeemQuantityParameters({ available: 500, perMemberLimit: null })).toEqual({
      maxQuantity: String(REDEEM_QUANTITY_MAX),
    });
    expect(redeemQuantityParameters({ available: 0, perMemberLimit: 4 })).toEqual({ maxQuantity: '1' });
  });
});

describe('removing a responsible-gaming limit (rgLimit, condition removing)', () => {
  it('takes the kind and the period only; the amount is neither needed nor read', () => {
    const removing = { removing: true };
    expect(rules('rgLimit', { kind: 'loss', period: 'week' }, {}, removing)).toEqual([]);
    expect(rules('rgLimit', { kind: 'loss', period: 'week', amount: 'x' }, {}, removing)).toEqual([]);
    expect(rules('rgLimit', { kind: 'bets', period: 'year' }, {}, removing)).toEqual([
      ['kind', 'enum', 'forms.messages.chooseOne'],
      ['period', 'enum', 'forms.messages.chooseOne'],
    ]);
    // setting a limit still needs the amount
    expect(rules('rgLimit', { kind: 'loss', period: 'week' })).toEqual([
      ['amount', 'required', 'rg.limits.amountInvalid'],
    ]);
  });
});

describe('the closure reason (rgExclusion)', () => {
  const reason = (text: string) => rules('rgExclusion', { password: 'pw', reason: text }, {}, { closing: true });
  it('counts characters: 200 astral characters pass, the input cap leaves room for them', () => {
    expect(REASON_INPUT_MAX).toBe(2 * REASON_MAX);
    expect(FEATURE_FORMS.rgExclusion.fields.find((f) => f.name === 'reason')?.maxLength).toBe(REASON_INPUT_MAX);
    expect(reason('🎰'.repeat(REASON_MAX))).toEqual([]);
    expect(reason('🎰'.repeat(101))).toEqual([]);
    expect(reason('x'.repeat(REASON_MAX + 1))).toEqual([['reason', 'length', 'rg.confirm.reasonTooLong']]);
    expect(reason('🎰'.repeat(REASON_MAX + 1))).toEqual([['reason', 'pattern', 'rg.confirm.reasonTooLong']]);
  });
});
