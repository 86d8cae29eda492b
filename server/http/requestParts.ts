/**
 * Typed readers of request parts no schema types: a hook or the error handler sees every route's
 * request (before validation, or when validation failed), and a multipart route's JSON fallback
 * has no body schema. There `request.query` and `request.body` are `unknown` (Fastify's default),
 * and these readers narrow them safely instead of a cast. A route whose part has a schema reads
 * it typed (./routeTypes.ts RoutePlugin) and needs none of this.
 */
import type { FastifyRequest } from 'fastify';
import { resolveLanguage, type Language } from '../i18n/language.ts';

/**
 * The string at `name` of a request part: the querystring parser's (prototype-less) object, a
 * parsed JSON body, or anything else a client sent. Undefined when `part` is not an object, has no
 * such field, or holds something other than a string there (a repeated query parameter is an
 * array, a JSON field may be a number).
 */
export function stringField(part: unknown, name: string): string | undefined {
  if (typeof part !== 'object' || part === null) return undefined;
  const value: unknown = Reflect.get(part, name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The language of a request from its raw parts (server/i18n/language.ts resolveLanguage; spec
 * section 9): the `language` query parameter (TW or EN, any case), else Accept-Language, else TW.
 * For code that runs before or without the route's schema (the request-context hook, the error
 * handler); routes read `request.language`.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'query' | 'headers'>): Language {
  return resolveLanguage(stringField(request.query, 'language'), request.headers['accept-language']);
}
