/**
 * Localised API messages (TW and EN, spec section 9) through i18next, the same translation system as
 * the browser: one server instance over the server's own resources (./locales, never src/),
 * initialised synchronously without a backend. Namespaces: `messages` for the envelopes,
 * `validation` for readable request validation errors (house rule: bad input gets a clear,
 * localised 4xx), and one per area of texts outside the envelopes (see ./locales/en/index.ts),
 * read with text().
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
/** The namespaces of texts outside the envelopes (operator console refusals, member messages, mail, pages, artwork). */
export type TextArea = Exclude<keyof typeof en, 'messages' | 'validation'>;
/** A key of the text area `A`. */
export type TextKey<A extends TextArea> = keyof (typeof en)[A] & string;
type Params = Record<string, string | number>;

const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(en),
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

/** The text `key` of the area `area` in `lang`, with `{{name}}` placeholders replaced from `params`. */
export function text<A extends TextArea>(area: A, key: TextKey<A>, lang: Language, params?: Params): string {
  return i18n.t(key, { lng: lang, ns: area, replace: params });
}

/** The text `key` of `area` in every language (TW and EN, spec section 9), e.g. for a member message stored in both. */
export function textInAll<A extends TextArea>(area: A, key: TextKey<A>, params?: Params): Record<Language, string> {
  return { TW: text(area, key, 'TW', params), EN: text(area, key, 'EN', params) };
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
  return Object.hasOwn(en.validation, issue.keyword) && issue.keyword !== 'invalid'
    ? (issue.keyword as ValidationKey)
    : null;
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
