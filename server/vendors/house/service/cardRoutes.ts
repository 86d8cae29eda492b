/**
 * Blackjack endpoints (the PVP card game): deal debits the stake and keeps the hand in the
 * session; hit and stand play on; double debits the same stake again in the same round; the
 * round is closed with a credit of the return when the hand ends. Only the dealer's up card is
 * sent while the hand is on.
 */
import type { FastifyInstance } from 'fastify';
import { fairRng } from '../fair/rng.ts';
import { actBlackjack, dealBlackjack, handValue, legalActions, visibleDealer, type BlackjackAction, type BlackjackState } from '../games/blackjack.ts';
import { HouseError } from './errors.ts';
import { sessionOf, type RouteDeps } from './gameRoutes.ts';
import { newRoundId, type HouseSession, type SavedHand } from './sessions.ts';
import { parseStake, STAKES } from './stakes.ts';
import { moneyJson } from './views.ts';

/** What the client sees of a hand. */
function handView(state: BlackjackState) {
  const dealer = visibleDealer(state);
  return {
    player: state.player, dealer, playerTotal: handValue(state.player).total, dealerTotal: handValue(dealer).total,
    stake: state.stake, status: state.status, outcome: state.outcome, totalWin: state.totalWin, actions: legalActions(state),
  };
}

/** Closes the session's hand when it is done: credit, then forget it. */
async function closeIfDone(deps: RouteDeps, session: HouseSession): Promise<bigint | null> {
  const hand = session.hand;
  if (!hand || hand.state.status !== 'done') return session.balance;
  const balance = await deps.wallet.credit({ ...session, session }, hand.roundId, hand.state.totalWin);
  session.hand = null;
  deps.sessions.onChange();
  return balance ?? session.balance;
}

/**
 * Ends a hand saved before a restart: stands if it is still on and closes the round with its
 * return (credits are accepted after the token expired, docs/vendor-protocol.md section 4).
 */
export async function settleSavedHand(deps: RouteDeps, saved: SavedHand): Promise<void> {
  const state = saved.state.status === 'playing' ? actBlackjack(saved.state, 'stand') : saved.state;
  await deps.wallet.credit(saved.payer, saved.roundId, state.totalWin);
}

/**
 * Ends an abandoned hand by standing (expired sessions; credits are accepted after the token
 * expired, docs/vendor-protocol.md section 4).
 */
export async function standAbandoned(deps: RouteDeps, session: HouseSession): Promise<void> {
  if (!session.hand) return;
  session.hand.state = actBlackjack(session.hand.state, 'stand');
  await closeIfDone(deps, session);
}

/** Registers /api/blackjack/{state,deal,hit,stand,double}. */
export function registerCardRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/api/blackjack/state', async (request) => {
    const session = sessionOf(deps, request, 'BGS_PVP');
    return moneyJson({ hand: session.hand ? handView(session.hand.state) : null, balance: session.balance });
  });

  app.post<{ Body: { stake: string } }>(
    '/api/blackjack/deal',
    { schema: { body: { type: 'object', additionalProperties: false, required: ['stake'], properties: { stake: { type: 'string', maxLength: 20 } } } } },
    async (request) => {
      const session = sessionOf(deps, request, 'BGS_PVP');
      if (session.hand) throw new HouseError('HAND_IN_PROGRESS');
      const stake = parseStake(request.body.stake, STAKES.table);
      const roundId = newRoundId();
      const fair = session.seeds.public;
      await deps.wallet.debit({ ...session, session }, roundId, 1, stake);
      try {
        session.hand = { roundId, debits: 1, state: dealBlackjack(fairRng(session.seeds.next()), stake) };
        deps.sessions.onChange();
      } catch (err) {
        await deps.wallet.rollback({ ...session, session }, roundId, 1, stake);
        throw err;
      }
      const view = handView(session.hand.state);
      const balance = await closeIfDone(deps, session);
      return moneyJson({ hand: view, balance, fair });
    },
  );

  for (const action of ['hit', 'stand', 'double'] as BlackjackAction[]) {
    app.post(`/api/blackjack/${action}`, async (request) => {
      const session = sessionOf(deps, request, 'BGS_PVP');
      const hand = session.hand;
      if (!hand) throw new HouseError('NO_HAND');
      if (!legalActions(hand.state).includes(action)) throw new HouseError('INVALID_REQUEST', action);
      if (action === 'double') {
        await deps.wallet.debit({ ...session, session }, hand.roundId, 2, hand.state.stake);
        hand.debits = 2;
      }
      hand.state = actBlackjack(hand.state, action);
      deps.sessions.onChange();
      const view = handView(hand.state);
      const balance = await closeIfDone(deps, session);
      return moneyJson({ hand: view, balance });
    });
  }
}
