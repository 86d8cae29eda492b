/**
 * Operator maintenance of vendor integrations and games (README "Vendor integrations"): a whole
 * integration (`vendor_integrations.maintenance`) or one catalogue game (`game_maintenance`). Launch
 * answers GAME_MAINTENANCE for them at once (no cache), and the lobby's game lists mark them.
 */
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { gameMaintenance, games, integrationVendors, vendorIntegrations } from '../../db/schema.ts';

/**
 * Whether game `gameId` may not launch because an operator put it, or the integration `integrationCode`
 * serving it, in maintenance.
 */
export async function inOperatorMaintenance(db: Db, gameId: number, integrationCode: string): Promise<boolean> {
  const [integration] = await db
    .select({ maintenance: vendorIntegrations.maintenance })
    .from(vendorIntegrations)
    .where(eq(vendorIntegrations.code, integrationCode))
    .limit(1);
  if (integration?.maintenance) return true;
  const [game] = await db
    .select({ gameId: gameMaintenance.gameId })
    .from(gameMaintenance)
    .where(eq(gameMaintenance.gameId, gameId))
    .limit(1);
  return !!game;
}

/**
 * Of the catalogue games `gameIds`, those in maintenance: by their own flag or because the
 * integration serving their vendor is in maintenance.
 */
export async function gamesInMaintenance(db: Db, gameIds: readonly number[]): Promise<Set<number>> {
  if (gameIds.length === 0) return new Set();
  const rows = await db
    .select({ gameId: games.id })
    .from(games)
    .leftJoin(gameMaintenance, eq(gameMaintenance.gameId, games.id))
    .leftJoin(integrationVendors, eq(integrationVendors.vendorId, games.vendorId))
    .leftJoin(vendorIntegrations, eq(vendorIntegrations.code, integrationVendors.integrationCode))
    .where(
      and(
        inArray(games.id, [...gameIds]),
        or(isNotNull(gameMaintenance.gameId), eq(vendorIntegrations.maintenance, true)),
      ),
    );
  return new Set(rows.map((r) => r.gameId));
}

/**
 * The lobby's view of maintenance (README "Vendor integrations"): `list` with `maintenance: true`
 * on each game an operator has in maintenance, directly or through its integration. Read on every
 * call, after the catalogue cache, so a change shows at once.
 */
export async function markMaintenance<G extends { gameId: number }>(
  db: Db,
  list: G[],
): Promise<(G & { maintenance?: boolean })[]> {
  const down = await gamesInMaintenance(
    db,
    list.map((g) => g.gameId),
  );
  return down.size === 0 ? list : list.map((g) => (down.has(g.gameId) ? { ...g, maintenance: true } : g));
}
