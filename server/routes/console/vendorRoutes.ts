/**
 * The console's vendor integrations (README "Vendor integrations"; server/services/vendor-ops/console.ts):
 * - GET  /api/console/vendors?windowMinutes=            every integration with status, last call, error rate, latency
 * - GET  /api/console/vendors/:code?windowMinutes=      one integration and its audit list
 * - GET  /api/console/vendors/:code/games?search=&pageNo=&pageSize=  its games with their maintenance
 * - PUT  /api/console/vendors/:code/maintenance {on}    the whole integration in or out of maintenance
 * - PUT  /api/console/vendors/:code/games/:gameId/maintenance {on}
 * - POST /api/console/vendors/:code/key {}              rotates the signing key (the new key answered once)
 * - PUT  /api/console/vendors/:code/url {url}           points the integration at another base URL
 * Operator token of the request's merchant only (401 OPERATOR_NOT_LOGGED_IN, checked before
 * validation); bad input is a localised 400, an unknown integration or game a localised 404.
 */
import { ok } from '../../http/envelope.ts';
import { requireOperator } from '../../services/operator/auth.ts';
import {
  changeBaseUrl,
  DEFAULT_WINDOW_MINUTES,
  integrationAudit,
  integrationGames,
  integrationView,
  listIntegrations,
  rotateKey,
  setGameMaintenance,
  setIntegrationMaintenance,
  type Actor,
} from '../../services/vendor-ops/console.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The routes' base path. */
export const CONSOLE_VENDORS_PATH = '/api/console/vendors';

const codeParams = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', pattern: '^[A-Z0-9_]{1,32}$' } },
} as const;
const windowQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { windowMinutes: { type: 'integer', minimum: 5, maximum: 1440, default: DEFAULT_WINDOW_MINUTES } },
} as const;
const toggleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['on'],
  properties: { on: { type: 'boolean' } },
} as const;

/** Registers the routes on the console's plugin scope. */
export async function vendorRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['console'];
  const operators = new WeakMap<FastifyRequest, number>();
  const guard = async (request: FastifyRequest) => {
    const op = await requireOperator(app.db, request, app.auth.now());
    operators.set(request, op.id);
  };
  const actorOf = (request: FastifyRequest): Actor => ({
    merchantId: request.merchant.id,
    operatorId: operators.get(request)!,
    ip: request.ip,
  });

  app.get<{ Querystring: { windowMinutes?: number } }>(
    CONSOLE_VENDORS_PATH,
    {
      preValidation: guard,
      config: { permission: 'vendors.manage' },
      schema: { tags, summary: 'Vendor integrations with their figures', querystring: windowQuery },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const window = request.query.windowMinutes ?? DEFAULT_WINDOW_MINUTES;
      return ok(
        { windowMinutes: window, list: await listIntegrations(app.db, app.auth.now(), window) },
        request.language,
      );
    },
  );

  app.get<{ Params: { code: string }; Querystring: { windowMinutes?: number } }>(
    `${CONSOLE_VENDORS_PATH}/:code`,
    {
      preValidation: guard,
      config: { permission: 'vendors.manage' },
      schema: {
        tags,
        summary: 'One vendor integration and its audit list',
        params: codeParams,
        querystring: windowQuery,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { code } = request.params;
      const integration = await integrationView(app.db, code, app.auth.now(), request.query.windowMinutes);
      return ok({ integration, audit: await integrationAudit(app.db, code) }, request.language);
    },
  );

  app.get<{ Params: { code: string }; Querystring: { search?: string; pageNo?: number; pageSize?: number } }>(
    `${CONSOLE_VENDORS_PATH}/:code/games`,
    {
      preValidation: guard,
      config: { permission: 'vendors.manage' },
      schema: {
        tags,
        summary: "A vendor integration's games with their maintenance",
        params: codeParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            search: { type: 'string', maxLength: 60 },
            pageNo: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { search, pageNo = 1, pageSize = 20 } = request.query;
      return ok(await integrationGames(app.db, request.params.code, { search, pageNo, pageSize }), request.language);
    },
  );

  app.put<{ Params: { code: string }; Body: { on: boolean } }>(
    `${CONSOLE_VENDORS_PATH}/:code/maintenance`,
    {
      preValidation: guard,
      config: { permission: 'vendors.manage' },
      schema: { tags, summary: 'A vendor integration in or out of maintenance', params: codeParams, body: toggleBody },
    },
    async (request) => {
      const { code } = request.params;
      await setIntegrationMaintenance(app.db, actorOf(request), code, request.body.on, app.auth.now());
      return ok({ integration: await integrationView(app.db, code, app.auth.now()) }, request.language);
    },
  );

  app.put<{ Params: { code: string; gameId: number }; Body: { on: boolean } }>(
    `${CONSOLE_VENDORS_PATH}/:code/games/:gameId/maintenance`,
    {
      preValidation: guard,
      config: { permission: 'vendors.manage' },
      schema: {
        tags,
        summary: 'One game of a vendor integration in or out of maintenance',
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['code', 'gameId'],
          properties: {
            ...codeParams.properties,
            gameId: { type: 'integer', minimum: 1, maximum: 2147483647 },
          },
        },
        body: toggleBody,
      },
    },
    async (request) => {
      const { code, gameId } = request.params;
      await setGameMaintenance(app.db, actorOf(request), code, gameId, request.body.on, app.auth.now());
      return ok({ gameId, maintenance: request.body.on }, request.language);
    },
  );

  app.post<{ Params: { code: string } }>(
    `${CONSOLE_VENDORS_PATH}/:code/key`,
    {
      preValidation: guard,
      config: { permission: 'vendors.manage' },
      schema: {
        tags,
        summary: "Rotates a vendor integration's signing key (the new key is answered once)",
        params: codeParams,
        body: { type: 'object', additionalProperties: false, properties: {} },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await rotateKey(app.db, actorOf(request), request.params.code, app.auth.now()), request.language);
    },
  );

  app.put<{ Params: { code: string }; Body: { url: string } }>(
    `${CONSOLE_VENDORS_PATH}/:code/url`,
    {
      preValidation: guard,
      config: { permission: 'vendors.manage' },
      schema: {
        tags,
        summary: "Changes a vendor integration's base URL",
        params: codeParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['url'],
          properties: { url: { type: 'string', minLength: 1, maxLength: 500 } },
        },
      },
    },
    async (request) => {
      const { code } = request.params;
      await changeBaseUrl(app.db, actorOf(request), code, request.body.url, app.auth.now());
      return ok({ integration: await integrationView(app.db, code, app.auth.now()) }, request.language);
    },
  );
}
