/**
 * Form validators compiled in process with the shared ajv set-up (formAjv.ts): for tests and the
 * server. Not for the browser: ajv's in-process compile generates code at run time, which the
 * Content-Security-Policy forbids (the browser imports the standalone module instead).
 */
import { createFormAjv } from './formAjv';
import type { FormSchema } from './types';
import type { FormValidate, FormValidators } from './validate';

/**
 * Compiles every form in process.
 * @throws Error from ajv when a schema is invalid (a bug of the engine, not of the input).
 */
export function createInProcessValidators(forms: readonly FormSchema[]): FormValidators {
  const ajv = createFormAjv(false);
  const out: FormValidators = {};
  for (const form of forms) out[form.id] = ajv.compile(form.schema) as FormValidate;
  return out;
}
