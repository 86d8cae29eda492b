/**
 * Back-office sign-in for server tests (README "Staff and roles"): the seeded owner `operator`, the
 * seeded staff (DEMO_STAFF: finance01, finance02, risk01, service01, marketing01, content01), or a
 * staff member of a built-in role added for the test. Every test that calls an operator route
 * signs in through here, so the sign-in steps (password, then the second factor) live in one place.
 */
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { and, eq } from 'drizzle-orm';
import type { BuiltinRole } from '../../../contract/permissions.ts';
import type { Db } from '../../../server/db/open.ts';
import { merchants, operators } from '../../../server/db/schema.ts';
import { DEMO_MERCHANT_CODE } from '../../../server/db/seed/index.ts';
import {
  DEMO_OPERATOR,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_TOTP_SECRET,
  demoTotpSecret,
} from '../../../server/db/seed/money.ts';
import { setKnownSecret } from '../../../server/services/operator/signIn.ts';
import { hashPassword } from '../../../server/services/auth/passwords.ts';
import { ensureBuiltinRoles } from '../../../server/services/operator/roles.ts';
import { call } from './auth.ts';

/** Password of every staff member {@link addStaff} creates. */
export const STAFF_PASSWORD = DEMO_STAFF_PASSWORD;

/** Where a sign-in goes: another merchant's host, another client IP. */
export interface SignInOptions {
  username?: string;
  password?: string;
  /** The Host header (another merchant's domain); default the test app's default merchant. */
  host?: string;
  ip?: string;
}

/** Secrets staff enrolled through {@link operatorSignIn} (first sign-in of a staff member without one), per app and host. */
const enrolled = new WeakMap<FastifyInstance, Map<string, string>>();

/** The current TOTP code of `secret` at the app's clock (RFC 6238, as server/services/auth/authenticator.ts checks it). */
export async function totpCode(app: FastifyInstance, secret: string): Promise<string> {
  const clock = (app as unknown as { auth?: { now?: () => Date } }).auth?.now;
  const at = clock ? clock() : new Date();
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * Signs a staff member in through both steps (password, then the TOTP code computed from the
 * seed's known secret, server/db/seed/money.ts DEMO_OPERATOR_TOTP_SECRET / DEMO_STAFF_TOTP_SECRET;
 * a staff member without a second factor enrols the secret the server offers) and returns their
 * bearer token. `who` is the username, or {@link SignInOptions}.
 * @throws Error with the answer when a step is refused.
 */
export async function operatorSignIn(
  app: FastifyInstance,
  who: string | SignInOptions = {},
  password?: string,
): Promise<string> {
  const o: SignInOptions = typeof who === 'string' ? { username: who, password } : { ...who };
  const username = o.username ?? DEMO_OPERATOR.username;
  const pass =
    o.password ?? password ?? (username === DEMO_OPERATOR.username ? DEMO_OPERATOR.password : STAFF_PASSWORD);
  // an IP of its own unless told: the sign-in routes' per-IP rate limit is for the tests of it, not every test's sign-ins
  const ip =
    o.ip ??
    `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const opts = { ip, ...(o.host ? { headers: { host: o.host } } : {}) };
  const first = await call<{ step: 'code' | 'enrol'; challenge: string; secret?: string }>(
    app,
    'POST',
    '/api/operator/login',
    { username, password: pass },
    opts,
  );
  if (first.status !== 200)
    throw new Error(`operator sign-in of ${username}: ${first.status} ${JSON.stringify(first.body)}`);
  const key = `${o.host ?? ''}|${username}`;
  const known = enrolled.get(app) ?? new Map<string, string>();
  enrolled.set(app, known);
  const secret = first.body.value.secret ?? known.get(key) ?? demoTotpSecret(username);
  const second = await call<{ token: string }>(
    app,
    'POST',
    '/api/operator/login/code',
    { challenge: first.body.value.challenge, code: await totpCode(app, secret) },
    opts,
  );
  if (second.status !== 200)
    throw new Error(`operator code step of ${username}: ${second.status} ${JSON.stringify(second.body)}`);
  if (first.body.value.secret) known.set(key, first.body.value.secret);
  return second.body.value.token;
}

/**
 * Adds staff member `username` of the demo merchant (or `merchantCode`) holding built-in role
 * `role`, with {@link STAFF_PASSWORD} and the second factor DEMO_STAFF_TOTP_SECRET (so
 * {@link operatorSignIn} signs them in). @returns the operator's id.
 */
export async function addStaff(
  db: Db,
  username: string,
  role: BuiltinRole,
  merchantCode = DEMO_MERCHANT_CODE,
): Promise<number> {
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, merchantCode));
  const roles = await ensureBuiltinRoles(db, merchant!.id);
  const [row] = await db
    .insert(operators)
    .values({
      merchantId: merchant!.id,
      username,
      name: username,
      passwordHash: await hashPassword(STAFF_PASSWORD),
      roleId: roles.get(role)!.id,
    })
    .returning({ id: operators.id });
  await setKnownSecret(db, row!.id, DEMO_STAFF_TOTP_SECRET, new Date());
  return row!.id;
}

/** The id of staff member `username` of the demo merchant. */
export async function staffId(db: Db, username: string): Promise<number> {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .innerJoin(merchants, eq(merchants.id, operators.merchantId))
    .where(and(eq(merchants.code, DEMO_MERCHANT_CODE), eq(operators.username, username)));
  return row!.id;
}
