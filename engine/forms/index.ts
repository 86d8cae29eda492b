/**
 * The form engine (README "How the pieces fit"): form schemas from the registration rules and flags, and their
 * validation. Browser-safe and free of ajv: the in-process validators (./inProcessValidators) and the
 * standalone compiler (./compileFormValidators) generate code, so they are Node and test only and
 * are imported by path.
 */
export * from './types';
export {
  authTabsOf,
  buildFormRegistry,
  formList,
  formRegistryOfBundle,
  formRegistryOfSiteConfig,
  type FormInputs,
} from './registry';
export { downlineCreateForm, FALLBACK_RULES, NICKNAME_MAX } from './registerForms';
export { LOGIN_FIELD_MAX } from './accountForms';
export { formSchemaId } from './formOf';
export { MONEY_FORMS, moneyFormSchemas } from './moneyForms';
export { FEATURE_FORMS, featureFormSchemas, REASON_INPUT_MAX, REASON_MAX, REMARK_MAX } from './featureForms';
export { PAYMENT_PASSWORD_DIGITS, PAYMENT_PASSWORD_PATTERN } from './fields';
export {
  addressFields,
  CONVERT_POINTS_DIGITS,
  DELIVERY_LIMITS,
  REDEEM_QUANTITY_MAX,
  redeemQuantityParameters,
} from './pointsForms';
export { contractOfferParameters, TIER_RULES, tierParameters, tierProblemOf, type TierRule } from './contractOfferForm';
export { bindParameters } from './parameters';
export {
  emptyFieldLabels,
  normaliseValues,
  todayOf,
  validateForm,
  type FormValidate,
  type FormValidators,
  type ValidateOptions,
} from './validate';
