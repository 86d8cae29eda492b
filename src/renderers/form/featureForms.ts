/**
 * The registry's feature forms (engine/forms/featureForms.ts, `featureForms` of the registry) for
 * the browser, with their validators compiled ahead of time (engine/generated/featureFormValidators.js:
 * the CSP forbids run-time code generation). A page draws one with `<FormRenderer form validators
 * parameters />`, or, where its layout must stay its own, checks its values with
 * {@link checkFeatureForm} and shows the engine's messages: it has no validation rule of its own.
 */
import {
  bindParameters,
  FEATURE_FORMS,
  validateForm,
  type FeatureFormId,
  type FieldError,
  type FormParameters,
  type FormSchema,
  type FormValidators,
} from '../../../engine/forms';
import * as compiled from '../../../engine/generated/featureFormValidators.js';

/** The precompiled validators of every feature form. */
export const featureFormValidators: FormValidators = { ...compiled };

/** A feature form and its validators, ready for the FormRenderer. */
export function featureForm(id: FeatureFormId): { form: FormSchema; validators: FormValidators } {
  return { form: FEATURE_FORMS[id], validators: featureFormValidators };
}

export interface FeatureCheckOptions {
  /** Run-time values of the form's parameters (limits, balances, labels); missing ones keep the defaults. */
  parameters?: Readonly<FormParameters>;
  /** The form's conditions (e.g. needsDelivery); missing ones are false. */
  conditions?: Readonly<Record<string, boolean>>;
}

/**
 * Checks a feature form's values with the engine (engine/forms/validate.ts validateForm).
 * @returns one error per failing field in display order, each with its i18n key and params
 *   (translate with `t(error.key, error.params)`); [] when the values may be sent.
 */
export function checkFeatureForm(
  id: FeatureFormId,
  values: Readonly<Record<string, unknown>>,
  options: FeatureCheckOptions = {},
): FieldError[] {
  const form = bindParameters(FEATURE_FORMS[id], options.parameters);
  return validateForm(form, values, featureFormValidators, { conditions: options.conditions });
}

/** The error of one field among `errors`, or null. */
export const errorOfField = (errors: readonly FieldError[], field: string): FieldError | null =>
  errors.find((e) => e.field === field) ?? null;
