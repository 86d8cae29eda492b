/**
 * The points mall's feature forms (docs/promotions.md "Items, redeem and convert"; ./featureForms.ts
 * lists them with the others): redeeming an item (`pointsRedeem`: the quantity, the delivery
 * address when the item ships, the payment password) and converting points to cash
 * (`pointsConvert`: whole points within the merchant's minimum and the member's balance, the
 * payment password). The delivery address fields are shared with any form that ships something.
 */
import { featureForm, type FeatureFieldSpec } from './featureFields';
import { PAYMENT_PASSWORD_DIGITS, PAYMENT_PASSWORD_PATTERN } from './fields';
import type { FormSchema, JsonSchema } from './types';

/** The most units of an item one redemption takes (schemas/api/promotions.json pointsRedeemBody `quantity`). */
export const REDEEM_QUANTITY_MAX = 100;
/** The delivery address's caps (recipient, phone, address) and the phone's shortest length. */
export const DELIVERY_LIMITS = { recipient: 60, phoneMin: 5, phone: 30, address: 300 } as const;

/**
 * The delivery address fields (recipient, phone, address), each required while `condition`
 * holds, all with one message.
 * @param messageKey the message of every broken rule (e.g. "fill in the delivery address").
 */
export function addressFields(prefix: string, condition: string, messageKey: string): FeatureFieldSpec[] {
  const message = { key: messageKey };
  const shownWhen = { condition, equals: true };
  const one = (
    name: 'recipient' | 'phone' | 'address',
    property: JsonSchema,
    autocomplete: string,
  ): FeatureFieldSpec => ({
    name,
    widget: name === 'phone' ? 'tel' : 'text',
    labelKey: `${prefix}.${name === 'recipient' ? 'name' : name}`,
    autocomplete,
    maxLength: DELIVERY_LIMITS[name],
    shownWhen,
    messages: { required: message, pattern: message },
    property: { type: 'string', ...property },
  });
  return [
    one('recipient', { maxLength: DELIVERY_LIMITS.recipient }, 'name'),
    one('phone', { minLength: DELIVERY_LIMITS.phoneMin, maxLength: DELIVERY_LIMITS.phone }, 'tel'),
    one('address', { maxLength: DELIVERY_LIMITS.address }, 'street-address'),
  ];
}

/** The 6-digit payment password of the points dialogs (redeem and convert). */
const pointsPaymentPassword: FeatureFieldSpec = {
  name: 'paymentPassword',
  widget: 'password',
  labelKey: 'points.dialog.paymentPassword',
  placeholderKey: 'points.dialog.paymentPasswordHint',
  maxLength: PAYMENT_PASSWORD_DIGITS,
  messages: { required: { key: 'points.dialog.fillPassword' }, pattern: { key: 'points.dialog.fillPassword' } },
  property: { type: 'string', pattern: PAYMENT_PASSWORD_PATTERN },
};

/**
 * Redeem a points item: the quantity (a whole number from 1 to the parameter `maxQuantity`, see
 * {@link redeemQuantityParameters}; absent: not checked, the API's body schema requires it), the
 * delivery address (condition `needsDelivery`) and the payment password.
 */
export const pointsRedeemForm = (): FormSchema =>
  featureForm(
    'pointsRedeem',
    [
      {
        name: 'quantity',
        widget: 'text',
        labelKey: 'points.dialog.quantity',
        required: false,
        trim: false,
        messages: {
          pattern: { key: 'points.dialog.quantityInvalid' },
          range: { key: 'points.dialog.quantityRange', params: { max: '' }, paramsFrom: { max: 'maxQuantity' } },
        },
        property: { type: 'integer', minimum: 1, countAtMost: 'maxQuantity' },
      },
      ...addressFields('points.dialog', 'needsDelivery', 'points.dialog.fillDelivery'),
      pointsPaymentPassword,
    ],
    'points.dialog.confirm',
    { maxQuantity: null },
  );

/**
 * The pointsRedeem form's quantity cap for an item (docs/promotions.md "Items, redeem and
 * convert"): its stock left, its per-member limit and REDEEM_QUANTITY_MAX, at least 1 (the
 * dialog's stepper starts at 1; a sold-out item is refused by the server's stock rule).
 * @param item `available` the units in stock, `perMemberLimit` the most units one member may hold (null: none).
 * @returns `maxQuantity` as a decimal string.
 */
export function redeemQuantityParameters(item: { available: number; perMemberLimit: number | null }): {
  maxQuantity: string;
} {
  const cap = Math.min(item.available, REDEEM_QUANTITY_MAX, item.perMemberLimit ?? REDEEM_QUANTITY_MAX);
  return { maxQuantity: String(Math.max(1, cap)) };
}

/** The longest number of whole points one conversion takes as text (the input's cap). */
export const CONVERT_POINTS_DIGITS = 9;

/**
 * Convert points to cash. Parameters: `minPoints` (the merchant's convertMin) and `balance` (the
 * member's whole points), decimal strings of whole points; null: no bound.
 */
export const pointsConvertForm = (): FormSchema =>
  featureForm(
    'pointsConvert',
    [
      {
        name: 'points',
        widget: 'text',
        labelKey: 'points.convert.points',
        maxLength: CONVERT_POINTS_DIGITS,
        messages: {
          required: { key: 'points.convert.pointsInvalid' },
          pattern: { key: 'points.convert.pointsInvalid' },
          range: { key: 'points.convert.belowMin', params: { min: '' }, paramsFrom: { min: 'minPoints' } },
          balance: { key: 'points.convert.tooMany', params: { points: '' }, paramsFrom: { points: 'balance' } },
        },
        property: {
          type: 'string',
          pattern: `^\\d{1,${CONVERT_POINTS_DIGITS}}$`,
          amountWithin: {},
          amountRange: { min: 'minPoints' },
          amountAtMost: 'balance',
        },
      },
      pointsPaymentPassword,
    ],
    'points.convert.submit',
    { minPoints: null, balance: null },
  );
