/**
 * `npx tsx scripts/generate-schema-types.ts`: writes contract/generated/schemaTypes.ts, the map from
 * each schema path under schemas/ (`api/withdraw.json`, `api/withdraw.json#/definitions/createBody`:
 * the schema's `$id` under https://whitelabel.local/schemas/, and a definition's JSON pointer) to
 * its declaration in contract/generated/schemas.ts. The server's typed route schemas look a
 * request's type up in it (server/http/routeTypes.ts). Run it after `npm run contract:generate`;
 * tests/contract/schemaTypes.test.ts fails when the committed file is out of date.
 *
 * It reads the generated declarations: the root map `ContractSchemas` names each file's
 * declaration, and json-schema-to-typescript's comment "referenced by `<Root>`'s JSON-Schema via the
 * `definition` "<name>"" names each definition's (with its number suffix when a name is taken twice).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SOURCE = new URL('../contract/generated/schemas.ts', import.meta.url);
const TARGET = new URL('../contract/generated/schemaTypes.ts', import.meta.url);

const BANNER = '/* Generated from contract/generated/schemas.ts by scripts/generate-schema-types.ts; do not edit. */';

/** @returns the source of contract/generated/schemaTypes.ts for the given schemas.ts source. */
export function schemaTypesSource(schemas: string = readFileSync(SOURCE, 'utf8')): string {
  const root = /^export interface ContractSchemas \{\n([\s\S]*?)\n\}/m.exec(schemas);
  if (!root?.[1]) throw new Error('contract/generated/schemas.ts has no ContractSchemas map');
  const files = new Map<string, string>(); // root declaration -> file path
  const entries: [string, string][] = [];
  for (const line of root[1].split('\n')) {
    const m = /^\s*'([^']+)'\?: (\w+);$/.exec(line);
    if (!m?.[1] || !m[2]) continue;
    files.set(m[2], m[1]);
    entries.push([m[1], m[2]]);
  }
  const definition =
    /This interface was referenced by `(\w+)`'s JSON-Schema\n \* via the `definition` "([^"]+)"\.\n(?: \*.*\n)* \*\/\nexport (?:interface|type) (\w+)/g;
  for (const m of schemas.matchAll(definition)) {
    const [, rootName, name, declaration] = m;
    const file = rootName && files.get(rootName);
    if (file && name && declaration) entries.push([`${file}#/definitions/${name}`, declaration]);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const lines = entries.map(([path, declaration]) => `  '${path}': S.${declaration};`);
  return [
    BANNER,
    '/* eslint-disable */',
    "import type * as S from './schemas';",
    '',
    '/** Each schema path under schemas/ (file, or file#/definitions/name) and its generated type. */',
    'export interface SchemaTypes {',
    ...lines,
    '}',
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(TARGET, schemaTypesSource());
}
