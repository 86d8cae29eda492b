/**
 * What a browser sees of its merchant's site configuration (spec section 3 permission, sections 4
 * and 7 system status): one place that builds the permission and system status answers from a
 * merchant's SiteConfig, used by GET permission, GET system status and the live `config` event
 * (README "Operator console"), so a pushed configuration is exactly what the routes would answer.
 */
import { eq } from 'drizzle-orm';
import type {
  LiveConfigPayload,
  LiveConfigSection,
  Permission,
  SiteConfig,
  SystemStatus,
} from '../../contract/types.ts';
import { encryptCustomerServicePath } from '../crypto/customerServicePath.ts';
import type { Db } from '../db/open.ts';
import { merchants } from '../db/schema.ts';
import { LANGUAGES } from '../../contract/spec.ts';
import type { CatalogService } from './catalog.ts';
import { toContext, type MerchantContext } from './merchants.ts';

/** The status code of spec section 4: maintenance before region restriction (0 normal, 1 maintenance, 2 region). */
export function statusCode(flags: { maintenance: boolean; regionRestriction: boolean }): SystemStatus['status'] {
  if (flags.maintenance) return 1;
  if (flags.regionRestriction) return 2;
  return 0;
}

/** Customer service contacts with their paths encrypted for the merchant (server/crypto). */
export function encryptedContacts(merchant: Pick<MerchantContext, 'config'>): Permission['customerService'] {
  const code = merchant.config.permission.merchantCode;
  return merchant.config.permission.customerService.map((c) => ({
    ...c,
    path: encryptCustomerServicePath(c.path, code),
  }));
}

/** The system status without the caller's IP (the live event carries this; each browser keeps its own IP). */
export function sharedSystemStatus(config: SiteConfig): Omit<SystemStatus, 'ip'> {
  const { maintenance, maintenanceEnd, regionRestriction } = config.systemStatus;
  return { status: statusCode({ maintenance, regionRestriction }), maintenance, maintenanceEnd, regionRestriction };
}

/** The permission without the caller's location (ip, country). */
export function sharedPermission(merchant: Pick<MerchantContext, 'config'>): Omit<Permission, 'location'> {
  const { config } = merchant;
  return {
    ...config.permission,
    customerService: encryptedContacts(merchant),
    register: config.registrationRules,
    maintenance: config.systemStatus.maintenance,
    regionRestriction: config.systemStatus.regionRestriction,
  };
}

/** GET system status's value for a caller at `ip`. */
export const systemStatusFor = (config: SiteConfig, ip: string): SystemStatus => ({
  ...sharedSystemStatus(config),
  ip,
});

/** The top-level SiteConfig sections an RFC 6902 diff touches (`/permission/whitelabel/0/enabled` -> permission). */
export function changedSections(diff: readonly unknown[]): LiveConfigSection[] {
  const sections = new Set<LiveConfigSection>();
  for (const op of diff) {
    const path = (op as { path?: unknown }).path;
    if (typeof path === 'string') sections.add(path.split('/')[1] as LiveConfigSection);
  }
  return [...sections].filter(Boolean).sort();
}

/**
 * The payload of the `config` live event published after a save (README "Operator console"): the version,
 * the sections it changed, and the new system status and permission without the visitor's own
 * part, so an open browser applies the change without asking the server again (it keeps its
 * own IP and location; it refetches the game menu only when `gameCategories` changed).
 */
export function liveConfigPayload(config: SiteConfig, version: number, diff: readonly unknown[]): LiveConfigPayload {
  return {
    version,
    changed: changedSections(diff),
    status: sharedSystemStatus(config),
    permission: sharedPermission({ config }),
  };
}

/**
 * Adds the new game menu in every language to a `config` payload whose save changed
 * `gameCategories` (the browsers then need not fetch it); any other payload comes back as it is.
 * Reads the merchant's configuration in force (the event is published after the commit).
 */
export async function withGameMenus(
  db: Db,
  catalog: CatalogService,
  merchantId: number,
  payload: LiveConfigPayload,
): Promise<LiveConfigPayload> {
  if (!payload.changed.includes('gameCategories') || payload.gameMenus) return payload;
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  if (!row) return payload;
  const merchant = toContext(row);
  const menus = await Promise.all(
    LANGUAGES.map(async (lang) => [lang, await catalog.gameMenu(merchant, lang)] as const),
  );
  return { ...payload, gameMenus: Object.fromEntries(menus) };
}
