/**
 * A merchant's staff accounts, roles and sessions, managed by an owner (README "Staff and roles";
 * permission `staff.manage`, checked by the routes): list, add, disable / enable, password reset (a
 * new password is due at the next sign-in), role change; the roles editor; active sessions and
 * their revocation. Rules: an owner cannot disable themselves; the merchant always keeps at least
 * one active owner; the owner role always keeps `staff.manage`; only an unused custom role can be
 * deleted. Every change is audited (./audit.ts) with before and after. Every record is the actor's
 * merchant's (another merchant's id answers 404, as an unknown one).
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { OPERATOR_PERMISSIONS } from '../../../contract/permissions.ts';
import type {
  OperatorPermission,
  StaffAccount,
  StaffMemberView,
  StaffRole,
  StaffSession,
} from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { operatorCredentials, operatorRoles, operators, operatorSessions } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { audit } from './audit.ts';
import { OPERATOR_IDLE_MINUTES, type OperatorRow } from './auth.ts';
import { ensureBuiltinRoles, permissionsOf } from './roles.ts';
import { failuresLastHour, OPERATOR_LOCKOUT_FAILURES } from './signIn.ts';

/** Who acts and from where (the audit's who and IP). */
export interface StaffActor {
  op: OperatorRow;
  ip: string;
}

const bodyField = (field: string) => ({ value: { field, in: 'body' } });

/** A staff password: 8 to 64 characters with at least one letter and one digit. */
export function checkStaffPassword(password: string, field = 'password'): void {
  if (password.length < 8 || password.length > 64 || !/[A-Za-z]/.test(password) || !/\d/.test(password))
    throw new ApiError(400, 'STAFF_PASSWORD_WEAK', 'staffPasswordWeak', bodyField(field));
}

const activeSince = (now: Date) => new Date(now.getTime() - OPERATOR_IDLE_MINUTES * 60_000);

/** The active sessions of staff member `operatorId`, newest first; `currentId` marks the caller's own. */
export async function sessionsOf(db: Db, operatorId: number, now: Date, currentId = 0): Promise<StaffSession[]> {
  const rows = await db
    .select()
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.lastSeenAt, activeSince(now)),
      ),
    )
    .orderBy(desc(operatorSessions.lastSeenAt), desc(operatorSessions.id));
  return rows.map((s) => ({
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    ip: s.ip,
    userAgent: s.userAgent,
    current: s.id === currentId,
  }));
}

/** The merchant's staff, by username: role, state, last sign-in, second factor, lockout, active sessions. */
export async function staffList(db: Db, merchantId: number, now: Date): Promise<StaffMemberView[]> {
  await ensureBuiltinRoles(db, merchantId, now);
  const rows = await db
    .select({ op: operators, role: operatorRoles, creds: operatorCredentials })
    .from(operators)
    .leftJoin(operatorRoles, eq(operatorRoles.id, operators.roleId))
    .leftJoin(operatorCredentials, eq(operatorCredentials.operatorId, operators.id))
    .where(eq(operators.merchantId, merchantId))
    .orderBy(asc(operators.username));
  const ids = rows.map((r) => r.op.id);
  const sessions = ids.length
    ? await db
        .select({ operatorId: operatorSessions.operatorId, n: count() })
        .from(operatorSessions)
        .where(
          and(
            inArray(operatorSessions.operatorId, ids),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.lastSeenAt, activeSince(now)),
          ),
        )
        .groupBy(operatorSessions.operatorId)
    : [];
  const sessionCount = new Map(sessions.map((s) => [s.operatorId, s.n]));
  return Promise.all(
    rows.map(async ({ op, role, creds }) => ({
      id: op.id,
      username: op.username,
      name: op.name,
      role: role ? { id: role.id, code: role.code, name: role.name } : { id: 0, code: '', name: '' },
      active: op.active,
      lastSignInAt: creds?.lastSignInAt?.toISOString() ?? null,
      totp: Boolean(creds?.totpSecret && creds.totpConfirmedAt),
      mustChangePassword: creds?.mustChangePassword ?? false,
      locked: (await failuresLastHour(db, op.id, now)) >= OPERATOR_LOCKOUT_FAILURES,
      sessions: sessionCount.get(op.id) ?? 0,
    })),
  );
}

