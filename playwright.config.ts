import { defineConfig } from '@playwright/test';
import { E2E_BASE_PORT as BASE_PORT, E2E_SERVERS } from './tests/e2e/support/servers';

/**
 * End-to-end tests in the system Chromium (browser downloads fail on these machines).
 * One reference server per configuration sample, each on its own port and fresh PGlite data dir;
 * every test runs in TW (the default) and EN projects. scripts/e2e.mjs builds the front end first.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const langState = (lang: 'TW' | 'EN') => ({
  cookies: [],
  origins: Object.values(E2E_SERVERS).map(({ port }) => ({
    origin: `http://127.0.0.1:${port}`,
    localStorage: [{ name: 'lang', value: lang }],
  })),
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${BASE_PORT}`,
    viewport: { width: 1440, height: 900 },
    // the browsers ask for reduced motion: carousels and tickers stand still, so two browsers and the
    // servers on a 2-core machine do not spend the CPU on animation frames (home.spec turns it off to see them move)
    reducedMotion: 'reduce',
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
  projects: [
    { name: 'tw', use: { storageState: langState('TW') } },
    { name: 'en', use: { storageState: langState('EN') } },
  ],
  webServer: Object.entries(E2E_SERVERS).map(([name, { port, sample }]) => ({
    command: `node scripts/e2e-server.mjs ${name} ${port} ${sample}`,
    url: `http://127.0.0.1:${port}/api/system/status`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
