/**
 * Localised API messages (TW and EN, spec section 9) through i18next, the same translation system as
 * the browser: one server instance over the server's own resources (./locales, never src/),
 * initialised synchronously without a backend. Namespaces: `messages` for the envelopes and
 * `validation` for readable request validation errors (house rule: bad input gets a clear,
 * localised 4xx).
 */
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../contract/spec.ts';
import type { Language } from './language.ts';
import { en } from './locales/en/index.ts';
import { tw } from './locales/tw/index.ts';

/** The server's i18next resources per language (tests/i18n checks their key parity area by area). */
const resources = { TW: tw, EN: en };

export type MessageKey = keyof typeof en.messages;
type ValidationKey = keyof typeof en.validation;
type Params = Record<string, string | number>;

const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['messages', 'validation'],
  defaultNS: 'messages',
  initAsync: false,
  interpolation: { escapeValue: false },
  // a placeholder without a value stays visible as `{name}`, as it always has
  missingInterpolationHandler: (_text, match) => `{${String(match[1]).trim()}}`,
});

/** The message `key` in `lang`, with `{{name}}` placeholders replaced from `params`. */
export function t(key: MessageKey, lang: Language, params?: Params): string {
  return i18n.t(key, { lng: lang, ns: 'messages', replace: params });
}

/** One ajv error as Fastify reports it. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** The `validation` message of an ajv keyword, or null when the keyword has none. */
function validationKey(issue: ValidationIssue): ValidationKey | null {
  if (issue.keyword === 'type') {
    const type = String(issue.params.type);
    if (type.includes('integer')) return 'typeInteger';
    if (type.includes('number')) return 'typeNumber';
    if (type.includes('boolean')) return 'typeBoolean';
    return 'type';
  }
  return Object.hasOwn(en.validation, issue.keyword) && issue.keyword !== 'invalid' ? (issue.keyword as ValidationKey) : null;
}

/** The parameter an issue is about: the missing or extra property, else the instance path. */
export function issueField(issue: ValidationIssue, context: string | undefined): string {
  const p = issue.params;
  const named = (p.missingProperty ?? p.additionalProperty) as string | undefined;
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = [path, named].filter(Boolean).join('.');
  return field || context || 'request';
}

/**
 * A readable, localised message for a validation error, e.g. "pageSize must be at most 100" or
 * "pageSize 不可大於 100"; keywords without their own message read "<field> is invalid".
 */
export function validationMessage(issue: ValidationIssue, context: string | undefined, lang: Language): string {
  const p = issue.params;
  const replace: Params = {
    field: issueField(issue, context),
    type: String(p.type),
    limit: String(p.limit),
    values: (p.allowedValues as unknown[] | undefined)?.map(String).join(', ') ?? '',
  };
  return i18n.t(validationKey(issue) ?? 'invalid', { lng: lang, ns: 'validation', replace });
}
