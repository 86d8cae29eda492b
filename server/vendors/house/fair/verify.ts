/**
 * The round verifier behind the public verify page (README "In-house games"): given a revealed server
 * seed, the client seed, the nonce and the game, it recomputes the outcome exactly as the game
 * did. Sports, esports and cockfight fixtures and lottery draws use their own seed with the fixture or draw id as the
 * client seed and nonce 0. A lottery draw of any game is recomputed whole ({@link verifyDraw}:
 * docs/lottery.md section 4, the verify page's "Lottery draw").
 */
import { playBaccarat } from '../games/baccarat';
import { playFanTan } from '../games/fanTan';
import { KENO, MEGA_BALL, MINI_KENO, playKeno } from '../games/keno';
import { playRoulette } from '../games/roulette';
import { playSicBo } from '../games/sicbo';
import { CRAZY_TIME, LUCKY_WHEEL, spinWheel } from '../games/wheel';
import { dealBlackjack, handValue, isBlackjackAction, replayBlackjack } from '../games/blackjack';
import { cardLabel, type Card } from '../games/cards';
import { FISH_KINDS, isFishKind, shootFish } from '../games/fishing';
import { drawSheet, SHEET_GAMES } from '../games/drawSheets';
import { drawLottery } from '../games/lottery';
import type { PrizeTier } from '../games/vnLottery';
import { betUnitsOf } from '../games/slots/definition.ts';
import { HOUSE_SLOT_DEFINITION } from '../games/slots/house.ts';
import { symbolLabel } from '../games/slots/labels.ts';
import { playSlot } from '../games/slots/play.ts';
import { catalogueSlotDefinition } from '../sandbox/slots.ts';
import { COCKFIGHT_RULES, ESPORTS_RULES, pickTeams, playFixture, SPORTS_RULES } from '../games/sports';
import { replayMini } from '../games/mini/replay';
import { playBullBull } from '../games/bullBull';
import { bullRank, dealBull } from '../pvp/bullBullTable';
import { handSeats } from '../pvp/common';
import { dealZjh, zjhRank } from '../pvp/zhaJinHua';
import {
  CARD_TABLES,
  CARD_TABLE_DECISIONS,
  replayCardTable,
  type CardTable,
  type CardTableMove,
} from '../games/cardTable';
import { playDragonTiger } from '../games/dragonTiger';
import { isJoker, type PaiGowCard } from '../games/paiGowPoker';
import { fairRng } from './rng';
import { miniPlayOf, type MiniPlayJson } from './verifyMini';
import { hashServerSeed } from './seeds';

export const VERIFY_GAMES = [
  'slot',
  'baccarat',
  'fishing',
  'blackjack',
  'sports',
  'esports',
  'cockfight',
  'lottery',
  // The sandbox's tables (service/tableGames.ts): the outcome of a round whatever was bet.
  'rouletteEuropean',
  'rouletteAmerican',
  'rouletteLightning',
  'sicBo',
  'fanTan',
  'crazyTime',
  'luckyWheel',
  'keno',
  'miniKeno',
  'megaBall',
  // The mini games (docs/sandbox-provider.md "Mini games"): the round's bet and moves in `mini`.
  'mini',
  // the sandbox card tables (docs/sandbox-provider.md "Card tables in the sandbox")
  'dragonTiger',
  'bullBull',
  ...CARD_TABLES,
  // the PVP tables (docs/pvp.md "Fairness"): the deal of a hand to its seats
  'pvpBullBull',
  'pvpZhaJinHua',
] as const;
export type VerifyGame = (typeof VERIFY_GAMES)[number];

export interface VerifyInput {
  game: VerifyGame;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Fishing: the fish shot at (default clownfish). */
  fish?: string;
  /**
   * Blackjack: the player's actions in order (hit, stand, double, split, insurance, noInsurance),
   * replayed on the dealt round. Card tables: the decision (draw:HHHHH with 1 for a held card,
   * raise, stand, play, call, fold, set:i,j with the front cards' indexes, houseWay).
   */
  actions?: string[];
  /** Slot: a sandbox slot's catalogue game code (e.g. PG-001), replayed on its own reels; absent for the in-house slot. */
  catalogueGame?: string;
  /** Mini games: the round's replay entry (the `verify` of its /api/mini answer). */
  mini?: MiniPlayJson;
  /** PVP tables: the seats dealt in (the hand's record lists them). */
  seats?: number[];
}

