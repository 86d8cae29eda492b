/**
 * The engine tests' check of a feature form (engine/forms/featureForms.ts): its errors from the
 * validators compiled in process, asserting that the browser's precompiled module
 * (engine/generated/featureFormValidators.js) gives the very same answer.
 */
import { expect } from '@jest/globals';
import {
  bindParameters,
  FEATURE_FORMS,
  featureFormSchemas,
  validateForm,
  type FeatureFormId,
  type FieldError,
  type FormParameters,
  type FormValidators,
} from '../../engine/forms';
import { createInProcessValidators } from '../../engine/forms/inProcessValidators';
import * as compiled from '../../engine/generated/featureFormValidators.js';

const inProcess = createInProcessValidators(featureFormSchemas());
const standalone: FormValidators = { ...compiled };

/** The form's errors for `values` with `parameters` bound and `conditions` set (both compilations agree). */
export function errorsOf(
  id: FeatureFormId,
  values: Record<string, unknown>,
  parameters: FormParameters = {},
  conditions: Record<string, boolean> = {},
): FieldError[] {
  const form = bindParameters(FEATURE_FORMS[id], parameters);
  const a = validateForm(form, values, inProcess, { conditions });
  // the browser's precompiled module gives the same answers
  expect(validateForm(form, values, standalone, { conditions })).toEqual(a);
  return a;
}

/** {@link errorsOf} as `[field, rule, key]` triples. */
export const rules = (...args: Parameters<typeof errorsOf>) => errorsOf(...args).map((e) => [e.field, e.rule, e.key]);
