/**
 * Compiles a merchant's form schemas into one standalone ES module (ajv standalone code) that the
 * browser imports from the server (`GET /api/forms/validators.js`): validators without
 * `new Function`, which the Content-Security-Policy (no 'unsafe-eval') forbids. Node only (ajv's
 * code generation runs here, never in the browser).
 *
 * The module must run as served, with no bundler: it may import nothing. The form schemas use
 * only keywords whose generated code is self-contained (no `format`, no object `const`/`enum`,
 * no `uniqueItems`, `unicode: false`), and this function refuses output that still needs a
 * CommonJS helper.
 */
import { standaloneEsm } from '../standaloneModule';
import { createFormAjv } from './formAjv';
import { featureFormSchemas } from './featureForms';
import { moneyFormSchemas } from './moneyForms';
import type { FormSchema } from './types';

/**
 * @param forms the merchant's form schemas (engine/forms/registry.ts formList).
 * @returns ESM source with one named export per form id (e.g. `export const register = ...`).
 * @throws Error when ajv's output requires a module (it would not load in the browser).
 */
export function compileFormValidatorsSource(forms: readonly FormSchema[]): string {
  const ajv = createFormAjv(true);
  for (const form of forms) ajv.addSchema(form.schema);
  const mapping = Object.fromEntries(forms.map((f) => [f.id, String(f.schema.$id)]));
  // No rewrites: the served module imports nothing, so form schemas keep such keywords out.
  const { code } = standaloneEsm(ajv, mapping, [], 'compileFormValidatorsSource');
  return `// Form validators compiled by the server from this merchant's form schemas (ajv standalone). Do not edit.\n${code}\n`;
}

/**
 * The money forms' validators (./moneyForms.ts) as one standalone ES module, written to
 * engine/generated/moneyFormValidators.js by `npm run schemas:compile` (a test keeps it in step):
 * their schemas are the same for every merchant and member (run-time limits are parameters), so
 * the browser imports them with its bundle.
 * @throws Error when ajv's output requires a module.
 */
export function compileMoneyFormValidatorsSource(): string {
  const source = compileFormValidatorsSource(moneyFormSchemas());
  return source.replace(
    /^\/\/ .*\n/,
    '// Money form validators compiled from engine/forms/moneyForms.ts by `npm run schemas:compile` (ajv standalone). Do not edit.\n',
  );
}

/**
 * The feature forms' validators (./featureForms.ts) as one standalone ES module, written to
 * engine/generated/featureFormValidators.js by `npm run schemas:compile` (a test keeps it in
 * step): like the money forms, the same for every merchant and member.
 * @throws Error when ajv's output requires a module.
 */
export function compileFeatureFormValidatorsSource(): string {
  const source = compileFormValidatorsSource(featureFormSchemas());
  return source.replace(
    /^\/\/ .*\n/,
    '// Feature form validators compiled from engine/forms/featureForms.ts by `npm run schemas:compile` (ajv standalone). Do not edit.\n',
  );
}
