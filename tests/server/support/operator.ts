/**
 * Back-office sign-in for server tests (README "Staff and roles"): the seeded owner `operator`, the
 * seeded staff (DEMO_STAFF: finance01, finance02, risk01, service01, marketing01, content01), or a
 * staff member of a built-in role added for the test. Every test that calls an operator route
 * signs in through here, so the sign-in steps (password, then the second factor) live in one place.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { BuiltinRole } from '../../../contract/permissions.ts';
import type { Db } from '../../../server/db/open.ts';
import { merchants, operators } from '../../../server/db/schema.ts';
import { DEMO_MERCHANT_CODE } from '../../../server/db/seed/index.ts';
import { DEMO_OPERATOR, DEMO_STAFF_PASSWORD } from '../../../server/db/seed/money.ts';
import { hashPassword } from '../../../server/services/auth/passwords.ts';
import { ensureBuiltinRoles } from '../../../server/services/operator/roles.ts';
import { call } from './auth.ts';

/** Password of every staff member {@link addStaff} creates. */
export const STAFF_PASSWORD = DEMO_STAFF_PASSWORD;

/**
 * Signs a staff member in and returns their bearer token.
 * @throws Error with the answer when the sign-in is refused.
 */
export async function operatorSignIn(
  app: FastifyInstance,
  username: string = DEMO_OPERATOR.username,
  password: string = username === DEMO_OPERATOR.username ? DEMO_OPERATOR.password : STAFF_PASSWORD,
): Promise<string> {
  const res = await call<{ token: string }>(app, 'POST', '/api/operator/login', { username, password });
  if (res.status !== 200) throw new Error(`operator sign-in of ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.value.token;
}

/**
 * Adds staff member `username` of the demo merchant (or `merchantCode`) holding built-in role
 * `role`, with {@link STAFF_PASSWORD}. @returns the operator's id.
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
