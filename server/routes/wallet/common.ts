/** Pieces shared by the money routes (wallet, deposit, withdraw, account, operator). */
import { envelopeResponses, ref } from '../../http/envelope.ts';
import { languageParam } from '../common.ts';

/** `$ref` to a definition of schemas/api/<file>.json. */
export const moneyRef = (file: string, definition: string) => ref(`api/${file}.json#/definitions/${definition}`);

/** Paging parameters (1-based page; 1..100 rows, default 20). */
export const pagingParams = {
  pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

/** Date range parameters: ISO date-times, from inclusive, to exclusive. */
export const rangeParams = {
  from: { type: 'string', format: 'date-time' },
  to: { type: 'string', format: 'date-time' },
} as const;

export const withLanguage = { language: languageParam } as const;

/** `{ id }` path parameters. */
export const idParams = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

/** A Date from an optional ISO string. */
export const dateOf = (text: string | undefined) => (text ? new Date(text) : undefined);

/** Responses of a money route: 200 envelope with `value`; 4xx/5xx the money error envelope (schemas/api/wallet.json#/definitions/error). */
export function moneyResponses(value: object): Record<string, object> {
  return { ...envelopeResponses(value), '4xx': moneyRef('wallet', 'error'), '5xx': moneyRef('wallet', 'error') };
}
