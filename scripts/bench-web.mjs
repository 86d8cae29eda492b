#!/usr/bin/env node
/**
 * `npm run bench:web`: builds the site, starts the reference server on a fresh embedded database,
 * then prints
 *   - the JavaScript the home page loads: every script the browser fetched for `/` (after the page
 *     settled), initial (index.html's scripts, needed before the first render) or later (lazy
 *     chunks asked for afterwards), with raw, gzip -9 and as-sent (the server's Brotli) sizes of
 *     each and the totals of both groups;
 *   - Lighthouse's performance, accessibility and best-practices scores and FCP, LCP, TBT, CLS and
 *     speed index for home with the desktop preset, in the system Chromium: BENCH_RUNS runs
 *     (default 3), each printed, then the median of each figure, with the load average at the
 *     start (the figures are only as quiet as the machine).
 * Figures are printed, never asserted (speed targets are measured, not tested).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { ensureChromium } from './chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8190);
const BASE = `http://127.0.0.1:${PORT}`;
/** Lighthouse runs (BENCH_RUNS, default 3); the median of each figure is printed after the runs. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** BENCH_REPORT_DIR: a folder to keep each run's whole Lighthouse report in (lighthouse-<n>.json). */
const REPORT_DIR = process.env.BENCH_REPORT_DIR ? path.resolve(process.env.BENCH_REPORT_DIR) : null;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** Lighthouse audits printed per run (numericValue in ms, CLS unitless). */
const METRICS = [
  ['fcp', 'first-contentful-paint'],
  ['lcp', 'largest-contentful-paint'],
  ['tbt', 'total-blocking-time'],
  ['cls', 'cumulative-layout-shift'],
  ['si', 'speed-index'],
];

/** One Lighthouse result as { scores: {category: 0..100}, metrics: {short name: number}, failing: audit ids }. */
function summarise(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((k) => [k, lhr.categories[k]?.score == null ? NaN : Math.round(lhr.categories[k].score * 100)]),
  );
  const metrics = Object.fromEntries(METRICS.map(([short, id]) => [short, lhr.audits[id]?.numericValue ?? NaN]));
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return { scores, metrics, failing };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median of every score and metric over the runs (each figure on its own). */
function medianRun(runs) {
  return {
    scores: Object.fromEntries(CATEGORIES.map((k) => [k, median(runs.map((r) => r.scores[k]))])),
    metrics: Object.fromEntries(METRICS.map(([short]) => [short, median(runs.map((r) => r.metrics[short]))])),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
function formatRun(run) {
  const s = run.scores;
  const m = run.metrics;
  return `performance ${s.performance}, accessibility ${s.accessibility}, best-practices ${s['best-practices']} | FCP ${seconds(m.fcp)}, LCP ${seconds(m.lcp)}, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}, SI ${seconds(m.si)}`;
}
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const chromePath = ensureChromium();
if (!chromePath) process.exit(1);

// BENCH_SKIP_BUILD=1 measures the dist/ already built.
if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('Building the front end...');
  if (spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const dataDir = path.resolve('.bench', 'web-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.dirname(dataDir), { recursive: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
});

/** The scripts index.html loads before the first render (its module scripts and modulepreloads), as URL paths. */
function initialScripts() {
  const html = readFileSync(path.join('dist', 'index.html'), 'utf8');
  const paths = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  return new Set(paths);
}

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
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });

  // 1. JavaScript loaded by the home page: the initial scripts (index.html's, which the browser
  // needs before the first render) and the later ones (lazy chunks the page asked for afterwards:
  // texts, carousels, dialogs, the validation worker), with the bytes the server actually sent.
  const initial = initialScripts();
  const browser = await chromium.launch({ executablePath: chromePath, args: FLAGS });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const scripts = new Map();
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script' || !req.url().startsWith(BASE)) return;
    const sizes = await req.sizes().catch(() => null);
    scripts.set(new URL(req.url()).pathname, sizes?.responseBodySize ?? NaN);
  });
  await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await browser.close();
  const totals = { initial: { raw: 0, gzip: 0, sent: 0, n: 0 }, later: { raw: 0, gzip: 0, sent: 0, n: 0 } };
  const kib = (n) => (n / 1024).toFixed(1).padStart(8);
  console.log('\nJavaScript loaded by the home page (KiB: raw, gzip -9, as sent by the server):');
  for (const [p, sent] of [...scripts].sort(
    ([a], [b]) => Number(initial.has(b)) - Number(initial.has(a)) || a.localeCompare(b),
  )) {
    const file = readFileSync(path.join('dist', p));
    const gz = gzipSync(file, { level: 9 }).length;
    const bucket = totals[initial.has(p) ? 'initial' : 'later'];
    bucket.raw += file.length;
    bucket.gzip += gz;
    // A worker's script has no size in the browser's records: counted as its gzip size.
    const known = Number.isFinite(sent) && sent > 0;
    bucket.sent += known ? sent : gz;
    bucket.n += 1;
    console.log(
      `  ${initial.has(p) ? 'initial' : 'later  '} ${p.slice(0, 56).padEnd(56)} ${kib(file.length)} ${kib(gz)} ${known ? kib(sent) : '     n/a'}`,
    );
  }
  for (const [name, t] of Object.entries(totals))
    console.log(`  ${`${name} total (${t.n} files)`.padEnd(64)} ${kib(t.raw)} ${kib(t.gzip)} ${kib(t.sent)}`);
  const all = {
    raw: totals.initial.raw + totals.later.raw,
    gzip: totals.initial.gzip + totals.later.gzip,
    sent: totals.initial.sent + totals.later.sent,
  };
  console.log(`  ${'all'.padEnd(64)} ${kib(all.raw)} ${kib(all.gzip)} ${kib(all.sent)}`);

  // 2. Lighthouse, desktop preset, RUNS times (figures on a shared machine are noisy): each run, then the median.
  console.log(
    `\nLighthouse (desktop preset), home, ${RUNS} runs (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}):`,
  );
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS });
    try {
      const result = await lighthouse(
        `${BASE}/`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        desktopConfig,
      );
      runs.push(summarise(result.lhr));
      if (REPORT_DIR) writeFileSync(path.join(REPORT_DIR, `lighthouse-${i + 1}.json`), JSON.stringify(result.lhr));
    } finally {
      await chrome.kill();
    }
    console.log(`  run ${i + 1}: ${formatRun(runs.at(-1))}`);
  }
  console.log(`  median: ${formatRun(medianRun(runs))}`);
  const failing = new Set(runs.flatMap((r) => r.failing));
  if (failing.size) console.log(`  failing audits (any run): ${[...failing].join(', ')}`);
} finally {
  server.kill('SIGTERM');
}
