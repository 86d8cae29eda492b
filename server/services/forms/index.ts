/**
 * The form engine (engine/forms) on the server: a merchant configuration's form schemas, its
 * standalone validator module for the browser and in-process validators for submissions, cached
 * by a version hash of the registration rules, the whitelabel tree and the engine's own sources.
 * The engine is the browser's own code (engine/forms), imported as is: one set of rules. A service:
 * routes/forms serves the schemas and the module, the auth and agent services validate submissions
 * with it (./submission.ts maps the engine's verdict to the API's refusals).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../../contract/types.ts';
import { REPO_ROOT } from '../../paths.ts';

import type {
  FieldError,
  FormId,
  FormRegistry,
  FormSchema,
  FormValidators,
  ValidateOptions,
} from '../../../engine/forms/index.ts';
import { formList, formRegistryOfSiteConfig, todayOf, validateForm } from '../../../engine/forms/index.ts';
import { compileFormValidatorsSource } from '../../../engine/forms/compileFormValidators.ts';
import { createInProcessValidators } from '../../../engine/forms/inProcessValidators.ts';
import { FormConfigError } from '../../../engine/patterns/index.ts';

const ENGINE_DIRS = [path.join(REPO_ROOT, 'engine', 'forms'), path.join(REPO_ROOT, 'engine', 'patterns')];

let engineStamp: string | null = null;
/** A hash of the engine's sources: a new engine makes new versions (the browser caches by version). */
function engineSourcesHash(): string {
  if (engineStamp) return engineStamp;
  const hash = createHash('sha256');
  for (const dir of ENGINE_DIRS) {
    for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(path.join(dir, name)));
  }
  engineStamp = hash.digest('hex');
  return engineStamp;
}

/** The version of a configuration's forms: hash of the rules, the whitelabel tree and the engine. */
export function formsVersion(config: SiteConfig): string {
  return createHash('sha256')
    .update(engineSourcesHash())
    .update(JSON.stringify(config.registrationRules))
    .update(JSON.stringify(config.permission.whitelabel))
    .digest('hex')
    .slice(0, 20);
}

export interface MerchantForms {
  version: string;
  registry: FormRegistry;
  forms: FormSchema[];
  /** The standalone ES module, compiled on first request. */
  source(): Promise<string>;
  validators(): FormValidators;
}

const CACHE_SIZE = 32;
const cache = new Map<string, Promise<MerchantForms>>();

/** Whether an error is the engine's FormConfigError (a registration rule it cannot use). */
export function isFormConfigError(err: unknown): err is FormConfigError {
  return err instanceof FormConfigError;
}

/**
 * The forms of a merchant configuration, cached by {@link formsVersion}.
 * @throws the engine's FormConfigError (field, acceptedPattern) when a rule's pattern does not compile.
 */
export function formsFor(config: SiteConfig): Promise<MerchantForms> {
  const version = formsVersion(config);
  const hit = cache.get(version);
  if (hit) return hit;
  const made = (async (): Promise<MerchantForms> => {
    const registry = formRegistryOfSiteConfig(config);
    const forms = formList(registry);
    let source: Promise<string> | null = null;
    let validators: FormValidators | null = null;
    return {
      version,
      registry,
      forms,
      source: () => (source ??= Promise.resolve().then(() => compileFormValidatorsSource(forms))),
      validators: () => (validators ??= createInProcessValidators(forms)),
    };
  })();
  made.catch(() => cache.delete(version));
  cache.set(version, made);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return made;
}

/** A broken field rule, or the form itself not offered by this merchant. */
export type SubmissionError = FieldError | { field: ''; rule: 'form'; key: string; params: Record<string, string> };

/**
 * Validates a submission exactly as the browser does (same schemas, same validateForm), for the
 * auth routes (register, registerMobile, login, loginSms, forgot*, changePassword, ipVerification,
 * feedback).
 * @param formId a form id of engine/forms/types.ts FORM_IDS.
 * @returns the broken rules, one per field ([] when valid); the form being absent for this
 *   merchant (e.g. registerMobile with the feature register.mobile off) is one error `{ field: '', rule: 'form' }`.
 * @throws the engine's FormConfigError when the merchant's rules cannot be used.
 */
export async function validateSubmission(
  formId: FormId,
  values: Readonly<Record<string, unknown>>,
  siteConfig: SiteConfig,
  options: ValidateOptions = {},
): Promise<SubmissionError[]> {
  const merchant = await formsFor(siteConfig);
  const form = merchant.registry.forms[formId];
  if (!form) return [{ field: '', rule: 'form', key: 'forms.messages.formUnavailable', params: { form: formId } }];
  return validateForm(form, values, merchant.validators(), { ...options, today: options.today ?? todayOf(new Date()) });
}
