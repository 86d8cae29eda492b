/**
 * Account rules shared by the auth services and routes: member types (spec section 3), the
 * lockout and captcha thresholds (OWASP ASVS 2.2.1) and the merchant's sign-in settings. The
 * merchant's features (which sign-in paths are on) are the engine's: services/features.ts.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { merchantSecurity } from '../../db/schema.ts';

/** Member type 0: a plain member. */
export const MEMBER_TYPE = 0;
/** Agent types (spec section 3). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** Trial (free play) type (spec section 3). */
export const TRIAL_TYPE = 4;

export const isAgentType = (type: number) => AGENT_TYPES.includes(type);
/** Types that may log in with a password: members and agents (spec section 6: non-members cannot). */
export const canLogIn = (type: number) => type === MEMBER_TYPE || isAgentType(type);

/** Failed logins per account per hour before the account is locked (OWASP ASVS 2.2.1: at most 100). */
export const MAX_FAILED_LOGINS_PER_HOUR = 100;
/** Failures of an account (since its last success, within the hour) after which a captcha is required. */
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 3;
/** Failures from an IP (since its last success there, within the hour) after which a captcha is required. */
export const CAPTCHA_AFTER_IP_FAILURES = 3;

/** A merchant's sign-in settings (table merchant_security; defaults when it has no row). */
export interface SecuritySettings {
  initialPassword: string;
  passwordMaxAgeDays: number;
  sessionIdleMinutes: number;
  defaultDialingCode: string;
}

export const DEFAULT_SECURITY: SecuritySettings = {
  initialPassword: 'Aa123456',
  passwordMaxAgeDays: 90,
  sessionIdleMinutes: 30,
  defaultDialingCode: '86',
};

/** Reads a merchant's sign-in settings. */
export async function securitySettings(db: Db, merchantId: number): Promise<SecuritySettings> {
  const [row] = await db.select().from(merchantSecurity).where(eq(merchantSecurity.merchantId, merchantId)).limit(1);
  if (!row) return DEFAULT_SECURITY;
  return {
    initialPassword: row.initialPassword,
    passwordMaxAgeDays: row.passwordMaxAgeDays,
    sessionIdleMinutes: row.sessionIdleMinutes,
    defaultDialingCode: row.defaultDialingCode,
  };
}

/** The password expiry for a password set at `now` (null when passwords never expire). */
export function passwordExpiry(settings: SecuritySettings, now: Date): Date | null {
  return settings.passwordMaxAgeDays > 0 ? new Date(now.getTime() + settings.passwordMaxAgeDays * 86_400_000) : null;
}

/** A mobile number in its stored parts: dialing code and national number, digits only. */
export interface Mobile {
  countryCode: string;
  number: string;
}

/** Normalises a dialing code ('+86', '86', '0086' -> '86'); null when not 1 to 4 digits. */
export function normaliseDialingCode(value: string | undefined, fallback: string): string | null {
  const raw = (value ?? '').trim().replace(/^\+|^00/, '');
  if (raw === '') return fallback;
  return /^\d{1,4}$/.test(raw) ? raw : null;
}

/** `+<code> <number>` for messages and the outbox. */
export const formatMobile = (m: Mobile) => `+${m.countryCode} ${m.number}`;
