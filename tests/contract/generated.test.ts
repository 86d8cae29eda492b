/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { generateContractSource } from '../../scripts/generate-contract';

describe('generated contract types (contract/generated/schemas.ts)', () => {
  it('are in step with schemas/ (run `npm run contract:generate` after changing a schema)', async () => {
    const committed = readFileSync(new URL('../../contract/generated/schemas.ts', import.meta.url), 'utf8');
    expect(committed === (await generateContractSource())).toBe(true);
  });
});
