/**
 * Game sessions: one per launch (docs/vendor-protocol.md section 5). The game URL carries the
 * session id; the browser client sends it back in the X-House-Session header. A session holds the
 * launch's player token, mode and language, the integration that launched it (BGS, or a sandbox
 * integration: docs/sandbox-provider.md) and the catalogue game it was launched for, the player's
 * seed pair (provably fair), the trial balance and an unfinished round (a blackjack hand or a card table's). Sessions live for 12 hours: in this process's memory
 * ({@link SessionStore}, one process), or in the vendor's database (../store/sessions.ts, several
 * processes); the routes see either through {@link HouseSessions}.
 */
import { randomBytes } from 'node:crypto';
import { SeedPair, type RevealedSeedPair } from '../fair/seeds.ts';
import type { BlackjackState } from '../games/blackjack.ts';
import type { CardTableState } from '../games/cardTable.ts';
import { HOUSE_CODE } from './config.ts';
import type { MiniHand } from './miniPlay.ts';
import { HouseError } from './errors.ts';

export const HOUSE_GAMES = [
  'BGS_SLOT',
  'BGS_BACCARAT',
  'BGS_FISH',
  'BGS_PVP',
  'BGS_SPORTS',
  'BGS_LOTTO',
  'BGS_ESPORTS',
  'BGS_COCK',
  'BGS_ELOTT',
  'BGS_VN_NORTH',
  'BGS_VN_CENTRAL',
  'BGS_VN_SOUTH',
  'BGS_SEA_4D',
  // The sandbox's tables, one round per call (docs/sandbox-provider.md "Status", tables): one engine family each.
  'BGS_ROULETTE',
  'BGS_SICBO',
  'BGS_FANTAN',
  'BGS_WHEEL',
  'BGS_MEGABALL',
  'BGS_KENO',
  // The sandbox's mini games (docs/sandbox-provider.md Status "Mini games"): one engine code, the game from the catalogue game.
  'BGS_MINI',
  // The sandbox's card tables (docs/sandbox-provider.md "Card tables in the sandbox"): engines of
  // catalogue games, not BGS catalogue cards.
  'BGS_DRAGON_TIGER',
  'BGS_BULL',
  'BGS_VIDEO_POKER',
  'BGS_RED_DOG',
  'BGS_THREE_CARD',
  'BGS_HOLDEM',
  'BGS_CARIBBEAN',
  'BGS_PAI_GOW',
] as const;
export type HouseGameCode = (typeof HOUSE_GAMES)[number];

/** The page of each game (vendor-house/<page>.html). */
export const GAME_PAGES: Readonly<Record<HouseGameCode, string>> = {
  BGS_SLOT: 'slot',
  BGS_BACCARAT: 'baccarat',
  BGS_FISH: 'fishing',
  BGS_PVP: 'blackjack',
  BGS_SPORTS: 'sports',
  BGS_LOTTO: 'lottery',
  BGS_ESPORTS: 'esports',
  BGS_COCK: 'cockfight',
  BGS_ELOTT: 'elottery',
  // The scheduled draws (docs/lottery.md section 6): one page for the three Vietnam regions, one for 4D.
  BGS_VN_NORTH: 'vnlottery',
  BGS_VN_CENTRAL: 'vnlottery',
  BGS_VN_SOUTH: 'vnlottery',
  BGS_SEA_4D: 'sealottery',
  // One table page for the sandbox's roulette, dice, wheel and draw tables (it draws each family's board).
  BGS_ROULETTE: 'tables',
  BGS_SICBO: 'tables',
  BGS_FANTAN: 'tables',
  BGS_WHEEL: 'tables',
  BGS_MEGABALL: 'tables',
  BGS_KENO: 'tables',
  BGS_MINI: 'mini',
  // The sandbox's card tables: one page per family (the poker tables share one).
  BGS_DRAGON_TIGER: 'dragontiger',
  BGS_BULL: 'bullbull',
  BGS_VIDEO_POKER: 'videopoker',
  BGS_RED_DOG: 'pokertable',
  BGS_THREE_CARD: 'pokertable',
  BGS_HOLDEM: 'pokertable',
  BGS_CARIBBEAN: 'pokertable',
  BGS_PAI_GOW: 'pokertable',
};

/** The virtual balance a free-trial session starts with (minor units: 2,000.00). */
export const TRIAL_BALANCE = 200_000n;
export const SESSION_TTL_MS = 12 * 3600_000;

