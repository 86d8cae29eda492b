/**
 * The slot endpoint and the rules a slot page draws (docs/sandbox-provider.md "Slots"; README
 * "In-house games"). One engine plays every slot: games/slots/play.ts with the session's
 * definition (sandbox/slots.ts: a sandbox slot its own generated game, the in-house slot
 * "Dragon Fortune Reels"). A spin takes the next nonce of the session's seed pair, debits the
 * stake, plays the round (the paid spin and every free spin it awards) and credits the whole win
 * (HouseWallet.playRound).
 *
 * Stakes. A total bet is a whole coin of minor units per bet unit (the line count of a lines game,
 * the `betUnits` of a ways game), so every pay is exact: the choices are the coins 1, 5, 10, 25,
 * 50, 100, 250 and 500 times the bet units (the in-house slot's 0.20 to 100.00 for its 20 lines),
 * from one coin up to 100,000 minor units (or 500 coins when that is more).
 */
import type { FastifyInstance } from 'fastify';
import { fairRng } from '../fair/rng.ts';
import { betUnitsOf, type SlotDefinition } from '../games/slots/definition.ts';
import { slotHitRate } from '../games/slots/hitRate.ts';
import { symbolLabel, symbolRole, type SymbolLabel, type SymbolRole } from '../games/slots/labels.ts';
import { MAX_SLOT_FREE_SPINS, playSlot } from '../games/slots/play.ts';
import { slotDefinitionRtp } from '../games/slots/rtp.ts';
import { sessionSlotDefinition } from '../sandbox/slots.ts';
import { sessionOf, type RouteDeps } from './routeDeps.ts';
import { newRoundId, type HouseSession } from './sessions.ts';
import { parseStake, type StakeRule } from './stakes.ts';
import { moneyJson } from './views.ts';

/** The coins (minor units per bet unit) a slot offers. */
const SLOT_COINS = [1n, 5n, 10n, 25n, 50n, 100n, 250n, 500n];
/** The largest total bet in minor units, unless 500 coins come to more. */
const SLOT_MAX_STAKE = 100_000n;

/** The stake rule of `definition` (the file comment): step and minimum one coin per bet unit. */
export function slotStakeRule(definition: SlotDefinition): StakeRule {
  const units = BigInt(betUnitsOf(definition));
  const top = (SLOT_MAX_STAKE / units) * units;
  const max = top > 500n * units ? top : 500n * units;
  return { min: units, max, step: units, choices: SLOT_COINS.map((coin) => coin * units) };
}

/** One symbol as the page draws it: names in both languages, its role and its pays in bet units by count. */
export interface SlotSymbolView {
  id: string;
  name: SymbolLabel;
  role: SymbolRole;
  pays: Readonly<Record<number, number>>;
}

/** The published rules of a slot (the `rules` of GET /api/session for a slot session). */
export interface SlotRulesView {
  /** The game code (`BGS_SLOT` or the catalogue game's, e.g. PG-001). */
  id: string;
  reels: number;
  rows: number;
  /** `lines`: fixed paylines (`lines`, a row per reel, 0 on top); `ways`: every adjacent run (`ways` of them). */
  payModel: 'lines' | 'ways';
  lines: readonly (readonly number[])[];
  ways: number | null;
  /** Bet units in a total bet: a line or way pay of p units pays p / betUnits total bets. */
  betUnits: number;
  symbols: SlotSymbolView[];
  wild: { id: string; name: SymbolLabel; reels: readonly number[]; multiplier: number } | null;
  /** Scatter pays are in total bets; free spins by the award table (largest key <= the scatter count). */
  scatter: {
    id: string;
    name: SymbolLabel;
    pays: Readonly<Record<number, number>>;
    freeSpins: { awards: Readonly<Record<number, number>>; multiplier: number; retrigger: boolean } | null;
  } | null;
  /** The reel strips (public: the exact RTP follows from them). */
  strips: readonly (readonly string[])[];
  volatility: SlotDefinition['volatility'];
  /** Exact return to player and its parts, fractions of the total bet (rtp.ts). */
  rtp: number;
  rtpParts: { lines: number; scatter: number; freeSpins: number };
  /** Exact chance that a paid spin pays or awards free spins (hitRate.ts). */
  hitRate: number;
  /** Exact chance that a paid spin awards free spins. */
  featureChance: number;
  maxFreeSpins: number;
  /** Total bets in minor units (bigint; strings in the JSON answer). */
  stakes: bigint[];
  stakeRule: { min: bigint; max: bigint; step: bigint };
}

