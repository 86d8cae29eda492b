/**
 * What every browser-client route of the house service shares (README "In-house games"): its
 * dependencies (the session store and the wallet) and the request's session, read from the
 * X-House-Session header. Its own module so the route modules (./gameRoutes.ts, ./slotRoutes.ts,
 * ./tableRoutes.ts, ...) import it without importing one another.
 */
import type { FastifyRequest } from 'fastify';
import type { HouseGameCode, HouseSession, HouseSessions } from './sessions.ts';
import type { HouseWallet } from './wallet.ts';

export const SESSION_HEADER = 'x-house-session';

export interface RouteDeps {
  sessions: HouseSessions;
  wallet: HouseWallet;
}

/**
 * The request's session (for `game` when given).
 * @throws HouseError SESSION_NOT_FOUND, WRONG_GAME.
 */
export const sessionOf = async (
  deps: RouteDeps,
  request: FastifyRequest,
  game?: HouseGameCode,
): Promise<HouseSession> => deps.sessions.get(request.headers[SESSION_HEADER], game);
