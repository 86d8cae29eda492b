/**
 * Game sessions: one per launch (docs/vendor-protocol.md section 5). The game URL carries the
 * session id; the browser client sends it back in the X-House-Session header. A session holds the
 * launch's player token, mode and language, the player's seed pair (provably fair), the trial
 * balance and an unfinished blackjack hand. Sessions live in memory for 12 hours.
 */
import { randomBytes } from 'node:crypto';
import { SeedPair } from '../fair/seeds.ts';
import type { BlackjackState } from '../games/blackjack.ts';
import { HouseError } from './errors.ts';

export const HOUSE_GAMES = ['BGS_SLOT', 'BGS_BACCARAT', 'BGS_FISH', 'BGS_PVP', 'BGS_SPORTS', 'BGS_LOTTO', 'BGS_ESPORTS', 'BGS_COCK', 'BGS_ELOTT', 'BGS_VN_NORTH', 'BGS_VN_CENTRAL', 'BGS_VN_SOUTH', 'BGS_SEA_4D'] as const;
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
};

/** The virtual balance a free-trial session starts with (minor units: 2,000.00). */
export const TRIAL_BALANCE = 200_000n;
export const SESSION_TTL_MS = 12 * 3600_000;

export interface HouseSession {
  id: string;
  playerToken: string;
  playerId: string;
  nickname: string;
  gameCode: HouseGameCode;
  language: 'TW' | 'EN';
  mode: 'real' | 'trial';
  currency: string;
  platformUrl: string;
  returnUrl: string;
  seeds: SeedPair;
  /** Trial: the virtual balance; real: the last balance the platform answered (minor units). */
  balance: bigint | null;
  createdAt: number;
  hand: { roundId: string; debits: number; state: BlackjackState } | null;
}

export type LaunchFields = Pick<HouseSession, 'playerToken' | 'playerId' | 'nickname' | 'gameCode' | 'language' | 'mode' | 'currency' | 'platformUrl' | 'returnUrl'>;

/** True when `code` is one of the house games. */
export function isHouseGame(code: string): code is HouseGameCode {
  return (HOUSE_GAMES as readonly string[]).includes(code);
}

/** A random id: 24 bytes, base64url. */
export const randomId = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** A new round id (docs/vendor-protocol.md section 3: [A-Za-z0-9_.:-], at most 64). */
export const newRoundId = () => `bgs-${Date.now().toString(36)}-${randomBytes(9).toString('base64url')}`;

/** An unfinished blackjack hand as saved across restarts: who plays it and the hand. */
export interface SavedHand {
  payer: LaunchFields;
  roundId: string;
  debits: number;
  state: BlackjackState;
}

export class SessionStore {
  private readonly sessions = new Map<string, HouseSession>();
  /** Called when a hand starts, changes or ends (the service saves the hands). */
  onChange: () => void = () => undefined;

  constructor(private readonly now: () => number) {}

  /** The unfinished hands of all sessions (debited rounds not yet credited). */
  hands(): SavedHand[] {
    return [...this.sessions.values()].flatMap((s) =>
      s.hand ? [{ payer: { playerToken: s.playerToken, playerId: s.playerId, nickname: s.nickname, gameCode: s.gameCode, language: s.language, mode: s.mode, currency: s.currency, platformUrl: s.platformUrl, returnUrl: s.returnUrl }, ...s.hand }] : [],
    );
  }

  /** Opens a session for a launch. */
  open(fields: LaunchFields): HouseSession {
    this.sweep();
    const session: HouseSession = { ...fields, id: randomId(), seeds: new SeedPair(), balance: fields.mode === 'trial' ? TRIAL_BALANCE : null, createdAt: this.now(), hand: null };
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
