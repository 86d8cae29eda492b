/**
 * Schema validation of configuration and payloads against schemas/*.json (the one source of
 * truth shared with the server and the QA checker, STYLE.md). ajv is heavy: import this module
 * only with a dynamic `import()` from browser code so it stays a lazy chunk.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import contractSettingsSchema from '../../schemas/contract-settings.schema.json';
import gameMenuSchema from '../../schemas/game-menu.schema.json';
import permissionSchema from '../../schemas/permission.schema.json';
import registrationRulesSchema from '../../schemas/registration-rules.schema.json';
import siteConfigSchema from '../../schemas/site-config.schema.json';
import systemStatusSchema from '../../schemas/system-status.schema.json';
import whitelabelTreeSchema from '../../schemas/whitelabel-tree.schema.json';

/** What can be validated: a whole config sample or one API payload. */
export type ConfigKind = 'siteConfig' | 'permission' | 'whitelabelTree' | 'registrationRules' | 'gameMenu' | 'systemStatus' | 'contractSettings';

/** A readable validation error: where (RFC 6901 JSON pointer, '' for the document) and what. */
export interface ConfigError {
  pointer: string;
  message: string;
}

const SCHEMAS: Record<ConfigKind, { $id: string }> = {
  siteConfig: siteConfigSchema,
  permission: permissionSchema,
  whitelabelTree: whitelabelTreeSchema,
  registrationRules: registrationRulesSchema,
  gameMenu: gameMenuSchema,
  systemStatus: systemStatusSchema,
  contractSettings: contractSettingsSchema,
};

let ajv: Ajv | null = null;
const compiled = new Map<ConfigKind, ValidateFunction>();

/**
 * The shared ajv instance: every schema of schemas/ registered by `$id` (so cross-file `$ref`s
 * resolve), `allErrors` on, ajv-formats for date-time and friends.
 */
export function createAjv(): Ajv {
  const instance = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(instance);
  for (const schema of Object.values(SCHEMAS)) instance.addSchema(schema);
  return instance;
}

function validatorFor(kind: ConfigKind): ValidateFunction {
  const cached = compiled.get(kind);
  if (cached) return cached;
  ajv ??= createAjv();
  const fn = ajv.getSchema(SCHEMAS[kind].$id);
  if (!fn) throw new Error(`No schema registered for ${kind}`);
  compiled.set(kind, fn);
  return fn;
}

const escapePointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Turns one ajv error into a readable {@link ConfigError}. */
export function readableError(error: ErrorObject): ConfigError {
  const at = error.instancePath;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { pointer: `${at}/${escapePointer(String(p.missingProperty))}`, message: `required property "${String(p.missingProperty)}" is missing` };
    case 'additionalProperties':
      return {
        pointer: `${at}/${escapePointer(String(p.additionalProperty))}`,
        message: `unknown property "${String(p.additionalProperty)}" is not allowed`,
      };
    case 'enum':
      return { pointer: at, message: `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'type':
      return { pointer: at, message: `must be of type ${Array.isArray(p.type) ? p.type.join(' or ') : String(p.type)}` };
    case 'pattern':
      return { pointer: at, message: `must match the pattern ${String(p.pattern)}` };
    case 'format':
      return { pointer: at, message: `must be a valid ${String(p.format)}` };
    case 'minimum':
    case 'maximum':
      return { pointer: at, message: `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}` };
    case 'minLength':
      return { pointer: at, message: `must have at least ${String(p.limit)} characters` };
    case 'maxLength':
      return { pointer: at, message: `must have at most ${String(p.limit)} characters` };
    case 'minItems':
      return { pointer: at, message: `must have at least ${String(p.limit)} items` };
    case 'uniqueItems':
      return { pointer: at, message: `must not repeat items (items ${String(p.j)} and ${String(p.i)} are equal)` };
    default:
      return { pointer: at, message: error.message ?? `fails the ${error.keyword} rule` };
  }
}

/**
 * Validates data against the schema of `kind`, plus the cross-field rules JSON Schema cannot say
 * (registration rules: minLength must not exceed maxLength).
 * @returns every error found ([] when valid), each with a JSON pointer and a readable message.
 */
export function validateConfig(kind: ConfigKind, data: unknown): ConfigError[] {
  const validate = validatorFor(kind);
  const errors = validate(data) ? [] : (validate.errors ?? []).map(readableError);
  return [...errors, ...lengthRangeErrors(kind, data)];
}

/** minLength > maxLength in a registration rule can never be satisfied (spec section 5). */
function lengthRangeErrors(kind: ConfigKind, data: unknown): ConfigError[] {
  const rulesAt: Partial<Record<ConfigKind, string>> = { siteConfig: '/registrationRules', registrationRules: '', permission: '/register' };
  const base = rulesAt[kind];
  if (base === undefined || !data || typeof data !== 'object') return [];
  const rules = base === '' ? data : (data as Record<string, unknown>)[base.slice(1)];
  if (!rules || typeof rules !== 'object') return [];
  const out: ConfigError[] = [];
  for (const [field, rule] of Object.entries(rules as Record<string, unknown>)) {
    const r = rule as { minLength?: unknown; maxLength?: unknown } | null;
    if (r && typeof r.minLength === 'number' && typeof r.maxLength === 'number' && r.minLength > r.maxLength) {
      out.push({ pointer: `${base}/${escapePointer(field)}/minLength`, message: `minLength ${r.minLength} is greater than maxLength ${r.maxLength}` });
    }
  }
  return out;
}