const views = new Map<string, SlotRulesView>();

/** The rules view of `definition` (computed once per game: the exact RTP and hit rate are counted, not simulated). */
export function slotRulesView(definition: SlotDefinition): SlotRulesView {
  const known = views.get(definition.id);
  if (known) return known;
  const rtp = slotDefinitionRtp(definition);
  const rule = slotStakeRule(definition);
  const model = definition.payModel;
  const nameOf = (id: string) => symbolLabel(id, definition.symbols.find((s) => s.id === id)?.name ?? id);
  const view: SlotRulesView = {
    id: definition.id,
    reels: definition.reels,
    rows: definition.rows,
    payModel: model.kind,
    lines: model.kind === 'lines' ? model.lines : [],
    ways: model.kind === 'ways' ? definition.rows ** definition.reels : null,
    betUnits: betUnitsOf(definition),
    symbols: definition.symbols.map((s) => ({
      id: s.id,
      name: nameOf(s.id),
      role: symbolRole(definition, s.id),
      pays: s.pays,
    })),
    wild: definition.wild ? { ...definition.wild, name: nameOf(definition.wild.id) } : null,
    scatter: definition.scatter ? { ...definition.scatter, name: nameOf(definition.scatter.id) } : null,
    strips: definition.strips,
    volatility: definition.volatility,
    rtp: rtp.total,
    rtpParts: { lines: rtp.lines, scatter: rtp.scatter, freeSpins: rtp.freeSpins },
    hitRate: slotHitRate(definition),
    featureChance: rtp.triggerChance,
    maxFreeSpins: MAX_SLOT_FREE_SPINS,
    stakes: rule.choices,
    stakeRule: { min: rule.min, max: rule.max, step: rule.step },
  };
  views.set(definition.id, view);
  return view;
}

/** The rules a slot session's page draws: its own definition's (sandbox/slots.ts sessionSlotDefinition). */
export const slotSessionRules = (session: Pick<HouseSession, 'integration' | 'catalogueGame'>): SlotRulesView =>
  slotRulesView(sessionSlotDefinition(session));

/**
 * Registers POST /api/slot/spin `{ stake }` (a decimal text on the game's stake rule): the whole
 * round `{ round: { stake, base, freeSpins, totalWin }, balance, fair: { serverSeedHash,
 * clientSeed, nonce } }`, amounts as decimal texts.
 * @throws HouseError SESSION_NOT_FOUND, WRONG_GAME (not a slot session), INVALID_REQUEST `stake`
 * (nothing moves), INSUFFICIENT_FUNDS and the wallet's refusals.
 */
export function registerSlotRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post<{ Body: { stake: string } }>(
    '/api/slot/spin',
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
      const session = await sessionOf(deps, request, 'BGS_SLOT');
      const definition = sessionSlotDefinition(session);
      const stake = parseStake(request.body.stake, slotStakeRule(definition));
      let inputs = session.seeds.public;
      const { result, balance } = await deps.wallet.playRound(session, newRoundId(), stake, async () => {
        const round = await deps.sessions.nextRound(session);
        inputs = { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce };
        return playSlot(definition, fairRng(round), stake);
      });
      return moneyJson({ round: result, balance: balance ?? session.balance, fair: inputs });
    },
  );
}