export interface HouseSession {
  id: string;
  playerToken: string;
  playerId: string;
  nickname: string;
  /** The in-house game the session plays: its engine, rules, routes and page (a sandbox game's engine, e.g. BGS_SLOT for PG-001). */
  gameCode: HouseGameCode;
  /**
   * The integration that launched the session and signs its money calls (X-Vendor-Code): BGS or
   * a sandbox integration (docs/sandbox-provider.md). Absent on sessions and bets saved before
   * the sandbox: BGS.
   */
  integration?: string;
  /**
   * The catalogue game the platform launched (its `gameCode` in the protocol's money calls), e.g.
   * PG-001; absent for BGS games (the same as `gameCode`). The seam for per-game definitions: a
   * page or engine picks the game's own parameters by it.
   */
  catalogueGame?: string;
  language: 'TW' | 'EN';
  mode: 'real' | 'trial';
  currency: string;
  platformUrl: string;
  returnUrl: string;
  seeds: SeedPair;
  /** Trial: the virtual balance; real: the last balance the platform answered (minor units). */
  balance: bigint | null;
  createdAt: number;
  /** The unfinished round: a blackjack hand, a card table's round (docs/sandbox-provider.md "Card tables in the sandbox") or a chained mini game round (`mini`, service/miniRoutes.ts). */
  hand: SessionHand | null;
}

/** A blackjack hand kept with its session (the shape saved before the card tables, unchanged). */
export interface BlackjackHand {
  roundId: string;
  /** The round's debits so far (the next debit is number debits + 1). */
  debits: number;
  state: BlackjackState;
}

/** A card table's round kept with its session (games/cardTable.ts: the state names its `table`). */
export interface TableHand {
  roundId: string;
  debits: number;
  state: CardTableState;
  /** The round's public fair inputs (shown again when the round resumes; the verifier's inputs). */
  fair?: { serverSeedHash: string; clientSeed: string; nonce: number };
}

export type SessionHand = BlackjackHand | TableHand | MiniHand;

/** True when a saved round is a card table's (its state names the table); else it is blackjack's. */
export const isTableState = (state: BlackjackState | CardTableState): state is CardTableState => 'table' in state;

export type LaunchFields = Pick<
  HouseSession,
  | 'playerToken'
  | 'playerId'
  | 'nickname'
  | 'gameCode'
  | 'integration'
  | 'catalogueGame'
  | 'language'
  | 'mode'
  | 'currency'
  | 'platformUrl'
  | 'returnUrl'
>;

/** The integration code of a session or bet (docs/vendor-protocol.md section 1): BGS unless a sandbox integration launched it. */
export const integrationOf = (fields: Pick<LaunchFields, 'integration'>): string => fields.integration ?? HOUSE_CODE;

/** The game code a session's money calls carry (docs/vendor-protocol.md section 3): the catalogue game's, else the house game's. */
export const protocolGameOf = (fields: Pick<LaunchFields, 'gameCode' | 'catalogueGame'>): string =>
  fields.catalogueGame ?? fields.gameCode;

/** True when a bet's payer is the session's player: same player id, mode and integration (a book shared by several integrations shows each its own bets). */
export const samePlayer = (
  payer: Pick<LaunchFields, 'playerId' | 'mode' | 'integration'>,
  session: Pick<LaunchFields, 'playerId' | 'mode' | 'integration'>,
): boolean =>
  payer.playerId === session.playerId && payer.mode === session.mode && integrationOf(payer) === integrationOf(session);

/** The launch fields of `fields` only (callers may pass a whole session); the integration and catalogue game only when set. */
export function launchFieldsOf(fields: LaunchFields): LaunchFields {
  const { playerToken, playerId, nickname, gameCode, integration, catalogueGame } = fields;
  const { language, mode, currency, platformUrl, returnUrl } = fields;
  return {
    playerToken,
    playerId,
    nickname,
    gameCode,
    ...(integration === undefined ? {} : { integration }),
    ...(catalogueGame === undefined ? {} : { catalogueGame }),
    language,
    mode,
    currency,
    platformUrl,
    returnUrl,
  };
}

/** True when `code` is one of the house games. */
export function isHouseGame(code: string): code is HouseGameCode {
  return (HOUSE_GAMES as readonly string[]).includes(code);
}

/** A random id: 24 bytes, base64url. */
export const randomId = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** A new round id (docs/vendor-protocol.md section 3: [A-Za-z0-9_.:-], at most 64). */
export const newRoundId = () => `bgs-${Date.now().toString(36)}-${randomBytes(9).toString('base64url')}`;

/** An unfinished round (blackjack's, a card table's or a chained mini game's) as saved across restarts: who plays it and the round. */
export type SavedHand =
  | {
      payer: LaunchFields;
      roundId: string;
      debits: number;
      state: BlackjackState | CardTableState;
    }
  | (MiniHand & { payer: LaunchFields });

/** The inputs of one round (server seed, client seed, nonce, hash): each nonce is used once per seed pair. */
export type RoundInputs = ReturnType<SeedPair['next']>;

/**
 * What the routes and the settlement tick need of the sessions, in memory or in the database.
 * Methods may answer synchronously (memory) or with a promise (database): callers await them.
 */
