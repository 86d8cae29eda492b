/**
 * Blackjack endpoints (the PVP card game): deal debits the stake and keeps the round in the
 * session; hit, stand and noInsurance play on; double, split and insurance each debit their extra
 * stake (the difference the game maths add to the round's stake) as the next debit of the same
 * round before the action is applied; the round is closed with one credit of its total return
 * when it ends. Only the dealer's up card is sent while the round is on. The hand is kept with
 * the session (HouseSessions.saveHand: memory, or the vendor's database, where any vendor process
 * continues it) before each money call, and a session's calls are played one at a time.
 */
import type { FastifyInstance } from 'fastify';
import { fairRng } from '../fair/rng.ts';
import {
  actBlackjack,
  BLACKJACK_ACTIONS,
  dealBlackjack,
  handValue,
  legalActions,
  visibleDealer,
  type BlackjackState,
} from '../games/blackjack.ts';
import { finishAbsent, type CardTableState } from '../games/cardTable.ts';
import { HouseError } from './errors.ts';
import { sessionOf, type RouteDeps } from './routeDeps.ts';
import { isTableState, newRoundId, type BlackjackHand, type HouseSession, type SavedHand } from './sessions.ts';
import { parseStake, STAKES } from './stakes.ts';
import { moneyJson } from './views.ts';

/** What the client sees of a round: its hands, the dealer's visible cards, the legal actions. */
function handView(state: BlackjackState) {
  const dealer = visibleDealer(state);
  return {
    hands: state.hands.map((h) => ({
      cards: h.cards,
      total: handValue(h.cards).total,
      stake: h.stake,
      doubled: h.doubled,
      split: h.split,
      outcome: h.outcome,
      win: h.win,
    })),
    active: state.active,
    dealer,
    dealerTotal: handValue(dealer).total,
    insurance: state.insurance,
    insuranceWin: state.insuranceWin,
    stake: state.stake,
    status: state.status,
    totalWin: state.totalWin,
    actions: legalActions(state),
    history: state.history,
  };
}

/** A round saved by a version before split and insurance (one hand: player, stake, doubled). */
interface LegacyState {
  shoe: BlackjackState['shoe'];
  next: number;
  player: BlackjackState['dealer'];
  dealer: BlackjackState['dealer'];
  stake: bigint;
  doubled: boolean;
  status: 'playing' | 'done';
  totalWin: bigint;
}

/** A saved round in the current shape (rounds saved before split and insurance are converted). */
function restored(state: BlackjackState | LegacyState): BlackjackState {
  if ('hands' in state) return state;
  const hand = {
    cards: state.player,
    stake: state.stake,
    doubled: state.doubled,
    split: false,
    outcome: null,
    win: 0n,
  };
  return {
    shoe: state.shoe,
    next: state.next,
    hands: [hand],
    active: 0,
    dealer: state.dealer,
    status: state.status,
    insurance: 0n,
    insuranceWin: 0n,
    stake: state.stake,
    totalWin: state.totalWin,
    history: [],
  };
}

/** Ends a round that is still on the way an absent player would: no insurance, then stand on every hand. */
function standAll(state: BlackjackState): BlackjackState {
  let s = state;
  while (s.status !== 'done') s = actBlackjack(s, s.status === 'insurance' ? 'noInsurance' : 'stand');
  return s;
}

/** The session's blackjack hand, or null (none, a card table's round or a mini game round). */
const blackjackHand = (session: HouseSession): BlackjackHand | null =>
  session.hand && 'state' in session.hand && !isTableState(session.hand.state) ? (session.hand as BlackjackHand) : null;

/** Closes the session's hand when it is done: credit, then forget it. */
async function closeIfDone(deps: RouteDeps, session: HouseSession): Promise<bigint | null> {
  const hand = blackjackHand(session);
  if (!hand || hand.state.status !== 'done') return session.balance;
  const balance = await deps.wallet.credit({ ...session, session }, hand.roundId, hand.state.totalWin);
  session.hand = null;
  await deps.sessions.saveHand(session);
  return balance ?? session.balance;
}

