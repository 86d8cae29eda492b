/**
 * The member center's money and security forms for the generic FormRenderer: the engine's forms
 * (engine/forms/moneyForms.ts) with their validators, compiled ahead of time
 * (engine/generated/moneyFormValidators.js: the CSP forbids run-time code generation).
 */
import * as engine from '../../../../engine/forms/moneyForms';
import type { FormSchema, FormValidators } from '../../../../engine/forms';
import * as compiled from '../../../../engine/generated/moneyFormValidators.js';

/** A money form and its validators, ready for `<FormRenderer form validators />`. */
export interface MoneyForm {
  form: FormSchema;
  validators: FormValidators;
}

const validators: FormValidators = { ...compiled };

const withValidators =
  <A extends unknown[]>(build: (...args: A) => FormSchema) =>
  (...args: A): MoneyForm => ({ form: build(...args), validators });

export const paymentPasswordSetForm = withValidators(engine.paymentPasswordSetForm);
export const paymentPasswordChangeForm = withValidators(engine.paymentPasswordChangeForm);
export const bindMobileForm = withValidators(engine.bindMobileForm);
export const bindEmailForm = withValidators(engine.bindEmailForm);
export const bankCardForm = withValidators(engine.bankCardForm);
export const depositForm = withValidators(engine.depositForm);
export const withdrawForm = withValidators(engine.withdrawForm);
export const transferFundForm = withValidators(engine.transferFundForm);
export const transferUplineForm = withValidators(engine.transferUplineForm);
export const partlyReceivedForm = withValidators(engine.partlyReceivedForm);
