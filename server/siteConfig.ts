/**
 * Reading and validating a merchant site configuration (a config sample, schemas/site-config.schema.json)
 * with the very checker QA uses (`npm run config:validate`, engine/validation.ts), so a sample
 * the checker refuses is refused by the server too.
 */
import { readFileSync } from 'node:fs';
import type { SiteConfig } from '../contract/types.ts';
import { validateConfig } from '../engine/validation.ts';

/** One problem: where (JSON pointer, '' for the document) and what. */
export interface ConfigProblem {
  pointer: string;
  message: string;
}

export type SiteConfigResult = { ok: true; config: SiteConfig } | { ok: false; problems: ConfigProblem[] };

/** Validates parsed JSON as a site configuration; every problem is reported. */
export async function validateSiteConfig(data: unknown): Promise<SiteConfigResult> {
  const problems = validateConfig('siteConfig', data);
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
    return {
      ok: false,
      problems: [
        { pointer: '', message: `cannot read the file (${(err as NodeJS.ErrnoException).code ?? String(err)})` },
      ],
    };
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
