import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { validateConfig } from '../../engine/validation';
import {
  INVALID_DIR,
  INVALID_FILES,
  SAMPLE_FILES,
  loadSample,
  permissionOf,
  statusOf,
  gameMenuOf,
} from '../support/samples';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const cli = (args: string[]) =>
  run(tsx, ['scripts/config-validate.ts', ...args], { cwd: process.cwd() }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

/** The pointer each invalid sample must be refused at. */
const EXPECTED_POINTERS: Record<string, string[]> = {
  'additional-property.json': ['/permission/darkMode'],
  'bad-maintenance-end.json': ['/systemStatus/maintenanceEnd'],
  'lowercase-pattern-id.json': ['/registrationRules/username/patternId'],
  'min-above-max.json': ['/registrationRules/username/minLength'],
  'missing-whitelabel.json': ['/permission/whitelabel'],
  'negative-min-length.json': ['/registrationRules/password/minLength'],
  'unknown-category.json': ['/gameCategories/2'],
  'wrong-types.json': ['/permission/whitelabel/0/enabled', '/contractSettings/divtypereq'],
};

describe('schema validation of the config samples', () => {
  it.each(SAMPLE_FILES)('%s is valid', (file) => {
    expect(validateConfig('siteConfig', loadSample(file))).toEqual([]);
  });

  it('has at least 5 invalid samples, each saying why it must be refused', () => {
    expect(INVALID_FILES.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(EXPECTED_POINTERS).sort()).toEqual(INVALID_FILES);
    for (const file of INVALID_FILES) {
      const data = JSON.parse(readFileSync(join(INVALID_DIR, file), 'utf8')) as { description?: string };
      expect(data.description).toMatch(/^Refused: .{20,}/);
    }
  });

  it.each(INVALID_FILES)('invalid/%s is refused at its pointer with a readable message', (file) => {
    const errors = validateConfig('siteConfig', JSON.parse(readFileSync(join(INVALID_DIR, file), 'utf8')));
    expect(errors.map((e) => e.pointer).sort()).toEqual([...(EXPECTED_POINTERS[file] ?? [])].sort());
    for (const e of errors) expect(e.message).toMatch(/\w{3,}/);
  });

  it('reports every error, not only the first (allErrors)', () => {
    const data = loadSample('default.json') as unknown as Record<string, Record<string, unknown>>;
    const broken = { ...data, permission: { ...data.permission, currency: 'yuan', merchantCode: 'demo' } };
    expect(
      validateConfig('siteConfig', broken)
        .map((e) => e.pointer)
        .sort(),
    ).toEqual(['/permission/currency', '/permission/merchantCode']);
  });

  it('validates the API payloads built from the samples', () => {
    for (const file of SAMPLE_FILES) {
      const sample = loadSample(file);
      expect(validateConfig('permission', permissionOf(sample))).toEqual([]);
      expect(validateConfig('systemStatus', statusOf(sample))).toEqual([]);
      expect(validateConfig('gameMenu', gameMenuOf(sample))).toEqual([]);
      expect(validateConfig('contractSettings', sample.contractSettings)).toEqual([]);
    }
    const wrongStatus = { ...statusOf(loadSample('default.json')), status: 3 };
    expect(validateConfig('systemStatus', wrongStatus)).toEqual([
      { pointer: '/status', message: 'must be one of 0, 1, 2', params: { keyword: 'enum', values: '0, 1, 2' } },
    ]);
  });
});

describe('npm run config:validate (CLI)', () => {
  it('passes every sample when no file is named, and exits 0', async () => {
    const { code, out } = await cli([]);
    expect(code).toBe(0);
    for (const file of SAMPLE_FILES) expect(out).toContain(`ok   config-samples/${file}`);
    expect(out).toContain(
      `${SAMPLE_FILES.length} file(s) checked, ${SAMPLE_FILES.length} valid, 0 invalid, 0 error(s)`,
    );
    expect(out).not.toContain('invalid/');
  }, 30_000);

  it('prints file: pointer: message for every error of the invalid samples and exits non-zero', async () => {
    const { code, out } = await cli(INVALID_FILES.map((f) => join('config-samples/invalid', f)));
    expect(code).toBe(1);
    for (const [file, pointers] of Object.entries(EXPECTED_POINTERS)) {
      for (const pointer of pointers) expect(out).toContain(`config-samples/invalid/${file}: ${pointer}: `);
    }
    expect(out).toContain(
      `${INVALID_FILES.length} file(s) checked, 0 valid, ${INVALID_FILES.length} invalid, 9 error(s)`,
    );
  }, 30_000);

  it('refuses a missing file and a file that is not JSON', async () => {
    const { code, out } = await cli(['config-samples/nope.json', 'package-lock.json', 'README.md']);
    expect(code).toBe(1);
    expect(out).toContain('config-samples/nope.json: /: cannot read file (ENOENT)');
    expect(out).toContain('README.md: /: not valid JSON');
  }, 30_000);
});
