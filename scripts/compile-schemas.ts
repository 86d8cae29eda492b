/**
 * `npm run schemas:compile`: writes engine/generated/validators.js (standalone ajv validators
 * of the configuration schemas for the browser) from schemas/*.json. A test fails when the
 * committed file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { compileValidatorsSource } from '../engine/compileValidators';

const target = new URL('../engine/generated/validators.js', import.meta.url);
writeFileSync(target, compileValidatorsSource());
console.log(`wrote ${target.pathname}`);
