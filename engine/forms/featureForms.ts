/**
 * The second wave's feature forms as engine forms (STYLE.md "One way per concern": a new form is
 * an engine form): JSON Schema validated by ajv like the money forms, with the rule kinds of
 * formAjv.ts (amount within a live range `amountRange`, at most a run-time ceiling `amountAtMost`,
 * a count at most a run-time cap `countAtMost`, a remark's length in characters `maxChars`, at
 * most N files of given types and sizes `maxFiles` `fileType` `fileSize`, a contract's tier table
 * `tierTable`) and delivery address fields. Each is the same for every merchant and member: part
 * of the registry (engine/interpret.ts `featureForms`), its validator compiled once ahead of time
 * (engine/generated/featureFormValidators.js; the browser's CSP forbids eval), and the values
 * known only at run time (limits, balances, the currency's decimals) are its `parameters`
 * (./parameters.ts). Built with ./featureFields.ts.
 *
 * - downlineTransfer (README "Agent center"; spec section 1): an amount (in the merchant
 *   currency's decimals, above 0) within the merchant's limits and not above the agent's balance,
 *   and the 6-digit payment password.
 * - rgLimit (docs/responsible-gaming.md "Limits"): the kind, the period and an amount (0 allowed,
 *   at most 2 decimals); a removal (condition `removing`) the kind and the period only.
 * - rgExclusion (docs/responsible-gaming.md): the login password, and for a closure (condition
 *   `closing`) an optional reason of at most REASON_MAX characters (code points; the input takes
 *   REASON_INPUT_MAX UTF-16 units, so the character count decides).
 * - pointsRedeem (docs/promotions.md "Items, redeem and convert"): the quantity (1 up to the
 *   item's stock, per-member limit and REDEEM_QUANTITY_MAX), the delivery address (recipient,
 *   phone of 5..30 characters, address; condition `needsDelivery`) and the 6-digit payment password.
 * - pointsConvert (docs/promotions.md "Items, redeem and convert"): whole points (1..9 digits, above
 *   0) at least the merchant's `convertMin` and at most the member's whole points, and the 6-digit
 *   payment password.
 * - promotionApply (spec section 5; docs/promotions.md): a remark (required, at most 140
 *   characters) and up to UPLOAD_MAX_IMAGES images, PNG or JPG, UPLOAD_MAX_BYTES each.
 * - contractOffer (./contractOfferForm.ts; spec sections 3 and 4): the direct downline, the period
 *   and the tier table (engine/contracts.ts's terms, row by row, and the agent's own table as the
 *   ceiling).
 */
import { MINOR_DIGITS } from '../../contract/money';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MAX_IMAGES } from '../../contract/spec';
import { contractOfferForm } from './contractOfferForm';
import { featureForm, optionOf } from './featureFields';
import { PAYMENT_PASSWORD_DIGITS, PAYMENT_PASSWORD_PATTERN } from './fields';
import { pointsConvertForm, pointsRedeemForm } from './pointsForms';
import { FEATURE_FORM_IDS, type FeatureFormId, type FormSchema } from './types';

/** A decimal amount of at most 12 digits and 2 decimals, 0 allowed (contract/money AMOUNT_PATTERN). */
const AMOUNT_OR_ZERO = '^\\d{1,12}(\\.\\d{1,2})?$';
/** A remark's longest length in characters (spec section 5). */
export const REMARK_MAX = 140;
/** A closure reason's longest length in characters (docs/responsible-gaming.md). */
export const REASON_MAX = 200;
/** The input cap of a closure reason in UTF-16 units: room for REASON_MAX astral characters; `maxChars` decides. */
export const REASON_INPUT_MAX = 2 * REASON_MAX;

/**
 * The downline transfer. Parameters: `minAmount`, `maxAmount` and `balance` (decimal strings of
 * the transfer info; null: no bound), `minLabel` and `maxLabel` (the limits as the page shows
 * them, for the range message), `decimals` (the merchant currency's minor digits as a decimal
 * string, contract/money currencyDecimals; null: 2). The payment password is 6 digits, as every
 * payment password (docs/api/member-center.md "Payment password": `^\d{6}$`).
 */
const downlineTransfer = (): FormSchema => {
  const amountInvalid = {
    key: 'agent.transfer.amountInvalid',
    params: { decimals: MINOR_DIGITS },
    paramsFrom: { decimals: 'decimals' },
  };
  return featureForm(
    'downlineTransfer',
    [
      {
        name: 'amount',
        widget: 'text',
        labelKey: 'agent.transfer.amount',
        maxLength: 15,
        messages: {
          required: amountInvalid,
          pattern: amountInvalid,
          range: {
            key: 'agent.transfer.amountRange',
            params: { min: '', max: '' },
            paramsFrom: { min: 'minLabel', max: 'maxLabel' },
          },
          balance: { key: 'agent.transfer.amountBalance' },
        },
        property: {
          type: 'string',
          amountWithin: { decimals: 'decimals' },
          amountRange: { min: 'minAmount', max: 'maxAmount', decimals: 'decimals' },
          amountAtMost: { of: 'balance', decimals: 'decimals' },
        },
      },
      {
        name: 'paymentPassword',
        widget: 'password',
        labelKey: 'agent.transfer.paymentPassword',
        maxLength: PAYMENT_PASSWORD_DIGITS,
        messages: {
          required: { key: 'agent.transfer.passwordRequired' },
          pattern: { key: 'agent.transfer.passwordFormat' },
        },
        property: { type: 'string', pattern: PAYMENT_PASSWORD_PATTERN },
      },
    ],
    'agent.transfer.submit',
    { minAmount: null, maxAmount: null, balance: null, minLabel: null, maxLabel: null, decimals: null },
  );
};

