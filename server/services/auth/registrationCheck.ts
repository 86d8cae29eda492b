/**
 * Server-side check of a registration (or password) submission against the merchant's
 * registration rules (spec section 5): a field the rules enable is required when `required`;
 * a non-empty value must have minLength..maxLength characters (code points) and match
 * acceptedPattern (`*` matches anything). Disabled fields are dropped. The first problem is
 * thrown as a localised 400 naming the field.
 *
 * This is the small, swappable stand-in for the forms engine's validateSubmission
 * (engine/forms, README "How the pieces fit") until the server can share it.
 */
import type { RegistrationField, RegistrationFieldRule, RegistrationRules } from '../../../contract/types.ts';
import { ApiError } from '../../http/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';

const patternCache = new Map<string, RegExp | null>();

/** Compiles an acceptedPattern (unicode mode first); null when it does not compile. */
export function compilePattern(source: string): RegExp | null {
  if (patternCache.has(source)) return patternCache.get(source) ?? null;
  let re: RegExp | null = null;
  for (const flags of ['u', '']) {
    try {
      re = new RegExp(source, flags);
      break;
    } catch {
      re = null;
    }
  }
  patternCache.set(source, re);
  return re;
}

const EMPTY_KEYS: Partial<Record<RegistrationField, [string, MessageKey]>> = {
  captcha: ['CAPTCHA_REQUIRED', 'captchaMissing'],
  verificationCode: ['CODE_MISSING', 'codeMissing'],
  mobileNum: ['PHONE_MISSING', 'missingPhone'],
};
const FORMAT_KEYS: Partial<Record<RegistrationField, MessageKey>> = {
  username: 'accountFormat',
  password: 'passwordFormat',
  email: 'emailFormat',
  mobileNum: 'invalidPhone',
};

const bad = (field: string, code: string, key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(400, code, key, { params: { field, ...params }, value: { field, in: 'body' } });

/**
 * Checks one value against its rule.
 * @throws ApiError 400 (empty, length, format) or 422 RULE_INVALID when the pattern does not compile.
 */
export function checkField(field: RegistrationField, rule: RegistrationFieldRule, raw: unknown, forceRequired = false): void {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') {
    if (rule.required || forceRequired) {
      const [code, key] = EMPTY_KEYS[field] ?? ['FIELD_EMPTY', 'fieldEmpty'];
      throw bad(field, code, key);
    }
    return;
  }
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) {
    throw bad(field, 'FIELD_LENGTH', field === 'password' ? 'passwordLength' : 'fieldLength', { min: rule.minLength, max: rule.maxLength });
  }
  if (rule.acceptedPattern === '*') return;
  const re = compilePattern(rule.acceptedPattern);
  if (!re) throw new ApiError(422, 'RULE_INVALID', 'fieldRuleBroken', { params: { field }, value: { field, in: 'body' } });
  if (!re.test(value)) throw bad(field, 'FIELD_FORMAT', FORMAT_KEYS[field] ?? 'fieldFormat');
}

/**
 * Checks every field the rules enable, in the rules' order of REGISTRATION_FIELDS.
 * @param fields the fields this form has (the mobile tab has no username field, for example).
 * @param forceRequired fields required whatever the rule says (e.g. mobileNum on the mobile tab).
 * @returns the trimmed values of the enabled fields that were sent.
 */
export function checkRegistration(rules: RegistrationRules, body: Record<string, unknown>, fields: readonly RegistrationField[], forceRequired: readonly RegistrationField[] = []): Partial<Record<RegistrationField, string>> {
  const out: Partial<Record<RegistrationField, string>> = {};
  for (const field of fields) {
    const rule = rules[field];
    const force = forceRequired.includes(field);
    if (!rule?.enabled && !force) continue;
    checkField(field, rule ?? { enabled: true, required: true, acceptedPattern: '*', patternId: 'LENGTH_ONLY', minLength: 1, maxLength: 64 }, body[field], force);
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '') out[field] = value.trim();
  }
  return out;
}

/** Confirmation equals the password ('inconsistent twice', spec section 5). */
export function checkConfirmation(password: string, confirmation: unknown, field = 'confirmPassword'): void {
  if (confirmation !== password) throw bad(field, 'CONFIRM_MISMATCH', 'confirmMismatch');
}
