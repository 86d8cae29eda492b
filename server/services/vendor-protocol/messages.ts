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
interface AmountFields extends MoneyFields {
  amount: string;
  currency: string;
}
/** Protocol v1.1 `lottery` of a debit: what the ticket bets on (schemas/vendor/common.json lotteryBet; docs/lottery.md section 4). */
export interface LotteryBet {
  drawId: string;
  betType: string;
  mode?: 'straight' | 'box' | 'ibox' | 'roll';
  numbers: string[];
  points?: number | null;
  odds?: string;
}
/** Protocol v1.1 `lottery` of a closing credit: the ticket's result (schemas/vendor/common.json lotteryResult). */
export interface LotteryResult {
  drawId: string;
  hits: number;
  winningNumbers: string[];
}
export interface DebitRequest extends AmountFields {
  /** v1.1, informational: kept on the round for the betting record, not part of the replay comparison. */
  lottery?: LotteryBet;
}
export interface CreditRequest extends AmountFields {
  roundClosed: boolean;
  /** v1.1, informational: kept on the round for the betting record, not part of the replay comparison. */
  lottery?: LotteryResult;
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
  /** v1.1: where a lottery game's page opens (schemas/vendor/common.json lotteryLaunch; spec section 7, the VN launch). */
  lottery?: LotteryLaunch;
}
/** The launch's `lottery` block (protocol v1.1). */
export interface LotteryLaunch {
  lottoArea: 'VN' | 'SEA' | 'NONE';
  launchMode: 'LOTT';
  prizeMode: 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';
  view: 'betting' | 'lobby';
  device: 'WEB';
}
/** A published bet type of a draw (schemas/vendor/common.json betTypeRule). */
export interface DrawBetTypeRule {
  code: string;
  odds: string;
  price: string | null;
  tiers?: { tier: string; odds: string }[];
}
/** The draw feed (protocol v1.1, schemas/vendor/draw-request.json; docs/lottery.md section 4). Times ISO strings, localDate YYYY-MM-DD. */
export interface DrawRequest {
  gameCode: string;
  drawId: string;
  status: 'open' | 'drawn' | 'void';
  drawAt: string;
  closesAt: string;
  localDate: string;
  label: { TW: string; EN: string };
  region?: 'NORTH' | 'CENTRAL' | 'SOUTH' | null;
  serverSeedHash: string;
  serverSeed?: string;
  prizes?: { tier: string; numbers: string[] }[];
  betTypes?: DrawBetTypeRule[];
  voidReason?: string;
  verifyUrl?: string;
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
  | 'draw-request'
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
