/**
 * The import graph stays one way (README, "Layout"): no module of the front end (src/), the
 * shared contract (contract/), the engine (engine/), the reference server (server/) or the in-house vendor's game pages
 * (vendor-house/src/) imports itself back through others, type imports included; and the server
 * never imports the front end (what both sides share lives in contract/). `npm run deps:cycles`
 * runs the same cycle check from the command line.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The same globs and options as the `deps:cycles` script in package.json (no -T: type imports count). */
const ARGS = [
  '--no-warning',
  '--no-tree',
  '--no-progress',
  '--extensions',
  '.ts,.tsx',
  'server/**/*.ts',
  'src/**/*.ts',
  'src/**/*.tsx',
  'contract/**/*.ts',
  'engine/**/*.ts',
  'vendor-house/src/**/*.ts',
];

/**
 * Arrows run one way (README "Layout"): contract <- engine <- stores <- renderers <- features, and
 * contract <- engine <- server; a feature talks to the server through a store, never src/api.
 * Each row: files under the first folder never import from the folders listed.
 */
const FORBIDDEN: readonly [string, readonly string[]][] = [
  ['contract/', ['engine/', 'src/', 'server/', 'vendor-house/']],
  ['engine/', ['src/', 'server/', 'vendor-house/']],
  ['server/', ['src/', 'vendor-house/']],
  ['vendor-house/src/', ['src/', 'server/', 'engine/']],
  ['src/api/', ['src/stores/', 'src/renderers/', 'src/features/', 'src/components/']],
  ['src/i18n/', ['src/stores/', 'src/renderers/', 'src/features/', 'src/components/']],
  ['src/stores/', ['src/renderers/', 'src/features/', 'src/components/']],
  ['src/components/', ['src/api/', 'src/renderers/', 'src/features/']],
  ['src/renderers/', ['src/api/', 'src/features/']],
  ['src/features/', ['src/api/']],
];

/** dpdm's output file: every parsed file (path relative to the repository) with what it imports, and the cycles. */
interface DpdmOutput {
  tree: Record<string, { request: string; id: string | null }[] | null>;
  circulars: string[][];
}

const outDir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
let output: DpdmOutput;

// dpdm runs as its own process: its library build loads ES-only dependencies jest cannot require.
beforeAll(async () => {
  const cli = createRequire(import.meta.url).resolve('dpdm/lib/bin/dpdm.js');
  const file = path.join(outDir, 'dpdm.json');
  await promisify(execFile)(process.execPath, [cli, ...ARGS, '--output', file], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  output = JSON.parse(readFileSync(file, 'utf8')) as DpdmOutput;
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('import graph of src/, contract/, engine/, server/ and vendor-house/src/', () => {
  it('has no import cycle', () => {
    const cycles = output.circulars.map((cycle) => [...cycle, cycle[0]].join(' -> '));
    expect(cycles).toEqual([]);
  });

  it('has every arrow running one way (no layer imports a layer above it)', () => {
    const backwards = Object.entries(output.tree).flatMap(([file, deps]) =>
      FORBIDDEN.filter(([from]) => file.startsWith(from)).flatMap(([, above]) =>
        (deps ?? [])
          .filter((dep) => dep.id !== null && above.some((folder) => dep.id!.startsWith(folder)))
          .map((dep) => `${file} imports ${dep.id}`),
      ),
    );
    expect([...new Set(backwards)]).toEqual([]);
  });

  it('has no server module importing from src/ (shared code lives in contract/ and engine/)', () => {
    const imports = Object.entries(output.tree)
      .filter(([file]) => file.startsWith('server/'))
      .flatMap(([file, deps]) =>
        (deps ?? []).filter((dep) => dep.id?.startsWith('src/')).map((dep) => `${file} imports ${dep.request}`),
      );
    expect([...new Set(imports)]).toEqual([]);
  });

  it('sees the whole code base (a glob or resolution change would make the checks above vacuous)', () => {
    const files = Object.keys(output.tree);
    for (const folder of ['server/', 'src/', 'contract/', 'engine/', 'vendor-house/src/'])
      expect(files.some((file) => file.startsWith(folder))).toBe(true);
  });
});