/**
 * A responsible-gaming limit: kind, period and amount (0 allowed); removing a limit (condition
 * `removing`, docs/responsible-gaming.md "Limits") takes the kind and the period only.
 */
const rgLimit = (): FormSchema => {
  const kinds = ['deposit', 'loss', 'wager'];
  const periods = ['day', 'week', 'month'];
  const choose = { key: 'forms.messages.chooseOne' };
  return featureForm(
    'rgLimit',
    [
      {
        name: 'kind',
        widget: 'select',
        labelKey: 'rg.limits.kind',
        options: kinds.map(optionOf('rg.limits.kinds')),
        messages: { required: choose, enum: choose },
        property: { type: 'string', enum: kinds },
      },
      {
        name: 'period',
        widget: 'select',
        labelKey: 'rg.limits.period',
        options: periods.map(optionOf('rg.limits.periods')),
        messages: { required: choose, enum: choose },
        property: { type: 'string', enum: periods },
      },
      {
        name: 'amount',
        widget: 'text',
        labelKey: 'rg.limits.amount',
        placeholderKey: 'rg.limits.amountPlaceholder',
        maxLength: 15,
        shownWhen: { condition: 'removing', equals: false },
        messages: { required: { key: 'rg.limits.amountInvalid' }, pattern: { key: 'rg.limits.amountInvalid' } },
        property: { type: 'string', pattern: AMOUNT_OR_ZERO },
      },
    ],
    'rg.limits.save',
  );
};

/** A time-out, self-exclusion or closure: the login password; a closure's reason (condition `closing`). */
const rgExclusion = (): FormSchema =>
  featureForm(
    'rgExclusion',
    [
      {
        name: 'password',
        widget: 'password',
        labelKey: 'rg.confirm.password',
        autocomplete: 'current-password',
        messages: { required: { key: 'rg.confirm.passwordRequired' } },
      },
      {
        name: 'reason',
        widget: 'text',
        labelKey: 'rg.confirm.reason',
        required: false,
        maxLength: REASON_INPUT_MAX,
        shownWhen: { condition: 'closing', equals: true },
        messages: {
          pattern: { key: 'rg.confirm.reasonTooLong', params: { max: REASON_MAX } },
          length: { key: 'rg.confirm.reasonTooLong', params: { max: REASON_MAX } },
        },
        property: { type: 'string', maxChars: REASON_MAX },
      },
    ],
    'rg.confirm.confirm',
  );
/** Apply for a promotion: remark and images. */
const promotionApply = (): FormSchema =>
  featureForm(
    'promotionApply',
    [
      {
        name: 'remark',
        widget: 'textarea',
        labelKey: 'promotions.apply.remark',
        messages: {
          required: { key: 'promotions.apply.remarkRequired' },
          length: { key: 'promotions.apply.remarkTooLong', params: { max: REMARK_MAX } },
        },
        property: { type: 'string', maxChars: REMARK_MAX },
      },
      {
        name: 'images',
        widget: 'file',
        labelKey: 'promotions.apply.images',
        required: false,
        messages: {
          fileCount: { key: 'promotions.apply.imageCount', params: { max: UPLOAD_MAX_IMAGES } },
          fileType: { key: 'promotions.apply.imageType', params: { name: '' } },
          fileSize: { key: 'promotions.apply.imageSize', params: { name: '' } },
        },
        property: {
          type: 'array',
          maxFiles: UPLOAD_MAX_IMAGES,
          items: {
            type: 'object',
            fileType: { types: [...UPLOAD_IMAGE_TYPES], extensions: ['png', 'jpg', 'jpeg'] },
            fileSize: UPLOAD_MAX_BYTES,
          },
        },
      },
    ],
    'promotions.apply.submit',
  );

/** Every feature form by id: the registry's `featureForms` (engine/interpret.ts). */
export const FEATURE_FORMS: Readonly<Record<FeatureFormId, FormSchema>> = Object.freeze({
  downlineTransfer: downlineTransfer(),
  rgLimit: rgLimit(),
  rgExclusion: rgExclusion(),
  pointsRedeem: pointsRedeemForm(),
  pointsConvert: pointsConvertForm(),
  promotionApply: promotionApply(),
  contractOffer: contractOfferForm(),
});

/** The feature forms in FEATURE_FORM_IDS order, what their validators are compiled from. */
export function featureFormSchemas(): FormSchema[] {
  return FEATURE_FORM_IDS.map((id) => FEATURE_FORMS[id]);
}
