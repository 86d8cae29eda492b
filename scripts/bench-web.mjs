#!/usr/bin/env node
/**
 * `npm run bench:web`: builds the site, starts the reference server on a fresh embedded database,
 * then prints
 *   - the JavaScript the home page loads: every script the browser fetched for `/` (after the page
 *     settled), with raw and gzip sizes of each and the gzip total;
 *   - Lighthouse's performance, accessibility and best-practices scores for home with the desktop
 *     preset, in the system Chromium.
 * Figures are printed, never asserted (speed targets are measured, not tested).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { ensureChromium } from './chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8190);
const BASE = `http://127.0.0.1:${PORT}`;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const chromePath = ensureChromium();
if (!chromePath) process.exit(1);

console.log('Building the front end...');
if (spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0) process.exit(1);

const dataDir = path.resolve('.bench', 'web-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.dirname(dataDir), { recursive: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
});

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      const res = await fetch(`${BASE}/api/system/status`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

try {
  await waitForServer();

  // 1. JavaScript loaded by the home page.
  const browser = await chromium.launch({ executablePath: chromePath, args: FLAGS });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const scripts = new Set();
  page.on('request', (req) => {
    if (req.resourceType() === 'script' && req.url().startsWith(BASE)) scripts.add(new URL(req.url()).pathname);
  });
  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await browser.close();
  let totalRaw = 0;
  let totalGzip = 0;
  console.log('\nJavaScript loaded by the home page:');
  for (const p of [...scripts].sort()) {
    const file = readFileSync(path.join('dist', p));
    const gz = gzipSync(file, { level: 9 }).length;
    totalRaw += file.length;
    totalGzip += gz;
    console.log(`  ${p.padEnd(48)} ${(file.length / 1024).toFixed(1).padStart(8)} KiB raw ${(gz / 1024).toFixed(1).padStart(8)} KiB gzip`);
  }
  console.log(`  ${'total'.padEnd(48)} ${(totalRaw / 1024).toFixed(1).padStart(8)} KiB raw ${(totalGzip / 1024).toFixed(1).padStart(8)} KiB gzip`);

  // 2. Lighthouse, desktop preset.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(`${BASE}/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] }, desktopConfig);
    const cats = result.lhr.categories;
    console.log('\nLighthouse (desktop preset), home:');
    for (const key of ['performance', 'accessibility', 'best-practices']) {
      const score = cats[key]?.score;
      console.log(`  ${key.padEnd(16)} ${score == null ? 'n/a' : Math.round(score * 100)}`);
    }
    const audits = result.lhr.audits;
    for (const a of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
      if (audits[a]) console.log(`  ${a.padEnd(26)} ${audits[a].displayValue ?? ''}`);
    }
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary');
    if (failing.length) console.log(`  failing audits: ${failing.map((a) => a.id).join(', ')}`);
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
}