async function roleOf(db: Db, merchantId: number, roleId: number) {
  const [role] = await db
    .select()
    .from(operatorRoles)
    .where(and(eq(operatorRoles.id, roleId), eq(operatorRoles.merchantId, merchantId)))
    .limit(1);
  if (!role) throw new ApiError(404, 'STAFF_ROLE_NOT_FOUND', 'staffRoleNotFound', bodyField('roleId'));
  return role;
}

async function staffOf(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .select({ op: operators, role: operatorRoles })
    .from(operators)
    .leftJoin(operatorRoles, eq(operatorRoles.id, operators.roleId))
    .where(and(eq(operators.id, id), eq(operators.merchantId, merchantId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'STAFF_NOT_FOUND', 'staffNotFound');
  return row;
}

/** Refuses a change that leaves the merchant without an active owner (other than `exceptId`). */
async function keepAnOwner(db: Db, merchantId: number, exceptId: number): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(operators)
    .innerJoin(operatorRoles, eq(operatorRoles.id, operators.roleId))
    .where(
      and(
        eq(operators.merchantId, merchantId),
        eq(operators.active, true),
        eq(operatorRoles.code, 'owner'),
        ne(operators.id, exceptId),
      ),
    );
  if ((row?.n ?? 0) < 1) throw new ApiError(409, 'STAFF_LAST_OWNER', 'staffLastOwner');
}

async function revokeAll(db: Db, operatorId: number, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

const entry = (
  actor: StaffActor,
  action: string,
  targetType: string,
  targetId: number,
  before: unknown,
  after: unknown,
) => ({
  merchantId: actor.op.merchantId,
  operatorId: actor.op.id,
  action,
  targetType,
  targetId,
  before,
  after,
  ip: actor.ip,
});

/**
 * Adds a staff member (username: 3 to 32 lower-case letters, digits, `_`; password
 * {@link checkStaffPassword}). They enrol their second factor at their first sign-in, and must
 * change the initial password then.
 * @throws 400 STAFF_USERNAME_INVALID / STAFF_NAME_INVALID / STAFF_PASSWORD_WEAK, 404
 *   STAFF_ROLE_NOT_FOUND, 409 STAFF_USERNAME_TAKEN.
 */
export async function createStaff(
  db: Db,
  actor: StaffActor,
  body: { username: string; name: string; roleId: number; password: string },
  now: Date,
): Promise<StaffMemberView> {
  const username = body.username.trim().toLowerCase();
  if (!/^[a-z0-9_]{3,32}$/.test(username))
    throw new ApiError(400, 'STAFF_USERNAME_INVALID', 'staffUsernameInvalid', bodyField('username'));
  const name = body.name.trim();
  if (!name || name.length > 80) throw new ApiError(400, 'STAFF_NAME_INVALID', 'staffNameInvalid', bodyField('name'));
  checkStaffPassword(body.password);
  const merchantId = actor.op.merchantId;
  const role = await roleOf(db, merchantId, body.roleId);
  const passwordHash = await hashPassword(body.password);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ merchantId, username, name, passwordHash, roleId: role.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (!row) throw new ApiError(409, 'STAFF_USERNAME_TAKEN', 'staffUsernameTaken', bodyField('username'));
    await tx.insert(operatorCredentials).values({ operatorId: row.id, mustChangePassword: true });
    await audit(tx, entry(actor, 'staff.create', 'operator', row.id, null, { username, name, role: role.code }), now);
    return row.id;
  });
  return (await staffList(db, merchantId, now)).find((s) => s.id === id)!;
}

