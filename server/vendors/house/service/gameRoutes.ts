/**
 * The browser clients' game endpoints that play a whole round per call (README "In-house games"): the
 * session, seed rotation, the verifier (rounds, and lottery draws: docs/lottery.md section 4), baccarat deals and fishing shots
 * (slot spins: ./slotRoutes.ts). Each round
 * takes the next nonce of the session's seed pair, debits the stake, plays the pure maths and
 * credits the win (HouseWallet.playRound). Requests carry the session in X-House-Session; the
 * session is read from the store (memory or database, ./sessions.ts HouseSessions) and its nonce
 * taken from there, so a session launched on one vendor process plays on any other.
 */
import type { FastifyInstance } from 'fastify';
import { fairRng } from '../fair/rng.ts';
import { DRAW_VERIFY_GAMES, verifyDraw, verifyRound, VERIFY_GAMES, type VerifyGame } from '../fair/verify.ts';
import { BACCARAT_RETURNS, BACCARAT_RTP, BACCARAT_SPOTS, playBaccarat, type BaccaratBets } from '../games/baccarat.ts';
import { FISH_KINDS, FISH_RTP, isFishKind, shootFish } from '../games/fishing.ts';
import { HOUSE_SLOT_DEFINITION } from '../games/slots/house.ts';
import { parseProtocolAmount } from '../../../../contract/money.ts';
import { MINI_PLAY_SCHEMA, type MiniPlayJson } from '../fair/verifyMini.ts';
import { cardTableRulesOf } from './cardTableRules.ts';
import { HouseError } from './errors.ts';
import { miniRules } from './miniPlay.ts';
import { sessionOf, type RouteDeps } from './routeDeps.ts';
import { newRoundId, type HouseGameCode, type HouseSession } from './sessions.ts';
import { parseStake, STAKES } from './stakes.ts';
import { sandboxViewOf } from './sandboxRoutes.ts';
import { slotRulesView, slotSessionRules } from './slotRoutes.ts';
import { isTableGame, tableRulesOf } from './tableGames.ts';
import { moneyJson } from './views.ts';

/** The public fair inputs of a round (the server seed stays hidden until rotated). */
const fairView = ({
  serverSeedHash,
  clientSeed,
  nonce,
}: {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}) => ({ serverSeedHash, clientSeed, nonce });

/**
 * The published rules each client shows (paytables, stakes, RTPs); `session` names the catalogue
 * game whose variant a table plays (./tableGames.ts).
 */
function rulesOf(
  game: HouseGameCode,
  session?: Pick<HouseSession, 'integration' | 'catalogueGame'>,
): Record<string, unknown> {
  // The sandbox's roulette, dice, wheel and draw tables (./tableGames.ts).
  if (isTableGame(game)) return tableRulesOf({ ...session, gameCode: game });
  switch (game) {
    case 'BGS_SLOT':
      // The in-house slot's definition; a sandbox slot session answers its own (slotSessionRules).
      return { ...slotRulesView(HOUSE_SLOT_DEFINITION) };
    case 'BGS_BACCARAT':
      return { stakes: STAKES.table.choices, returns: BACCARAT_RETURNS, rtp: BACCARAT_RTP };
    case 'BGS_FISH':
      return { stakes: STAKES.fish.choices, fish: FISH_KINDS, rtp: FISH_RTP };
    case 'BGS_MINI':
      return miniRules();
    default:
      // The sandbox card tables (./cardTableRules.ts).
      return cardTableRulesOf(game) ?? { stakes: STAKES.table.choices };
  }
}

