/**
 * The sandbox card tables' endpoints (docs/sandbox-provider.md "Card tables in the sandbox").
 *
 * One-shot tables, a whole round per call through HouseWallet.playRound (debit, play, credit):
 * POST /api/dragontiger/play (a stake per spot) and POST /api/bullbull/play (bets on seats, the
 * deposit debited).
 *
 * Decision tables (video poker, red dog, three card poker, casino hold'em, Caribbean stud, pai gow
 * poker), multi-step rounds as blackjack's (./cardRoutes.ts): POST /api/cardtable/deal debits the
 * first stakes and keeps the round with the session (HouseSessions.saveHand) before it answers;
 * POST /api/cardtable/decide takes the decision, debiting its extra stake (a raise, a play, a
 * call) as the next debit of the same round first; the round closes with one credit of its return.
 * GET /api/cardtable/state shows an unfinished round again (a reload resumes it). Only what the
 * player may see is sent while the round is on (games/cardTable.ts cardTableView). A session's
 * calls are played one at a time (HouseSessions.exclusive). Bad input answers INVALID_REQUEST and
 * changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { fairRng } from '../fair/rng.ts';
import { BULL_BULL_BET_TYPES, BULL_BULL_DEPOSIT, playBullBull, type BullBullBet } from '../games/bullBull.ts';
import {
  CARD_TABLE_DECISIONS,
  cardTableView,
  dealCardTable,
  decideCardTable,
  decisionsOf,
  extraStakeOf,
  type CardTable,
  type CardTableDecision,
  type CardTableState,
} from '../games/cardTable.ts';
import { DRAGON_TIGER_SPOTS, playDragonTiger, type DragonTigerBets } from '../games/dragonTiger.ts';
import { CARD_TABLE_OF } from './cardTableRules.ts';
import { HouseError } from './errors.ts';
import { sessionOf, type RouteDeps } from './routeDeps.ts';
import { isTableState, newRoundId, type HouseSession, type TableHand } from './sessions.ts';
import { parseStake, STAKES } from './stakes.ts';
import { moneyJson, type FairView } from './views.ts';

const AMOUNT = { type: 'string', maxLength: 20 } as const;

/** The decision table of the request's session. @throws HouseError SESSION_NOT_FOUND, WRONG_GAME. */
async function tableSession(
  deps: RouteDeps,
  request: Parameters<typeof sessionOf>[1],
): Promise<{ session: HouseSession; table: CardTable }> {
  const session = await sessionOf(deps, request);
  const table = CARD_TABLE_OF[session.gameCode];
  if (!table) throw new HouseError('WRONG_GAME');
  return { session, table };
}

/** The session's card table round, or null (a decision table's session holds no other). */
const tableHand = (session: HouseSession): TableHand | null =>
  session.hand && 'state' in session.hand && isTableState(session.hand.state) ? (session.hand as TableHand) : null;

/** What the page sees of a round: the view and its fair inputs. */
const roundView = (hand: TableHand) => ({ ...cardTableView(hand.state), fair: hand.fair ?? null });

/** Closes the session's round when it is done: one credit of its return, then forgets it. */
async function closeIfDone(deps: RouteDeps, session: HouseSession): Promise<bigint | null> {
  const hand = tableHand(session);
  if (!hand || hand.state.status !== 'done') return session.balance;
  const balance = await deps.wallet.credit({ ...session, session }, hand.roundId, hand.state.totalWin);
  session.hand = null;
  await deps.sessions.saveHand(session);
  return balance ?? session.balance;
}

interface DecideBody {
  decision: CardTableDecision;
  held?: boolean[];
  front?: number[];
}