/**
 * Disables (sessions revoked at once) or enables a staff member.
 * @throws 404 STAFF_NOT_FOUND, 409 STAFF_SELF_DISABLE (an owner disabling themselves), 409
 *   STAFF_LAST_OWNER (the last active owner).
 */
export async function setStaffActive(db: Db, actor: StaffActor, id: number, active: boolean, now: Date): Promise<void> {
  const { op, role } = await staffOf(db, actor.op.merchantId, id);
  if (op.active === active) return;
  if (!active && id === actor.op.id) throw new ApiError(409, 'STAFF_SELF_DISABLE', 'staffSelfDisable');
  if (!active && role?.code === 'owner') await keepAnOwner(db, op.merchantId, id);
  await db.transaction(async (tx) => {
    await tx.update(operators).set({ active }).where(eq(operators.id, id));
    if (!active) await revokeAll(tx, id, now);
    await audit(
      tx,
      entry(actor, active ? 'staff.enable' : 'staff.disable', 'operator', id, { active: op.active }, { active }),
      now,
    );
  });
}

/**
 * Sets a new password for a staff member; they must change it at their next sign-in, and their
 * sessions end now. @throws 404 STAFF_NOT_FOUND, 400 STAFF_PASSWORD_WEAK.
 */
export async function resetStaffPassword(
  db: Db,
  actor: StaffActor,
  id: number,
  password: string,
  now: Date,
): Promise<void> {
  await staffOf(db, actor.op.merchantId, id);
  checkStaffPassword(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, id));
    await tx
      .insert(operatorCredentials)
      .values({ operatorId: id, mustChangePassword: true })
      .onConflictDoUpdate({ target: operatorCredentials.operatorId, set: { mustChangePassword: true } });
    await revokeAll(tx, id, now);
    await audit(tx, entry(actor, 'staff.password.reset', 'operator', id, null, { mustChangePassword: true }), now);
  });
}

/**
 * Gives a staff member another role of the merchant.
 * @throws 404 STAFF_NOT_FOUND / STAFF_ROLE_NOT_FOUND, 409 STAFF_LAST_OWNER (the last active owner
 *   leaving the owner role).
 */
export async function setStaffRole(db: Db, actor: StaffActor, id: number, roleId: number, now: Date): Promise<void> {
  const { op, role: before } = await staffOf(db, actor.op.merchantId, id);
  const role = await roleOf(db, actor.op.merchantId, roleId);
  if (before?.id === role.id) return;
  if (before?.code === 'owner' && op.active) await keepAnOwner(db, op.merchantId, id);
  await db.transaction(async (tx) => {
    await tx.update(operators).set({ roleId: role.id }).where(eq(operators.id, id));
    await audit(
      tx,
      entry(
        actor,
        'staff.role',
        'operator',
        id,
        { role: before?.code ?? '', roleName: before?.name ?? '' },
        { role: role.code, roleName: role.name },
      ),
      now,
    );
  });
}

/** The active sessions of a staff member of the merchant. @throws 404 STAFF_NOT_FOUND. */
export async function staffSessions(db: Db, merchantId: number, id: number, now: Date): Promise<StaffSession[]> {
  await staffOf(db, merchantId, id);
  return sessionsOf(db, id, now);
}

/**
 * Ends a session at once: the caller's own, or (with `staff.manage`) any of the merchant's.
 * @throws 404 SESSION_NOT_FOUND (unknown, another merchant's, or someone else's without staff.manage).
 */
export async function revokeSession(db: Db, actor: StaffActor, sessionId: number, now: Date): Promise<void> {
  const [row] = await db
    .select({ s: operatorSessions, merchantId: operators.merchantId, username: operators.username })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.id, sessionId))
    .limit(1);
  const mayAny = actor.op.identity.permissions.includes('staff.manage');
  if (!row || row.merchantId !== actor.op.merchantId || (row.s.operatorId !== actor.op.id && !mayAny))
    throw new ApiError(404, 'SESSION_NOT_FOUND', 'sessionNotFound');
  if (row.s.revokedAt) return;
  await db.transaction(async (tx) => {
    await tx.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, sessionId));
    await audit(
      tx,
      entry(actor, 'session.revoke', 'operator', row.s.operatorId, { username: row.username, ip: row.s.ip }, null),
      now,
    );
  });
}

