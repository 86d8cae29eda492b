/**
 * Operator console API (issue 6 item 1; schemas/api/console.json): the merchant's current site
 * configuration and its version, saving a new version, the history with diffs and one-step
 * rollback. Every console call needs an operator token of the request's merchant (checked on each
 * call by requireOperator), so an operator only ever sees and changes their own merchant. Every
 * save and rollback is also written to the operator audit log. GET /api/config/version is public:
 * browsers ask it after a socket drop to catch up (issue 6 item 2).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { currentVersion, rollbackTo, saveVersion, summaryOf, versionOf, versionPage, type VersionRow } from '../../services/config-versions/index.ts';
import { warmUpCheck } from '../../services/config-versions/validate.ts';
import { audit } from '../../services/operator/audit.ts';
import { requireOperator, type OperatorRow } from '../../services/operator/auth.ts';
import { languageParam, querySchema } from '../common.ts';
import { pagingParams, withLanguage } from '../wallet/common.ts';

const con = (definition: string) => ref(`api/console.json#/definitions/${definition}`);
const responses = (value: object) => ({ ...envelopeResponses(value), '4xx': con('error'), '5xx': con('error') });
const versionParams = { type: 'object', additionalProperties: false, required: ['version'], properties: { version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;
const detailOf = (row: VersionRow) => ({ ...summaryOf(row), config: row.body, diff: row.diff });

const routes: FastifyPluginAsync = async (app) => {
  const tags = ['console'];
  const query = querySchema(withLanguage);
  const operators = new WeakMap<FastifyRequest, OperatorRow>();
  const guard = async (request: FastifyRequest) => {
    operators.set(request, await requireOperator(app.db, request, app.auth.now()));
  };
  const saverOf = (request: FastifyRequest) => {
    const op = operators.get(request)!;
    return { id: op.id, username: op.username };
  };
  const auditVersion = (request: FastifyRequest, action: string, before: VersionRow, after: VersionRow) =>
    audit(
      app.db,
      { merchantId: request.merchant.id, operatorId: saverOf(request).id, action, targetType: 'config', targetId: after.version, before: { version: before.version }, after: { version: after.version, diff: after.diff }, ip: request.ip },
      app.auth.now(),
    );

  app.get(ENDPOINTS.configVersion, { schema: { tags, summary: 'The live configuration version (public)', querystring: querySchema({ language: languageParam }), response: responses(con('liveVersion')) } }, async (request) =>
    ok({ version: (await currentVersion(app.db, request.merchant.id)).version }, request.language),
  );

  app.get(ENDPOINTS.consoleConfig, { preHandler: guard, schema: { tags, summary: 'Current configuration and version', querystring: query, response: responses(con('detail')) } }, async (request) => {
    const current = await currentVersion(app.db, request.merchant.id);
    warmUpCheck(current.body);
    return ok(detailOf(current), request.language);
  });

  app.put(
    ENDPOINTS.consoleConfig,
    { preHandler: guard, bodyLimit: 512 * 1024, schema: { tags, summary: 'Save a new version', querystring: query, body: con('saveBody'), response: responses(con('detail')) } },
    async (request) => {
      const body = request.body as { config: unknown; baseVersion?: number; note?: string };
      const before = await currentVersion(app.db, request.merchant.id);
      const row = await saveVersion(app.db, request.merchant.id, body.config, saverOf(request), { baseVersion: body.baseVersion, note: body.note });
      await auditVersion(request, 'config.save', before, row);
      return ok(detailOf(row), request.language);
    },
  );

  app.get(ENDPOINTS.consoleVersions, { preHandler: guard, schema: { tags, summary: 'Version history, newest first', querystring: querySchema({ ...withLanguage, ...pagingParams }), response: responses(con('page')) } }, async (request) => {
    const q = request.query as { pageNo: number; pageSize: number };
    return ok(await versionPage(app.db, request.merchant.id, q.pageNo, q.pageSize), request.language);
  });

  app.get(`${ENDPOINTS.consoleVersions}/:version`, { preHandler: guard, schema: { tags, summary: 'One version with its diff', params: versionParams, querystring: query, response: responses(con('detail')) } }, async (request) =>
    ok(detailOf(await versionOf(app.db, request.merchant.id, (request.params as { version: number }).version)), request.language),
  );

  app.post(`${ENDPOINTS.consoleVersions}/:version/rollback`, { preHandler: guard, schema: { tags, summary: 'Roll back to a version (a new version)', params: versionParams, querystring: query, response: responses(con('detail')) } }, async (request) => {
    const before = await currentVersion(app.db, request.merchant.id);
    const row = await rollbackTo(app.db, request.merchant.id, (request.params as { version: number }).version, saverOf(request));
    await auditVersion(request, 'config.rollback', before, row);
    return ok(detailOf(row), request.language);
  });
};

export default routes;
