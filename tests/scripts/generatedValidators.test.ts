import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { compileValidatorsSource } from '../../engine/compileValidators';
import { validateConfig } from '../../engine/validation';

describe('precompiled browser validators (engine/generated/validators.js)', () => {
  it('are in step with schemas/ (run `npm run schemas:compile` after changing a schema)', () => {
    const committed = readFileSync(new URL('../../engine/generated/validators.js', import.meta.url), 'utf8');
    expect(committed === compileValidatorsSource()).toBe(true);
  });

  it('contain no run-time code generation and no CommonJS require', () => {
    const code = readFileSync(new URL('../../engine/generated/validators.js', import.meta.url), 'utf8');
    expect(code).not.toMatch(/new Function|\beval\(|require\(/);
  });

  it('check formats and unique items like the server does', () => {
    const status = {
      status: 1,
      maintenance: true,
      maintenanceEnd: 'not a date',
      regionRestriction: false,
      ip: '1.2.3.4',
    };
    expect(validateConfig('systemStatus', status)).toEqual([
      { pointer: '/maintenanceEnd', message: 'must be a valid date-time', params: { keyword: 'format' } },
    ]);
    const sample = JSON.parse(readFileSync(new URL('../../config-samples/default.json', import.meta.url), 'utf8'));
    sample.gameCategories = ['RNG', 'RNG'];
    expect(validateConfig('siteConfig', sample).map((e) => e.pointer)).toEqual(['/gameCategories']);
  });
});
