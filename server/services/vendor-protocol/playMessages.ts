/**
 * Localised messages (TW and EN) of the play routes: launch, favourites, recent games, records
 * (README "Playing"), and a helper sending them as error envelopes (schemas/api/error.json).
 */
import type { FastifyReply } from 'fastify';
import { fail } from '../../http/envelope.ts';
import type { Language } from '../../i18n/language.ts';

export const PLAY_MESSAGES = {
  gameMaintenance: { TW: '遊戲維護中，請稍後再試或選擇其他遊戲', EN: 'This game is under maintenance. Please try again later or choose another game' },
  gameNotFound: { TW: '找不到此遊戲', EN: 'This game was not found' },
  trialNotAvailable: { TW: '此遊戲不提供免費試玩', EN: 'This game has no free trial' },
  badDateRange: { TW: '日期範圍不正確', EN: 'The date range is not valid' },
} as const satisfies Record<string, Record<Language, string>>;

export type PlayMessageKey = keyof typeof PLAY_MESSAGES;

/** An expected refusal of a play route: HTTP status, stable code, message key. */
export class PlayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly key: PlayMessageKey,
  ) {
    super(code);
    this.name = 'PlayError';
  }
}

/** Sends a PlayError as the error envelope in `lang`. */
export function sendPlayError(reply: FastifyReply, err: PlayError, lang: Language) {
  return reply.code(err.statusCode).send(fail(err.code, PLAY_MESSAGES[err.key][lang]));
}
