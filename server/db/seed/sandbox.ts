/**
 * The sandbox integrations in the platform's database (docs/sandbox-provider.md "Shape"; README
 * "Playing"; docs/vendor-protocol.md section 1): one integration per catalogue vendor other than the
 * BGS family (server/vendors/house/sandbox/integrations.ts), its code the vendor's, its secret
 * VENDOR_<CODE>_SECRET or the code's development secret, its base URL "in-house" (the in-house
 * vendor service, resolved by server/services/vendor-protocol/integrations.ts), linked to its vendor
 * in integration_vendors; and one book game per sports, esports and cockfight vendor, so their
 * vendor cards launch. Idempotent: run again on a database seeded earlier (./upgrade.ts), it adds
 * only what is missing and never changes a row an operator edited (a secret, a URL pointing at
 * the real vendor, a vendor linked to another integration).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../open.ts';
import { games, integrationVendors, vendorIntegrations, vendors } from '../schema.ts';
import { SANDBOX_BOOK_GAMES } from '../../vendors/house/sandbox/catalogue.ts';
import { devSandboxSecret, SANDBOX_BASE_URL, SANDBOX_INTEGRATIONS } from '../../vendors/house/sandbox/integrations.ts';
import { serverSettings } from '../../config.ts';

/**
 * Seeds the missing sandbox integrations, their vendor links and book games (inside the seed's
 * transaction). A vendor missing from the database is skipped.
 * @returns what was added: `integration:<CODE>`, `link:<CODE>` and `game:<gameCode>` (empty when nothing was missing).
 */
export async function seedSandbox(tx: Db): Promise<string[]> {
  const env = serverSettings();
  const added: string[] = [];
  const known = new Set(
    (await tx.select({ code: vendorIntegrations.code }).from(vendorIntegrations)).map((r) => r.code),
  );
  const vendorIds = new Map(
    (await tx.select({ id: vendors.id, code: vendors.code }).from(vendors)).map((v) => [v.code, v.id]),
  );
  const linked = new Set(
    (await tx.select({ vendorId: integrationVendors.vendorId }).from(integrationVendors)).map((r) => r.vendorId),
  );
  for (const { code, name } of SANDBOX_INTEGRATIONS) {
    const vendorId = vendorIds.get(code);
    if (vendorId === undefined) continue;
    if (!known.has(code)) {
      await tx.insert(vendorIntegrations).values({
        code,
        name,
        secret: env[`VENDOR_${code}_SECRET`] || devSandboxSecret(code),
        baseUrl: SANDBOX_BASE_URL,
      });
      added.push(`integration:${code}`);
    }
    if (!linked.has(vendorId)) {
      await tx.insert(integrationVendors).values({ vendorId, integrationCode: code });
      added.push(`link:${code}`);
    }
  }
  const seededNodes = new Set(
    (
      await tx
        .select({ nodeId: games.nodeId })
        .from(games)
        .where(
          inArray(
            games.nodeId,
            SANDBOX_BOOK_GAMES.map((g) => g.nodeId),
          ),
        )
    ).map((g) => g.nodeId),
  );
  for (const g of SANDBOX_BOOK_GAMES) {
    const vendorId = vendorIds.get(g.vendorCode);
    if (vendorId === undefined || seededNodes.has(g.nodeId)) continue;
    await tx.insert(games).values({
      nodeId: g.nodeId,
      vendorId,
      gameCode: g.gameCode,
      nameEn: g.nameEn,
      nameTw: g.nameTw,
      gameType: g.gameType,
      isNew: false,
      freeTrial: g.freeTrial,
      sortOrder: 1,
    });
    added.push(`game:${g.gameCode}`);
  }
  return added;
}