export interface HouseSessions {
  /** Opens a session for a launch. */
  open(fields: LaunchFields): HouseSession | Promise<HouseSession>;
  /**
   * The live session `id` for `game` (any game when omitted). In the database a copy: change it
   * only through the methods below.
   * @throws HouseError SESSION_NOT_FOUND (unknown or expired), WRONG_GAME.
   */
  get(id: unknown, game?: HouseGameCode): HouseSession | Promise<HouseSession>;
  /** Takes the next nonce of the session's seed pair (never the same one twice, whichever process asks). */
  nextRound(session: HouseSession): RoundInputs | Promise<RoundInputs>;
  /**
   * Reveals the server seed and starts a new pair (README "In-house games": seed rotation).
   * @throws HouseError HAND_IN_PROGRESS while a blackjack hand is on; RangeError for a bad client seed.
   */
  rotate(session: HouseSession, clientSeed?: string): RevealedSeedPair | Promise<RevealedSeedPair>;
  /**
   * Runs `work` as the session's only blackjack call in flight (the session's hand is current when
   * `work` starts).
   * @throws HouseError HAND_IN_PROGRESS while another call of the session is under way.
   */
  exclusive<T>(session: HouseSession, work: () => Promise<T>): Promise<T>;
  /** Keeps the session's hand (`session.hand`, null when closed) before the next money call. */
  saveHand(session: HouseSession): void | Promise<void>;
  /**
   * Forgets expired sessions and gives each expired one with an unfinished hand to `settle`, one
   * caller at a time (across processes in the database), so a hand is settled once.
   */
  settleAbandoned(settle: (session: HouseSession) => Promise<void>): Promise<void>;
}

/** The sessions of one process, in memory (kept across restarts only through the state file's hands). */
export class SessionStore implements HouseSessions {
  private readonly sessions = new Map<string, HouseSession>();
  /** Sessions with a blackjack call under way (a second call meanwhile is refused, never interleaved). */
  private readonly busy = new WeakSet<HouseSession>();
  /** Called when a hand starts, changes or ends (the service saves the hands). */
  onChange: () => void = () => undefined;

  constructor(private readonly now: () => number) {}

  /** The unfinished hands of all sessions (debited rounds not yet credited). */
  hands(): SavedHand[] {
    return [...this.sessions.values()].flatMap((s) =>
      s.hand
        ? [
            {
              payer: launchFieldsOf(s),
              ...s.hand,
            },
          ]
        : [],
    );
  }

  /** Opens a session for a launch. */
  open(fields: LaunchFields): HouseSession {
    this.sweep();
    const session: HouseSession = {
      ...fields,
      id: randomId(),
      seeds: new SeedPair(),
      balance: fields.mode === 'trial' ? TRIAL_BALANCE : null,
      createdAt: this.now(),
      hand: null,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /**
   * The live session `id` for `game` (any game when omitted).
   * @throws HouseError SESSION_NOT_FOUND (unknown or expired), WRONG_GAME.
   */
  get(id: unknown, game?: HouseGameCode): HouseSession {
    const session = typeof id === 'string' ? this.sessions.get(id) : undefined;
    if (!session || this.now() - session.createdAt > SESSION_TTL_MS) throw new HouseError('SESSION_NOT_FOUND');
    if (game && session.gameCode !== game) throw new HouseError('WRONG_GAME');
    return session;
  }

  /** Takes the next nonce of the session's seed pair. */
  nextRound(session: HouseSession): RoundInputs {
    return session.seeds.next();
  }

  /**
   * Reveals the server seed and starts a new pair.
   * @throws HouseError HAND_IN_PROGRESS while a hand is on; RangeError for a bad client seed.
   */
  rotate(session: HouseSession, clientSeed?: string): RevealedSeedPair {
    if (session.hand) throw new HouseError('HAND_IN_PROGRESS');
    return session.seeds.rotate(clientSeed);
  }

  /**
   * Runs `work` as the session's only blackjack call in flight.
   * @throws HouseError HAND_IN_PROGRESS while another call of the session is under way.
   */
  async exclusive<T>(session: HouseSession, work: () => Promise<T>): Promise<T> {
    if (this.busy.has(session)) throw new HouseError('HAND_IN_PROGRESS');
    this.busy.add(session);
    try {
      return await work();
    } finally {
      this.busy.delete(session);
    }
  }

  /** The hand lives on the session object: tells the service to save the hands (state file). */
  saveHand(): void {
    this.onChange();
  }

  /** Gives every expired session with an unfinished hand to `settle` (one after the other), forgetting the rest. */
  async settleAbandoned(settle: (session: HouseSession) => Promise<void>): Promise<void> {
    for (const session of this.sweep()) await settle(session);
  }

  /** Expired sessions with an unfinished hand (the caller settles them), removing the rest. */
  sweep(): HouseSession[] {
    const unfinished: HouseSession[] = [];
    for (const [id, s] of this.sessions) {
      if (this.now() - s.createdAt <= SESSION_TTL_MS) continue;
      if (s.hand) unfinished.push(s);
      else this.sessions.delete(id);
    }
    return unfinished;
  }
}