/**
 * Ends a hand saved before a restart: stands if it is still on and closes the round with its
 * return (credits are accepted after the token expired, docs/vendor-protocol.md section 4).
 */
export async function settleSavedHand(
  deps: RouteDeps,
  saved: SavedHand & { state: BlackjackState | CardTableState },
): Promise<void> {
  // A card table's round ends with its absent-player decision (games/cardTable.ts absentMove).
  const state = isTableState(saved.state) ? finishAbsent(saved.state) : standAll(restored(saved.state));
  await deps.wallet.credit(saved.payer, saved.roundId, state.totalWin);
}

/**
 * Ends an abandoned hand by declining insurance and standing (expired sessions; credits are accepted after the token
 * expired, docs/vendor-protocol.md section 4).
 */
export async function standAbandoned(deps: RouteDeps, session: HouseSession): Promise<void> {
  const hand = session.hand;
  if (!hand || !('state' in hand)) return;
  session.hand = isTableState(hand.state)
    ? { ...hand, state: finishAbsent(hand.state) }
    : { ...hand, state: standAll(restored(hand.state)) };
  await closeIfDone(deps, session);
}

/** Registers /api/blackjack/{state,deal} and one POST per action (hit, stand, double, split, insurance, noInsurance). */
export function registerCardRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/api/blackjack/state', async (request) => {
    const session = await sessionOf(deps, request, 'BGS_PVP');
    const hand = blackjackHand(session);
    return moneyJson({ hand: hand ? handView(hand.state) : null, balance: session.balance });
  });

  app.post<{ Body: { stake: string } }>(
    '/api/blackjack/deal',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['stake'],
          properties: { stake: { type: 'string', maxLength: 20 } },
        },
      },
    },
    async (request) => {
      const session = await sessionOf(deps, request, 'BGS_PVP');
      return deps.sessions.exclusive(session, async () => {
        if (session.hand) throw new HouseError('HAND_IN_PROGRESS');
        const stake = parseStake(request.body.stake, STAKES.table);
        const roundId = newRoundId();
        let fair: typeof session.seeds.public;
        await deps.wallet.debit({ ...session, session }, roundId, 1, stake);
        let state: BlackjackState;
        try {
          const round = await deps.sessions.nextRound(session);
          fair = { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce };
          state = dealBlackjack(fairRng(round), stake);
        } catch (err) {
          await deps.wallet.rollback({ ...session, session }, roundId, 1, stake);
          throw err;
        }
        session.hand = { roundId, debits: 1, state };
        await deps.sessions.saveHand(session);
        const view = handView(state);
        const balance = await closeIfDone(deps, session);
        return moneyJson({ hand: view, balance, fair });
      });
    },
  );

  for (const action of BLACKJACK_ACTIONS) {
    app.post(`/api/blackjack/${action}`, async (request) => {
      const session = await sessionOf(deps, request, 'BGS_PVP');
      return deps.sessions.exclusive(session, async () => {
        const hand = blackjackHand(session);
        if (!hand) throw new HouseError('NO_HAND');
        if (!legalActions(hand.state).includes(action)) throw new HouseError('INVALID_REQUEST', action);
        const next = actBlackjack(hand.state, action);
        const extra = next.stake - hand.state.stake;
        if (extra > 0n) {
          // A new debit number even when this debit is refused or rolled back (a rolled-back id is never reused).
          hand.debits += 1;
          await deps.sessions.saveHand(session);
          await deps.wallet.debit({ ...session, session }, hand.roundId, hand.debits, extra);
        }
        hand.state = next;
        await deps.sessions.saveHand(session);
        const view = handView(next);
        const balance = await closeIfDone(deps, session);
        return moneyJson({ hand: view, balance });
      });
    });
  }
}
