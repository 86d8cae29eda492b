/**
 * The config matrix (README "QA tooling"): each sample's column holds what the engine makes of it, rows
 * where samples disagree are flagged, the HTML is self-contained, and `npm run config:matrix`
 * writes the page (or refuses a schema-invalid file).
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gameMenuOfConfig, loadCatalogue } from '../../engine/lint/catalogue';
import { buildMatrix, type Matrix, type MatrixSample } from '../../engine/lint/report/matrix';
import { matrixHtml } from '../../engine/lint/report/matrixHtml';
import { loadSample } from '../support/samples';

const NAMES = ['default', 'minimal', 'mobile-first', 'maintenance'];
let matrix: Matrix;

beforeAll(async () => {
  const catalogue = await loadCatalogue();
  const samples: MatrixSample[] = [];
  for (const name of NAMES) {
    const config = loadSample(`${name}.json`);
    samples.push({ name, config, gameMenu: await gameMenuOfConfig(config, catalogue) });
  }
  matrix = buildMatrix(samples);
});

/** The cells of a row, by sample name. */
function rowOf(section: string, label: string): Record<string, string> {
  const s = matrix.sections.find((x) => x.title === section);
  const r = s?.rows.find((x) => x.label === label);
  if (!r) throw new Error(`no row ${section} / ${label}`);
  return Object.fromEntries(NAMES.map((n, i) => [n, r.cells[i]!.text]));
}

describe('config matrix (engine answers per sample)', () => {
  it('gives each sample its system state', () => {
    expect(rowOf('System state', 'state')).toEqual({
      default: 'normal',
      minimal: 'normal',
      'mobile-first': 'normal',
      maintenance: 'maintenance',
    });
  });

  it("fills minimal's and mobile-first's register, login and forgot-password rows", () => {
    const forms = 'Register, login and forgot password';
    expect(rowOf(forms, 'register tabs')).toMatchObject({
      minimal: 'register',
      'mobile-first': 'registerMobile',
      default: 'register, registerMobile',
    });
    expect(rowOf(forms, 'register default tab')).toMatchObject({
      minimal: 'register',
      'mobile-first': 'registerMobile',
      default: 'registerMobile',
    });
    expect(rowOf(forms, 'login tabs')).toMatchObject({ minimal: 'login', 'mobile-first': 'login, loginSms' });
    expect(rowOf(forms, 'forgot password default')).toMatchObject({
      minimal: 'forgotEmail',
      'mobile-first': 'forgotPhone',
    });
  });

  it("lists minimal's register fields with required and pattern kind, and no mobile form", () => {
    expect(rowOf('Fields of the register form', 'username').minimal).toBe('required · LETTER_START_ALNUM');
    expect(rowOf('Fields of the register form', 'captcha').minimal).toBe('required · DIGITS');
    expect(rowOf('Fields of the register form', 'email')).toMatchObject({ minimal: '—', default: 'optional · EMAIL' });
    expect(rowOf('Fields of the registerMobile form', 'verificationCode')).toMatchObject({
      minimal: '—',
      'mobile-first': 'required · DIGITS',
    });
  });

  it('shows features on and off, named with their source', () => {
    expect(rowOf('Features', 'points (PTSYS3)')).toEqual({
      default: 'on',
      minimal: 'off',
      'mobile-first': 'off',
      maintenance: 'on',
    });
    expect(rowOf('Features', 'contract.hourlyWage (contracthoursalreq)')).toMatchObject({
      default: 'on',
      'mobile-first': 'off',
    });
  });

  it("lists each menu's entries: vendor counts of the top navigation and feature-gated entries", () => {
    expect(rowOf('Menu topNav', 'menu.category.RNG (RNG)')).toMatchObject({
      default: '12 vendor(s)',
      minimal: '12 vendor(s)',
    });
    expect(rowOf('Menu topNav', 'menu.category.ELOTT (ELOTT)')).toMatchObject({ default: '1 vendor(s)', minimal: '—' });
    const points = matrix.sections
      .find((s) => s.title === 'Menu account')!
      .rows.find((r) => r.label.includes('points'))!;
    expect(points.cells.map((c) => c.text)).toEqual(['shown', '—', '—', 'shown']);
  });

  it('flags rows where samples differ and marks the cells unlike the majority', () => {
    const features = matrix.sections.find((s) => s.title === 'Features')!;
    const mobile = features.rows.find((r) => r.label.startsWith('register.mobile (MOBILENUMREG3)'))!;
    expect(mobile.differs).toBe(true);
    expect(mobile.cells.map((c) => Boolean(c.odd))).toEqual([false, true, false, false]); // only minimal has it off
    const google = features.rows.find((r) => r.label.startsWith('login.google'))!;
    expect(google.differs).toBe(true);
    const forms = matrix.sections.find((s) => s.title === 'Register, login and forgot password')!;
    expect(forms.rows.find((r) => r.label === 'forgot password tabs')!.differs).toBe(false);
  });

  it('renders one self-contained page: no script, no external resource, text escaped, differing rows highlighted', () => {
    const html = matrixHtml(
      { ...matrix, samples: matrix.samples.map((s, i) => (i === 0 ? { ...s, description: '<b>"x"</b>' } : s)) },
      '2026-01-01T00:00:00Z',
    );
    expect(html).not.toMatch(/<script|<link|src="http/);
    expect(html).toContain('&lt;b&gt;&quot;x&quot;&lt;/b&gt;');
    expect(html).toContain('<tr class="diff">');
    expect(html).toContain('class="off odd"');
    expect(html).toContain('<th title=');
  });
});

describe('npm run config:matrix (CLI)', () => {
  const run = promisify(execFile);
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const cli = (args: string[]) =>
    run(tsx, ['scripts/config-matrix.ts', ...args], { cwd: process.cwd() }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );
  const dir = mkdtempSync(join(tmpdir(), 'config-matrix-'));

  it('writes the report for the named samples to --out', async () => {
    const out = join(dir, 'm.html');
    const { code, out: text } = await cli([
      'config-samples/minimal.json',
      'config-samples/mobile-first.json',
      '--out',
      out,
    ]);
    expect(code).toBe(0);
    expect(text).toContain('config matrix of 2 sample(s) written to');
    const html = readFileSync(out, 'utf8');
    expect(html).toContain('>minimal<small>Lucky Lite (MINI)</small>');
    expect(html).toContain('Manual rebate (account:manualRebate)'); // English labels; on in mobile-first
    expect(html).not.toContain('account:points'); // PTSYS3 is off in both: no row
  }, 60_000);

  it('refuses a schema-invalid file with its errors and writes nothing', async () => {
    const out = join(dir, 'bad.html');
    const { code, out: text } = await cli(['config-samples/invalid/min-above-max.json', '--out', out]);
    expect(code).toBe(1);
    expect(text).toContain('config-samples/invalid/min-above-max.json: /registrationRules/username/minLength:');
    expect(existsSync(out)).toBe(false);
  }, 60_000);
});
