/**
 * Payloads of playing (spec sections 3 and 7): game launch and the favourite and recent lists,
 * each naming a declaration generated from schemas/api/ (contract/generated/schemas.ts), and the
 * records query (a querystring, written here once for both sides). Import them from
 * contract/types.ts.
 */
import type {
  FavouriteIds as SchemaFavouriteIds,
  FavouriteList,
  FavouriteRequest as SchemaFavouriteRequest,
  GameCategory,
  Launch,
} from '../generated/schemas';

/** schemas/api/launch.json: the vendor's absolute game URL and what it opens. */
export type LaunchInfo = Launch;
/** Real money or trial play (schemas/api/launch.json `mode`). */
export type PlayMode = LaunchInfo['mode'];
/** schemas/api/favourite-ids.json: the member's favourite node ids. */
export type FavouriteIds = SchemaFavouriteIds;
/** schemas/api/favourite-request.json: the body of adding or removing a favourite. */
export type FavouriteRequest = SchemaFavouriteRequest;
/** schemas/api/favourite-list.json: one page of favourite or recent games. */
export type FavouritePage = FavouriteList;

/**
 * The query of both records calls (betting record and profit report, spec section 2): `from` and
 * `to` are ISO instants, pageNo and pageSize page the betting record. A querystring: the records
 * route's query schema (server/routes/records) validates it, no schemas/ file describes it.
 */
export interface RecordQuery {
  from?: string;
  to?: string;
  category?: GameCategory;
  vendor?: string;
  pageNo?: number;
  pageSize?: number;
}
