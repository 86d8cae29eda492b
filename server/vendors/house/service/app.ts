/**
 * The in-house vendor service (README "In-house games"): its own Fastify instance, beside the platform in
 * the same process (server/server.ts starts it on HOUSE_PORT) or alone in tests. It talks to the
 * platform only through the vendor protocol (docs/vendor-protocol.md): POST /launch from the
 * platform, signed debit/credit/rollback/balance calls to it. It serves the browser game
 * clients (vendor-house/*.html built by Vite into dist/) under /play/<game>, their JSON API under
 * /api/*, and the public verify page /play/verify. CSP is strict: own scripts and styles only,
 * framing allowed to the launching platform's origin. The scheduled draw games (docs/lottery.md:
 * Vietnam and 4D) have one DrawDesk each and /api/draws/*; every draw, also the five-ball ones, is
 * published on the draw feed to `feedUrls`; outside production (`devTools`) /dev/draws/* is the
 * test clock. GET /health answers the load balancer.
 *
 * The same service is the sandbox provider (docs/sandbox-provider.md): besides BGS it serves one
 * integration per catalogue vendor (PG, EVO, SABA, ...), each verified and signing its money calls
 * with its own secret, its games played on the in-house engines (../sandbox/catalogue.ts).
 *
 * Where its memory lives: in this process (sessions, books, desks, the feed's queue), copied to
 * the state file on every change (one process); or, with `databaseUrl` (HOUSE_DATABASE_URL), in
 * the vendor's PostgreSQL database (../store), so that any number of vendor processes on it serve
 * any session and settle every bet once (docs/scaling.md "The vendor tier"). The routes reach the
 * sessions through HouseSessions and the books through BookAccess, the same in both.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { DIST_DIR } from '../../../paths.ts';
import { directBooks, type BookAccess } from './bookAccess.ts';
import { registerBookRoutes } from './bookRoutes.ts';
import { registerCardRoutes, settleSavedHand, standAbandoned } from './cardRoutes.ts';
import { registerCardTableRoutes } from './cardTableRoutes.ts';
import { registerDevDrawRoutes } from './devDrawRoutes.ts';
import { DrawDesk } from './drawDesk.ts';
import { DrawFeed, drawMessage, type FeedBetType, type FeedDraw } from './drawFeed.ts';
import { DRAW_GAME_RULES, type BetTypeView } from './drawGames.ts';
import { registerDrawRoutes } from './drawRoutes.ts';
import { HouseError } from './errors.ts';
import { registerGameRoutes } from './gameRoutes.ts';
import { registerLaunch, type IntegrationKeys } from './launchRoute.ts';
import { registerMiniRoutes, settleAbandonedMini, settleSavedMini } from './miniRoutes.ts';
import { registerSandboxRoutes } from './sandboxRoutes.ts';
import { registerSlotRoutes } from './slotRoutes.ts';
import { registerTableRoutes } from './tableRoutes.ts';
import { HOUSE_CODE, sandboxKeys } from './config.ts';
import { BALL_BET_TYPES, LotteryDesk } from './lotteryDesk.ts';
import { PlatformClient, type PlatformClientOptions } from './platformClient.ts';
import { GAME_PAGES, SessionStore, type HouseSessions, type SavedHand } from './sessions.ts';
import { SportsBook } from './sportsBook.ts';
import { COCKFIGHT_RULES, ESPORTS_RULES } from '../games/sports.ts';
import { ELOTTO_SCHEDULE, LOTTO_SCHEDULE } from '../games/lottery.ts';
import { DRAW_GAMES, type DrawGameCode } from '../games/drawSchedule.ts';
import { loadState, saveState } from './stateFile.ts';
import { HouseWallet } from './wallet.ts';
import { openHouseStore, type HouseStore } from '../store/index.ts';

export interface HouseServiceOptions {
  /** The BGS integration's secret. */
  secret: string;
  /**
   * The sandbox integrations' secrets by code (docs/sandbox-provider.md): each catalogue vendor's
   * launches, test clock and money calls are signed with its own. Default: ./config.ts sandboxKeys()
   * (VENDOR_<CODE>_SECRET, else the development secrets outside production).
   */
  sandboxKeys?: ReadonlyMap<string, string>;
  /** This service's base URL as browsers reach it (game URLs start with it). */
  publicUrl: string;
  distDir?: string;
  now?: () => number;
  /** Platform client overrides (tests: fetch, sleep). */
  client?: Omit<PlatformClientOptions, 'secret'>;
  /** Run the sports and lottery timer (default true; tests drive `tick()` themselves). */
  timers?: boolean;
  logger?: boolean;
  /** The process's logger (the standalone vendor): its warnings and errors (and requests, at info) go there. Wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Fastify's `trustProxy` (TRUST_PROXY, server/cluster/proxy.ts): behind a balancer the rate limit counts each client by X-Forwarded-For. */
  trustProxy?: boolean | string;
  /** Where open sports and lottery bets are kept across restarts (none: memory only). Ignored with `databaseUrl`. */
  stateFile?: string;
  /**
   * The vendor's PostgreSQL database (HOUSE_DATABASE_URL): sessions, books, desks and the feed's
   * queue live there, so that any number of vendor processes on it behave as one vendor
   * (docs/scaling.md "The vendor tier"). None: memory and the state file (one process).
   */
  databaseUrl?: string;
  /** The platforms the draw feed goes to (HOUSE_PLATFORM_URLS; none: draws are not published). */
  feedUrls?: string[];
  /** Registers the test clock /dev/draws/* (never in production). */
  devTools?: boolean;
}

