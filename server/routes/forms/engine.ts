/**
 * The form engine (src/engine/forms) on the server: a merchant configuration's form schemas, its
 * standalone validator module for the browser and in-process validators for submissions, cached
 * by a version hash of the registration rules, the whitelabel tree and the engine's own sources.
 *
 * The engine is browser code written for a bundler (imports without extensions), so it is loaded
 * with a runtime import, as server/siteConfig.ts loads the shared checker; the interfaces below
 * mirror src/engine/forms/types.ts.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../../src/engine/types.ts';
import { REPO_ROOT } from '../../paths.ts';

/** src/engine/forms/types.ts FormSchema (the server passes it on as JSON). */
export interface FormSchemaJson {
  id: string;
  schema: Record<string, unknown>;
  fields: { name: string; [key: string]: unknown }[];
  conditions: string[];
  asyncChecks: unknown[];
  submitKey: string;
}

/** src/engine/forms/types.ts FormRegistry. */
export interface FormRegistryJson {
  forms: Record<string, FormSchemaJson | undefined>;
  tabs: { register: string[]; login: string[]; forgotPassword: string[] };
  defaultTab: { register: string | null; login: string; forgotPassword: string };
  problems: string[];
}

/** src/engine/forms/types.ts FieldError: one broken rule with its i18n message key and params. */
export interface FieldErrorJson {
  field: string;
  rule: string;
  key: string;
  params: Record<string, string | number>;
}

/** Options of validateForm (src/engine/forms/validate.ts). */
export interface SubmissionOptions {
  conditions?: Readonly<Record<string, boolean>>;
  /** yyyy-MM-dd; the birthday's minimum age is computed on it. Default: the server's date. */
  today?: string;
}

type Validators = Record<string, unknown>;
interface Engine {
  formRegistryOfSiteConfig(config: SiteConfig): FormRegistryJson;
  formList(registry: FormRegistryJson): FormSchemaJson[];
  validateForm(form: FormSchemaJson, values: Readonly<Record<string, unknown>>, validators: Validators, options: SubmissionOptions): FieldErrorJson[];
  todayOf(date: Date): string;
  createInProcessValidators(forms: readonly FormSchemaJson[]): Validators;
  compileFormValidatorsSource(forms: readonly FormSchemaJson[]): string;
  FormConfigError: new (...args: never[]) => Error & { field: string; acceptedPattern: string };
}

const ENGINE_DIRS = [path.join(REPO_ROOT, 'src', 'engine', 'forms'), path.join(REPO_ROOT, 'src', 'engine', 'patterns')];
let engine: Promise<Engine> | null = null;

function loadEngine(): Promise<Engine> {
  engine ??= (async () => {
    // One after the other: they share modules (ajv), and jest's ESM loader fails on parallel first loads.
    const modules: Record<string, unknown>[] = [];
    for (const file of ['patterns/index.ts', 'forms/index.ts', 'forms/inProcessValidators.ts', 'forms/compileFormValidators.ts']) {
      modules.push((await import(path.join(REPO_ROOT, 'src', 'engine', file))) as Record<string, unknown>);
    }
    return Object.assign({}, ...modules) as Engine;
  })();
  return engine;
}

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
  registry: FormRegistryJson;
  forms: FormSchemaJson[];
  /** The standalone ES module, compiled on first request. */
  source(): Promise<string>;
  validators(): Validators;
}

const CACHE_SIZE = 32;
const cache = new Map<string, Promise<MerchantForms>>();

/** Whether an error is the engine's FormConfigError (a registration rule it cannot use). */
export async function isFormConfigError(err: unknown): Promise<boolean> {
  return err instanceof (await loadEngine()).FormConfigError;
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
    const e = await loadEngine();
    const registry = e.formRegistryOfSiteConfig(config);
    const forms = e.formList(registry);
    let source: Promise<string> | null = null;
    let validators: Validators | null = null;
    return {
      version,
      registry,
      forms,
      source: () => (source ??= Promise.resolve().then(() => e.compileFormValidatorsSource(forms))),
      validators: () => (validators ??= e.createInProcessValidators(forms)),
    };
  })();
  made.catch(() => cache.delete(version));
  cache.set(version, made);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return made;
}

/**
 * Validates a submission exactly as the browser does (same schemas, same validateForm), for the
 * auth routes (register, registerMobile, login, loginSms, forgot*, changePassword, ipVerification,
 * feedback).
 * @param formId a form id of src/engine/forms/types.ts FORM_IDS.
 * @returns the broken rules, one per field ([] when valid); the form being absent for this
 *   merchant (e.g. registerMobile with MOBILENUMREG3 off) is one error `{ field: '', rule: 'form' }`.
 * @throws the engine's FormConfigError when the merchant's rules cannot be used.
 */
export async function validateSubmission(
  formId: string,
  values: Readonly<Record<string, unknown>>,
  siteConfig: SiteConfig,
  options: SubmissionOptions = {},
): Promise<FieldErrorJson[]> {
  const merchant = await formsFor(siteConfig);
  const e = await loadEngine();
  const form = merchant.registry.forms[formId];
  if (!form) return [{ field: '', rule: 'form', key: 'forms.messages.formUnavailable', params: { form: formId } }];
  return e.validateForm(form, values, merchant.validators(), { ...options, today: options.today ?? e.todayOf(new Date()) });
}