/** Registers the session, seeds, verify, baccarat and fishing endpoints. */
export function registerGameRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/api/session', async (request) => {
    const session = await sessionOf(deps, request);
    const balance = await deps.wallet.balance(session);
    // A sandbox session names its catalogue game (docs/sandbox-provider.md); BGS sessions answer as before.
    const sandbox = sandboxViewOf(session);
    return moneyJson({
      ...(sandbox ? { sandbox } : {}),
      game: session.gameCode,
      mode: session.mode,
      language: session.language,
      currency: session.currency,
      nickname: session.nickname,
      returnUrl: session.returnUrl,
      balance,
      seeds: session.seeds.public,
      rules: session.gameCode === 'BGS_SLOT' ? slotSessionRules(session) : rulesOf(session.gameCode, session),
    });
  });

  app.post<{ Body: { clientSeed?: string } }>(
    '/api/seeds/rotate',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { clientSeed: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const session = await sessionOf(deps, request);
      try {
        return { revealed: await deps.sessions.rotate(session, request.body?.clientSeed), seeds: session.seeds.public };
      } catch (err) {
        if (err instanceof HouseError) throw err;
        throw new HouseError('INVALID_REQUEST', 'clientSeed');
      }
    },
  );

  app.post<{
    Body: {
      game: VerifyGame | 'draw';
      serverSeed: string;
      clientSeed?: string;
      nonce?: number;
      fish?: string;
      actions?: string[];
      gameCode?: string;
      drawId?: string;
      catalogueGame?: string;
      mini?: MiniPlayJson;
      seats?: number[];
    };
  }>(
    '/api/verify',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['game', 'serverSeed'],
          properties: {
            game: { enum: [...VERIFY_GAMES, 'draw'] },
            serverSeed: { type: 'string', minLength: 1, maxLength: 128 },
            clientSeed: { type: 'string', minLength: 1, maxLength: 64 },
            nonce: { type: 'integer', minimum: 0, maximum: 1e9 },
            fish: { type: 'string', maxLength: 32 },
            actions: { type: 'array', maxItems: 40, items: { type: 'string', maxLength: 16 } },
            gameCode: { enum: [...DRAW_VERIFY_GAMES] },
            drawId: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_.:-]+$' },
            // A sandbox slot's catalogue game code: the round is replayed on that game's own reels.
            catalogueGame: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
            mini: MINI_PLAY_SCHEMA,
            // PVP tables: the seats dealt in
            seats: { type: 'array', minItems: 2, maxItems: 5, items: { type: 'integer', minimum: 1, maximum: 5 } },
          },
        },
      },
    },
    async (request) => {
      const { game, serverSeed, clientSeed, nonce, gameCode, drawId } = request.body;
      try {
        // A lottery draw (docs/lottery.md section 4): the whole sheet from the seed and the draw id.
        if (game === 'draw') {
          if (gameCode === undefined || drawId === undefined) throw new RangeError('gameCode and drawId are required');
          return verifyDraw({ game, gameCode, drawId, serverSeed });
        }
        if (clientSeed === undefined || nonce === undefined) throw new RangeError('clientSeed and nonce are required');
        return verifyRound({ ...request.body, game, clientSeed, nonce });
      } catch {
        throw new HouseError('INVALID_REQUEST', 'verify');
      }
    },
  );

  const stakeBody = (extra: Record<string, object> = {}, required: string[] = []) => ({
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['stake', ...required],
      properties: { stake: { type: 'string', maxLength: 20 }, ...extra },
    },
  });

  app.post<{ Body: { bets: Record<string, string> } }>(
    '/api/baccarat/deal',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['bets'],
          properties: {
            bets: {
              type: 'object',
              additionalProperties: false,
              properties: Object.fromEntries(BACCARAT_SPOTS.map((s) => [s, { type: 'string', maxLength: 20 }])),
            },
          },
        },
      },
    },
    async (request) => {
      const session = await sessionOf(deps, request, 'BGS_BACCARAT');
      const bets: BaccaratBets = {};
      for (const [spot, text] of Object.entries(request.body.bets)) {
        const amount = parseProtocolAmount(text);
        if (amount === null || amount > STAKES.table.max) throw new HouseError('INVALID_REQUEST', 'stake');
        if (amount > 0n) bets[spot as keyof BaccaratBets] = amount;
      }
      const stake = Object.values(bets).reduce((a, b) => a + b, 0n);
      if (stake < STAKES.table.min) throw new HouseError('INVALID_REQUEST', 'stake');
      let inputs = session.seeds.public;
      const { result, balance } = await deps.wallet.playRound(session, newRoundId(), stake, async () => {
        const round = await deps.sessions.nextRound(session);
        inputs = fairView(round);
        return playBaccarat(fairRng(round), bets);
      });
      return moneyJson({ round: result, balance: balance ?? session.balance, fair: inputs });
    },
  );

  app.post<{ Body: { stake: string; fish: string } }>(
    '/api/fishing/shoot',
    { schema: stakeBody({ fish: { type: 'string', maxLength: 32 } }, ['fish']) },
    async (request) => {
      const session = await sessionOf(deps, request, 'BGS_FISH');
      const stake = parseStake(request.body.stake, STAKES.fish);
      const fish = request.body.fish;
      if (!isFishKind(fish)) throw new HouseError('INVALID_REQUEST', 'fish');
      let inputs = session.seeds.public;
      const { result, balance } = await deps.wallet.playRound(session, newRoundId(), stake, async () => {
        const round = await deps.sessions.nextRound(session);
        inputs = fairView(round);
        const shot = shootFish(fairRng(round), stake, fish);
        return { ...shot, totalWin: shot.win };
      });
      return moneyJson({ round: result, balance: balance ?? session.balance, fair: inputs });
    },
  );
}
