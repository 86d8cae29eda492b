/**
 * @jest-environment node
 */
/**
 * `npm run config:lint` (README "QA tooling"): lints the samples by default, prints
 * `file: pointer: [rule] message`, schema errors first, and exits non-zero on any error.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SAMPLE_FILES } from '../support/samples';
import { LINT_FIXTURES } from './fixtures/lintFixtures';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const cli = (args: string[]) =>
  run(tsx, ['scripts/config-lint.ts', ...args], { cwd: process.cwd() }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

const dir = mkdtempSync(join(tmpdir(), 'config-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a fixture's document to a file and gives its path. */
function fixtureFile(name: string, doc: (typeof LINT_FIXTURES)[string]['fail']): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(doc.kind === 'gameMenu' ? doc.gameMenu : doc.config, null, 2));
  return file;
}

describe('npm run config:lint (CLI)', () => {
  it('lints every sample when no file is named and exits 0 (warnings do not fail)', async () => {
    const { code, out } = await cli([]);
    expect(code).toBe(0);
    expect(out).toContain('ok   config-samples/minimal.json');
    expect(out).toMatch(new RegExp(`${SAMPLE_FILES.length} file\\(s\\) linted, 0 error\\(s\\), \\d+ warning\\(s\\)`));
    expect(out).not.toContain('invalid/');
  }, 60_000);

  it('prints file: pointer: [rule] message for each error and exits 1', async () => {
    const redos = fixtureFile('redos.json', LINT_FIXTURES['pattern-redos']!.fail);
    const deps = fixtureFile('deps.json', LINT_FIXTURES['flag-dependency-off']!.fail);
    const menu = fixtureFile('menu.json', LINT_FIXTURES['menu-vendor-unknown']!.fail);
    const { code, out } = await cli([redos, deps, menu]);
    expect(code).toBe(1);
    expect(out).toMatch(
      /redos\.json: \/registrationRules\/username\/acceptedPattern: \[pattern-redos\] acceptedPattern .* backtracks catastrophically/,
    );
    expect(out).toContain(
      'deps.json: /permission/whitelabel/0/childrenNodes/3/enabled: [flag-dependency-off] REGMOBVERF3 is on but has no effect: it needs MOBILENUMREG3, which is off',
    );
    expect(out).toContain(
      'menu.json: /0/vendors/7/vassalage: [menu-vendor-unknown] vendor ACME (SPORTS menu) is not in the vendor catalogue',
    );
    expect(out).toMatch(/3 file\(s\) linted, 4 error\(s\)/);
  }, 60_000);

  it('reports schema errors as [schema] and bad JSON as [file] without running the rules', async () => {
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{ "description": ');
    const { code, out } = await cli(['config-samples/invalid/min-above-max.json', broken]);
    expect(code).toBe(1);
    expect(out).toContain(
      'config-samples/invalid/min-above-max.json: /registrationRules/username/minLength: [schema] minLength 20 is greater than maxLength 16',
    );
    expect(out).not.toContain('[length-range]');
    expect(out).toMatch(/broken\.json: \/: \[file\] not valid JSON/);
  }, 60_000);

  it('lists the rules with --rules', async () => {
    const { code, out } = await cli(['--rules']);
    expect(code).toBe(0);
    for (const id of Object.keys(LINT_FIXTURES)) expect(out).toContain(id);
  }, 60_000);
});
