/**
 * Schema validation of configuration and payloads against schemas/*.json (the one source of
 * truth shared with the server and the QA checker, STYLE.md). The validators are precompiled from those files
 * (engine/compileValidators.ts, `npm run schemas:compile`), so no code is generated at run time
 * under the Content-Security-Policy. They are large: import this module only with a dynamic
 * `import()` from browser code so it stays a lazy chunk.
 */
import type { ErrorObject } from 'ajv';
import * as validators from './generated/validators.js';
import type { ConfigKind } from './schemaSet';

export type { ConfigKind } from './schemaSet';

/** A readable validation error: where (RFC 6901 JSON pointer, '' for the document) and what. */
export interface ConfigError {
  pointer: string;
  /** English, for the CLI and logs. */
  message: string;
  /**
   * What a screen needs to say it in its own language: `keyword` (the JSON Schema keyword, or
   * `lengthRange`) and the figures or names the message quotes (`limit`, `property`, `values`,
   * `type`, `min`, `max`).
   */
  params: Record<string, string | number>;
}

const escapePointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Turns one ajv error into a readable {@link ConfigError}. */
export function readableError(error: ErrorObject): ConfigError {
  const at = error.instancePath;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: `${at}/${escapePointer(String(p.missingProperty))}`,
        message: `required property "${String(p.missingProperty)}" is missing`,
        params: { keyword: 'required', property: String(p.missingProperty) },
      };
    case 'additionalProperties':
      return {
        pointer: `${at}/${escapePointer(String(p.additionalProperty))}`,
        message: `unknown property "${String(p.additionalProperty)}" is not allowed`,
        params: { keyword: 'additionalProperties', property: String(p.additionalProperty) },
      };
    case 'enum':
      return {
        pointer: at,
        message: `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
        params: { keyword: 'enum', values: (p.allowedValues as unknown[]).map((v) => String(v)).join(', ') },
      };
    case 'type':
      return {
        pointer: at,
        message: `must be of type ${Array.isArray(p.type) ? p.type.join(' or ') : String(p.type)}`,
        params: { keyword: 'type', type: Array.isArray(p.type) ? p.type.join('|') : String(p.type) },
      };
    case 'pattern':
      return { pointer: at, message: `must match the pattern ${String(p.pattern)}`, params: { keyword: 'pattern' } };
    case 'format':
      return { pointer: at, message: `must be a valid ${String(p.format)}`, params: { keyword: 'format' } };
    case 'minimum':
    case 'maximum':
      return {
        pointer: at,
        message: `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}`,
        params: { keyword: error.keyword, limit: Number(p.limit) },
      };
    case 'minLength':
      return {
        pointer: at,
        message: `must have at least ${String(p.limit)} characters`,
        params: { keyword: 'minLength', limit: Number(p.limit) },
      };
    case 'maxLength':
      return {
        pointer: at,
        message: `must have at most ${String(p.limit)} characters`,
        params: { keyword: 'maxLength', limit: Number(p.limit) },
      };
    case 'minItems':
      return {
        pointer: at,
        message: `must have at least ${String(p.limit)} items`,
        params: { keyword: 'minItems', limit: Number(p.limit) },
      };
    case 'uniqueItems':
      return {
        pointer: at,
        message: `must not repeat items (items ${String(p.j)} and ${String(p.i)} are equal)`,
        params: { keyword: 'uniqueItems' },
      };
    default:
      return { pointer: at, message: error.message ?? `fails the ${error.keyword} rule`, params: { keyword: 'other' } };
  }
}

/**
 * Validates data against the schema of `kind`, plus the cross-field rules JSON Schema cannot say
 * (registration rules: minLength must not exceed maxLength).
 * @returns every error found ([] when valid), each with a JSON pointer and a readable message.
 */
export function validateConfig(kind: ConfigKind, data: unknown): ConfigError[] {
  const validate = validators[kind];
  const errors = validate(data) ? [] : (validate.errors ?? []).map(readableError);
  return [...errors, ...lengthRangeErrors(kind, data)];
}

/** minLength > maxLength in a registration rule can never be satisfied (spec section 5). */
function lengthRangeErrors(kind: ConfigKind, data: unknown): ConfigError[] {
  const rulesAt: Partial<Record<ConfigKind, string>> = {
    siteConfig: '/registrationRules',
    registrationRules: '',
    permission: '/register',
  };
  const base = rulesAt[kind];
  if (base === undefined || !data || typeof data !== 'object') return [];
  const rules = base === '' ? data : (data as Record<string, unknown>)[base.slice(1)];
  if (!rules || typeof rules !== 'object') return [];
  const out: ConfigError[] = [];
  for (const [field, rule] of Object.entries(rules as Record<string, unknown>)) {
    const r = rule as { minLength?: unknown; maxLength?: unknown } | null;
    if (r && typeof r.minLength === 'number' && typeof r.maxLength === 'number' && r.minLength > r.maxLength) {
      out.push({
        pointer: `${base}/${escapePointer(field)}/minLength`,
        message: `minLength ${r.minLength} is greater than maxLength ${r.maxLength}`,
        params: { keyword: 'lengthRange', min: r.minLength, max: r.maxLength },
      });
    }
  }
  return out;
}
