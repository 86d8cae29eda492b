/**
 * An app on a fresh clone of the seeded template with sign-in options: a movable clock and lower
 * limits (tests of idle expiry and lockout), and optionally another site configuration.
 */
import type { SiteConfig } from '../../../contract/types.ts';
import type { AttemptLimits } from '../../../server/services/auth/attempts.ts';
import { createTestApp, type TestApp } from './testApp.ts';

export interface Clock {
  now: () => Date;
  advance(ms: number): void;
}

/** A clock starting at the real time that only moves when told. */
export function testClock(): Clock {
  let t = Date.now();
  return { now: () => new Date(t), advance: (ms) => void (t += ms) };
}

export interface AuthTestOptions {
  clock?: Clock;
  limits?: Partial<AttemptLimits>;
  /** A whole site configuration for DEMO (e.g. config-samples/minimal.json). */
  siteConfig?: SiteConfig;
  configure?: (config: SiteConfig) => void;
}

/** {@link createTestApp} with the sign-in options and the dev tools on. */
export function createAuthTestApp(options: AuthTestOptions = {}): Promise<TestApp> {
  return createTestApp({
    siteConfig: options.siteConfig,
    configure: options.configure,
    auth: { now: options.clock?.now, limits: options.limits, devTools: true },
  });
}
