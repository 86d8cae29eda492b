/**
 * Checking a feature form's submission on the server (ARCHITECTURE.md "How to add... A form": the
 * server checks the same form with the engine): the engine's second-wave forms
 * (engine/forms/featureForms.ts: downlineTransfer, rgLimit, rgExclusion, pointsRedeem,
 * pointsConvert, promotionApply, contractOffer) with their precompiled validators (engine/generated/featureFormValidators.js)
 * and the engine's validateForm, the very form, module and function the browser runs
 * (src/renderers/form/featureForms.ts checkFeatureForm). So a body the browser's form refuses is
 * refused here too, before anything is read for the money move or written. The server keeps only
 * the checks that need its database (balances, the merchant's limits, the item's stock...).
 *
 * The refusal of a broken rule is the service's own error for that field (its code and localised
 * server message, e.g. AMOUNT_INVALID), passed as `refusals`; a field without one answers 400
 * FIELD_EMPTY (required) or FIELD_FORMAT (any other rule), naming the field
 * (value: { field, in: 'body' }).
 */
import {
  bindParameters,
  FEATURE_FORMS,
  normaliseValues,
  validateForm,
  type FeatureFormId,
  type FieldError,
  type FormParameters,
  type FormValidators,
} from '../../../engine/forms/index.ts';
import * as compiled from '../../../engine/generated/featureFormValidators.js';
import { ApiError } from '../../http/errors.ts';

/** The precompiled validators of every feature form (the browser's own module). */
const validators: FormValidators = { ...compiled };

/** The service's refusal of a broken rule, by field name (the engine error says which rule). */
export type FeatureRefusals = Readonly<Record<string, (error: FieldError) => ApiError>>;

export interface FeatureCheckOptions {
  /** Run-time values of the form's parameters (engine/forms/parameters.ts); absent ones keep the form's defaults (no bound). */
  parameters?: Readonly<FormParameters>;
  /** The form's conditions (e.g. pointsRedeem's needsDelivery); absent ones are false. */
  conditions?: Readonly<Record<string, boolean>>;
  /** The refusal of each field (see the file comment). */
  refusals?: FeatureRefusals;
}

/**
 * The refusal of a field the caller gave none for (or of a rule its own refusal does not cover):
 * 400 FIELD_EMPTY (rule required) or FIELD_FORMAT (any other rule), value `{ field, in: 'body' }`.
 */
export function genericRefusal(error: FieldError): ApiError {
  const [code, key] =
    error.rule === 'required' ? ['FIELD_EMPTY', 'fieldEmpty' as const] : ['FIELD_FORMAT', 'fieldFormat' as const];
  return new ApiError(400, code, key, { params: { field: error.field }, value: { field: error.field, in: 'body' } });
}

/**
 * The engine's errors of a feature form submission, as the browser computes them.
 * @param formId one of engine/forms/types.ts FEATURE_FORM_IDS.
 * @param values the submission by field name (e.g. pointsRedeem: recipient, phone, address, paymentPassword).
 * @returns one error per broken field in display order ([] when the form accepts the values).
 */
export function featureSubmissionErrors(
  formId: FeatureFormId,
  values: Readonly<Record<string, unknown>>,
  options: Omit<FeatureCheckOptions, 'refusals'> = {},
): FieldError[] {
  const form = bindParameters(FEATURE_FORMS[formId], options.parameters);
  return validateForm(form, values, validators, { conditions: options.conditions ?? {} });
}

/**
 * Checks a submission with the engine's feature form and throws the first refusal (the first
 * broken field in the form's display order).
 * @param formId one of engine/forms/types.ts FEATURE_FORM_IDS.
 * @param values the submission by the form's field names (the caller maps its body onto them).
 * @returns the values the form keeps: its shown fields, text trimmed where the field trims, empty
 *   strings and absent values left out (engine/forms/validate.ts normaliseValues, without the
 *   conditions).
 * @throws ApiError the caller's refusal of the broken field, else 400 FIELD_EMPTY / FIELD_FORMAT.
 */
export function checkFeatureSubmission(
  formId: FeatureFormId,
  values: Readonly<Record<string, unknown>>,
  options: FeatureCheckOptions = {},
): Record<string, unknown> {
  const [first] = featureSubmissionErrors(formId, values, options);
  if (first) throw options.refusals?.[first.field]?.(first) ?? genericRefusal(first);
  const form = FEATURE_FORMS[formId];
  const kept = normaliseValues(form, values, options.conditions ?? {});
  for (const condition of form.conditions) delete kept[condition];
  return kept;
}
