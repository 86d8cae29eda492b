/**
 * Helpers of the house service tests: the platform (a seeded test app) listening on a free port,
 * the house service beside it with a counting fetch, a funded demo member and launches through
 * the platform's real launch route.
 */
import { afterAll, beforeAll } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { gameRounds, games, members, vendorIntegrations, vendors } from '../../../../server/db/schema.ts';
import { buildHouseService, type HouseService } from '../../../../server/vendors/house/service/app.ts';
import type { SessionStore } from '../../../../server/vendors/house/service/sessions.ts';
import { SESSION_HEADER } from '../../../../server/vendors/house/service/routeDeps.ts';
import { call, login } from '../../support/auth.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { fund, SECRET } from '../../services/vendor-protocol/support.ts';

export interface HouseWorld {
  t: TestApp;
  house: HouseService<SessionStore>;
  memberToken: string;
  memberId: number;
  merchantId: number;
  /** Platform calls the house made, by path (/api/vendor/v1/debit ...). */
  calls: string[];
  /** Makes the next `n` platform calls to `op` fail with a network error (or, with `forge`, answer OK unsigned). */
  failNext(op: string, n: number, forge?: boolean): void;
  clock: { now: number };
  /** Another house service on the same platform, clock and fetch (e.g. after a restart). */
  buildHouse(options?: { stateFile?: string }): Promise<HouseService<SessionStore>>;
  close(): Promise<void>;
}

/** Starts platform and house; demo01 is funded with 1,000.00. */
export async function startWorld(): Promise<HouseWorld> {
  const t = await createTestApp();
  const calls: string[] = [];
  const failures = new Map<string, number>();
  const forged = new Set<string>();
  const clock = { now: Date.UTC(2026, 10, 21, 12, 0, 0) };
  const injectFetch = (async (url: string | URL, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    calls.push(path);
    const op = path.split('/').at(-1)!;
    const left = failures.get(op) ?? 0;
    if (left > 0) {
      failures.set(op, left - 1);
      if (forged.has(op))
        return new Response(JSON.stringify({ status: 'OK', balance: '999999.00' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      throw new TypeError('fetch failed');
    }
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: init?.headers as Record<string, string>,
      payload: init?.body as string,
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': 'application/json', 'x-signature': String(res.headers['x-signature'] ?? '') },
    });
  }) as typeof fetch;
  const buildHouse = (options: { stateFile?: string } = {}) =>
    buildHouseService({
      secret: SECRET,
      publicUrl: 'http://house.test',
      timers: false,
      now: () => clock.now,
      client: { fetch: injectFetch, sleep: async () => undefined, maxSettleAttempts: 10 },
      ...options,
    });
  const house = await buildHouse();
  const houseUrl = await house.app.listen({ port: 0, host: '127.0.0.1' });
  await t.db.update(vendorIntegrations).set({ baseUrl: houseUrl }).where(eq(vendorIntegrations.code, 'BGS'));
  // demo01 of the merchant the login reaches (other seeded merchants have a demo01 too).
  const signedIn = (await login(t.app, { username: 'demo01', password: 'Demo1234' }, { ip: '10.8.0.1' })).body.value;
  const memberToken = signedIn.token;
  const memberId = signedIn.member.id;
  const [row] = await t.db.select({ merchantId: members.merchantId }).from(members).where(eq(members.id, memberId));
  const merchantId = row!.merchantId;
  await fund(t.db, merchantId, memberId, 100_000n, `house-${Date.now()}`);
  return {
    t,
    house,
    memberToken,
    memberId,
    merchantId,
    calls,
    clock,
    failNext: (op, n, forge = false) => {
      failures.set(op, n);
      if (forge) forged.add(op);
      else forged.delete(op);
    },
    buildHouse,
    close: async () => {
      await house.app.close();
      await t.close();
    },
  };
}

/** Launches `query` through the platform; returns the house session id from the game URL. */
export async function launchSession(
  w: HouseWorld,
  query: string,
  token: string | undefined = w.memberToken,
): Promise<string> {
  const res = await call<{ url: string }>(w.t.app, 'GET', `/api/games/launch?${query}`, undefined, {
    token,
    language: 'EN',
  });
  if (res.status !== 200) throw new Error(`launch failed: ${res.status} ${JSON.stringify(res.body)}`);
  return new URL(res.body.value.url).searchParams.get('session')!;
}

/** Calls the house API as the browser client does. */
export async function play<T = Record<string, unknown>>(
  w: HouseWorld,
  method: 'GET' | 'POST',
  url: string,
  session: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await w.house.app.inject({
    method,
    url,
    headers: { [SESSION_HEADER]: session, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as T };
}

/** A protocol amount ('12.34', two decimals) as minor units. */
export const minor = (text: string): bigint => BigInt(text.replace('.', ''));

/** The platform's record of a round (game_rounds), or undefined. */
export async function roundOf(w: HouseWorld, roundId: string) {
  return (await w.t.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId)))[0];
}

/**
 * Starts platform and house before the file's tests and closes them after; `keep` receives the
 * world once it is up. Building both takes a while on a loaded machine (up to 90 s).
 */
export function startWorldPerFile(keep: (world: HouseWorld) => void): void {
  let world: HouseWorld | undefined;
  beforeAll(async () => {
    world = await startWorld();
    keep(world);
  }, 90_000);
  afterAll(async () => {
    await world?.close();
  });
}

/** How the game `gameCode` is seeded: its type, and its vendor's code and type. */
export async function seededGame(w: HouseWorld, gameCode: string) {
  const [row] = await w.t.db
    .select({ gameType: games.gameType, vendor: vendors.code, vendorType: vendors.gameType })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(eq(games.gameCode, gameCode));
  return row;
}
