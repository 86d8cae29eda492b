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
 * test clock.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { DIST_DIR } from '../../../paths.ts';
import { registerBookRoutes } from './bookRoutes.ts';
import { registerCardRoutes, settleSavedHand, standAbandoned } from './cardRoutes.ts';
import { registerDevDrawRoutes } from './devDrawRoutes.ts';
import { DrawDesk } from './drawDesk.ts';
import { DrawFeed, drawMessage, type FeedBetType, type FeedDraw } from './drawFeed.ts';
import { DRAW_GAME_RULES, type BetTypeView } from './drawGames.ts';
import { registerDrawRoutes } from './drawRoutes.ts';
import { HouseError } from './errors.ts';
import { registerGameRoutes } from './gameRoutes.ts';
import { registerLaunch } from './launchRoute.ts';
import { BALL_BET_TYPES, LotteryDesk } from './lotteryDesk.ts';
import { PlatformClient, type PlatformClientOptions } from './platformClient.ts';
import { GAME_PAGES, SessionStore, type SavedHand } from './sessions.ts';
import { SportsBook } from './sportsBook.ts';
import { COCKFIGHT_RULES, ESPORTS_RULES } from '../games/sports.ts';
import { ELOTTO_SCHEDULE, LOTTO_SCHEDULE } from '../games/lottery.ts';
import { DRAW_GAMES, type DrawGameCode } from '../games/drawSchedule.ts';
import { loadState, saveState } from './stateFile.ts';
import { HouseWallet } from './wallet.ts';

export interface HouseServiceOptions {
  secret: string;
  /** This service's base URL as browsers reach it (game URLs start with it). */
  publicUrl: string;
  distDir?: string;
  now?: () => number;
  /** Platform client overrides (tests: fetch, sleep). */
  client?: Omit<PlatformClientOptions, 'secret'>;
  /** Run the sports and lottery timer (default true; tests drive `tick()` themselves). */
  timers?: boolean;
  logger?: boolean;
  /** Where open sports and lottery bets are kept across restarts (none: memory only). */
  stateFile?: string;
  /** The platforms the draw feed goes to (HOUSE_PLATFORM_URLS; none: draws are not published). */
  feedUrls?: string[];
  /** Registers the test clock /dev/draws/* (never in production). */
  devTools?: boolean;
}

export interface HouseService {
  app: FastifyInstance;
  sports: SportsBook;
  esports: SportsBook;
  cockfight: SportsBook;
  lottery: LotteryDesk;
  elottery: LotteryDesk;
  /** The scheduled draw games' desks (Vietnam, 4D). */
  draws: Record<DrawGameCode, DrawDesk>;
  feed: DrawFeed;
  sessions: SessionStore;
  /** Settles what is due (draws, finished fixtures, abandoned hands). */
  tick(): Promise<void>;
}

const PAGES = new Set([...Object.values(GAME_PAGES), 'verify']);