/** The merchant's roles (built-in first, in catalogue order, then custom by name) with how many staff hold each. */
export async function roleList(db: Db, merchantId: number, now: Date): Promise<StaffRole[]> {
  await ensureBuiltinRoles(db, merchantId, now);
  const roles = await db.select().from(operatorRoles).where(eq(operatorRoles.merchantId, merchantId));
  const held = await db
    .select({ roleId: operators.roleId, n: count() })
    .from(operators)
    .where(eq(operators.merchantId, merchantId))
    .groupBy(operators.roleId);
  const staff = new Map(held.map((h) => [h.roleId, h.n]));
  const order = ['owner', 'finance', 'risk', 'service', 'marketing', 'content'];
  const rank = (r: typeof operatorRoles.$inferSelect) => (r.builtin ? order.indexOf(r.code) : order.length);
  return roles
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name) || a.id - b.id)
    .map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      builtin: r.builtin,
      permissions: permissionsOf(r.permissions),
      staff: staff.get(r.id) ?? 0,
    }));
}

function checkPermissions(list: readonly string[]): OperatorPermission[] {
  const known = new Set<string>(OPERATOR_PERMISSIONS);
  if (list.some((p) => !known.has(p)))
    throw new ApiError(400, 'ROLE_PERMISSION_UNKNOWN', 'rolePermissionUnknown', bodyField('permissions'));
  return permissionsOf(list);
}

function checkRoleName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 64)
    throw new ApiError(400, 'ROLE_NAME_INVALID', 'roleNameInvalid', bodyField('name'));
  return trimmed;
}

async function nameTaken(db: Db, merchantId: number, name: string, exceptId = 0): Promise<void> {
  const rows = await db
    .select({ id: operatorRoles.id, name: operatorRoles.name })
    .from(operatorRoles)
    .where(and(eq(operatorRoles.merchantId, merchantId), eq(operatorRoles.builtin, false)));
  if (rows.some((r) => r.id !== exceptId && r.name.toLowerCase() === name.toLowerCase()))
    throw new ApiError(409, 'ROLE_NAME_TAKEN', 'roleNameTaken', bodyField('name'));
}

/** Adds a custom role. @throws 400 ROLE_NAME_INVALID / ROLE_PERMISSION_UNKNOWN, 409 ROLE_NAME_TAKEN. */
export async function createRole(
  db: Db,
  actor: StaffActor,
  body: { name?: string; permissions: string[] },
  now: Date,
): Promise<StaffRole> {
  const merchantId = actor.op.merchantId;
  const name = checkRoleName(body.name ?? '');
  const permissions = checkPermissions(body.permissions);
  await nameTaken(db, merchantId, name);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operatorRoles)
      .values({
        merchantId,
        code: `custom-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`,
        name,
        builtin: false,
        permissions,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: operatorRoles.id });
    await audit(tx, entry(actor, 'role.create', 'role', row!.id, null, { name, permissions }), now);
    return row!.id;
  });
  return (await roleList(db, merchantId, now)).find((r) => r.id === id)!;
}

/**
 * Changes a role's permissions (and a custom role's name). The owner role keeps `staff.manage`.
 * @throws 404 STAFF_ROLE_NOT_FOUND, 400 ROLE_NAME_INVALID / ROLE_PERMISSION_UNKNOWN, 409
 *   ROLE_OWNER_STAFF_MANAGE, 409 ROLE_NAME_TAKEN.
 */
