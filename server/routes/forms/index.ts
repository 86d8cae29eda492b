/**
 * The requesting merchant's forms (README "How the pieces fit"), so the browser and the server agree:
 * - GET /api/forms/schemas: the form schemas, tabs and version (value:
 *   { version, tabs, defaultTab, problems, forms }, each form per schemas/form-schema.schema.json);
 * - GET /api/forms/validators.js?v=<version>: the standalone ES module of their ajv validators
 *   (text/javascript, ETag = version). The browser imports it from 'self', so the CSP (no
 *   'unsafe-eval') allows it; with the current `v` it is cached as immutable.
 * A registration rule whose acceptedPattern does not compile answers 503 FORM_CONFIG_INVALID
 * naming the field (value.field, schemas/api/error.json) and the pattern (in the message): a
 * merchant configuration fault, not the visitor's.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeResponses, fail, ok } from '../../http/envelope.ts';
import { text } from '../../i18n/messages.ts';
import { languageParam, querySchema, languageQuery } from '../common.ts';
import { formsFor, isFormConfigError, type MerchantForms } from '../../services/forms/index.ts';

/** Paths of this plugin (the form engine's own calls, beside contract/endpoints.ts). */
export const FORMS_ENDPOINTS = { schemas: '/api/forms/schemas', validators: '/api/forms/validators.js' } as const;

/** The merchant's forms, or a 503 answer naming the rule the engine cannot use. */
async function merchantForms(request: FastifyRequest, reply: FastifyReply): Promise<MerchantForms | null> {
  try {
    return await formsFor(request.merchant.config);
  } catch (err) {
    if (!isFormConfigError(err)) throw err;
    const { field, acceptedPattern, message } = err as Error & { field: string; acceptedPattern: string };
    request.log.error({ merchant: request.merchant.code, field, acceptedPattern }, message);
    await reply
      .code(503)
      .send(
        fail(
          'FORM_CONFIG_INVALID',
          `${text('forms', 'configInvalid', request.language)} (${field}: ${acceptedPattern})`,
          { field },
        ),
      );
    return null;
  }
}

const looseObject = { type: 'object', additionalProperties: true } as const;

const routes: FastifyPluginAsync = async (app) => {
  app.get(
    FORMS_ENDPOINTS.schemas,
    {
      schema: {
        tags: ['forms'],
        summary: "The merchant's form schemas (schemas/form-schema.schema.json), tabs and version",
        querystring: languageQuery,
        response: envelopeResponses({
          type: 'object',
          additionalProperties: false,
          required: ['version', 'tabs', 'defaultTab', 'problems', 'forms'],
          properties: {
            version: { type: 'string' },
            tabs: looseObject,
            defaultTab: looseObject,
            problems: { type: 'array', items: { type: 'string' } },
            forms: { type: 'array', items: looseObject },
          },
        }),
      },
    },
    async (request, reply) => {
      const forms = await merchantForms(request, reply);
      if (!forms) return reply;
      const { tabs, defaultTab, problems } = forms.registry;
      return ok({ version: forms.version, tabs, defaultTab, problems, forms: forms.forms }, request.language);
    },
  );

  app.get<{ Querystring: { v?: string } }>(
    FORMS_ENDPOINTS.validators,
    {
      schema: {
        tags: ['forms'],
        summary: "Standalone ES module of the merchant's form validators (ajv standalone; no eval)",
        querystring: querySchema({
          v: { type: 'string', pattern: '^[0-9a-f]{1,64}$', description: 'The forms version (cache key)' },
          language: languageParam,
        }),
      },
    },
    async (request, reply) => {
      const forms = await merchantForms(request, reply);
      if (!forms) return reply;
      const etag = `"${forms.version}"`;
      reply.header('etag', etag).header('vary', 'Host');
      reply.header(
        'cache-control',
        request.query.v === forms.version ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/javascript; charset=utf-8').send(await forms.source());
    },
  );
};

export default routes;
