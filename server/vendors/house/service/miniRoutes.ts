/**
 * The mini game endpoints (docs/sandbox-provider.md "Mini games" and Status "Mini games"), all on
 * BGS_MINI sessions:
 * - one-shot games (crash with its automatic cash-out target, limbo, dice, plinko, coin flip,
 *   race): POST /api/mini/bet debits, plays and credits in one call (HouseWallet.playRound);
 * - chained games (mines, tower, goal rush, penalty kick, hi-lo) as blackjack does
 *   (./cardRoutes.ts): POST /api/mini/start debits the stake and keeps the round (its whole layout
 *   drawn now) with the session (HouseSessions.saveHand) before answering; /api/mini/step reveals
 *   one tile or plays one hi-lo move and answers only what the player may see; /api/mini/cashout
 *   credits the return once; a loss closes the round with a credit of 0. GET /api/mini/state
 *   answers the unfinished round, so a reload resumes it.
 * A sandbox session plays its catalogue game's mini game only; a BGS session any of them. Every
 * refusal (a bad stake, target, tile, a step after the end, a foreign session) is a HouseError
 * before any money moves.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fairRng } from '../fair/rng.ts';
import { sandboxEntry } from '../sandbox/catalogue.ts';
import { HouseError } from './errors.ts';
import { sessionOf, type RouteDeps } from './routeDeps.ts';
import {
  canCashOut,
  cashOutChain,
  CHAINED_GAMES,
  chainPlay,
  chainView,
  checkChainStart,
  checkOneShot,
  isMiniVariant,
  MINI_STAKES,
  ONE_SHOT_GAMES,
  playOneShot,
  startChain,
  stepChain,
  type ChainedGame,
  type MiniChain,
  type MiniFair,
  type MiniHand,
  type MiniVariant,
  type OneShotGame,
} from './miniPlay.ts';
import { HOUSE_CODE } from './config.ts';
import { integrationOf, newRoundId, type HouseSession, type SavedHand } from './sessions.ts';
import { parseStake } from './stakes.ts';
import { moneyJson } from './views.ts';

/**
 * The mini game a session may play: its catalogue game's (a sandbox session), or any (`null`: a
 * BGS session: BGS has no catalogue game of its own for them).
 * @throws HouseError WRONG_GAME when the session's catalogue game is not a mini game.
 */
export function miniGameOfSession(session: Pick<HouseSession, 'integration' | 'catalogueGame'>): MiniVariant | null {
  if (integrationOf(session) === HOUSE_CODE) return null;
  const entry = session.catalogueGame ? sandboxEntry(integrationOf(session), session.catalogueGame) : null;
  const variant = entry?.sandbox.available ? entry.sandbox.variant : undefined;
  if (!isMiniVariant(variant)) throw new HouseError('WRONG_GAME');
  return variant;
}

/** `game` when the session may play it. INVALID_REQUEST (game) otherwise. */
function allowed<G extends MiniVariant>(session: HouseSession, game: G): G {
  const fixed = miniGameOfSession(session);
  if (fixed !== null && fixed !== game) throw new HouseError('INVALID_REQUEST', 'game');
  return game;
}

/** The session's unfinished mini game round, or null. */
function miniHand(session: HouseSession): MiniHand | null {
  return session.hand && 'mini' in session.hand ? session.hand : null;
}

const fairOf = ({ serverSeedHash, clientSeed, nonce }: MiniFair): MiniFair => ({ serverSeedHash, clientSeed, nonce });

/** What a chained round's answers carry: the view, the fair inputs and, once over, the verifier's replay entry. */
function roundAnswer(chain: MiniChain, fair: MiniFair) {
  return {
    round: chainView(chain),
    fair,
    canCashOut: canCashOut(chain),
    ...(chain.round.status === 'playing' ? {} : { verify: chainPlay(chain) }),
  };
}

/** Closes the session's round when it is over (lost: a credit of 0; cashed out: its return), then forgets it. */
async function closeIfOver(deps: RouteDeps, session: HouseSession): Promise<bigint | null> {
  const hand = miniHand(session);
  if (!hand || hand.mini.round.status === 'playing') return session.balance;
  const balance = await deps.wallet.credit({ ...session, session }, hand.roundId, hand.mini.round.payout);
  session.hand = null;
  await deps.sessions.saveHand(session);
  return balance ?? session.balance;
}

/**
 * The return of a round nobody finishes (a session that expired, a round saved before a restart):
 * its cash-out when a safe step was made, the stake back when nothing was played yet (the round is
 * void), its payout when it is over.
 */
function abandonedReturn(chain: MiniChain): bigint {
  if (chain.round.status !== 'playing') return chain.round.payout;
  return canCashOut(chain) ? cashOutChain(chain).round.payout : chain.round.stake;
}

/** Closes a mini game round saved before a restart with its abandoned return (credits are accepted after the token expired, docs/vendor-protocol.md section 4). */
export async function settleSavedMini(deps: RouteDeps, saved: SavedHand & MiniHand): Promise<void> {
  await deps.wallet.credit(saved.payer, saved.roundId, abandonedReturn(saved.mini));
}

