/**
 * Parse and validation of protocol messages against schemas/vendor/*.json (one ajv instance,
 * compiled once). The platform refuses a message that does not validate with INVALID_REQUEST.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { SCHEMAS_DIR } from '../../paths.ts';
import { ProtocolError } from './errors.ts';

export const VENDOR_SCHEMA_BASE = 'https://whitelabel.local/schemas/vendor/';

export interface BalanceRequest {
  playerToken: string;
  currency?: string;
}
interface MoneyFields {
  transactionId: string;
  roundId: string;
  playerToken: string;
  gameCode: string;
}
export interface DebitRequest extends MoneyFields {
  amount: string;
  currency: string;
}
export interface CreditRequest extends DebitRequest {
  roundClosed: boolean;
}
export interface RollbackRequest extends MoneyFields {
  referenceTransactionId: string;
}
export interface LaunchRequest {
  requestId: string;
  playerToken: string;
  playerId: string;
  nickname: string;
  merchantCode: string;
  currency: string;
  gameCode: string;
  language: 'TW' | 'EN';
  mode: 'real' | 'trial';
  returnUrl: string;
  platformUrl: string;
}
export interface LaunchResponse {
  status: 'OK';
  url: string;
}

/** Message names = schema file names without `.json`. */
export type MessageName =
  | 'balance-request'
  | 'debit-request'
  | 'credit-request'
  | 'rollback-request'
  | 'launch-request'
  | 'launch-response'
  | 'balance-response'
  | 'debit-response'
  | 'credit-response'
  | 'rollback-response'
  | 'error';

/** Every schema of schemas/vendor (for tests and for the docs). */
export function vendorSchemas(): Record<string, unknown>[] {
  const dir = path.join(SCHEMAS_DIR, 'vendor');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, unknown>);
}

let ajv: Ajv | null = null;
const compiled = new Map<MessageName, ValidateFunction>();

/** The validator of a message (compiled once). */
export function validatorOf(name: MessageName): ValidateFunction {
  ajv ??= (() => {
    const instance = new Ajv({ allErrors: false, strict: true });
    addFormats.default(instance);
    for (const schema of vendorSchemas()) instance.addSchema(schema);
    return instance;
  })();
  let fn = compiled.get(name);
  if (!fn) {
    fn = ajv.getSchema(`${VENDOR_SCHEMA_BASE}${name}.json`);
    if (!fn) throw new Error(`no vendor schema ${name}`);
    compiled.set(name, fn);
  }
  return fn;
}

/**
 * The message `name` parsed from raw JSON text.
 * @throws ProtocolError INVALID_REQUEST naming the first problem (not JSON, or schema error).
 */
export function parseMessage<T>(name: MessageName, raw: string | Buffer): T {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString());
  } catch {
    throw new ProtocolError('INVALID_REQUEST', 'body is not valid JSON');
  }
  const validate = validatorOf(name);
  if (!validate(value)) {
    const e = validate.errors?.[0];
    throw new ProtocolError('INVALID_REQUEST', `${e?.instancePath || '/'} ${e?.message ?? 'is not valid'}`.trim());
  }
  return value as T;
}
