/**
 * The one configuration module of the server (fastify/demo's env plugin is the model): every
 * environment variable a server file reads is declared here once, with what it accepts, its
 * default and what it does, and is read through {@link serverSettings} (never `process.env` in a
 * server file). The values are checked with ajv against {@link CONFIG_SCHEMA} when the server (or
 * the standalone in-house vendor) starts (server/env.ts readServerEnv), and a bad value stops the
 * start with one line naming the variable, what it must be and what it does.
 *
 * The settings stay the environment's strings (the modules that use a variable turn it into a
 * number, a URL list, ...); a variable marked `lenient` is not refused: a value its reader cannot
 * use falls back to the default, as documented in its line. Families of variables (a secret per
 * vendor code, a social login client per provider and merchant) are declared by name pattern.
 *
 * Tests and scripts set variables before start-up (tests/server/support/env.ts, a test that sets
 * REWARD_SCHEDULER before building its app, scripts/start.mjs and cluster.mjs for child
 * processes): {@link serverSettings} reads process.env again whenever one of the declared values
 * changed, so that keeps working without a reset; {@link resetServerSettings} drops the memo.
 */
import { Ajv, type ErrorObject } from 'ajv';

/** One declared variable: the JSON Schema of its (trimmed, non-empty) value and its documentation. */
export interface VariableSpec {
  /** The value's schema (always a string; a `pattern` or an `enum`). */
  readonly schema: { readonly type: 'string'; readonly pattern?: string; readonly enum?: readonly string[] };
  /** What a value must be, for the start-up error ("a whole number from 0 to 65535"). */
  readonly expect: string;
  /** The default as a reader applies it (documentation; the reader owns it). */
  readonly default: string;
  /** What the variable does and where it is described. */
  readonly doc: string;
  /** A value the reader cannot use falls back to the default instead of stopping the start. */
  readonly lenient?: true;
}

const text = (): VariableSpec['schema'] => ({ type: 'string' });
const pattern = (p: string): VariableSpec['schema'] => ({ type: 'string', pattern: p });
const onOff = pattern('^(?:[oO][nN]|[oO][fF][fF])$');
const positive = pattern('^[1-9][0-9]{0,8}$');
const url = pattern('^https?://\\S+$');
const PORT_PATTERN = '^(?:[0-9]{1,4}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])$';