/** Registers the dragon tiger, bull bull and decision table endpoints. */
export function registerCardTableRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post<{ Body: { bets: Record<string, string> } }>(
    '/api/dragontiger/play',
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
              minProperties: 1,
              properties: Object.fromEntries(DRAGON_TIGER_SPOTS.map((s) => [s, AMOUNT])),
            },
          },
        },
      },
    },
    async (request) => {
      const session = await sessionOf(deps, request, 'BGS_DRAGON_TIGER');
      const bets: DragonTigerBets = {};
      let stake = 0n;
      for (const [spot, text] of Object.entries(request.body.bets)) {
        const s = parseStake(text, STAKES.table);
        bets[spot as keyof DragonTigerBets] = s;
        stake += s;
      }
      if (stake > STAKES.table.max) throw new HouseError('INVALID_REQUEST', 'stake');
      return deps.sessions.exclusive(session, async () => {
        let fair: FairView = session.seeds.public;
        const { result, balance } = await deps.wallet.playRound(session, newRoundId(), stake, async () => {
          const round = await deps.sessions.nextRound(session);
          fair = { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce };
          return playDragonTiger(fairRng(round), bets);
        });
        return moneyJson({ round: result, balance: balance ?? session.balance, fair });
      });
    },
  );

  app.post<{ Body: { bets: { type: BullBullBet['type']; seat: number; stake: string }[] } }>(
    '/api/bullbull/play',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['bets'],
          properties: {
            bets: {
              type: 'array',
              minItems: 1,
              maxItems: 6,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['type', 'seat', 'stake'],
                properties: {
                  type: { enum: [...BULL_BULL_BET_TYPES] },
                  seat: { type: 'integer', minimum: 1, maximum: 3 },
                  stake: AMOUNT,
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const session = await sessionOf(deps, request, 'BGS_BULL');
      const bets: BullBullBet[] = request.body.bets.map((b) => ({
        type: b.type,
        pick: [b.seat],
        stake: parseStake(b.stake, STAKES.table),
      }));
      const deposit = bets.reduce((sum, b) => sum + b.stake * BigInt(BULL_BULL_DEPOSIT[b.type]), 0n);
      if (deposit > STAKES.table.max) throw new HouseError('INVALID_REQUEST', 'stake');
      return deps.sessions.exclusive(session, async () => {
        let fair: FairView = session.seeds.public;
        const { result, balance } = await deps.wallet.playRound(session, newRoundId(), deposit, async () => {
          const round = await deps.sessions.nextRound(session);
          fair = { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce };
          return playBullBull(fairRng(round), bets);
        });
        return moneyJson({ round: result, balance: balance ?? session.balance, fair });
      });
    },
  );

  app.get('/api/cardtable/state', async (request) => {
    const { session } = await tableSession(deps, request);
    const hand = tableHand(session);
    return moneyJson({ round: hand ? roundView(hand) : null, balance: session.balance });
  });

  app.post<{ Body: { stake: string; pairPlus?: string } }>(
    '/api/cardtable/deal',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['stake'],
          properties: { stake: AMOUNT, pairPlus: AMOUNT },
        },
      },
    },
    async (request) => {
      const { session, table } = await tableSession(deps, request);
      const stake = parseStake(request.body.stake, STAKES.table);
      const pairPlusText = request.body.pairPlus;
      if (pairPlusText !== undefined && table !== 'threeCardPoker') throw new HouseError('INVALID_REQUEST', 'pairPlus');
      const pairPlus = pairPlusText === undefined ? undefined : parseStake(pairPlusText, STAKES.table);
      return deps.sessions.exclusive(session, async () => {
        if (session.hand) throw new HouseError('HAND_IN_PROGRESS');
        const roundId = newRoundId();
        const payer = { ...session, session };
        const first = stake + (pairPlus ?? 0n);
        await deps.wallet.debit(payer, roundId, 1, first);
        let state: CardTableState;
        let fair: FairView;
        try {
          const round = await deps.sessions.nextRound(session);
          fair = { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce };
          state = dealCardTable(table, fairRng(round), { stake, ...(pairPlus === undefined ? {} : { pairPlus }) });
        } catch (err) {
          await deps.wallet.rollback(payer, roundId, 1, first);
          throw err;
        }
        const hand: TableHand = { roundId, debits: 1, state, fair };
        session.hand = hand;
        await deps.sessions.saveHand(session);
        const view = roundView(hand);
        const balance = await closeIfDone(deps, session);
        return moneyJson({ round: view, balance });
      });
    },
  );

  app.post<{ Body: DecideBody }>(
    '/api/cardtable/decide',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['decision'],
          properties: {
            decision: { enum: [...CARD_TABLE_DECISIONS] },
            held: { type: 'array', minItems: 5, maxItems: 5, items: { type: 'boolean' } },
            front: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'integer', minimum: 0, maximum: 6 } },
          },
        },
      },
    },
    async (request) => {
      const { session } = await tableSession(deps, request);
      return deps.sessions.exclusive(session, async () => {
        const hand = tableHand(session);
        if (!hand) throw new HouseError('NO_HAND');
        const { decision, held, front } = request.body;
        if (!decisionsOf(hand.state).includes(decision)) throw new HouseError('INVALID_REQUEST', 'decision');
        let next: CardTableState;
        try {
          next = decideCardTable(hand.state, {
            decision,
            ...(held ? { held } : {}),
            ...(front ? { front } : {}),
          });
        } catch {
          throw new HouseError(
            'INVALID_REQUEST',
            decision === 'draw' ? 'held' : decision === 'set' ? 'front' : 'decision',
          );
        }
        const extra = extraStakeOf(hand.state, decision);
        if (extra > 0n) {
          // A new debit number even when this debit is refused or rolled back (a rolled-back id is never reused).
          hand.debits += 1;
          await deps.sessions.saveHand(session);
          await deps.wallet.debit({ ...session, session }, hand.roundId, hand.debits, extra);
        }
        hand.state = next;
        await deps.sessions.saveHand(session);
        const view = roundView(hand);
        const balance = await closeIfDone(deps, session);
        return moneyJson({ round: view, balance });
      });
    },
  );
}
