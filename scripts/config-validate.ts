/**
 * QA's config checker: `npm run config:validate [files...]`.
 * Validates merchant configuration samples against schemas/site-config.schema.json (and the
 * schemas it references), with the same ajv setup as the browser (engine/validation.ts).
 * With no file named, checks every config-samples/*.json (not config-samples/invalid/).
 * Prints every error as `file: /json/pointer: message`, then a summary; exits 1 on any error
 * (unreadable file and bad JSON included), 0 when every file is valid.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleFiles } from '../engine/lint/sampleFiles';
import { validateConfig, type ConfigError } from '../engine/validation';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Checks one file: read, parse, validate. */
export function checkFile(file: string): ConfigError[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    return [
      {
        pointer: '',
        message: `cannot read file (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
        params: { keyword: 'file' },
      },
    ];
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return [{ pointer: '', message: `not valid JSON: ${(err as Error).message}`, params: { keyword: 'json' } }];
  }
  return validateConfig('siteConfig', data);
}

function main(argv: string[]): number {
  const files = sampleFiles(root, argv);
  let errorCount = 0;
  let badFiles = 0;
  for (const file of files) {
    const name = relative(process.cwd(), file) || file;
    const errors = checkFile(file);
    if (errors.length === 0) {
      console.log(`ok   ${name}`);
      continue;
    }
    badFiles += 1;
    errorCount += errors.length;
    for (const e of errors) console.log(`${name}: ${e.pointer || '/'}: ${e.message}`);
  }
  const summary = `${files.length} file(s) checked, ${files.length - badFiles} valid, ${badFiles} invalid, ${errorCount} error(s)`;
  if (errorCount > 0) console.error(summary);
  else console.log(summary);
  return errorCount > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
