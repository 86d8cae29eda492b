/**
 * Reading and validating a merchant site configuration (a config sample, schemas/site-config.schema.json)
 * with the very checker QA uses (`npm run config:validate`, src/engine/validation.ts), so a sample
 * the checker refuses is refused by the server too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../src/engine/types.ts';
import { REPO_ROOT } from './paths.ts';

/** One problem: where (JSON pointer, '' for the document) and what. */
export interface ConfigProblem {
  pointer: string;
  message: string;
}

export type SiteConfigResult = { ok: true; config: SiteConfig } | { ok: false; problems: ConfigProblem[] };

type ValidateConfig = (kind: 'siteConfig', data: unknown) => ConfigProblem[];
let validator: ValidateConfig | null = null;

/** Loads the shared checker once (a runtime import: the module is compiled for the browser). */
async function sharedValidator(): Promise<ValidateConfig> {
  if (validator) return validator;
  const modulePath = path.join(REPO_ROOT, 'src', 'engine', 'validation.ts');
  const mod = (await import(modulePath)) as { validateConfig: ValidateConfig };
  validator = mod.validateConfig;
  return validator;
}

/** Validates parsed JSON as a site configuration; every problem is reported. */
export async function validateSiteConfig(data: unknown): Promise<SiteConfigResult> {
  const validate = await sharedValidator();
  const problems = validate('siteConfig', data);
  return problems.length === 0 ? { ok: true, config: data as SiteConfig } : { ok: false, problems };
}

/**
 * Reads, parses and validates a configuration file.
 * @returns the configuration, or problems (an unreadable file or bad JSON is one problem at '').
 */
export async function loadSiteConfigFile(file: string): Promise<SiteConfigResult> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    return { ok: false, problems: [{ pointer: '', message: `cannot read the file (${(err as NodeJS.ErrnoException).code ?? String(err)})` }] };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return { ok: false, problems: [{ pointer: '', message: `not valid JSON: ${(err as Error).message}` }] };
  }
  return validateSiteConfig(data);
}

/** Formats problems one per line as `file: /pointer: message` (the checker's format). */
export function formatProblems(file: string, problems: ConfigProblem[]): string {
  return problems.map((p) => `${file}: ${p.pointer || '/'}: ${p.message}`).join('\n');
}
