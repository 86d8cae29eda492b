/**
 * Response serializers compiled on first use (server/http/lazySerializers.ts): the same output as
 * Fastify's eager fast-json-stringify compile (extra properties dropped, shared `$ref`s resolved),
 * nothing compiled before the first answer or the warm-up, and the warm-up compiling the rest.
 */
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { lazySerializers } from '../../../server/http/lazySerializers.ts';

const shared = {
  $id: 'https://example.test/point.json',
  type: 'object',
  properties: { x: { type: 'integer' }, y: { type: 'integer' } },
};

/** An app whose response serializers are the lazy ones, with a shared schema and two routes. */
async function appWith(extra?: (app: ReturnType<typeof Fastify>) => void) {
  const serializers = lazySerializers();
  const app = Fastify({
    schemaController: { compilersFactory: { buildSerializer: serializers.buildSerializer as never } },
  });
  app.addSchema(shared);
  const response = { 200: { type: 'object', properties: { at: { $ref: 'https://example.test/point.json' } } } };
  app.get('/a', { schema: { response } }, async () => ({ at: { x: 1, y: 2, secret: 'dropped' }, other: true }));
  app.get('/b', { schema: { response } }, async () => ({ at: { x: 3, y: 4 } }));
  extra?.(app);
  await app.ready();
  return { app, serializers };
}

describe('lazy response serializers', () => {
  it('answer as the eager compile does: the schema shape, shared refs resolved, extra properties dropped', async () => {
    const { app } = await appWith();
    const res = await app.inject({ method: 'GET', url: '/a' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ at: { x: 1, y: 2 } });
    await app.close();
  });

  it('compile nothing at start-up: a schema that cannot compile fails the answer of its route, not the app', async () => {
    const { app, serializers } = await appWith((app) =>
      app.get(
        '/broken',
        { schema: { response: { 200: { $ref: 'https://example.test/missing.json' } } } },
        async () => ({}),
      ),
    );
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/b' })).json()).toEqual({ at: { x: 3, y: 4 } });
    await app.close();
    // the warm-up compiles the rest and passes over the broken one (its route reports it)
    await expect(serializers.warm()).resolves.toBeUndefined();
  });

  it('the warm-up compiles the routes no answer needed yet; they answer the same afterwards', async () => {
    const { app, serializers } = await appWith();
    await serializers.warm();
    expect((await app.inject({ method: 'GET', url: '/a' })).json()).toEqual({ at: { x: 1, y: 2 } });
    expect((await app.inject({ method: 'GET', url: '/b' })).json()).toEqual({ at: { x: 3, y: 4 } });
    await serializers.warm(); // nothing left: resolves at once
    await app.close();
  });
});
