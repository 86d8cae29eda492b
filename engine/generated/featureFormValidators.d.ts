/** Types of the generated feature form validators (see engine/forms/compileFormValidators.ts). */
import type { ErrorObject } from 'ajv';

export interface StandaloneValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export const downlineTransfer: StandaloneValidate;
export const rgLimit: StandaloneValidate;
export const rgExclusion: StandaloneValidate;
export const pointsRedeem: StandaloneValidate;
export const promotionApply: StandaloneValidate;
