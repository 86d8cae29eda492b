/**
 * Typed route schemas at the Fastify edge: a route's `request.body`, `request.query` and
 * `request.params` get their TypeScript type from the schema the route declares, so handlers read
 * them without a cast. Two kinds of schema carry a type:
 * - a `$ref` to a payload schema of schemas/api/ (`ref('api/withdraw.json#/definitions/createBody')`,
 *   ./envelope.ts): its type is looked up by that path (the schema's `$id` under
 *   https://whitelabel.local/schemas/) in {@link ApiSchemas}, whose values are the generated types of
 *   contract/generated/schemas.ts by their contract/types.ts names;
 * - an inline query or path schema built with `querySchema(...)` (server/routes/common.ts): its
 *   type is read from its properties ({@link QueryOf}).
 * The route plugins are {@link RoutePlugin}s, whose type provider ({@link SchemaTypeProvider})
 * reads that type. Ajv still validates every request (server/app.ts) before the handler runs: the
 * types describe what passed validation (defaults filled, types coerced). A part no schema types
 * (what a hook sees of every request, a multipart route's fields) is read with ./requestParts.ts.
 */
import type { FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { SchemaTypes } from '../../contract/generated/schemaTypes.ts';

declare const schemaType: unique symbol;

/** A schema object that carries the TypeScript type of what it validates (compile time only). */
export interface Typed<T> {
  readonly [schemaType]?: T;
}

/**
 * Every schema of schemas/ by its path (`<file>` or `<file>#/definitions/<name>`) and the generated
 * type of each (contract/generated/schemaTypes.ts, written by scripts/generate-schema-types.ts).
 */
export type ApiSchemas = SchemaTypes;

/** The type a schema path of schemas/ validates: its {@link ApiSchemas} entry, else `unknown`. */
export type SchemaTypeOf<Path extends string> = Path extends keyof ApiSchemas ? ApiSchemas[Path] : unknown;

/** The type of one property schema of a query or path: enum members, number, boolean or string. */
type PropertyType<S> = typeof schemaType extends keyof S
  ? Exclude<S[typeof schemaType & keyof S], undefined>
  : S extends { readonly enum: readonly (infer E)[] }
    ? E
    : S extends { readonly type: 'integer' | 'number' }
      ? number
      : S extends { readonly type: 'boolean' }
        ? boolean
        : S extends { readonly type: 'string' }
          ? string
          : unknown;

/**
 * The object a query or path schema with these properties validates: a required property, or one
 * with a `default` (filled by ajv's useDefaults), is always there; the others are optional.
 */
export type QueryOf<Properties, Required extends string> = {
  -readonly [
    K in keyof Properties as K extends Required ? K : Properties[K] extends { readonly default: unknown } ? K : never
  ]: PropertyType<Properties[K]>;
} & {
  -readonly [
    K in keyof Properties as K extends Required
      ? never
      : Properties[K] extends { readonly default: unknown }
        ? never
        : K
  ]?: PropertyType<Properties[K]>;
};

/**
 * The type a route's schema validates: the one a {@link Typed} schema carries, else that of an
 * inline `{ type: 'object', properties, required }` written `as const`, else `unknown`.
 */
export type SchemaType<Schema> = typeof schemaType extends keyof Schema
  ? Exclude<Schema[typeof schemaType & keyof Schema], undefined>
  : InlineType<Schema>;

type InlineType<Schema> = Schema extends { readonly type: 'object'; readonly properties: infer P }
  ? QueryOf<P, Schema extends { readonly required: readonly (infer R extends string)[] } ? R : never>
  : unknown;

/**
 * Fastify's type provider for {@link Typed} schemas: a request part's type is the one its schema
 * carries, `unknown` for an untyped schema (Fastify's default). Replies are not typed by it (the
 * response schemas describe envelopes, checked by the serializer at run time).
 */
export interface SchemaTypeProvider extends FastifyTypeProvider {
  readonly validator: SchemaType<this['schema']>;
  readonly serializer: unknown;
}

/** A route plugin whose handlers read typed request parts (see the module comment). */
export type RoutePlugin<Options extends Record<string, unknown> = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  SchemaTypeProvider
>;

/** The Fastify instance a route plugin receives, for helpers that register routes on it. */
export type RouteApp = Parameters<RoutePlugin>[0];