export async function updateRole(
  db: Db,
  actor: StaffActor,
  id: number,
  body: { name?: string; permissions: string[] },
  now: Date,
): Promise<StaffRole> {
  const merchantId = actor.op.merchantId;
  const role = await roleOf(db, merchantId, id);
  const permissions = checkPermissions(body.permissions);
  if (role.code === 'owner' && !permissions.includes('staff.manage'))
    throw new ApiError(409, 'ROLE_OWNER_STAFF_MANAGE', 'roleOwnerStaffManage', bodyField('permissions'));
  let name = role.name;
  if (!role.builtin && body.name !== undefined) {
    name = checkRoleName(body.name);
    await nameTaken(db, merchantId, name, id);
  }
  await db.transaction(async (tx) => {
    await tx.update(operatorRoles).set({ name, permissions, updatedAt: now }).where(eq(operatorRoles.id, id));
    await audit(
      tx,
      entry(
        actor,
        'role.update',
        'role',
        id,
        { name: role.name, code: role.code, permissions: permissionsOf(role.permissions) },
        { name, code: role.code, permissions },
      ),
      now,
    );
  });
  return (await roleList(db, merchantId, now)).find((r) => r.id === id)!;
}

/** Deletes a custom role nobody holds. @throws 404 STAFF_ROLE_NOT_FOUND, 409 ROLE_BUILTIN / ROLE_IN_USE. */
export async function deleteRole(db: Db, actor: StaffActor, id: number, now: Date): Promise<void> {
  const role = await roleOf(db, actor.op.merchantId, id);
  if (role.builtin) throw new ApiError(409, 'ROLE_BUILTIN', 'roleBuiltin');
  await db.transaction(async (tx) => {
    const [held] = await tx.select({ n: count() }).from(operators).where(eq(operators.roleId, id));
    if ((held?.n ?? 0) > 0) throw new ApiError(409, 'ROLE_IN_USE', 'roleInUse');
    await tx.delete(operatorRoles).where(eq(operatorRoles.id, id));
    await audit(
      tx,
      entry(actor, 'role.delete', 'role', id, { name: role.name, permissions: permissionsOf(role.permissions) }, null),
      now,
    );
  });
}

/** The signed-in staff member's own account: who, whether a new password is due, their active sessions. */
export async function accountOf(db: Db, op: OperatorRow, now: Date): Promise<StaffAccount> {
  const [creds] = await db
    .select({ mustChange: operatorCredentials.mustChangePassword })
    .from(operatorCredentials)
    .where(eq(operatorCredentials.operatorId, op.id));
  return {
    id: op.id,
    username: op.username,
    name: op.name,
    role: op.identity.role,
    mustChangePassword: creds?.mustChange ?? false,
    sessions: await sessionsOf(db, op.id, now, op.sessionId),
  };
}

/**
 * Changes one's own password (with the current one); clears a pending reset and ends one's other
 * sessions. @throws 400 STAFF_CURRENT_PASSWORD_WRONG, STAFF_PASSWORD_WEAK, STAFF_PASSWORD_SAME.
 */
export async function changeOwnPassword(
  db: Db,
  actor: StaffActor,
  current: string,
  password: string,
  now: Date,
): Promise<void> {
  const op = actor.op;
  if (!(await verifyPassword(op.passwordHash, current)))
    throw new ApiError(400, 'STAFF_CURRENT_PASSWORD_WRONG', 'staffCurrentPasswordWrong', bodyField('current'));
  checkStaffPassword(password);
  if (password === current) throw new ApiError(400, 'STAFF_PASSWORD_SAME', 'staffPasswordSame', bodyField('password'));
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, op.id));
    await tx
      .insert(operatorCredentials)
      .values({ operatorId: op.id, mustChangePassword: false })
      .onConflictDoUpdate({ target: operatorCredentials.operatorId, set: { mustChangePassword: false } });
    await tx
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(operatorSessions.operatorId, op.id),
          isNull(operatorSessions.revokedAt),
          ne(operatorSessions.id, op.sessionId),
        ),
      );
    await audit(tx, entry(actor, 'account.password', 'operator', op.id, null, null), now);
  });
}
