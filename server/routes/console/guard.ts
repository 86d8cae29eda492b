/**
 * The console's operator check (README "Operator console"): every console call needs an operator token of
 * the request's merchant (requireOperator), so an operator only ever sees and changes their own
 * merchant; and the audit entry of a save or rollback.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DocumentKind, VersionRow } from '../../services/config-versions/index.ts';
import { audit } from '../../services/operator/audit.ts';
import { operatorGuard } from '../../services/operator/auth.ts';

export interface ConsoleGuard {
  /** preValidation: refuses a call without a valid operator token of this merchant (401) or whose role lacks the route's permission (403). */
  guard(request: FastifyRequest): Promise<void>;
  /** The operator of a guarded request, as a saver. */
  saverOf(request: FastifyRequest): { id: number; username: string };
  /** Writes `<kind>.save` / `<kind>.rollback` to the operator audit log. */
  auditVersion(
    request: FastifyRequest,
    kind: DocumentKind,
    action: 'save' | 'rollback',
    before: VersionRow,
    after: VersionRow,
  ): Promise<void>;
}

/** The guard of one plugin scope. */
export function consoleGuard(app: FastifyInstance): ConsoleGuard {
  const { guard, operatorOf } = operatorGuard(app.db, () => app.auth.now());
  const saverOf = (request: FastifyRequest) => {
    const op = operatorOf(request);
    return { id: op.id, username: op.username };
  };
  return {
    guard,
    saverOf,
    auditVersion: (request, kind, action, before, after) =>
      audit(
        app.db,
        {
          merchantId: request.merchant.id,
          operatorId: saverOf(request).id,
          action: `${kind}.${action}`,
          targetType: kind,
          targetId: after.version,
          before: { version: before.version },
          after: { version: after.version, diff: after.diff },
          ip: request.ip,
        },
        app.auth.now(),
      ),
  };
}