/** Closes the mini game round of an expired session with its abandoned return. */
export async function settleAbandonedMini(deps: RouteDeps, session: HouseSession): Promise<void> {
  const hand = miniHand(session);
  if (!hand) return;
  await deps.wallet.credit({ ...session, session }, hand.roundId, abandonedReturn(hand.mini));
  session.hand = null;
  await deps.sessions.saveHand(session);
}

const amount = { type: 'string', maxLength: 20 };

/** Registers /api/mini/{state,bet,start,step,cashout}. */
export function registerMiniRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/api/mini/state', async (request) => {
    const session = await sessionOf(deps, request, 'BGS_MINI');
    const hand = miniHand(session);
    return moneyJson({
      game: miniGameOfSession(session),
      ...(hand ? roundAnswer(hand.mini, hand.mini.fair) : { round: null }),
      balance: session.balance,
    });
  });

  app.post<{
    Body: {
      game: OneShotGame;
      stake: string;
      target?: number;
      side?: string;
      rows?: number;
      risk?: string;
      runner?: number;
    };
  }>(
    '/api/mini/bet',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['game', 'stake'],
          properties: {
            game: { enum: [...ONE_SHOT_GAMES] },
            stake: amount,
            target: { type: 'number' },
            side: { type: 'string', maxLength: 8 },
            rows: { type: 'integer' },
            risk: { type: 'string', maxLength: 8 },
            runner: { type: 'integer' },
          },
        },
      },
    },
    async (request) => {
      const session = await sessionOf(deps, request, 'BGS_MINI');
      const game = allowed(session, request.body.game);
      const stake = parseStake(request.body.stake, MINI_STAKES);
      const play = checkOneShot({ ...request.body, game, stake });
      let fair: MiniFair = fairOf(session.seeds.public);
      const { result, balance } = await deps.wallet.playRound(session, newRoundId(), stake, async () => {
        const round = await deps.sessions.nextRound(session);
        fair = fairOf(round);
        return playOneShot(fairRng(round), play);
      });
      return moneyJson({ game, round: result.round, balance: balance ?? session.balance, fair, verify: play });
    },
  );

  app.post<{ Body: { game: ChainedGame; stake: string; mines?: number; difficulty?: string; blocked?: number } }>(
    '/api/mini/start',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['game', 'stake'],
          properties: {
            game: { enum: [...CHAINED_GAMES] },
            stake: amount,
            mines: { type: 'integer' },
            difficulty: { type: 'string', maxLength: 8 },
            blocked: { type: 'integer' },
          },
        },
      },
    },
    async (request) => {
      const session = await sessionOf(deps, request, 'BGS_MINI');
      return deps.sessions.exclusive(session, async () => {
        if (session.hand) throw new HouseError('HAND_IN_PROGRESS');
        const game = allowed(session, request.body.game);
        const stake = parseStake(request.body.stake, MINI_STAKES);
        const start = { ...request.body, game, stake };
        checkChainStart(start);
        const roundId = newRoundId();
        const payer = { ...session, session };
        await deps.wallet.debit(payer, roundId, 1, stake);
        let chain: MiniChain;
        let fair: MiniFair;
        try {
          const round = await deps.sessions.nextRound(session);
          fair = fairOf(round);
          chain = startChain(fairRng(round), start);
        } catch (err) {
          await deps.wallet.rollback(payer, roundId, 1, stake);
          throw err;
        }
        session.hand = { roundId, debits: 1, mini: { ...chain, fair } };
        await deps.sessions.saveHand(session);
        return moneyJson({ ...roundAnswer(chain, fair), balance: session.balance });
      });
    },
  );

  /** Applies `move` to the session's round, keeps it, and closes it when it is over. */
  const advance = async (request: FastifyRequest, move: (chain: MiniChain) => MiniChain) => {
    const session = await sessionOf(deps, request, 'BGS_MINI');
    return deps.sessions.exclusive(session, async () => {
      const hand = miniHand(session);
      if (!hand) throw new HouseError('NO_HAND');
      const { fair } = hand.mini;
      const next = move(hand.mini);
      hand.mini = { ...next, fair } as MiniHand['mini'];
      await deps.sessions.saveHand(session);
      const balance = await closeIfOver(deps, session);
      return moneyJson({ ...roundAnswer(next, fair), balance });
    });
  };

  app.post<{ Body: { tile?: number; move?: string } }>(
    '/api/mini/step',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { tile: { type: 'integer' }, move: { type: 'string', maxLength: 8 } },
        },
      },
    },
    async (request) => advance(request, (chain) => stepChain(chain, request.body ?? {})),
  );

  app.post(
    '/api/mini/cashout',
    { schema: { body: { type: 'object', additionalProperties: false, properties: {} } } },
    async (request) => advance(request, cashOutChain),
  );
}
