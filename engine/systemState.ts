/**
 * System state (spec section 4): 0 normal (the app renders), 1 maintenance, 2 region restricted.
 */
import type { SystemStatus } from '../contract/types';

export type SystemState = 0 | 1 | 2;
export const SYSTEM_NORMAL = 0 as const;
export const SYSTEM_MAINTENANCE = 1 as const;
export const SYSTEM_REGION_RESTRICTED = 2 as const;

/**
 * Derives the state from the flags: the maintenance flag is checked first, then
 * regionRestriction (spec section 4), so a site both in maintenance and restricted shows
 * maintenance. The server's own `status` number is not trusted over the flags.
 * @param status the system status answer (or any object with the two flags).
 */
export function systemStateOf(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): SystemState {
  if (status.maintenance) return SYSTEM_MAINTENANCE;
  if (status.regionRestriction) return SYSTEM_REGION_RESTRICTED;
  return SYSTEM_NORMAL;
}
