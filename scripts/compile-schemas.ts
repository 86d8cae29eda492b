/**
 * `npm run schemas:compile`: writes engine/generated/validators.js (standalone ajv validators
 * of the configuration schemas for the browser) from schemas/*.json, and
 * engine/generated/moneyFormValidators.js from the money forms (engine/forms/moneyForms.ts) and
 * engine/generated/featureFormValidators.js from the feature forms (engine/forms/featureForms.ts).
 * Tests fail when a committed file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { compileValidatorsSource } from '../engine/compileValidators';
import {
  compileFeatureFormValidatorsSource,
  compileMoneyFormValidatorsSource,
} from '../engine/forms/compileFormValidators';

const target = new URL('../engine/generated/validators.js', import.meta.url);
writeFileSync(target, compileValidatorsSource());
console.log(`wrote ${target.pathname}`);
const money = new URL('../engine/generated/moneyFormValidators.js', import.meta.url);
writeFileSync(money, compileMoneyFormValidatorsSource());
console.log(`wrote ${money.pathname}`);
const feature = new URL('../engine/generated/featureFormValidators.js', import.meta.url);
writeFileSync(feature, compileFeatureFormValidatorsSource());
console.log(`wrote ${feature.pathname}`);
