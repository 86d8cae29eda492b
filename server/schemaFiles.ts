/**
 * Loads every JSON Schema of schemas/ and schemas/api/ (each with an `$id` under
 * https://whitelabel.local/schemas/). The server registers them all with `app.addSchema` and
 * routes reference them by `$id`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SCHEMAS_DIR } from './paths.ts';

export interface JsonSchemaFile {
  $id: string;
  [key: string]: unknown;
}

/** Base of every schema `$id`. */
export const SCHEMA_BASE = 'https://whitelabel.local/schemas/';
/** `$id` of a schema by its path under schemas/, e.g. `api/game.json`. */
export const schemaId = (file: string): string => `${SCHEMA_BASE}${file}`;

let cache: JsonSchemaFile[] | null = null;

/**
 * A copy of a schema whose `$ref`s are absolute URIs (resolved against the schema's `$id`, as
 * JSON Schema says). Same meaning; Fastify's serializer (fast-json-stringify) resolves only
 * absolute references across registered schemas.
 */
export function absoluteRefs(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((n) => absoluteRefs(n, base));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === '$ref' && typeof value === 'string' ? new URL(value, base).href : absoluteRefs(value, base);
  }
  return out;
}

/**
 * Every schema file, site schemas first, then API schemas, each sorted by name.
 * @throws Error naming the file when one has no `$id` or is not valid JSON.
 */
export function loadSchemaFiles(): JsonSchemaFile[] {
  if (cache) return cache;
  const out: JsonSchemaFile[] = [];
  for (const dir of [SCHEMAS_DIR, path.join(SCHEMAS_DIR, 'api')]) {
    for (const name of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const file = path.join(dir, name);
      const schema = JSON.parse(readFileSync(file, 'utf8')) as JsonSchemaFile;
      if (typeof schema.$id !== 'string') throw new Error(`${file} has no $id`);
      out.push(absoluteRefs(schema, schema.$id) as JsonSchemaFile);
    }
  }
  cache = out;
  return out;
}
