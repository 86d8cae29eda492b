/**
 * Response serializers compiled when first used (README "Server"): Fastify compiles every route's
 * response schemas with fast-json-stringify when the app becomes ready, and with the shared schemas
 * of schemas/ that costs about 70 ms a route, some 20 s of CPU for the whole API before the first
 * request. Each route here gets a serializer that compiles on its first answer with Fastify's own
 * compiler and options (same output, same checks), and {@link LazySerializers.warm} compiles the
 * rest in small slices once the server listens (server/server.ts), so an answer after start-up
 * rarely waits for a compile. A test app, which answers a handful of routes, compiles only those.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/** What Fastify hands a serializer compiler for one response schema of one route. */
interface RouteSchemaOptions {
  schema: Record<string, unknown>;
  method: string;
  url: string;
  httpStatus: string;
}

type Serializer = (data: unknown) => string;

/** The lazy serializer factory and the warm-up of the serializers not used yet. */
export interface LazySerializers {
  /** Fastify's `schemaController.compilersFactory.buildSerializer`. */
  buildSerializer(externalSchemas: unknown, serializerOpts: unknown): (route: RouteSchemaOptions) => Serializer;
  /**
   * Compiles every serializer not compiled yet, one per event-loop turn (requests keep being
   * answered meanwhile). Resolves when none is left; a schema that fails to compile throws on
   * its route's first answer, as Fastify's eager compile would have at start-up.
   */
  warm(): Promise<void>;
}

/** A {@link LazySerializers} for one app. */
export function lazySerializers(): LazySerializers {
  const pending = new Set<() => void>();
  return {
    buildSerializer(externalSchemas, serializerOpts) {
      const build = (
        SerializerSelector() as unknown as (e: unknown, o: unknown) => (r: RouteSchemaOptions) => Serializer
      )(externalSchemas, serializerOpts);
      return (route) => {
        let compiled: Serializer | null = null;
        const compile = (): Serializer => {
          pending.delete(warmOne);
          return (compiled ??= build(route));
        };
        const warmOne = () => {
          try {
            compile();
          } catch {
            // left for the route's first answer, which reports it
          }
        };
        pending.add(warmOne);
        return (data) => (compiled ?? compile())(data);
      };
    },
    async warm() {
      for (const warmOne of [...pending]) {
        warmOne();
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
