/**
 * The console's Reports tab (server/services/operator/reports.ts; schemas/api/operator-reports.json
 * operatorReport): GET /api/operator/reports?from=&to= answers the merchant's figures per day,
 * vendor and game category for the reporting days from..to in the merchant's time zone. Operator
 * token (401 OPERATOR_NOT_LOGGED_IN) with permission reports.view (403 OPERATOR_FORBIDDEN), checked
 * before validation; 400 REPORT_DATE_INVALID, REPORT_RANGE_REVERSED or REPORT_RANGE_TOO_LONG for a
 * bad range. Read-only: it changes nothing.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { requireOperator, routePermission } from '../../services/operator/auth.ts';
import { checkReportRange, merchantReport, reportWire } from '../../services/operator/reports.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const routes: RoutePlugin = async (app) => {
  routePermission(app, 'reports.view'); // README "Staff and roles"
  const tags = ['operator'];
  const guard = async (request: Parameters<typeof requireOperator>[1]) => {
    await requireOperator(app.db, request, app.auth.now());
  };

  app.get(
    ENDPOINTS.operatorReport,
    {
      preValidation: guard,
      config: { permission: 'reports.view' },
      schema: {
        tags,
        summary: "The merchant's business report for a range of days",
        querystring: ref('api/operator-reports.json#/definitions/operatorReportQuery'),
        response: envelopeResponses(ref('api/operator-reports.json#/definitions/operatorReport')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const range = checkReportRange(request.query.from, request.query.to);
      const report = await merchantReport(
        app.db,
        request.merchant.id,
        request.merchant.config.permission.currency,
        range,
      );
      return ok(reportWire(report), request.language);
    },
  );
};

export default routes;
