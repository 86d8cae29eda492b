/** Types of the generated standalone validators (see engine/compileValidators.ts). */
import type { ErrorObject } from 'ajv';

export interface StandaloneValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export const siteConfig: StandaloneValidate;
export const permission: StandaloneValidate;
export const whitelabelTree: StandaloneValidate;
export const registrationRules: StandaloneValidate;
export const gameMenu: StandaloneValidate;
export const systemStatus: StandaloneValidate;
export const contractSettings: StandaloneValidate;
