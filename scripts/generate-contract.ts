/**
 * `npm run contract:generate`: writes contract/generated/schemas.ts, the TypeScript declarations of
 * every schema of schemas/ and schemas/api/ (json-schema-to-typescript; README "How the pieces fit"
 * says why this generator), so that a type of contract/ cannot drift from its schema. A test
 * (tests/contract/generated.test.ts) fails when the committed file is out of date.
 *
 * Naming: each schema file becomes the PascalCase of its file name (site-config.schema.json ->
 * SiteConfigSchema, api/auth-common.json -> AuthCommon) and each entry of `definitions` the
 * PascalCase of its key (loginValue -> LoginValue); a name taken twice gets a number suffix in
 * file order. Titles of other sub-schemas become comments, so their shapes stay inline.
 * `$ref`s by `$id` (https://whitelabel.local/schemas/...) are read from the local files: no network.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const SCHEMAS_DIR = fileURLToPath(new URL('../schemas/', import.meta.url));
const TARGET = new URL('../contract/generated/schemas.ts', import.meta.url);
const ID_BASE = 'https://whitelabel.local/schemas/';
/** Marks the name a schema object gets (set while reading, read by `customName`). */
const NAME_KEY = 'x-contract-name';

const BANNER = '/* Generated from schemas/ by npm run contract:generate; do not edit. */\n/* eslint-disable */';

/** The schema files, relative to schemas/, in a fixed order: the top folder, then api/. */
export function contractSchemaFiles(): string[] {
  const json = (dir: string) =>
    readdirSync(SCHEMAS_DIR + dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  return [...json(''), ...json('api').map((f) => `api/${f}`)];
}

/** `site-config.schema.json` -> `SiteConfigSchema`; `loginValue` -> `LoginValue`. */
function pascal(text: string): string {
  return text
    .replace(/\.json$/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

type SchemaObject = Record<string, unknown>;
const isObject = (value: unknown): value is SchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Walks a schema: names the root and its definitions, and turns the title of every other
 * sub-schema into the start of its description (a title would otherwise name a declaration).
 */
function markNames(node: unknown, name: string | undefined): void {
  if (Array.isArray(node)) {
    for (const item of node) markNames(item, undefined);
    return;
  }
  if (!isObject(node)) return;
  if (name) node[NAME_KEY] = name;
  else if (typeof node.title === 'string') {
    node.description = typeof node.description === 'string' ? `${node.title}: ${node.description}` : node.title;
    delete node.title;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'definitions' && isObject(value)) {
      for (const [definition, schema] of Object.entries(value)) markNames(schema, pascal(definition));
    } else if (key !== 'enum' && key !== 'const' && key !== 'examples' && key !== 'default')
      markNames(value, undefined);
  }
}

/** Reads schemas/<path> with its names marked. */
function readSchema(path: string): SchemaObject {
  const schema = JSON.parse(readFileSync(SCHEMAS_DIR + path, 'utf8')) as SchemaObject;
  markNames(schema, pascal(path.split('/').pop() ?? path));
  return schema;
}

/**
 * @returns the source of contract/generated/schemas.ts: one declaration per schema file and per
 * definition, formatted by the generator's Prettier run (deterministic for the same schemas/).
 * @throws Error when a `$ref` points outside schemas/ or a schema cannot be compiled.
 */
export async function generateContractSource(): Promise<string> {
  const files = contractSchemaFiles();
  const root: JSONSchema = {
    title: 'ContractSchemas',
    description:
      'Every schema of schemas/ and schemas/api/ by file (the root that makes the generator declare them all).',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(files.map((file) => [file, { $ref: ID_BASE + file }])),
  };
  return compile(root, 'ContractSchemas', {
    cwd: SCHEMAS_DIR,
    bannerComment: BANNER,
    declareExternallyReferenced: true,
    unreachableDefinitions: true,
    // Faithful to the schemas: an object without `additionalProperties: false` may carry more keys.
    additionalProperties: true,
    strictIndexSignatures: true,
    unknownAny: true,
    // minItems and maxItems stay checks of the validators: an array type, not a tuple of its minimum.
    ignoreMinAndMaxItems: true,
    format: true,
    style: { printWidth: 120, singleQuote: true, trailingComma: 'all' },
    customName: (schema) => (typeof schema[NAME_KEY] === 'string' ? (schema[NAME_KEY] as string) : undefined),
    $refOptions: {
      resolve: {
        http: false,
        file: false,
        local: {
          order: 1,
          canRead: (file: { url: string }) => file.url.startsWith(ID_BASE),
          read: (file: { url: string }) => readSchema(file.url.slice(ID_BASE.length).replace(/#.*$/, '')),
        },
      },
    },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(TARGET, await generateContractSource());
  console.log(`wrote ${fileURLToPath(TARGET)}`);
}