export interface VerifyResult {
  serverSeedHash: string;
  /** Game-specific outcome, in plain JSON (cards as labels such as "K♠"). */
  outcome: Record<string, unknown>;
}

/** Recomputes a round. RangeError for an unknown game or fish, or a bad nonce. */
export function verifyRound(input: VerifyInput): VerifyResult {
  if (!Number.isInteger(input.nonce) || input.nonce < 0) throw new RangeError('nonce must be a non-negative integer');
  const rng = fairRng({ serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce });
  const serverSeedHash = hashServerSeed(input.serverSeed);
  switch (input.game) {
    case 'slot': {
      // One engine for every slot (docs/sandbox-provider.md "Slots"): the catalogue game's own definition, or the in-house one.
      const definition =
        input.catalogueGame === undefined ? HOUSE_SLOT_DEFINITION : catalogueSlotDefinition(input.catalogueGame);
      if (!definition) throw new RangeError(`${input.catalogueGame} is not a catalogue slot`);
      const units = betUnitsOf(definition);
      // A stake of 100 coins per bet unit: no win is rounded, so winInBets is exact.
      const round = playSlot(definition, rng, BigInt(units) * 100n);
      const bets = (win: bigint) => Number(win) / (units * 100);
      const lineWins = (wins: (typeof round.base)['wins']) =>
        wins.map(({ line, symbol, count, pay }) => ({ line, symbol, count, pay }));
      return {
        serverSeedHash,
        outcome: {
          ...(input.catalogueGame === undefined ? {} : { gameCode: definition.id }),
          stops: round.base.stops,
          grid: round.base.grid,
          winInBets: bets(round.totalWin),
          freeSpins: round.freeSpins.length,
          ...(definition.payModel.kind === 'lines'
            ? { lineWins: lineWins(round.base.wins) }
            : { wayWins: round.base.wins.map(({ symbol, count, ways, pay }) => ({ symbol, count, ways, pay })) }),
          scatters: round.base.scatters,
          freeSpinWinInBets: bets(round.totalWin - round.base.win),
          // The symbols' names in TW and EN, for the verify page's grid.
          symbols: Object.fromEntries(
            [...definition.symbols, ...[definition.wild, definition.scatter].filter((s) => s !== null)].map((s) => [
              s.id,
              symbolLabel(s.id, 'name' in s ? s.name : s.id),
            ]),
          ),
        },
      };
    }
    case 'baccarat': {
      const r = playBaccarat(rng, { player: 100n });
      return {
        serverSeedHash,
        outcome: {
          player: r.player.map(cardLabel),
          banker: r.banker.map(cardLabel),
          playerTotal: r.playerTotal,
          bankerTotal: r.bankerTotal,
          winner: r.winner,
          playerPair: r.playerPair,
          bankerPair: r.bankerPair,
        },
      };
    }
    case 'fishing': {
      const fish = input.fish ?? 'clownfish';
      if (!isFishKind(fish)) throw new RangeError(`unknown fish ${fish}`);
      const shot = shootFish(rng, 100n, fish);
      return {
        serverSeedHash,
        outcome: { fish, multiplier: FISH_KINDS[fish], chance: shot.chance, caught: shot.caught },
      };
    }
    case 'blackjack': {
      const actions = input.actions ?? [];
      if (!actions.every(isBlackjackAction)) throw new RangeError('unknown blackjack action');
      const dealt = dealBlackjack(rng, 100n);
      const s = replayBlackjack(dealt, actions);
      const round = {
        status: s.status,
        insured: s.insurance > 0n,
        dealer: s.dealer.map(cardLabel),
        dealerTotal: handValue(s.dealer).total,
        hands: s.hands.map((h) => ({
          cards: h.cards.map(cardLabel),
          total: handValue(h.cards).total,
          doubled: h.doubled,
          outcome: h.outcome,
        })),
      };
      return {
        serverSeedHash,
        outcome: {
          firstCards: s.shoe.slice(0, 16).map(cardLabel),
          player: dealt.hands[0]!.cards.map(cardLabel),
          actions,
          ...round,
        },
      };
    }
    case 'sports':
    case 'esports':
    case 'cockfight': {
      const rules =
        input.game === 'esports' ? ESPORTS_RULES : input.game === 'cockfight' ? COCKFIGHT_RULES : SPORTS_RULES;
      const [home, away] = pickTeams(
        fairRng({ serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce + 1 }),
        rules,
      );
      const result = playFixture(rng, home, away, rules);
      return { serverSeedHash, outcome: { home: rules.teams[home]!.en, away: rules.teams[away]!.en, ...result } };
    }
    case 'lottery':
      return { serverSeedHash, outcome: { balls: drawLottery(rng) } };
    // The tables draw the same whatever the bets (games/roulette.ts ... keno.ts): replayed with one bet.
    case 'rouletteEuropean':
    case 'rouletteAmerican':
    case 'rouletteLightning': {
      const variant =
        input.game === 'rouletteAmerican' ? 'american' : input.game === 'rouletteLightning' ? 'lightning' : 'european';
      const r = playRoulette(rng, variant, [{ type: 'red', stake: 100n }]);
      return { serverSeedHash, outcome: { pocket: r.pocket, label: r.label, colour: r.colour, lucky: r.lucky } };
    }
    case 'sicBo': {
      const r = playSicBo(rng, [{ type: 'big', stake: 100n }]);
      return { serverSeedHash, outcome: { dice: r.dice, total: r.total, triple: r.triple } };
    }
    case 'fanTan': {
      const r = playFanTan(rng, [{ type: 'odd', stake: 100n }]);
      return { serverSeedHash, outcome: { beads: r.beads, result: r.result } };
    }
    case 'crazyTime':
    case 'luckyWheel': {
      const def = input.game === 'crazyTime' ? CRAZY_TIME : LUCKY_WHEEL;
      const r = spinWheel(rng, def, { '1': 100n });
      return { serverSeedHash, outcome: { segment: r.segment, spot: r.spot, topSlot: r.topSlot, bonus: r.bonus } };
    }
    case 'keno':
    case 'miniKeno':
    case 'megaBall': {
      const def = input.game === 'megaBall' ? MEGA_BALL : input.game === 'miniKeno' ? MINI_KENO : KENO;
      const r = playKeno(rng, def, [{ pick: [1], stake: 100n }]);
      return { serverSeedHash, outcome: { drawn: r.drawn, megaBall: r.megaBall } };
    }
    case 'mini': {
      if (!input.mini) throw new RangeError('mini is required');
      const play = miniPlayOf(input.mini);
      const inputs = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
      return { serverSeedHash, outcome: { game: play.game, ...replayMini(inputs, play) } };
    }
    case 'dragonTiger': {
      const r = playDragonTiger(rng, { dragon: 100n });
      return {
        serverSeedHash,
        outcome: { dragon: cardLabel(r.dragon), tiger: cardLabel(r.tiger), winner: r.winner, suited: r.suited },
      };
    }
    case 'bullBull': {
      const r = playBullBull(rng, [{ type: 'equal', pick: [1], stake: 100n }]);
      const hand = (h: { cards: Card[]; niu: number }) => ({ cards: h.cards.map(cardLabel), niu: h.niu });
      return {
        serverSeedHash,
        outcome: { banker: hand(r.banker), seats: r.seats.map((s) => ({ ...hand(s), won: s.won })) },
      };
    }
    case 'videoPoker':
    case 'redDog':
    case 'threeCardPoker':
    case 'casinoHoldem':
    case 'caribbeanStud':
    case 'paiGowPoker':
      return { serverSeedHash, outcome: verifyCardTable(input.game, rng, input.actions ?? []) };
    case 'pvpBullBull':
    case 'pvpZhaJinHua': {
      const seats = handSeats(input.seats ?? []);
      const bull = input.game === 'pvpBullBull' ? dealBull(rng, seats) : null;
      const hands = bull?.hands ?? dealZjh(rng, seats);
      const rank = (cards: Card[]) => (bull ? bullRank(cards) : zjhRank(cards)).cls;
      return {
        serverSeedHash,
        outcome: {
          seats: seats.map((seat, k) => ({ seat, cards: hands[k]!.map(cardLabel), class: rank(hands[k]!) })),
          ...(bull ? { tieOrder: bull.tieOrder } : {}),
        },
      };
    }
    default:
      throw new RangeError(`unknown game ${String(input.game)}`);
  }
}

