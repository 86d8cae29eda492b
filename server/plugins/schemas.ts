/**
 * Registers every schema of schemas/ and schemas/api/ with `app.addSchema`, so routes reference
 * them by `$id` (house style: one source of truth for browser, server and QA checker).
 */
import fp from 'fastify-plugin';
import { loadSchemaFiles } from '../schemaFiles.ts';

export default fp(
  async (app) => {
    for (const schema of loadSchemaFiles()) app.addSchema(schema);
  },
  { name: 'schemas' },
);
