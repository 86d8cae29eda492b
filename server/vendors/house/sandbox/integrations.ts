/**
 * The sandbox integrations (docs/sandbox-provider.md "Shape"; docs/vendor-protocol.md section 1):
 * one integration per catalogue vendor other than the in-house BGS family, its code the vendor's
 * code, its own signing secret, served by the in-house vendor service as a sandbox. One pure list,
 * read by the platform's seed (server/db/seed/sandbox.ts) and by the house service, so both sides
 * agree without the vendor reading the platform's database.
 *
 * Secrets: VENDOR_<CODE>_SECRET on both sides when set; otherwise, outside production only, the
 * development secret of the code, HMAC-SHA256(SANDBOX_DEV_KEY, code) in lower-case hex, derived
 * from one published key. Production refuses the development secrets.
 */
import { createHmac } from 'node:crypto';
import { VENDOR_SEEDS, type VendorSeed } from '../../../db/seed/vendors.ts';

/** The published key every sandbox development secret derives from (never used in production). */
export const SANDBOX_DEV_KEY = 'dev-only-sandbox-key-0123456789abcdef';

/**
 * The base URL the seed stores for a sandbox integration: "served by the in-house vendor service".
 * The platform resolves it to the in-house vendor's URL (VENDOR_BGS_URL, else the BGS
 * integration's), so the sandbox follows the house wherever it runs; an operator who points the
 * integration at the real vendor replaces it with the vendor's URL (or sets VENDOR_<CODE>_URL).
 */
export const SANDBOX_BASE_URL = 'in-house';

/** One sandbox integration: the catalogue vendor's code (X-Vendor-Code) and its display name. */
export interface SandboxIntegration {
  code: string;
  name: string;
  /** The catalogue vendor it serves (same code). */
  vendor: VendorSeed;
}

/** True for the in-house vendors (BGS, BGS_LIVE, ...), which the BGS integration serves. */
export const isHouseVendor = (code: string): boolean => code === 'BGS' || code.startsWith('BGS_');

/** Every sandbox integration, in catalogue order (VENDOR_SEEDS without the BGS family). */
export const SANDBOX_INTEGRATIONS: readonly SandboxIntegration[] = VENDOR_SEEDS.filter(
  (v) => !isHouseVendor(v.code),
).map((vendor) => ({ code: vendor.code, name: `${vendor.nameEn} (sandbox)`, vendor }));

const SANDBOX_CODES = new Set(SANDBOX_INTEGRATIONS.map((i) => i.code));

/** True when `code` is a sandbox integration's code. */
export const isSandboxIntegration = (code: string): boolean => SANDBOX_CODES.has(code);

/**
 * The development secret of sandbox integration `code`: lower-case hex of
 * HMAC-SHA256(SANDBOX_DEV_KEY, code), 64 characters. Public by construction: outside production only.
 */
export function devSandboxSecret(code: string): string {
  return createHmac('sha256', SANDBOX_DEV_KEY).update(code, 'utf8').digest('hex');
}

/**
 * The secret of sandbox integration `code` as both sides read it: VENDOR_<CODE>_SECRET when set,
 * else the development secret outside production.
 * @param env the process's settings (server/config.ts).
 * @returns the secret, or null in production without VENDOR_<CODE>_SECRET (the integration is not served).
 */
export function sandboxSecretOf(code: string, env: Readonly<Record<string, string | undefined>>): string | null {
  const set = env[`VENDOR_${code}_SECRET`];
  if (set) return set;
  return env.NODE_ENV === 'production' ? null : devSandboxSecret(code);
}
