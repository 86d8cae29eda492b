/**
 * QA's config lint (README "QA tooling"): `npm run config:lint [files...]`.
 * Semantic checks that the schemas cannot express (rules in engine/lint/rules, one per file):
 * patterns that do not compile or backtrack catastrophically, minLength above maxLength, unknown
 * patternIds, flags whose dependencies are off, duplicated modIds, unknown vendors in game menus,
 * a register modal with no tab, and more (`--rules` lists them).
 * A file is a site configuration (config-samples/*.json) or a raw game menu (a JSON array,
 * schemas/game-menu.schema.json). It is validated against its schema first (config:validate's
 * checker); a file that fails the schema reports those errors as [schema] and skips the rules.
 * With no file named, lints every config-samples/*.json (not invalid/).
 * Prints `file: pointer: [rule] message` per finding, then a summary; exits 1 on any error
 * (warnings alone exit 0).
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LINT_RULES,
  formatIssue,
  lintDocument,
  type CatalogueVendor,
  type LintDocument,
  type LintIssue,
} from '../engine/lint';
import { loadCatalogue } from '../engine/lint/catalogue';
import { sampleFiles } from '../engine/lint/sampleFiles';
import type { GameMenuEntry, SiteConfig } from '../contract/types';
import { validateConfig } from '../engine/validation';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

const fileIssue = (message: string): LintIssue => ({ rule: 'file', severity: 'error', pointer: '', message });

/** Reads, parses, schema-checks and lints one file. */
function lintFile(file: string, catalogue: readonly CatalogueVendor[]): LintIssue[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return [fileIssue(code ? `cannot read file (${code})` : `not valid JSON: ${(err as Error).message}`)];
  }
  const kind = Array.isArray(data) ? 'gameMenu' : 'siteConfig';
  const schemaErrors = validateConfig(kind, data);
  if (schemaErrors.length > 0)
    return schemaErrors.map((e) => ({ rule: 'schema', severity: 'error', pointer: e.pointer, message: e.message }));
  const doc: LintDocument =
    kind === 'gameMenu' ? { kind, gameMenu: data as GameMenuEntry[] } : { kind, config: data as SiteConfig };
  return lintDocument(doc, catalogue);
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--rules')) {
    for (const r of LINT_RULES) console.log(`${r.id.padEnd(24)} ${r.severity.padEnd(8)} ${r.description}`);
    return 0;
  }
  const catalogue = await loadCatalogue();
  const files = sampleFiles(root, argv);
  let errors = 0;
  let warnings = 0;
  for (const file of files) {
    const name = relative(process.cwd(), file) || file;
    const issues = lintFile(file, catalogue);
    if (issues.length === 0) console.log(`ok   ${name}`);
    for (const issue of issues) {
      console.log(formatIssue(name, issue));
      if (issue.severity === 'error') errors += 1;
      else warnings += 1;
    }
  }
  const summary = `${files.length} file(s) linted, ${errors} error(s), ${warnings} warning(s)`;
  if (errors > 0) console.error(summary);
  else console.log(summary);
  return errors > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
