/**
 * QA's config matrix (README "QA tooling"): `npm run config:matrix [files...] [--out file]`.
 * Puts the samples side by side in one self-contained HTML page: system state, features on and
 * off, register tabs and fields (required, pattern kind), login tabs, the forgot-password default
 * and every menu's entries, all computed by the engine (engine/lint/report/matrix.ts), with
 * the rows where samples differ highlighted. Each sample's game menu is the one the reference
 * server would send (the seeded catalogue, its offered categories). Menu labels are in English.
 * Default: every config-samples/*.json; default output reports/config-matrix.html (git-ignored).
 * A file that fails the schema is refused (exit 1) with its errors, as config:validate prints them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameMenuOfConfig, loadCatalogue } from '../engine/lint/catalogue';
import { buildMatrix, type MatrixSample } from '../engine/lint/report/matrix';
import { sampleFiles } from '../engine/lint/sampleFiles';
import { matrixHtml } from '../engine/lint/report/matrixHtml';
import type { SiteConfig } from '../contract/types';
import { validateConfig } from '../engine/validation';
import { en } from '../src/i18n/locales/en';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The English text of an i18n key (`menu.x.y` -> en.menu.x.y), or the key. */
function english(key: string): string {
  let node: unknown = en;
  for (const part of key.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : key;
}

function parseArgs(argv: string[]): { files: string[]; out: string } {
  const named: string[] = [];
  let out = join(root, 'reports', 'config-matrix.html');
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--out') out = resolve(argv[(i += 1)] ?? out);
    else named.push(argv[i]!);
  }
  return { files: sampleFiles(root, named), out };
}

async function main(argv: string[]): Promise<number> {
  const { files, out } = parseArgs(argv);
  const catalogue = await loadCatalogue();
  const samples: MatrixSample[] = [];
  let refused = 0;
  for (const file of files) {
    const name = relative(process.cwd(), file) || file;
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      console.error(`${name}: /: cannot read or parse (${(err as Error).message})`);
      refused += 1;
      continue;
    }
    const errors = validateConfig('siteConfig', data);
    if (errors.length > 0) {
      for (const e of errors) console.error(`${name}: ${e.pointer || '/'}: ${e.message}`);
      refused += 1;
      continue;
    }
    const config = data as SiteConfig;
    samples.push({ name: basename(file, '.json'), config, gameMenu: await gameMenuOfConfig(config, catalogue) });
  }
  if (refused > 0) {
    console.error(`${refused} file(s) refused; no report written`);
    return 1;
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, matrixHtml(buildMatrix(samples, english), new Date().toISOString()));
  console.log(`config matrix of ${samples.length} sample(s) written to ${relative(process.cwd(), out) || out}`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