/** The platform server's variables (README "Running"). */
export const SERVER_VARIABLES = {
  PORT: {
    schema: pattern(PORT_PATTERN),
    expect: 'a whole number from 0 to 65535',
    default: '8080',
    doc: 'HTTP port of the site and the API (one process)',
  },
  HOST: { schema: text(), expect: 'an address', default: '127.0.0.1', doc: 'listening address' },
  DATA_DIR: {
    schema: text(),
    expect: 'a directory',
    default: './data',
    doc: 'embedded PGlite data directory (ignored with DATABASE_URL)',
  },
  DATABASE_URL: {
    schema: pattern('^postgres(?:ql)?://\\S+$'),
    expect: 'a postgres:// URL',
    default: '(unset: PGlite in DATA_DIR)',
    doc: 'a real PostgreSQL server instead of PGlite, same migrations',
  },
  SITE_CONFIG: {
    schema: text(),
    expect: 'a file path',
    default: '(unset: the seed configuration)',
    doc: "path of a config sample applied as the demo merchant's configuration",
  },
  LOG_LEVEL: {
    schema: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] },
    expect: 'one of fatal, error, warn, info, debug, trace, silent',
    default: 'info',
    doc: 'pino log level',
  },
  DIST_DIR: { schema: text(), expect: 'a directory', default: './dist', doc: 'the front-end build to serve' },
  NODE_ENV: {
    schema: text(),
    expect: 'a word',
    default: '(unset)',
    doc: '`production` turns the development tools off (dev pages, captcha answers, draw clock) and requires SECRETS_KEY and VENDOR_BGS_SECRET',
  },
  JEST_WORKER_ID: {
    schema: text(),
    expect: 'a number',
    default: '(unset)',
    doc: 'set by jest: the schedulers default to off in test workers',
  },
  SECRETS_KEY: {
    schema: text(),
    expect: '32 bytes, hex or base64',
    default: 'development key',
    doc: '32 bytes (hex or base64) sealing secrets at rest (authenticator keys, live-chat signing); required when NODE_ENV=production (server/crypto/atRest.ts checks it at start-up)',
  },
  PLATFORM_URL: {
    schema: url,
    expect: 'an http(s) URL',
    default: 'http://127.0.0.1:<PORT>',
    doc: 'where a game vendor reaches the platform (launch URLs, the draw feed)',
  },
  CONTRACT_SCHEDULER: {
    schema: onOff,
    expect: 'on or off',
    default: 'on (off under jest)',
    doc: '`off` never settles agent contracts in this process, `on` always does (README "Contracts")',
  },
  CONTRACT_SETTLE_INTERVAL_MS: {
    schema: text(),
    expect: 'a number of ms, at least 10',
    default: '30000',
    doc: 'how often the contract scheduler looks for closed periods (a value below 10 or not a number: the default)',
    lenient: true,
  },
  REWARD_SCHEDULER: {
    schema: onOff,
    expect: 'on or off',
    default: 'on (off under jest)',
    doc: '`off` never runs the reward jobs in this process (expiries, leaderboard closes, monthly VIP gifts), `on` always does (README "Rewards")',
  },
  REWARD_JOBS_INTERVAL_MS: {
    schema: text(),
    expect: 'a number of ms, at least 10',
    default: '60000',
    doc: 'how often the rewards scheduler runs its jobs (a value below 10 or not a number: the default)',
    lenient: true,
  },
  DATABASE_POOL_MAX: {
    schema: positive,
    expect: 'a whole number from 1',
    default: '16',
    doc: 'PostgreSQL connections per server process',
  },
  DATABASE_STATEMENT_CACHE: {
    schema: pattern('^(?:on|off)$'),
    expect: 'on or off',
    default: 'on',
    doc: '`off` stops preparing the repeated statements once per connection (e.g. behind a transaction-mode PgBouncer)',
  },
  TRUST_PROXY: {
    schema: text(),
    expect: 'loopback, addresses or CIDRs separated by commas, true or false',
    default: '(unset: no proxy)',
    doc: "read the client's address from X-Forwarded-For of these proxies (server/cluster/proxy.ts; docs/scaling.md)",
  },
  RATE_LIMIT_PER_MINUTE: {
    schema: pattern('^(?:[oO][fF][fF]|[1-9][0-9]{0,8})$'),
    expect: 'a whole number from 1, or off',
    default: '1200',
    doc: 'requests a minute per client on /api (`off` for benches)',
  },
  REGISTER_LIMIT_PER_MINUTE: {
    schema: text(),
    expect: 'a whole number from 1 to 1000',
    default: '10',
    doc: 'sign-ups and password sets per IP per minute (the e2e servers use 30; another value: the default)',
    lenient: true,
  },
  ALTCHA_HMAC_KEY: {
    schema: text(),
    expect: 'a secret',
    default: '(unset: a key per process, or the cluster-wide one)',
    doc: "the login human check's signing key (server/services/auth/humanCheck.ts)",
  },
  ALTCHA_MAX_NUMBER: {
    schema: pattern('^(?:[4-9]|[1-9][0-9]{1,8})$'),
    expect: 'a whole number from 4',
    default: '20000',
    doc: "the login human check's proof-of-work complexity (the server tests use 1000)",
  },
} as const satisfies Record<string, VariableSpec>;

/** The in-house game vendor's variables (README "In-house games"; server/vendors/house). */
export const HOUSE_VARIABLES = {
  HOUSE_PORT: {
    schema: pattern(`^(?:off|${PORT_PATTERN.slice(1, -1)})$`),
    expect: 'a whole number from 0 to 65535, or off',
    default: '8090',
    doc: 'the in-house game vendor beside the server (`off` disables it)',
  },
  HOUSE_HOST: { schema: text(), expect: 'an address', default: "the platform's HOST", doc: "the vendor's address" },
  HOUSE_PUBLIC_URL: {
    schema: url,
    expect: 'an http(s) URL',
    default: 'http://<HOUSE_HOST>:<HOUSE_PORT>',
    doc: 'where browsers reach the vendor (game pages; framed by /seamless)',
  },
  HOUSE_PLATFORM_URLS: {
    schema: text(),
    expect: 'http(s) URLs separated by commas',
    default: 'PLATFORM_URL',
    doc: 'the platforms the draw feed goes to (docs/lottery.md section 4)',
  },
  HOUSE_DATABASE_URL: {
    schema: pattern('^postgres(?:ql)?://\\S+$'),
    expect: 'a postgres:// URL',
    default: '(unset: HOUSE_STATE_FILE)',
    doc: "the vendor's own PostgreSQL database, so several vendor processes are one vendor",
  },
  HOUSE_STATE_FILE: {
    schema: text(),
    expect: 'a file path',
    default: '<DATA_DIR>/house-state.json',
    doc: 'open sports and lottery bets kept across restarts (without HOUSE_DATABASE_URL)',
  },
} as const satisfies Record<string, VariableSpec>;

