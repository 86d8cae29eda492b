/**
 * The files a QA command works on (README "QA tooling"): the ones named on the command line, or by
 * default every config-samples/*.json (never config-samples/invalid/), sorted. Node only.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * @param root the repository root (config-samples/ is below it).
 * @param named file paths from the command line, relative to the working directory.
 * @returns absolute paths.
 */
export function sampleFiles(root: string, named: readonly string[] = []): string[] {
  if (named.length > 0) return named.map((f) => resolve(f));
  const dir = join(root, 'config-samples');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}
