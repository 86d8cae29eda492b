/** Pieces shared by the money routes (wallet, deposit, withdraw, account, operator). */
import { envelopeResponses, ref } from '../../http/envelope.ts';
import { querySchema } from '../common.ts';

/** `$ref` to a definition of schemas/api/<file>.json. */
export const moneyRef = <File extends string, Definition extends string>(file: File, definition: Definition) =>
  ref(`api/${file}.json#/definitions/${definition}` as const);

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

/** The `language` property (../common.ts), also exported here beside the money routes' other parameters. */
export { withLanguage } from '../common.ts';

/** `{ id }` path parameters. */
export const idParams = querySchema({ id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, ['id']);

/** A Date from an optional ISO string. */
export const dateOf = (text: string | undefined) => (text ? new Date(text) : undefined);

/** Responses of a money route: 200 envelope with `value`; 4xx/5xx the money error envelope (schemas/api/wallet.json#/definitions/error). */
export function moneyResponses(value: object): Record<string, object> {
  return { ...envelopeResponses(value), '4xx': moneyRef('wallet', 'error'), '5xx': moneyRef('wallet', 'error') };
}
