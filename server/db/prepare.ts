/**
 * Brings an opened database to a servable state at start: runs the migrations, seeds an empty
 * database (first start), adds DEMO's demo accounts when it has none (./seed/members.ts) and
 * puts the demo merchant's configuration in place:
 * - with SITE_CONFIG, that configuration is applied to DEMO (source `SITE_CONFIG:<path>`);
 * - without it, a configuration left by an earlier SITE_CONFIG run goes back to
 *   config-samples/default.json, so SITE_CONFIG only lasts for the run that sets it; a
 *   configuration from any other source (the seed, later operators) is kept.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { SiteConfig } from '../../contract/types.ts';
import { DEFAULT_SITE_CONFIG, REPO_ROOT } from '../paths.ts';
import { applySiteConfig } from '../services/merchants.ts';
import { formatProblems, loadSiteConfigFile } from '../siteConfig.ts';
import { migrateDatabase } from './migrate.ts';
import type { OpenedDatabase } from './open.ts';
import { merchants } from './schema.ts';
import { DEMO_MERCHANT_CODE, seedDatabase } from './seed/index.ts';
import { seedDemoAccounts } from './seed/members.ts';
import { upgradeSeed } from './seed/upgrade.ts';

export interface PrepareOptions {
  /** A validated SITE_CONFIG and its path, to apply to DEMO. */
  siteConfig?: { config: SiteConfig; file: string };
}

export interface PrepareResult {
  seeded: boolean;
  vendors: number;
  games: number;
  /** Where DEMO's configuration now comes from. */
  configSource: string;
}

const relative = (file: string) => path.relative(REPO_ROOT, path.resolve(file)) || file;

/** Loads config-samples/default.json, which must be valid. */
export async function loadDefaultSiteConfig(): Promise<SiteConfig> {
  const result = await loadSiteConfigFile(DEFAULT_SITE_CONFIG);
  if (!result.ok)
    throw new Error(
      `config-samples/default.json is not valid:\n${formatProblems(DEFAULT_SITE_CONFIG, result.problems)}`,
    );
  return result.config;
}

/**
 * Migrates, seeds when empty and applies the demo merchant's configuration (see the module doc).
 * @throws the driver's error when a migration or the seed fails.
 */
export async function prepareDatabase(opened: OpenedDatabase, options: PrepareOptions = {}): Promise<PrepareResult> {
  await migrateDatabase(opened);
  const { db } = opened;
  const overrideSource = options.siteConfig ? `SITE_CONFIG:${relative(options.siteConfig.file)}` : null;
  const defaultSource = `seed:${relative(DEFAULT_SITE_CONFIG)}`;

  const seedConfig = options.siteConfig?.config ?? (await loadDefaultSiteConfig());
  const seed = await seedDatabase(db, { siteConfig: seedConfig, configSource: overrideSource ?? defaultSource });
  await seedDemoAccounts(db, DEMO_MERCHANT_CODE);
  if (seed.seeded) return { ...seed, configSource: overrideSource ?? defaultSource };
  await upgradeSeed(db); // a data directory seeded by an earlier version gets the later seed steps

  if (options.siteConfig && overrideSource) {
    await applySiteConfig(db, DEMO_MERCHANT_CODE, options.siteConfig.config, overrideSource, true);
    return { ...seed, configSource: overrideSource };
  }
  const [demo] = await db
    .select({ source: merchants.configSource })
    .from(merchants)
    .where(eq(merchants.code, DEMO_MERCHANT_CODE))
    .limit(1);
  if (demo?.source.startsWith('SITE_CONFIG:')) {
    await applySiteConfig(db, DEMO_MERCHANT_CODE, await loadDefaultSiteConfig(), defaultSource, true);
    return { ...seed, configSource: defaultSource };
  }
  return { ...seed, configSource: demo?.source ?? 'none' };
}
