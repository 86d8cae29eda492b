/**
 * Refuses control characters in every request string (server/http/strings.ts) in one place: a
 * `preValidation` hook over the querystring, the path parameters and the body of every route,
 * registered after the auth plugin so an encrypted body is checked once decrypted. A refusal is a
 * validation error: the error handler (./errors.ts) answers 400 BAD_REQUEST with the field and the
 * localised `validation.controlCharacters` message, and nothing reaches a service or the database.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findControlCharacter } from '../http/strings.ts';
import type { ValidationIssue } from '../i18n/messages.ts';

/** The keyword of the refusal (an ajv-style issue; its message is `validation.controlCharacters`, server/i18n). */
export const CONTROL_CHARACTER_KEYWORD = 'controlCharacters';

/** A 400 validation error about the string at `path` of `context`, as Fastify reports schema failures. */
function refusal(context: 'querystring' | 'params' | 'body', path: string) {
  const issue: ValidationIssue = {
    keyword: CONTROL_CHARACTER_KEYWORD,
    instancePath: path,
    params: {},
    message: 'must not contain control characters',
  };
  return Object.assign(new Error('control characters in the request'), {
    statusCode: 400,
    validation: [issue],
    validationContext: context,
  });
}

/** Throws the refusal of the first part of the request holding a control character. */
export function assertNoControlCharacters(request: Pick<FastifyRequest, 'query' | 'params' | 'body'>): void {
  for (const context of ['querystring', 'params', 'body'] as const) {
    const value = context === 'querystring' ? request.query : context === 'params' ? request.params : request.body;
    const path = findControlCharacter(value);
    if (path !== null) throw refusal(context, path);
  }
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => assertNoControlCharacters(request));
  },
  { name: 'control-characters', dependencies: ['errors', 'auth'] },
);
