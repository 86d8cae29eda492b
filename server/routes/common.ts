/**
 * Query (and path) parameter schemas shared by several routes, and {@link querySchema}, the one
 * way a route declares an inline query: `querySchema({ ...properties }, required)`, or
 * {@link languageQuery} when `language` is its only parameter. A query the browser shares is a
 * definition of schemas/api, declared with `ref(...)` (server/http/envelope.ts). Either way the
 * handler reads a typed `request.query` (server/http/routeTypes.ts).
 */
import { GAME_CATEGORIES } from '../../contract/types.ts';
import { LANGUAGES } from '../../contract/spec.ts';
import type { QueryOf, Typed } from '../http/routeTypes.ts';

export const languageParam = {
  type: 'string',
  enum: [...LANGUAGES],
  description: 'TW (default) or EN; without it, Accept-Language decides',
} as const;
export const platformParam = {
  type: 'string',
  maxLength: 64,
  description: 'Client platform, e.g. WEB, W, html5-desktop (accepted, not used by the reference server)',
} as const;
export const vendorCodeParam = {
  type: 'string',
  pattern: '^[A-Z0-9_]{1,32}$',
  description: 'Vendor code (vassalage)',
} as const;
export const merchantCodeParam = {
  type: 'string',
  pattern: '^[A-Z0-9_]{2,32}$',
  description: 'Merchant code (accepted; the merchant is resolved from the host)',
} as const;
export const gameCategoryParam = { type: 'string', enum: [...GAME_CATEGORIES] } as const;

/** The `language` property alone, to spread into a query's properties beside others. */
export const withLanguage = { language: languageParam } as const;

/**
 * A querystring (or path parameters) schema with the given properties and no others: the one way
 * a route declares an inline query schema. It carries its type (server/http/routeTypes.ts
 * QueryOf), so the handler reads `request.query` without a cast.
 */
export function querySchema<const Properties extends Record<string, object>, const Required extends string = never>(
  properties: Properties,
  required: readonly (Required & keyof Properties)[] = [],
): QuerySchema<Properties, Required> {
  return { type: 'object', additionalProperties: false, properties, required };
}

/** What {@link querySchema} returns: the JSON Schema, typed with the object it validates. */
export type QuerySchema<Properties, Required extends string> = {
  type: 'object';
  additionalProperties: false;
  properties: Properties;
  required: readonly string[];
} & Typed<QueryOf<Properties, Required>>;

/** The query of a route whose only parameter is `language` (TW or EN; spec section 9). */
export const languageQuery = querySchema(withLanguage);
