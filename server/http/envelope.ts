/**
 * The answer envelope `{ success, code, message, value }` of every API call
 * (contract/types.ts ApiEnvelope; schemas/api/envelope.json) and helpers to declare it in
 * route schemas.
 */
import type { ApiEnvelope } from '../../contract/types.ts';
import { t, type MessageKey } from '../i18n/messages.ts';
import type { Language } from '../i18n/language.ts';
import { schemaId } from '../schemaFiles.ts';
import type { SchemaTypeOf, Typed } from './routeTypes.ts';

/** A success envelope: code 0 and a localised "OK" (or the message `key`, e.g. 'codeSent'). */
export function ok<T>(value: T, language: Language, key: MessageKey = 'ok'): ApiEnvelope<T> {
  return { success: true, code: 0, message: t(key, language), value };
}

/** A failure envelope: a stable upper-case code and a localised message. */
export function fail(
  code: string,
  message: string,
  value: Record<string, unknown> | null = null,
): ApiEnvelope<Record<string, unknown> | null> {
  return { success: false, code, message, value };
}

/**
 * `{ $ref }` to a schema file by its path under schemas/, e.g. `api/game-list.json` or
 * `api/withdraw.json#/definitions/createBody`; typed with what it validates (./routeTypes.ts
 * ApiSchemas), so a route's handler reads the request part it declares without a cast.
 */
export const ref = <Path extends string>(file: Path): { $ref: string } & Typed<SchemaTypeOf<Path>> => ({
  $ref: schemaId(file),
});

/**
 * Response schemas of a route: 200 is the envelope whose `value` follows `value` (usually a
 * `ref(...)`); 4xx and 5xx are the error envelope (schemas/api/error.json).
 */
export function envelopeResponses(value: object): Record<string, object> {
  return {
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['success', 'code', 'message', 'value'],
      properties: {
        success: { type: 'boolean' },
        code: { type: ['integer', 'string'] },
        message: { type: 'string' },
        value,
      },
    },
    '4xx': ref('api/error.json'),
    '5xx': ref('api/error.json'),
  };
}
