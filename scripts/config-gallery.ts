/**
 * QA's config gallery (README "QA tooling"): `npm run config:gallery [files...] [--lang TW|EN] [--theme dark|light]`.
 * Starts the real site on each sample in turn (scripts/start.mjs: `vite build` first when dist/ is
 * stale, then the reference server on a free port with PGlite in a temporary data dir and the
 * sample as SITE_CONFIG), drives the system Chromium (playwright-core), in TW and the dark theme
 * unless told otherwise (localStorage `lang` and `theme`, as UiStore keeps them), to screenshot the home
 * page, the register modal and the member center (logged in as the README's demo account demo01),
 * and writes reports/gallery/index.html with the screenshots side by side (reports/ is git-ignored).
 * A sample in maintenance or a blocked region shows its system page; the other screens say why
 * they are missing. Default: every config-samples/*.json. Exits 1 when a server does not start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { sampleFiles } from '../engine/lint/sampleFiles';
import {
  GALLERY_SHOTS,
  galleryHtml,
  shotFileName,
  type GalleryShot,
  type GalleryShotId,
  type GallerySample,
} from '../engine/lint/report/galleryPage';
import { systemStateOf } from '../engine/systemState';
import type { SiteConfig } from '../contract/types';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = join(root, 'reports', 'gallery');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The README's demo member. */
const DEMO = { username: 'demo01', password: 'Demo1234' };
const STATE_NAMES = ['normal', 'maintenance', 'region restricted'] as const;

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

interface Site {
  base: string;
  stop(): Promise<void>;
}

/** Starts the site on a sample and waits until /api/system/status answers (3 minutes at most: a first build is slow). */
async function startSite(sample: string): Promise<Site> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'config-gallery-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_CONFIG: sample,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  };
  const child: ChildProcess = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let lastError = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    const lines = chunk
      .toString('utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length > 0) lastError = lines[lines.length - 1]!;
  });
  let exited = false;
  const exit = new Promise<void>((done) => child.once('exit', () => ((exited = true), done())));
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await exit;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && !exited) {
    const ok = await fetch(`${base}/api/system/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  const why = exited ? `the server exited${lastError ? `: ${lastError}` : ''}` : 'no answer within 3 minutes';
  throw new Error(`the site did not start on ${relative(root, sample) || sample} (${why})`);
}

/** Lets fonts, images (the captcha too) and carousels settle before a screenshot; 5 s at most for the images. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        Array.from(document.images).every(
          (img) => img.complete && (img.naturalWidth > 0 || img.getClientRects().length === 0),
        ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(700);
}

/**
 * Runs one capture step and screenshots the result. A failed step is shown as the screen at the
 * moment of failure with the reason as its caption (or the reason alone when no screenshot can be taken).
 */
async function step(
  name: string,
  sample: string,
  shot: GalleryShotId,
  page: Page,
  action: () => Promise<void>,
): Promise<GalleryShot> {
  const file = shotFileName(sample, shot);
  let note: string | undefined;
  try {
    await action();
    await settle(page);
  } catch (err) {
    note = `${name} failed: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`;
    console.error(`[gallery] ${sample}: ${note}`);
  }
  try {
    await page.screenshot({ path: join(outDir, file) });
    return note ? { file, note } : { file };
  } catch (err) {
    return { note: note ?? `${name}: no screenshot (${(err as Error).message.split('\n')[0]})` };
  }
}

interface Look {
  lang: 'TW' | 'EN';
  theme: 'dark' | 'light';
}

/** Screenshots one sample's site in a language and theme. */
async function captureSample(
  browser: Browser,
  name: string,
  config: SiteConfig,
  base: string,
  look: Look,
): Promise<GallerySample> {
  const state = systemStateOf(config.systemStatus);
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: look.lang === 'EN' ? 'en-US' : 'zh-TW',
    baseURL: base,
  });
  await context.addInitScript((l: Look) => {
    localStorage.setItem('lang', l.lang);
    localStorage.setItem('theme', l.theme);
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    sessionStorage.setItem('USER_POPUP', 'closed');
  }, look);
  const page = await context.newPage();
  const shots: Partial<Record<GalleryShotId, GalleryShot>> = {};
  try {
    shots.home = await step('home', name, 'home', page, () => page.goto('/').then(() => undefined));
    if (state !== 0) {
      const why = `not reachable: the site shows its ${STATE_NAMES[state]} page`;
      shots.register = { note: why };
      shots.member = { note: why };
    } else {
      shots.register = await step('register modal', name, 'register', page, async () => {
        await page.getByTestId('header-register').click();
        await page.getByRole('dialog').waitFor();
      });
      shots.member = await step('member center', name, 'member', page, async () => {
        await page.keyboard.press('Escape');
        await page.getByTestId('header-login').click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('#login-username').fill(DEMO.username);
        await dialog.locator('#login-password').fill(DEMO.password);
        await dialog.getByTestId('login-submit').click();
        await page.getByTestId('header-logout').waitFor({ timeout: 30_000 });
        await page.locator('[data-menu="account"] [data-entry="account:securityCenter"]').dispatchEvent('click');
        await page.getByTestId('member-center').waitFor();
      });
    }
  } finally {
    await context.close();
  }
  return { name, description: config.description, state: STATE_NAMES[state], shots };
}

/** Splits the command line into files and the look (`--lang`, `--theme`). */
function parseArgs(argv: string[]): { files: string[]; look: Look } {
  const named: string[] = [];
  const look: Look = { lang: 'TW', theme: 'dark' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--lang') look.lang = argv[(i += 1)]?.toUpperCase() === 'EN' ? 'EN' : 'TW';
    else if (arg === '--theme') look.theme = argv[(i += 1)] === 'light' ? 'light' : 'dark';
    else named.push(arg);
  }
  return { files: sampleFiles(root, named), look };
}

async function main(argv: string[]): Promise<number> {
  const { files, look } = parseArgs(argv);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const samples: GallerySample[] = [];
  let failed = 0;
  try {
    for (const file of files) {
      const name = basename(file, '.json');
      const config = JSON.parse(readFileSync(file, 'utf8')) as SiteConfig;
      console.log(`[gallery] ${name}: starting the site...`);
      let site: Site;
      try {
        site = await startSite(file);
      } catch (err) {
        failed += 1;
        const note = (err as Error).message;
        console.error(`[gallery] ${name}: ${note}`);
        samples.push({
          name,
          description: config.description,
          state: 'not started',
          shots: Object.fromEntries(GALLERY_SHOTS.map((s) => [s.id, { note }])),
        });
        continue;
      }
      try {
        samples.push(await captureSample(browser, name, config, site.base, look));
      } finally {
        await site.stop();
      }
    }
  } finally {
    await browser.close();
  }
  const index = join(outDir, 'index.html');
  writeFileSync(
    index,
    galleryHtml(
      samples,
      `${look.lang} · ${look.theme} theme · ${samples.length} sample(s) · ${new Date().toISOString()}`,
    ),
  );
  console.log(`config gallery written to ${relative(process.cwd(), index) || index}`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
