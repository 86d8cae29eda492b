/**
 * The form engine (README "How the pieces fit"): form schemas from the registration rules and flags, and their
 * validation. Browser-safe and free of ajv: the in-process validators (./inProcessValidators) and the
 * standalone compiler (./compileFormValidators) generate code, so they are Node and test only and
 * are imported by path.
 */
export * from './types';
export { buildFormRegistry, formList, formRegistryOfBundle, formRegistryOfSiteConfig, type FormInputs } from './registry';
export { FALLBACK_RULES } from './registerForms';
export { LOGIN_FIELD_MAX } from './accountForms';
export { formSchemaId } from './formOf';
export { MONEY_FORMS, moneyFormSchemas } from './moneyForms';
export { bindParameters } from './parameters';
export { emptyFieldLabels, normaliseValues, todayOf, validateForm, type FormValidate, type FormValidators, type ValidateOptions } from './validate';