/** Families of variables, declared by name pattern. */
export const VARIABLE_FAMILIES: readonly (VariableSpec & { readonly name: string; readonly match: RegExp })[] = [
  {
    name: 'VENDOR_<CODE>_SECRET',
    match: /^VENDOR_[A-Z0-9_]+_SECRET$/,
    schema: text(),
    expect: 'a secret',
    default:
      "the integration's stored secret (BGS and the sandbox integrations: their development secrets outside production)",
    doc: 'the signing secret of vendor integration CODE, read by the platform and the in-house vendor (docs/vendor-protocol.md section 1; the sandbox integrations: docs/sandbox-provider.md); VENDOR_BGS_SECRET is required in production, a sandbox integration without its secret is not served there',
  },
  {
    name: 'VENDOR_<CODE>_URL',
    match: /^VENDOR_[A-Z0-9_]+_URL$/,
    schema: url,
    expect: 'an http(s) URL',
    default: "the integration's stored base URL (a sandbox integration's: the in-house vendor's)",
    doc: 'the base URL of vendor integration CODE (also allowed to be framed by /seamless)',
  },
  {
    name: 'SOCIAL_<PROVIDER>_<SETTING>[_<MERCHANT>]',
    match: /^SOCIAL_[A-Z0-9]+_(?:CLIENT_ID|CLIENT_SECRET|AUTHORIZE_URL|TOKEN_URL|USERINFO_URL)(?:_[A-Z0-9_]+)?$/,
    schema: text(),
    expect: 'a value',
    default: '(unset: the development provider when the dev tools are on)',
    doc: "a social login client (CLIENT_ID, CLIENT_SECRET; per merchant with the merchant code's suffix) and the provider's endpoints (AUTHORIZE_URL, TOKEN_URL, USERINFO_URL), server/services/auth/social.ts",
  },
];

/** Every declared variable by name. */
export const VARIABLES: Readonly<Record<string, VariableSpec>> = { ...SERVER_VARIABLES, ...HOUSE_VARIABLES };

/** The settings as the modules read them: the environment's values of the declared variables. */
export type Settings = Readonly<Record<string, string | undefined>>;

/** The JSON Schema the values are checked against (one property per variable, pattern properties per family). */
export const CONFIG_SCHEMA = {
  type: 'object',
  properties: Object.fromEntries(Object.entries(VARIABLES).map(([name, spec]) => [name, spec.schema])),
  patternProperties: Object.fromEntries(VARIABLE_FAMILIES.map((f) => [f.match.source, f.schema])),
} as const;

/** A bad setting: `variable` names it; the message says what it must be and what it does. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

let validator: ReturnType<Ajv['compile']> | null = null;
const validate = (values: Record<string, string>): boolean => {
  validator ??= new Ajv({ allErrors: true, strict: false }).compile(CONFIG_SCHEMA);
  return validator(values) as boolean;
};

const specOf = (name: string): VariableSpec | undefined =>
  VARIABLES[name] ?? VARIABLE_FAMILIES.find((f) => f.match.test(name));

/** The declared variables of `env` (declared names and family members), as they are. */
function pick(env: Settings): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined && specOf(name)) picked[name] = value;
  return picked;
}

/** The first failed check, as one line naming the variable. */
function problem(error: ErrorObject, values: Record<string, string>): ConfigError {
  const name = error.instancePath.slice(1).replace(/~1/g, '/').replace(/~0/g, '~');
  const spec = specOf(name);
  return new ConfigError(
    name,
    `${name} must be ${spec?.expect ?? 'valid'} (got "${values[name]}"): ${spec?.doc ?? error.message ?? ''}`,
  );
}

/**
 * Checks the declared variables of `env` (blank values count as unset; a lenient variable is not
 * refused) and returns them.
 * @throws ConfigError naming the first bad variable.
 */
export function readSettings(env: Settings = process.env): Settings {
  const picked = pick(env);
  const checked: Record<string, string> = {};
  for (const [name, value] of Object.entries(picked))
    if (value.trim() !== '' && !specOf(name)?.lenient) checked[name] = value.trim();
  if (!validate(checked)) throw problem(validator!.errors![0]!, checked);
  return Object.freeze(picked);
}

let memo: { key: string; settings: Settings } | null = null;

/**
 * The process's settings, checked on first use and again whenever a declared variable changed
 * (tests set some before building an app).
 * @throws ConfigError naming a bad variable.
 */
export function serverSettings(): Settings {
  const picked = pick(process.env);
  const key = JSON.stringify(picked);
  if (memo?.key !== key) memo = { key, settings: readSettings(picked) };
  return memo.settings;
}

/** Forgets the memo of {@link serverSettings} (tests). */
export function resetServerSettings(): void {
  memo = null;
}