/** The service; `S` is the session store (the memory one without a database). */
export interface HouseService<S extends HouseSessions = HouseSessions> {
  app: FastifyInstance;
  sports: SportsBook;
  esports: SportsBook;
  cockfight: SportsBook;
  lottery: LotteryDesk;
  elottery: LotteryDesk;
  /** The scheduled draw games' desks (Vietnam, 4D). */
  draws: Record<DrawGameCode, DrawDesk>;
  feed: DrawFeed;
  sessions: S;
  /** How the books are reached: directly, or under the vendor database's lock (read through it with a database). */
  books: BookAccess;
  /** The vendor's database store, or null (memory and the state file). */
  store: HouseStore | null;
  /** Settles what is due (draws, finished fixtures, abandoned hands, the feed), waiting for books another process is settling. */
  tick(): Promise<void>;
}

const PAGES = new Set([...Object.values(GAME_PAGES), 'verify']);

/**
 * Builds the service (not listening): on the vendor's database when `databaseUrl` is given, else
 * in memory with the state file.
 * @throws Error when the database cannot be reached or prepared (nothing is left open).
 */
export function buildHouseService(
  opts: HouseServiceOptions & { databaseUrl?: undefined },
): Promise<HouseService<SessionStore>>;
export function buildHouseService(opts: HouseServiceOptions): Promise<HouseService>;
export async function buildHouseService(opts: HouseServiceOptions): Promise<HouseService> {
  const now = opts.now ?? Date.now;
  let app: FastifyInstance | undefined;
  const warn = (message: string, detail: Record<string, unknown>) => app?.log.warn(detail, message);
  const store = opts.databaseUrl ? await openHouseStore({ url: opts.databaseUrl, now, log: warn }) : null;
  try {
    return await assemble(opts, now, store, warn, (built) => (app = built));
  } catch (err) {
    await store?.close().catch(() => undefined);
    throw err;
  }
}

