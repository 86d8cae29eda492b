/**
 * An app on a fresh clone of the seeded template with sign-in options: a movable clock and lower
 * limits (tests of idle expiry and lockout), and optionally another site configuration.
 */
import type { SiteConfig } from '../../../src/engine/types.ts';
import { buildApp } from '../../../server/app.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { loadDefaultSiteConfig } from '../../../server/db/prepare.ts';
import { DEMO_MERCHANT_CODE } from '../../../server/db/seed/index.ts';
import type { AttemptLimits } from '../../../server/services/auth/attempts.ts';
import { applySiteConfig } from '../../../server/services/merchants.ts';
import { seededTemplate, type TestApp } from './testApp.ts';

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

export async function createAuthTestApp(options: AuthTestOptions = {}): Promise<TestApp> {
  const opened = await openDatabase({ memory: true, loadDataDir: await seededTemplate() });
  if (options.siteConfig || options.configure) {
    const config = structuredClone(options.siteConfig ?? (await loadDefaultSiteConfig()));
    options.configure?.(config);
    await applySiteConfig(opened.db, DEMO_MERCHANT_CODE, config, 'test', true);
  }
  const app = await buildApp({ db: opened.db, distDir: null, auth: { now: options.clock?.now, limits: options.limits, devTools: true } });
  await app.ready();
  return {
    app,
    db: opened.db,
    async close() {
      await app.close();
      await opened.close();
    },
    closeDatabase: () => opened.close(),
  };
}
