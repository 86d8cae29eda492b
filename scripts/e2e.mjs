#!/usr/bin/env node
/**
 * `npm run test:e2e`: makes sure the system Chromium is there (apt-get when missing and root),
 * builds the front end, and runs Playwright (playwright.config.ts starts one server per sample).
 * Extra arguments go to `playwright test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

const chromium = ensureChromium();
if (!chromium) process.exit(1);
const sh = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
if (sh('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) {
  console.error('e2e: the front-end build failed');
  process.exit(1);
}
if (!existsSync('dist/index.html')) process.exit(1);
process.exit(sh('npx', ['playwright', 'test', ...process.argv.slice(2)], { CHROMIUM_PATH: chromium }));