/** A card table decision as the verifier takes it (see VerifyInput.actions). RangeError when unknown. */
function moveOf(action: string): CardTableMove {
  const [name, detail] = action.split(':');
  if (!(CARD_TABLE_DECISIONS as readonly string[]).includes(name!)) throw new RangeError(`unknown decision ${action}`);
  const decision = name as CardTableMove['decision'];
  if (decision === 'draw') {
    if (!/^[01]{5}$/.test(detail ?? '')) throw new RangeError('draw:HHHHH, 1 for a held card');
    return { decision, held: [...detail!].map((h) => h === '1') };
  }
  if (decision === 'set') {
    if (!/^[0-6],[0-6]$/.test(detail ?? '')) throw new RangeError('set:i,j, the front cards');
    return { decision, front: detail!.split(',').map(Number) };
  }
  return { decision };
}

const tableCard = (c: PaiGowCard) => (isJoker(c) ? 'JOKER' : cardLabel(c));

/**
 * Replays a card table round of stake 1.00 (three card poker with pair plus 1.00) with its
 * decisions: every card dealt, the decision, the hands and the outcome (docs/sandbox-provider.md
 * "Card tables in the sandbox"). RangeError on an unknown or illegal decision.
 */
function verifyCardTable(table: CardTable, rng: ReturnType<typeof fairRng>, actions: readonly string[]) {
  const bets = table === 'threeCardPoker' ? { stake: 100n, pairPlus: 100n } : { stake: 100n };
  const s = replayCardTable(table, rng, bets, actions.map(moveOf));
  const cards = (list: readonly PaiGowCard[]) => list.map(tableCard);
  const base = { status: s.status, actions, stakeInUnits: Number(s.stake) / 100, winInUnits: Number(s.totalWin) / 100 };
  switch (s.table) {
    case 'videoPoker':
      return {
        ...base,
        dealt: cards(s.deal.hand),
        final: s.result ? cards(s.result.final) : null,
        hand: s.result?.result ?? null,
      };
    case 'redDog':
      return {
        ...base,
        cards: cards(s.deal.cards),
        third: tableCard(s.deal.third),
        outcome: s.result?.outcome ?? null,
      };
    case 'threeCardPoker':
    case 'casinoHoldem':
    case 'caribbeanStud':
      return {
        ...base,
        player: cards(s.deal.player),
        dealer: cards(s.deal.dealer),
        ...(s.table === 'casinoHoldem' ? { board: cards(s.deal.board) } : {}),
        playerHand: s.result?.playerHand ?? null,
        dealerHand: s.result?.dealerHand ?? null,
        outcome: s.result?.outcome ?? null,
      };
    case 'paiGowPoker': {
      const set = (x: NonNullable<typeof s.result>['player']) => ({
        front: cards(x.front),
        back: cards(x.back),
        frontHand: x.frontHand.name,
        backHand: x.backHand.name,
      });
      return {
        ...base,
        player: cards(s.deal.player),
        dealer: cards(s.deal.dealer),
        ...(s.result
          ? { playerSet: set(s.result.player), dealerSet: set(s.result.dealer), outcome: s.result.outcome }
          : {}),
      };
    }
  }
}

