/**
 * checkFeatureSubmission (server/services/forms/featureSubmission.ts): the engine's feature forms
 * on the server answer exactly as the browser's check (src/renderers/form/featureForms.ts
 * checkFeatureForm: same forms, same precompiled validators), with their run-time parameters and
 * conditions too (the currency's decimals, the redeem cap, a removal, the agent's own contract as
 * the tiers' ceiling); the first broken field is refused
 * with the caller's error, else 400 FIELD_EMPTY / FIELD_FORMAT naming it; the values it keeps are
 * the form's, trimmed, without the conditions.
 */
import { describe, expect, it } from '@jest/globals';
import {
  contractOfferParameters,
  FEATURE_FORM_IDS,
  redeemQuantityParameters,
  tierParameters,
  type FormParameters,
} from '../../../../engine/forms/index.ts';
import { ApiError } from '../../../../server/http/errors.ts';
import {
  checkFeatureSubmission,
  featureSubmissionErrors,
} from '../../../../server/services/forms/featureSubmission.ts';
import { checkFeatureForm } from '../../../../src/renderers/form/featureForms.ts';

const thrown = (fn: () => unknown): ApiError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('nothing thrown');
};

describe('checkFeatureSubmission', () => {
  const samples: Record<(typeof FEATURE_FORM_IDS)[number], Record<string, unknown>[]> = {
    downlineTransfer: [
      { amount: '1.005', paymentPassword: '' },
      { amount: '10.50', paymentPassword: 'x' },
    ],
    rgLimit: [
      { kind: 'loss', period: 'year', amount: '-1' },
      { kind: 'loss', period: 'day', amount: '0' },
    ],
    rgExclusion: [{ password: '', reason: 'x'.repeat(201) }, { password: 'p' }],
    pointsRedeem: [{ recipient: ' ', phone: '12', paymentPassword: '12345' }, { paymentPassword: '123456' }],
    promotionApply: [
      { remark: '', images: [{ name: 'a.gif', type: 'image/gif', size: 1 }] },
      { remark: 'ok', images: [{ name: 'a.png', type: 'image/png', size: 1 }] },
    ],
    pointsConvert: [
      { points: '0', paymentPassword: '12' },
      { points: '120', paymentPassword: '123456' },
    ],
    contractOffer: [
      { downlineId: '', period: 'yearly' },
      { downlineId: '42', period: 'monthly' },
      { downlineId: 42, period: 'daily', tiers: [] },
      {
        downlineId: 42,
        period: 'daily',
        tiers: [
          { minActive: 5, minAmount: '1', rate: '1' },
          { minActive: 4, minAmount: '1', rate: '1' },
        ],
      },
    ],
  };

  it.each(FEATURE_FORM_IDS)('%s answers as the browser does', (id) => {
    for (const values of samples[id]) {
      for (const conditions of [{}, { closing: true, needsDelivery: true }] as Record<string, boolean>[]) {
        expect(featureSubmissionErrors(id, values, { conditions })).toEqual(
          checkFeatureForm(id, values, { conditions }),
        );
      }
    }
  });

  // the run-time rules: parameters (limits, the currency's decimals, caps, the own contract) and
  // conditions, with the fields each sample breaks
  type Bound = [Record<string, unknown>, FormParameters, Record<string, boolean>, string[]];
  const bound: Record<(typeof FEATURE_FORM_IDS)[number], Bound[]> = {
    downlineTransfer: [
      [{ amount: '12.5', paymentPassword: '24681' }, { decimals: '0' }, {}, ['amount', 'paymentPassword']],
      [{ amount: '301', paymentPassword: '246810' }, { decimals: '0', balance: '300' }, {}, ['amount']],
      [{ amount: '5.125', paymentPassword: '246810' }, { decimals: '3', balance: '5.125' }, {}, []],
    ],
    rgLimit: [
      [{ kind: 'loss', period: 'week' }, {}, { removing: true }, []],
      [{ kind: 'bets', period: 'week', amount: 'x' }, {}, { removing: true }, ['kind']],
      [{ kind: 'loss', period: 'week' }, {}, {}, ['amount']],
    ],
    rgExclusion: [
      [{ password: 'p', reason: '🎰'.repeat(200) }, {}, { closing: true }, []],
      [{ password: 'p', reason: 'x'.repeat(201) }, {}, { closing: true }, ['reason']],
      [{ password: 'p', reason: '🎰'.repeat(201) }, {}, { closing: true }, ['reason']],
    ],
    pointsRedeem: [
      [
        { quantity: 3, paymentPassword: '123456' },
        redeemQuantityParameters({ available: 5, perMemberLimit: 2 }),
        {},
        ['quantity'],
      ],
      [{ quantity: 0, paymentPassword: '123456' }, {}, {}, ['quantity']],
      [{ quantity: 2, paymentPassword: '123456' }, { maxQuantity: '2' }, {}, []],
    ],
    pointsConvert: [
      [{ points: '99', paymentPassword: '123456' }, { minPoints: '100', balance: '500' }, {}, ['points']],
    ],
    promotionApply: [[{ remark: 'r'.repeat(141) }, {}, {}, ['remark']]],
    contractOffer: [
      [
        {
          downlineId: 42,
          period: 'daily',
          tiers: [
            { minActive: 1.5, minAmount: '10.5', rate: '1' },
            { minActive: 2, minAmount: '10.5', rate: '101' },
          ],
        },
        { ...contractOfferParameters('dailyWage', 'daily'), ...tierParameters(0, null) },
        {},
        ['tiers'],
      ],
      [
        {
          downlineId: 42,
          period: 'weekly',
          tiers: [
            { minActive: 0, minAmount: '0', rate: '1' },
            { minActive: 3, minAmount: '100', rate: '2.5' },
          ],
        },
        {
          ...contractOfferParameters('dividend', 'monthly'),
          ...tierParameters(2, [{ minActive: 0, minAmount: '0', rate: '2' }]),
        },
        {},
        ['period', 'tiers'],
      ],
    ],
  };

  it.each(FEATURE_FORM_IDS)('%s answers as the browser does with its run-time parameters', (id) => {
    for (const [values, parameters, conditions, fields] of bound[id]) {
      const browser = checkFeatureForm(id, values, { parameters, conditions });
      expect(browser.map((e) => e.field)).toEqual(fields);
      expect(featureSubmissionErrors(id, values, { parameters, conditions })).toEqual(browser);
    }
  });

  it("throws the caller's refusal of the first broken field, else FIELD_EMPTY or FIELD_FORMAT naming it", () => {
    const custom = new ApiError(400, 'AMOUNT_INVALID', 'amountInvalid');
    expect(
      thrown(() =>
        checkFeatureSubmission(
          'downlineTransfer',
          { amount: '1.005', paymentPassword: '' },
          { refusals: { amount: () => custom } },
        ),
      ),
    ).toBe(custom);
    expect(
      thrown(() => checkFeatureSubmission('downlineTransfer', { amount: '1', paymentPassword: '' })),
    ).toMatchObject({
      statusCode: 400,
      code: 'FIELD_EMPTY',
      messageKey: 'fieldEmpty',
      options: { params: { field: 'paymentPassword' }, value: { field: 'paymentPassword', in: 'body' } },
    });
    expect(
      thrown(() => checkFeatureSubmission('rgLimit', { kind: 'loss', period: 'day', amount: '1e3' })),
    ).toMatchObject({
      code: 'FIELD_FORMAT',
      options: { value: { field: 'amount' } },
    });
  });

  it('keeps the shown fields, trimmed, without the conditions', () => {
    const values = { recipient: ' Amy ', phone: ' 0912345678 ', address: '1 Main St', paymentPassword: '123456' };
    expect(checkFeatureSubmission('pointsRedeem', values, { conditions: { needsDelivery: true } })).toEqual({
      recipient: 'Amy',
      phone: '0912345678',
      address: '1 Main St',
      paymentPassword: '123456',
    });
    expect(checkFeatureSubmission('pointsRedeem', values)).toEqual({ paymentPassword: '123456' });
  });
});
