/**
 * Typed route schemas (server/http/routeTypes.ts): the schema-path map is in step with the generated
 * declarations, every path of it names a schema or definition that exists under schemas/, and a
 * typed route hands its handler the validated body, query and params without a cast (the type
 * assertions below fail the server typecheck, the expectations fail the run).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { schemaTypesSource } from '../../../scripts/generate-schema-types.ts';
import { ref } from '../../../server/http/envelope.ts';
import type { RoutePlugin, SchemaType } from '../../../server/http/routeTypes.ts';
import { languageParam, querySchema } from '../../../server/routes/common.ts';
import { pagingParams } from '../../../server/routes/wallet/common.ts';
import { loadSchemaFiles, SCHEMA_BASE } from '../../../server/schemaFiles.ts';
import type { WithdrawBody } from '../../../contract/types.ts';

/** Compile-time equality of two types. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const typeIs = <T extends true>(value: T) => value;

describe('the schema-path map (contract/generated/schemaTypes.ts)', () => {
  it('is in step with contract/generated/schemas.ts (run `npx tsx scripts/generate-schema-types.ts`)', () => {
    const committed = readFileSync(new URL('../../../contract/generated/schemaTypes.ts', import.meta.url), 'utf8');
    expect(committed === schemaTypesSource()).toBe(true);
  });

  it('names only schemas and definitions that exist under schemas/', () => {
    const files = new Map(
      loadSchemaFiles().map((f) => [f.$id.slice(SCHEMA_BASE.length), f as { definitions?: object }]),
    );
    const paths = [...schemaTypesSource().matchAll(/^ {2}'([^']+)': S\.\w+;$/gm)].map((m) => m[1] as string);
    expect(paths.length).toBeGreaterThan(300);
    const missing = paths.filter((p) => {
      const [file, pointer] = p.split('#/definitions/');
      const schema = files.get(file as string);
      return !schema || (pointer !== undefined && !(pointer in (schema.definitions ?? {})));
    });
    expect(missing).toEqual([]);
    expect(paths).toContain('api/withdraw.json#/definitions/createBody');
  });
});

describe('typed route schemas', () => {
  it('type a ref() by its schema path, querySchema() and an inline object schema by their properties', () => {
    const body = ref('api/withdraw.json#/definitions/createBody');
    const query = querySchema({ language: languageParam, ...pagingParams, q: { type: 'string' } }, ['q']);
    const params = {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'integer' }, flag: { type: 'boolean' } },
    } as const;
    expect(body).toEqual({ $ref: expect.stringContaining('withdraw.json') });
    expect(params.required).toEqual(['id']);
    typeIs<Equal<SchemaType<typeof body>, WithdrawBody>>(true);
    typeIs<Equal<SchemaType<typeof query>['q'], string>>(true);
    typeIs<Equal<SchemaType<typeof query>['pageNo'], number>>(true);
    typeIs<Equal<SchemaType<typeof query>['language'], 'TW' | 'EN' | undefined>>(true);
    typeIs<Equal<SchemaType<typeof params>, { id: number } & { flag?: boolean }>>(true);
    typeIs<Equal<SchemaType<{ type: 'string' }>, unknown>>(true);
    expect(query).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: { language: languageParam, ...pagingParams, q: { type: 'string' } },
      required: ['q'],
    });
  });

  it('hand a handler the validated request parts (defaults filled, types coerced)', async () => {
    const app = Fastify({
      ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
    });
    const routes: RoutePlugin = async (scope) => {
      scope.get(
        '/items/:id',
        {
          schema: {
            params: querySchema({ id: { type: 'integer', minimum: 1 } }, ['id']),
            querystring: querySchema({ ...pagingParams, q: { type: 'string' } }),
          },
        },
        async (request) => {
          const { id } = request.params;
          const { pageNo, pageSize, q } = request.query;
          typeIs<Equal<typeof id, number>>(true);
          typeIs<Equal<typeof q, string | undefined>>(true);
          return { id: id + 1, pageNo, pageSize, q: q ?? null };
        },
      );
    };
    await app.register(routes);
    const answer = await app.inject({ method: 'GET', url: '/items/41?pageNo=3&other=x' });
    expect(answer.json()).toEqual({ id: 42, pageNo: 3, pageSize: 20, q: null });
    expect((await app.inject({ method: 'GET', url: '/items/0' })).statusCode).toBe(400);
    await app.close();
  });
});
