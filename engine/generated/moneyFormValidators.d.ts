/** Types of the generated money form validators (see engine/forms/compileFormValidators.ts). */
import type { ErrorObject } from 'ajv';

export interface StandaloneValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export const paymentPasswordSet: StandaloneValidate;
export const paymentPasswordChange: StandaloneValidate;
export const bindMobile: StandaloneValidate;
export const bindEmail: StandaloneValidate;
export const bankCard: StandaloneValidate;
export const deposit: StandaloneValidate;
export const withdraw: StandaloneValidate;
export const transferFund: StandaloneValidate;
export const transferUpline: StandaloneValidate;
export const partlyReceived: StandaloneValidate;
