/**
 * Refusals of the play routes: launch, favourites, recent games, records (README "Playing"), with
 * their messages in the `play` texts (server/i18n/locales), and a helper sending them as error
 * envelopes (schemas/api/error.json).
 */
import type { FastifyReply } from 'fastify';
import { fail } from '../../http/envelope.ts';
import type { Language } from '../../i18n/language.ts';
import { text, type TextKey } from '../../i18n/messages.ts';

/** A message of the `play` texts. */
export type PlayMessageKey = TextKey<'play'>;

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
  return reply.code(err.statusCode).send(fail(err.code, text('play', err.key, lang)));
}
