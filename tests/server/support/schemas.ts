/**
 * Validates payloads against the shared schemas (schemas/ and schemas/api/) with a separate ajv,
 * so a test checks what a client would check, not what the server's serializer printed.
 */
import { Ajv, type ErrorObject } from 'ajv';
import formats from 'ajv-formats';
import { loadSchemaFiles, schemaId } from '../../../server/schemaFiles.ts';

const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
// ajv-formats is CommonJS: its module object carries the plugin as `default` in every loader.
formats.default(ajv);
for (const schema of loadSchemaFiles()) ajv.addSchema(schema);

/** The ajv errors of `data` against the schema file (path under schemas/), or [] when valid. */
export function schemaErrors(file: string, data: unknown): string[] {
  const validate = ajv.getSchema(schemaId(file));
  if (!validate) throw new Error(`no schema ${file}`);
  return validate(data)
    ? []
    : (validate.errors ?? []).map((e: ErrorObject) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
}
