/**
 * The in-house vendor's settings (docs/vendor-protocol.md section 1): its integration code, the
 * shared secret (VENDOR_BGS_SECRET, or the published development secret outside production),
 * the sandbox integrations' secrets (docs/sandbox-provider.md), its port (HOUSE_PORT, default
 * 8090) and where its built browser clients live.
 */
import { serverSettings, type Settings } from '../../../config.ts';
import { SANDBOX_INTEGRATIONS, sandboxSecretOf } from '../sandbox/integrations.ts';
export const HOUSE_CODE = 'BGS';
export const DEV_SECRET = 'dev-only-bgs-secret-0123456789abcdef';
export const DEFAULT_HOUSE_PORT = 8090;

export interface HouseConfig {
  secret: string;
  /** The Vite build (dist/) holding vendor-house/*.html and assets/. */
  distDir: string;
  /** This service's public base URL (for game URLs), e.g. http://127.0.0.1:8090. */
  publicUrl: string;
  /** Origins allowed to frame the game pages (the platform's /seamless page). */
  frameAncestors: string[];
  /** Clock (ms), movable in tests. */
  now: () => number;
}

/**
 * Reads the secret from the environment.
 * @throws Error in production without VENDOR_BGS_SECRET (never the development secret there).
 */
export function houseSecret(env: Settings = serverSettings()): string {
  const secret = env.VENDOR_BGS_SECRET;
  if (secret) return secret;
  if (env.NODE_ENV === 'production') throw new Error('VENDOR_BGS_SECRET is required in production');
  return DEV_SECRET;
}

/**
 * The secrets of the sandbox integrations the service serves, by integration code
 * (docs/sandbox-provider.md; docs/vendor-protocol.md section 1): VENDOR_<CODE>_SECRET when set,
 * else the code's development secret outside production. In production an integration without
 * VENDOR_<CODE>_SECRET is left out (its launches and calls are refused as unsigned), never served
 * on the published key.
 */
export function sandboxKeys(env: Settings = serverSettings()): ReadonlyMap<string, string> {
  const keys = new Map<string, string>();
  for (const { code } of SANDBOX_INTEGRATIONS) {
    const secret = sandboxSecretOf(code, env);
    if (secret !== null) keys.set(code, secret);
  }
  return keys;
}