/** The service over `store` (null: memory); `created` is told the Fastify instance as soon as it exists. */
async function assemble(
  opts: HouseServiceOptions,
  now: () => number,
  store: HouseStore | null,
  warn: (message: string, detail: Record<string, unknown>) => void,
  created: (app: FastifyInstance) => void,
): Promise<HouseService> {
  const distDir = opts.distDir ?? DIST_DIR;
  const memory = store ? null : new SessionStore(now);
  const sessions: HouseSessions = store ? store.sessions : memory!;
  const sandbox = opts.sandboxKeys ?? sandboxKeys();
  const keys: IntegrationKeys = new Map([...sandbox, [HOUSE_CODE, opts.secret]]);
  const client = new PlatformClient({ secret: opts.secret, keys: sandbox, ...opts.client });
  const wallet = new HouseWallet(
    client,
    store ? { trial: store.trial, remembered: (session) => store.sessions.rememberBalance(session) } : {},
  );
  /** A book's wallet: with a database, its money calls wait for the book's last change to be saved. */
  const walletOf = (key: string) => (store ? wallet.withBefore(() => store.books.saved(key)) : wallet);
  const sports = new SportsBook(walletOf('BGS_SPORTS'), now);
  const esports = new SportsBook(walletOf('BGS_ESPORTS'), now, ESPORTS_RULES, 'es');
  const cockfight = new SportsBook(walletOf('BGS_COCK'), now, COCKFIGHT_RULES, 'cf');
  const lottery = new LotteryDesk(walletOf('BGS_LOTTO'), now, LOTTO_SCHEDULE, 'BGS_LOTTO');
  const elottery = new LotteryDesk(walletOf('BGS_ELOTT'), now, ELOTTO_SCHEDULE, 'BGS_ELOTT');
  const draws = Object.fromEntries(
    DRAW_GAMES.map((code) => [code, new DrawDesk(DRAW_GAME_RULES[code], walletOf(code), now)]),
  ) as Record<DrawGameCode, DrawDesk>;
  const dbFeed = store ? store.feed(client, opts.feedUrls ?? [], warn) : null;
  const feed = dbFeed ?? new DrawFeed(client, opts.feedUrls ?? [], warn);
  const books: BookAccess = store ? store.books : directBooks;
  const stored: Record<string, SportsBook | LotteryDesk | DrawDesk> = {
    BGS_SPORTS: sports,
    BGS_ESPORTS: esports,
    BGS_COCK: cockfight,
    BGS_LOTTO: lottery,
    BGS_ELOTT: elottery,
    ...draws,
  };
  // The draw feed (docs/lottery.md section 4): every desk publishes its draws; the open ones are
  // sent again on start, so a platform that missed them catches up (a replay answers OK).
  const publishers: {
    key: string;
    desk: { publish: (draw: FeedDraw) => void; openDraws(): FeedDraw[]; state(): unknown };
    betTypes: readonly FeedBetType[];
  }[] = [
    { key: 'BGS_LOTTO', desk: lottery, betTypes: BALL_BET_TYPES },
    { key: 'BGS_ELOTT', desk: elottery, betTypes: BALL_BET_TYPES },
    ...DRAW_GAMES.map((code) => ({
      key: code,
      desk: draws[code],
      betTypes: DRAW_GAME_RULES[code].betTypes.map(feedBetType),
    })),
  ];
  /** Hands saved before a restart, settled by the next tick (state file only). */
  let savedHands: SavedHand[] = [];
  let save = () => {};
  if (store) {
    for (const [key, book] of Object.entries(stored)) store.books.register(key, book);
    for (const { key, desk, betTypes } of publishers)
      desk.publish = (draw) => dbFeed!.publishFor(key, drawMessage(draw, betTypes, opts.publicUrl));
    await store.books.load();
    // Under the desk's lock, after what is due was drawn: a re-sent open draw is queued after the
    // desk's earlier messages and before its later ones (never an open after its drawn).
    for (const { key, desk } of publishers) {
      await books.mutate(desk, () => {
        desk.state();
        for (const draw of desk.openDraws()) desk.publish(draw);
        store.books.writeFeed(key);
      });
    }
  } else {
    if (opts.stateFile) {
      const file = opts.stateFile;
      const saved = loadState(file);
      if (saved) {
        sports.restore(saved.sports);
        if (saved.esports) esports.restore(saved.esports);
        if (saved.cockfight) cockfight.restore(saved.cockfight);
        if (saved.elottery) elottery.restore(saved.elottery);
        lottery.restore(saved.lottery);
        savedHands = saved.hands ?? [];
        for (const code of DRAW_GAMES) if (saved.draws?.[code]) draws[code].restore(saved.draws[code]);
        feed.restore(saved.feed ?? []);
      }
      save = () =>
        saveState(file, {
          version: 1,
          sports: sports.snapshot(),
          esports: esports.snapshot(),
          cockfight: cockfight.snapshot(),
          lottery: lottery.snapshot(),
          elottery: elottery.snapshot(),
          hands: [...savedHands, ...memory!.hands()],
          draws: Object.fromEntries(DRAW_GAMES.map((code) => [code, draws[code].snapshot()])),
          feed: feed.snapshot(),
        });
      for (const book of Object.values(stored)) book.onChange = save;
      memory!.onChange = save;
      feed.onChange = save;
    }
    for (const { desk, betTypes } of publishers) {
      desk.publish = (draw) => feed.publish(drawMessage(draw, betTypes, opts.publicUrl));
      for (const draw of desk.openDraws()) desk.publish(draw);
    }
    save();
  }
  const common = { bodyLimit: 16 * 1024, ...(opts.trustProxy === undefined ? {} : { trustProxy: opts.trustProxy }) };
  const app: FastifyInstance = opts.loggerInstance
    ? Fastify({ loggerInstance: opts.loggerInstance, ...common })
    : Fastify({ logger: opts.logger ?? false, ...common });
  created(app);

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as { rawBody?: string }).rawBody = body as string;
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(new HouseError('INVALID_REQUEST', 'json'), undefined);
    }
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    frameguard: false,
  });
  await app.register(rateLimit, {
    max: 600,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
  });

  app.setErrorHandler((err, request, reply) => {
    if (err instanceof HouseError)
      return reply
        .code(err.statusCode)
        .send(err.line === undefined ? { error: err.code } : { error: err.code, line: err.line });
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ error: status === 429 ? 'RATE_LIMITED' : 'INVALID_REQUEST' });
    request.log.error({ err }, 'house service error');
    return reply.code(500).send({ error: 'INTERNAL_ERROR' });
  });

  const deps = { sessions, wallet, sports, esports, cockfight, lottery, elottery, draws, books };
  registerLaunch(app, { keys, publicUrl: opts.publicUrl, sessions });
  registerSandboxRoutes(app);
  registerGameRoutes(app, deps);
  registerSlotRoutes(app, deps);
  registerCardRoutes(app, deps);
  registerTableRoutes(app, deps);
  registerMiniRoutes(app, deps);
  registerCardTableRoutes(app, deps);
  registerBookRoutes(app, deps);
  registerDrawRoutes(app, deps);
  if (opts.devTools)
    registerDevDrawRoutes(app, {
      keys,
      draws,
      balls: { BGS_LOTTO: lottery, BGS_ELOTT: elottery },
      feed,
      books,
    });

  // The balancer's health check: up, and (with a database) the database answers.
  app.get('/health', async (_request, reply) => {
    try {
      await store?.ping();
    } catch {
      return reply.code(503).send({ status: 'DOWN' });
    }
    return reply.header('cache-control', 'no-store').send({ status: 'OK' });
  });

  const assets = path.join(distDir, 'assets');
  if (existsSync(assets))
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      maxAge: '1y',
      immutable: true,
      decorateReply: false,
    });
  const pagesDir = path.join(distDir, 'vendor-house');
  await app.register(fastifyStatic, { root: pagesDir, serve: false });
  app.get<{ Params: { page: string }; Querystring: { session?: string } }>('/play/:page', async (request, reply) => {
    const page = request.params.page;
    if (!PAGES.has(page) || !existsSync(path.join(pagesDir, `${page}.html`)))
      return reply.code(404).send({ error: 'GAME_NOT_FOUND' });
    // Allow the launching platform's origin to frame the game (its /seamless page).
    let ancestors = "'self'";
    try {
      const session = await sessions.get(request.query.session);
      ancestors += ` ${new URL(session.returnUrl).origin}`;
    } catch {
      // The verify page and expired sessions are not framed by a platform.
    }
    const csp = String(reply.getHeader('content-security-policy') ?? '').replace(
      /frame-ancestors [^;]*/,
      `frame-ancestors ${ancestors}`,
    );
    return reply.header('content-security-policy', csp).header('cache-control', 'no-store').sendFile(`${page}.html`);
  });

  /** Settles what is due; `wait`: also the books another process is changing now (else they are its work). */
  const settle = async (wait: boolean) => {
    while (savedHands.length > 0) {
      const saved = savedHands[0]!;
      await ('mini' in saved ? settleSavedMini(deps, saved) : settleSavedHand(deps, saved));
      savedHands = savedHands.slice(1);
      save();
    }
    // Each game settles on its own: one game's slow or failing payouts must not hold another's
    // draws or kick-offs back (each credit is idempotent by round, so a retry next second is safe).
    const names = [...Object.keys(stored), 'feed'];
    const results = await Promise.allSettled([
      ...Object.values(stored).map((game) => books.settle(game, () => game.tick(), wait)),
      feed.flush(),
    ]);
    await sessions.settleAbandoned((session) =>
      session.hand && 'mini' in session.hand ? settleAbandonedMini(deps, session) : standAbandoned(deps, session),
    );
    const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [[names[i], r.reason] as const] : []));
    if (failed.length > 0)
      throw new AggregateError(
        failed.map(([, reason]) => reason),
        `house settlement failed for ${failed.map(([name]) => name).join(', ')}`,
      );
  };
  const tick = () => settle(true);
  let running: Promise<void> | null = null;
  if (opts.timers !== false) {
    const timer = setInterval(() => {
      if (running) return;
      running = settle(false)
        .catch((err: unknown) => app.log.error({ err }, 'house settlement failed'))
        .finally(() => (running = null));
    }, 1000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      // a settlement under way may finish its database work (a stuck payout is the next start's)
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    });
  }
  if (store) app.addHook('onClose', async () => store.close());
  return { app, sports, esports, cockfight, lottery, elottery, draws, feed, sessions, books, store, tick };
}

/** A published bet type as the feed carries it (schemas/vendor/common.json betTypeRule: 4D payouts as `tiers`). */
function feedBetType({ code, odds, price, prizes }: BetTypeView): FeedBetType {
  return prizes ? { code, odds, price, tiers: prizes } : { code, odds, price };
}