/** Builds the service (not listening). */
export async function buildHouseService(opts: HouseServiceOptions): Promise<HouseService> {
  const now = opts.now ?? Date.now;
  const distDir = opts.distDir ?? DIST_DIR;
  const sessions = new SessionStore(now);
  const client = new PlatformClient({ secret: opts.secret, ...opts.client });
  const wallet = new HouseWallet(client);
  const sports = new SportsBook(wallet, now);
  const esports = new SportsBook(wallet, now, ESPORTS_RULES, 'es');
  const cockfight = new SportsBook(wallet, now, COCKFIGHT_RULES, 'cf');
  const lottery = new LotteryDesk(wallet, now, LOTTO_SCHEDULE, 'BGS_LOTTO');
  const elottery = new LotteryDesk(wallet, now, ELOTTO_SCHEDULE, 'BGS_ELOTT');
  const draws = Object.fromEntries(DRAW_GAMES.map((code) => [code, new DrawDesk(DRAW_GAME_RULES[code], wallet, now)])) as Record<DrawGameCode, DrawDesk>;
  const feed = new DrawFeed(client, opts.feedUrls ?? [], (message, detail) => app.log.warn(detail, message));
  /** Hands saved before a restart, settled by the next tick. */
  let savedHands: SavedHand[] = [];
  let save = () => {};
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
        version: 1, sports: sports.snapshot(), esports: esports.snapshot(), cockfight: cockfight.snapshot(), lottery: lottery.snapshot(), elottery: elottery.snapshot(),
        hands: [...savedHands, ...sessions.hands()], draws: Object.fromEntries(DRAW_GAMES.map((code) => [code, draws[code].snapshot()])), feed: feed.snapshot(),
      });
    sports.onChange = save;
    esports.onChange = save;
    cockfight.onChange = save;
    lottery.onChange = save;
    elottery.onChange = save;
    sessions.onChange = save;
    for (const desk of Object.values(draws)) desk.onChange = save;
    feed.onChange = save;
  }
  // The draw feed (docs/lottery.md section 4): every desk publishes its draws; the open ones are
  // sent again on start, so a platform that missed them catches up (a replay answers OK).
  const publishers: { desk: { publish: (draw: FeedDraw) => void; openDraws(): FeedDraw[] }; betTypes: readonly FeedBetType[] }[] = [
    { desk: lottery, betTypes: BALL_BET_TYPES },
    { desk: elottery, betTypes: BALL_BET_TYPES },
    ...DRAW_GAMES.map((code) => ({ desk: draws[code], betTypes: DRAW_GAME_RULES[code].betTypes.map(feedBetType) })),
  ];
  for (const { desk, betTypes } of publishers) {
    desk.publish = (draw) => feed.publish(drawMessage(draw, betTypes, opts.publicUrl));
    for (const draw of desk.openDraws()) desk.publish(draw);
  }
  save();
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 16 * 1024 });

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
        defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'"], imgSrc: ["'self'", 'data:'], fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"], objectSrc: ["'none'"], baseUri: ["'self'"], formAction: ["'self'"], frameAncestors: ["'self'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    frameguard: false,
  });
  await app.register(rateLimit, { max: 600, timeWindow: '1 minute', allowList: (request) => !request.url.startsWith('/api/') });

  app.setErrorHandler((err, request, reply) => {
    if (err instanceof HouseError) return reply.code(err.statusCode).send(err.line === undefined ? { error: err.code } : { error: err.code, line: err.line });
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ error: status === 429 ? 'RATE_LIMITED' : 'INVALID_REQUEST' });
    request.log.error({ err }, 'house service error');
    return reply.code(500).send({ error: 'INTERNAL_ERROR' });
  });

  const deps = { sessions, wallet, sports, esports, cockfight, lottery, elottery, draws };
  registerLaunch(app, { secret: opts.secret, publicUrl: opts.publicUrl, sessions });
  registerGameRoutes(app, deps);
  registerCardRoutes(app, deps);
  registerBookRoutes(app, deps);
  registerDrawRoutes(app, deps);
  if (opts.devTools) registerDevDrawRoutes(app, { secret: opts.secret, draws, balls: { BGS_LOTTO: lottery, BGS_ELOTT: elottery }, feed });

  const assets = path.join(distDir, 'assets');
  if (existsSync(assets)) await app.register(fastifyStatic, { root: assets, prefix: '/assets/', maxAge: '1y', immutable: true, decorateReply: false });
  const pagesDir = path.join(distDir, 'vendor-house');
  await app.register(fastifyStatic, { root: pagesDir, serve: false });
  app.get<{ Params: { page: string }; Querystring: { session?: string } }>('/play/:page', async (request, reply) => {
    const page = request.params.page;
    if (!PAGES.has(page) || !existsSync(path.join(pagesDir, `${page}.html`))) return reply.code(404).send({ error: 'GAME_NOT_FOUND' });
    // Allow the launching platform's origin to frame the game (its /seamless page).
    let ancestors = "'self'";
    try {
      const session = sessions.get(request.query.session);
      ancestors += ` ${new URL(session.returnUrl).origin}`;
    } catch {
      // The verify page and expired sessions are not framed by a platform.
    }
    const csp = String(reply.getHeader('content-security-policy') ?? '').replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`);
    return reply.header('content-security-policy', csp).header('cache-control', 'no-store').sendFile(`${page}.html`);
  });

  const tick = async () => {
    while (savedHands.length > 0) {
      await settleSavedHand(deps, savedHands[0]!);
      savedHands = savedHands.slice(1);
      save();
    }
    // Each game settles on its own: one game's slow or failing payouts must not hold another's
    // draws or kick-offs back (each credit is idempotent by round, so a retry next second is safe).
    const games: Record<string, { tick(): Promise<void> }> = { sports, esports, cockfight, lottery, elottery, ...draws, feed: { tick: () => feed.flush() } };
    const results = await Promise.allSettled(Object.values(games).map((game) => game.tick()));
    for (const session of sessions.sweep()) await standAbandoned(deps, session);
    const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [[Object.keys(games)[i], r.reason] as const] : []));
    if (failed.length > 0) throw new AggregateError(failed.map(([, reason]) => reason), `house settlement failed for ${failed.map(([name]) => name).join(', ')}`);
  };
  if (opts.timers !== false) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      tick()
        .catch((err: unknown) => app.log.error({ err }, 'house settlement failed'))
        .finally(() => (running = false));
    }, 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return { app, sports, esports, cockfight, lottery, elottery, draws, feed, sessions, tick };
}

/** A published bet type as the feed carries it (schemas/vendor/common.json betTypeRule: 4D payouts as `tiers`). */
function feedBetType({ code, odds, price, prizes }: BetTypeView): FeedBetType {
  return prizes ? { code, odds, price, tiers: prizes } : { code, odds, price };
}
