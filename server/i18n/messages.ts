/**
 * Localised API messages (TW and EN) for envelopes, including readable messages for request
 * validation errors (house rule: bad input gets a clear, localised 4xx).
 */
import { AUTH_MESSAGES } from './authMessages.ts';
import { MONEY_MESSAGES } from '../services/wallet/messages.ts';
import type { Language } from './language.ts';

type Text = Record<Language, string>;

export const MESSAGES = {
  ok: { TW: '成功', EN: 'OK' },
  notFound: { TW: '找不到請求的資源', EN: 'The requested resource was not found' },
  badRequest: { TW: '請求格式不正確', EN: 'The request is not valid' },
  badJson: { TW: '請求內容不是有效的JSON', EN: 'The request body is not valid JSON' },
  payloadTooLarge: { TW: '請求內容過大', EN: 'The request body is too large' },
  unsupportedMediaType: { TW: '不支援的內容類型', EN: 'Unsupported content type' },
  methodNotAllowed: { TW: '不支援此請求方法', EN: 'This method is not allowed here' },
  rateLimited: { TW: '請求過於頻繁，請稍後再試', EN: 'Too many requests, please try again later' },
  serverError: { TW: '伺服器發生錯誤，請稍後再試', EN: 'Something went wrong on our side, please try again later' },
  noMerchant: { TW: '此網址尚未設定站點，請聯繫客服', EN: 'Invalid URL, please contact customer service' },
  ...AUTH_MESSAGES,
  ...MONEY_MESSAGES,
} satisfies Record<string, Text>;

export type MessageKey = keyof typeof MESSAGES;

/** The message `key` in `lang`, with `{name}` placeholders replaced from `params`. */
export function t(key: MessageKey, lang: Language, params?: Record<string, string | number>): string {
  const text: string = MESSAGES[key][lang];
  return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
}

/** One ajv error as Fastify reports it. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const FIELD_MESSAGES: Record<string, (field: string, p: Record<string, unknown>) => Text> = {
  required: (f) => ({ TW: `缺少必填參數 ${f}`, EN: `${f} is required` }),
  type: (f, p) => {
    const type = String(p.type);
    if (type.includes('integer')) return { TW: `${f} 必須是整數`, EN: `${f} must be a whole number` };
    if (type.includes('number')) return { TW: `${f} 必須是數字`, EN: `${f} must be a number` };
    if (type.includes('boolean')) return { TW: `${f} 必須是 true 或 false`, EN: `${f} must be true or false` };
    return { TW: `${f} 的類型不正確（應為 ${type}）`, EN: `${f} must be of type ${type}` };
  },
  minimum: (f, p) => ({ TW: `${f} 不可小於 ${String(p.limit)}`, EN: `${f} must be at least ${String(p.limit)}` }),
  maximum: (f, p) => ({ TW: `${f} 不可大於 ${String(p.limit)}`, EN: `${f} must be at most ${String(p.limit)}` }),
  enum: (f, p) => {
    const values = (p.allowedValues as unknown[] | undefined)?.map(String).join(', ') ?? '';
    return { TW: `${f} 必須是以下其中之一：${values}`, EN: `${f} must be one of: ${values}` };
  },
  pattern: (f) => ({ TW: `${f} 的格式不正確`, EN: `${f} has an invalid format` }),
  minLength: (f, p) => ({ TW: `${f} 至少需要 ${String(p.limit)} 個字元`, EN: `${f} must have at least ${String(p.limit)} characters` }),
  maxLength: (f, p) => ({ TW: `${f} 不可超過 ${String(p.limit)} 個字元`, EN: `${f} must have at most ${String(p.limit)} characters` }),
  additionalProperties: (f) => ({ TW: `不支援的參數 ${f}`, EN: `${f} is not a supported parameter` }),
};

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
 * "pageSize 不可大於 100".
 */
export function validationMessage(issue: ValidationIssue, context: string | undefined, lang: Language): string {
  const field = issueField(issue, context);
  const build = FIELD_MESSAGES[issue.keyword];
  if (build) return build(field, issue.params)[lang];
  return lang === 'TW' ? `${field} 的值無效` : `${field} is invalid`;
}
