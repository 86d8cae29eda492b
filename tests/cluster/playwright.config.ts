import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * The cluster test (tests/cluster/cluster.spec.ts; docs/scaling.md "The two-node test"): two API
 * nodes on one PostgreSQL and two in-house vendor processes on the vendor's database, behind
 * HAProxy, started once by ./globalSetup.ts (scripts/cluster.mjs) on a fresh database
 * `cluster_test` (CLUSTER_TEST_DATABASE), on the first free ports from CLUSTER_TEST_PORT (default 8600). The built
 * front end (dist/) must exist: scripts/test.mjs runs this after the e2e step, which builds it
 * (`npm run test:cluster` builds it first). TW only: the languages are the e2e suite's concern.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(ROOT, 'test-results', 'cluster'),
  globalSetup: './globalSetup.ts',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(ROOT, 'test-results', 'cluster-report.json') }]],
  use: {
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [{ name: 'tw' }],
});
