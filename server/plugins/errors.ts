/**
 * The one error handler and the 404 handler of the API: every failure becomes an error envelope
 * (schemas/api/error.json) with a stable code and a message localised to the request language.
 * Bad input is a 4xx with the offending field; a 5xx never shows internals (the log has them).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { resolveLanguage, type Language } from '../i18n/language.ts';
import { requestLanguage } from '../http/requestParts.ts';
import { issueField, t, validationMessage, type MessageKey, type ValidationIssue } from '../i18n/messages.ts';

const STATUS_MESSAGES: Record<number, [code: string, key: MessageKey]> = {
  400: ['BAD_REQUEST', 'badRequest'],
  404: ['NOT_FOUND', 'notFound'],
  405: ['METHOD_NOT_ALLOWED', 'methodNotAllowed'],
  413: ['PAYLOAD_TOO_LARGE', 'payloadTooLarge'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType'],
  429: ['RATE_LIMITED', 'rateLimited'],
};

/** Fastify's codes of a body that could not be read as JSON (FST_ERR_CTP_*). */
const JSON_BODY_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/**
 * Whether `error` is a body that is not JSON: Fastify's parser codes, or the SyntaxError a route's
 * own raw-body parser (payment callback) marks with status 400.
 */
function isBodyParseError(error: FastifyError): boolean {
  return JSON_BODY_CODES.has(error.code) || (error instanceof SyntaxError && error.statusCode === 400);
}

/**
 * Whether `error` (or a cause) is a PostgreSQL data exception (SQLSTATE class 22: a NUL byte,
 * an untranslatable character, a number out of range, a string too long): a value the request
 * brought, answered 400, never 500.
 */
function isDataException(error: unknown): boolean {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++, e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

const serializeEnvelope = (payload: unknown) => JSON.stringify(payload);

/** The request language, also when the error happened before the context hook ran. */
function languageOf(request: FastifyRequest): Language {
  return request.language ?? requestLanguage(request);
}

/**
 * Fastify's `frameworkErrors` (server/app.ts): a URL the router cannot read (bad percent-encoding,
 * FST_ERR_BAD_URL) answers 400 BAD_REQUEST, a path parameter over the router's length limit
 * (FST_ERR_MAX_PARAM_LENGTH) 414 URI_TOO_LONG, both as error envelopes in the Accept-Language's
 * language (no hook has run yet); anything else there is a fault (500, logged).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = resolveLanguage(undefined, request.headers['accept-language']);
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send(fail('BAD_REQUEST', t('badRequest', lang)));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.code(414).send(fail('URI_TOO_LONG', t('badRequest', lang)));
  request.log.error({ err: error, reqId: request.id }, 'request failed');
  return reply.code(500).send(fail('SERVER_ERROR', t('serverError', lang)));
}

/** Sends the 404 envelope (unknown /api path, unknown media). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(fail('NOT_FOUND', t('notFound', languageOf(request))));
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const lang = languageOf(request);
      // The error envelope is written as it is: a route's own 4xx/5xx response schema (e.g. a
      // provider's `{ status }` answers) can never turn a refusal into a serialization failure.
      reply.serializer(serializeEnvelope);
      if (error.validation && error.validation.length > 0) {
        const issue = error.validation[0] as unknown as ValidationIssue;
        const context = error.validationContext;
        request.log.info({ validation: error.validation, context }, 'bad request');
        return reply.code(400).send(
          fail('BAD_REQUEST', validationMessage(issue, context, lang), {
            field: issueField(issue, context),
            in: context ?? 'querystring',
          }),
        );
      }
      if (error instanceof ApiError) {
        if (error.statusCode >= 500) request.log.error({ code: error.code }, 'request failed');
        for (const [name, value] of Object.entries(error.options.headers ?? {})) reply.header(name, value);
        return reply
          .code(error.statusCode)
          .send(fail(error.code, t(error.messageKey, lang, error.options.params), error.options.value ?? null));
      }
      if (isBodyParseError(error)) {
        request.log.info({ err: { message: error.message, code: error.code } }, 'bad JSON');
        return reply.code(400).send(fail('BAD_JSON', t('badJson', lang)));
      }
      if (isDataException(error)) {
        // The database refused a value the schemas let through: bad input, not a fault; the log keeps the detail.
        request.log.warn({ err: error, reqId: request.id }, 'bad input refused by the database');
        return reply.code(400).send(fail('BAD_REQUEST', t('badRequest', lang)));
      }
      const status = error.statusCode ?? 500;
      if (status >= 500 || status < 400) {
        request.log.error({ err: error, reqId: request.id }, 'request failed');
        return reply.code(500).send(fail('SERVER_ERROR', t('serverError', lang)));
      }
      request.log.info({ err: { message: error.message, code: error.code } }, 'client error');
      const [code, key] = STATUS_MESSAGES[status] ?? ['BAD_REQUEST', 'badRequest'];
      if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return reply.code(status).send(fail(code, t(key, lang)));
    });
  },
  // After the request context: messages are localised to request.language.
  { name: 'errors', dependencies: ['request-context'] },
);
