/**
 * The member center's money and security forms for the generic FormRenderer: the registry's
 * forms (engine/forms/moneyForms.ts, `moneyForms` of the registry) with their validators,
 * compiled ahead of time (engine/generated/moneyFormValidators.js: the CSP forbids run-time code
 * generation). Pages hand the run-time values to the renderer as `parameters`.
 */
import type { FormSchema, FormValidators, MoneyFormId } from '../../../../engine/forms';
import * as compiled from '../../../../engine/generated/moneyFormValidators.js';
import { useStores } from '../../../stores';

/** A money form and its validators, ready for `<FormRenderer form validators parameters />`. */
export interface MoneyForm {
  form: FormSchema;
  validators: FormValidators;
}

const validators: FormValidators = { ...compiled };

/**
 * The registry's money form of that id, or null while the registry is not loaded (the page then
 * draws its loading state).
 */
export function useMoneyForm(id: MoneyFormId): MoneyForm | null {
  const form = useStores().config.registry?.moneyForms[id];
  return form ? { form, validators } : null;
}