/** The games whose draws {@link verifyDraw} recomputes. */
export const DRAW_VERIFY_GAMES = SHEET_GAMES;

/** What the verify page sends for a lottery draw (POST /api/verify). */
export interface DrawVerifyInput {
  game: 'draw';
  gameCode: string;
  drawId: string;
  serverSeed: string;
}

/** A recomputed draw: the seed's hash (to compare with the one published before betting closed) and the sheet. */
export interface DrawVerifyResult {
  gameCode: string;
  drawId: string;
  serverSeedHash: string;
  prizes: PrizeTier[];
}

/**
 * Recomputes every prize number of draw `drawId` of `gameCode` from its revealed `serverSeed`
 * (docs/lottery.md section 4: `fairRng({ serverSeed, clientSeed: drawId, nonce: 0 })` read in
 * sheet order), exactly as the desk drew it.
 * @throws RangeError for a game without draws or an empty draw id.
 */
export function verifyDraw(input: DrawVerifyInput): DrawVerifyResult {
  if (!input.drawId) throw new RangeError('drawId is required');
  return {
    gameCode: input.gameCode,
    drawId: input.drawId,
    serverSeedHash: hashServerSeed(input.serverSeed),
    prizes: drawSheet(input.gameCode, input.serverSeed, input.drawId),
  };
}
