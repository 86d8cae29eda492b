/**
 * Checking a submission on the server with the engine's form and validator (./index.ts
 * validateSubmission: the same schemas and the same validateForm as the browser, spec section 5;
 * README "How the pieces fit"), and the one mapping from the engine's verdict to the API's
 * refusals (status, error code, localised server message), which the client has always received:
 * - required: 400 CAPTCHA_REQUIRED (captcha), CODE_MISSING (verificationCode), PHONE_MISSING
 *   (mobileNum), else FIELD_EMPTY;
 * - a broken length (the value outside the field schema's minLength..maxLength): 400 FIELD_LENGTH
 *   (passwordLength for passwords, else fieldLength, with min and max);
 * - any other broken rule of a text (its pattern, its type): 400 FIELD_FORMAT (accountFormat,
 *   passwordFormat, emailFormat, invalidPhone, else fieldFormat);
 * - a confirmation that differs (or is missing): 400 CONFIRM_MISMATCH;
 * - a birthday under the minimum age: 400 FIELD_FORMAT ageAtLeast;
 * - a registration rule the engine cannot use (its acceptedPattern does not compile with the `u`
 *   flag): 422 RULE_INVALID naming the field;
 * - a form the merchant does not offer: 403 FEATURE_OFF.
 * Each refusal names the field (value: { field, in: 'body' }, params.field).
 */
import type { SiteConfig } from '../../../contract/types.ts';
import type { FormId, FormSchema } from '../../../engine/forms/index.ts';
import { ApiError } from '../../http/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { formsFor, isFormConfigError, validateSubmission, type SubmissionError } from './index.ts';

/**
 * Fields a form has in the browser only: the two agreements of the registration tabs, which the
 * browser requires ticked before it sends (src/features/auth/RegisterForm.tsx LOCAL_ONLY) and the
 * API body (schemas/api/auth-register.json) does not carry. The server counts them as given.
 */
export const BROWSER_ONLY_FIELDS: Readonly<Record<string, true>> = { adult: true, terms: true };

const REQUIRED: Readonly<Record<string, [string, MessageKey]>> = {
  captcha: ['CAPTCHA_REQUIRED', 'captchaMissing'],
  verificationCode: ['CODE_MISSING', 'codeMissing'],
  mobileNum: ['PHONE_MISSING', 'missingPhone'],
};
const FORMAT: Readonly<Record<string, MessageKey>> = {
  username: 'accountFormat',
  password: 'passwordFormat',
  email: 'emailFormat',
  mobileNum: 'invalidPhone',
};

export interface CheckOptions {
  /** Condition values of the form (engine/forms validate.ts ValidateOptions.conditions). */
  conditions?: Readonly<Record<string, boolean>>;
  /** Only these fields' rules count (a call that takes part of a form); all when absent. */
  fields?: readonly string[];
  /** The name a refusal gives a field, when the API has always named it otherwise (newPassword -> password). */
  reportAs?: Readonly<Record<string, string>>;
  /** Today, yyyy-MM-dd, for the minimum age (default: the server's today). */
  today?: string;
  /**
   * The refusal of an engine error where the API has always answered otherwise (feedback's
   * FEEDBACK_TYPE, for example); undefined keeps the table of the file comment.
   */
  refuse?: (error: SubmissionError) => ApiError | undefined;
}

const bad = (field: string, code: string, key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(400, code, key, { params: { field, ...params }, value: { field, in: 'body' } });

/** The values as the server reads them: strings trimmed (as the server stores them), other values as sent. */
function trimmed(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
}

/**
 * The API refusal of one engine error (see the file comment for the table).
 * @param form the engine form the error comes from (its field schema tells length from format).
 * @param values the values that were validated (trimmed).
 */
export function refusalOf(
  form: FormSchema | undefined,
  error: SubmissionError,
  values: Readonly<Record<string, unknown>>,
  reportAs: Readonly<Record<string, string>> = {},
): ApiError {
  if (error.rule === 'form') return new ApiError(403, 'FEATURE_OFF', 'featureOff');
  const field = reportAs[error.field] ?? error.field;
  const spec = form?.fields.find((f) => f.name === error.field);
  if (error.rule === 'sameAs' || (error.rule === 'required' && spec?.sameAs))
    return bad(field, 'CONFIRM_MISMATCH', 'confirmMismatch');
  if (error.rule === 'required') {
    const [code, key] = REQUIRED[field] ?? ['FIELD_EMPTY', 'fieldEmpty'];
    return bad(field, code, key);
  }
  if (error.rule === 'minimumAge') return bad(field, 'FIELD_FORMAT', 'ageAtLeast', { age: error.params.age ?? '' });
  const property = (
    form?.schema.properties as Record<string, { minLength?: number; maxLength?: number }> | undefined
  )?.[error.field];
  const value = values[error.field];
  if (typeof value === 'string' && property) {
    const min = property.minLength ?? 0;
    const max = property.maxLength ?? Number.POSITIVE_INFINITY;
    // the engine's ajv measures lengths in UTF-16 code units (engine/forms/formAjv.ts unicode: false)
    if (value.length < min || value.length > max)
      return bad(field, 'FIELD_LENGTH', field === 'password' ? 'passwordLength' : 'fieldLength', { min, max });
  }
  return bad(field, 'FIELD_FORMAT', FORMAT[field] ?? 'fieldFormat');
}

/**
 * Validates a submission with the engine's form of this merchant and throws the first refusal.
 * The confirmation is judged after every other field (a broken password is named before a
 * mismatch), the other fields in the form's display order.
 * @param formId the engine form (engine/forms/types.ts FORM_IDS), e.g. 'register'.
 * @param body the request body; strings are trimmed first, the browser-only agreements are given.
 * @returns the trimmed, non-empty string values of the form's fields (those it checked).
 * @throws ApiError as in the file comment.
 */
export async function checkSubmission(
  formId: FormId,
  body: Readonly<Record<string, unknown>>,
  config: SiteConfig,
  options: CheckOptions = {},
): Promise<Record<string, string>> {
  const values = { ...BROWSER_ONLY_FIELDS, ...trimmed(body) };
  let errors: SubmissionError[];
  let form: FormSchema | undefined;
  try {
    form = (await formsFor(config)).registry.forms[formId];
    errors = await validateSubmission(formId, values, config, {
      ...(options.conditions ? { conditions: options.conditions } : {}),
      ...(options.today ? { today: options.today } : {}),
    });
  } catch (err) {
    if (!isFormConfigError(err)) throw err;
    throw new ApiError(422, 'RULE_INVALID', 'fieldRuleBroken', {
      params: { field: err.field },
      value: { field: err.field, in: 'body' },
    });
  }
  const counted = errors.filter((e) => e.field === '' || !options.fields || options.fields.includes(e.field));
  const isConfirm = (e: SubmissionError) =>
    e.rule === 'sameAs' || Boolean(form?.fields.find((f) => f.name === e.field)?.sameAs);
  const first = counted.find((e) => !isConfirm(e)) ?? counted[0];
  if (first) throw options.refuse?.(first) ?? refusalOf(form, first, values, options.reportAs);
  const out: Record<string, string> = {};
  for (const field of form?.fields ?? []) {
    const value = values[field.name];
    if (typeof value === 'string' && value !== '' && (!options.fields || options.fields.includes(field.name)))
      out[field.name] = value;
  }
  return out;
}
