/**
 * A merchant's staff roles (README "Staff and roles"; contract/permissions.ts): the built-in roles
 * every merchant has, and what a staff member's role allows.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { BUILTIN_ROLE_PERMISSIONS, BUILTIN_ROLES, OPERATOR_PERMISSIONS } from '../../../contract/permissions.ts';
import type { OperatorIdentity, OperatorPermission } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { operatorRoles, operators } from '../../db/schema.ts';

export type RoleRow = typeof operatorRoles.$inferSelect;

/**
 * Gives merchant `merchantId` every built-in role it lacks, with its starting permissions. When the
 * owner role is new (a merchant seeded before roles existed), every operator of the merchant without
 * a role becomes an owner: before roles, an operator could do everything, and keeps that.
 * Idempotent. @returns the merchant's built-in roles by code.
 */
export async function ensureBuiltinRoles(
  db: Db,
  merchantId: number,
  now: Date = new Date(),
): Promise<Map<string, RoleRow>> {
  const existing = await db
    .select()
    .from(operatorRoles)
    .where(and(eq(operatorRoles.merchantId, merchantId), inArray(operatorRoles.code, [...BUILTIN_ROLES])));
  const have = new Set(existing.map((r) => r.code));
  const missing = BUILTIN_ROLES.filter((code) => !have.has(code));
  const added = missing.length
    ? await db
        .insert(operatorRoles)
        .values(
          missing.map((code) => ({
            merchantId,
            code,
            name: '',
            builtin: true,
            permissions: [...BUILTIN_ROLE_PERMISSIONS[code]],
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning()
    : [];
  const owner = added.find((r) => r.code === 'owner');
  if (owner)
    await db
      .update(operators)
      .set({ roleId: owner.id })
      .where(and(eq(operators.merchantId, merchantId), isNull(operators.roleId)));
  return new Map([...existing, ...added].map((r) => [r.code, r]));
}

/** The known permissions of a stored set, in catalogue order (an unknown name, e.g. one a later version removed, is dropped). */
export function permissionsOf(stored: readonly string[] | null | undefined): OperatorPermission[] {
  const set = new Set(stored ?? []);
  return OPERATOR_PERMISSIONS.filter((p) => set.has(p));
}

/** What the console is told about a staff member: who, their role and its permissions (none without a role). */
export function identityOf(
  op: { id: number; username: string; name: string },
  role: Pick<RoleRow, 'id' | 'code' | 'name' | 'permissions'> | null,
): OperatorIdentity {
  return {
    id: op.id,
    username: op.username,
    name: op.name,
    role: role ? { id: role.id, code: role.code, name: role.name } : { id: 0, code: '', name: '' },
    permissions: permissionsOf(role?.permissions),
  };
}
