/**
 * The versioned-document routes of the console (README "Operator console"), one set per document kind: GET
 * the current version, PUT a new one (with baseVersion and note), GET the history a page at a
 * time, GET one version with its diff, POST a rollback. The config and content APIs are the same
 * routes over different paths, schemas and body keys.
 */
import type { OperatorPermission } from '../../../contract/types.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import {
  currentVersion,
  rollbackTo,
  saveVersion,
  summaryOf,
  versionOf,
  versionPage,
  type DocumentKind,
  type VersionRow,
} from '../../services/config-versions/index.ts';
import { querySchema, languageQuery } from '../common.ts';
import { pagingParams, withLanguage } from '../wallet/common.ts';
import type { RouteApp, Typed } from '../../http/routeTypes.ts';
import type { ConsoleGuard } from './guard.ts';

/**
 * What every save body carries (schemas/api/console.json, console-content.json and
 * site-pages.json `saveBody` / `pagesSaveBody`): the document under its key (checked by the
 * service, server/services/config-versions), the version the operator edited, a note.
 */
export type VersionSaveBody = Partial<Record<VersionRoutesOptions['key'], unknown>> & {
  baseVersion?: number;
  note?: string;
};

export interface VersionRoutesOptions {
  kind: DocumentKind;
  /** Path of the current document (GET, PUT). */
  documentPath: string;
  /** Path of the history (GET; /:version; /:version/rollback). */
  versionsPath: string;
  /** The key of the document in bodies and answers: `config`, `content` or `pages`. */
  key: 'config' | 'content' | 'pages';
  /**
   * The save body's schema, a `ref(...)` to its definition (typed: the handler reads the body it
   * declares); the detail schema or its `$id` path; the page schema's `$id` path.
   */
  schemas: { saveBody: Typed<VersionSaveBody>; detail: string | object; page: string };
  /** Largest accepted save body, bytes. */
  bodyLimit: number;
  guard: ConsoleGuard;
  /** What saving and rolling back need (README "Staff and roles"); every staff member may read. */
  permission: OperatorPermission;
}

const versionParams = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;
/** The envelope of `value`, and the console's error envelope for 4xx and 5xx. */
export const consoleResponses = (value: object) => ({
  ...envelopeResponses(value),
  '4xx': ref('api/console.json#/definitions/error'),
  '5xx': ref('api/console.json#/definitions/error'),
});

/** Registers the five version routes of one document kind on a route plugin's app. */
export function versionRoutes(app: RouteApp, o: VersionRoutesOptions, onOpen?: (row: VersionRow) => void): void {
  const tags = ['console'];
  const { guard, saverOf, auditVersion } = o.guard;
  const detailOf = (row: VersionRow) => ({ ...summaryOf(row), [o.key]: row.body, diff: row.diff });
  const schemaOf = (s: string | object) => (typeof s === 'string' ? ref(s) : s);
  const detail = consoleResponses(schemaOf(o.schemas.detail));

  app.get(
    o.documentPath,
    {
      preValidation: guard,
      config: { permission: 'signedIn' },
      schema: { tags, summary: `Current ${o.kind} and version`, querystring: languageQuery, response: detail },
    },
    async (request) => {
      const current = await currentVersion(app.db, request.merchant.id, o.kind);
      onOpen?.(current);
      return ok(detailOf(current), request.language);
    },
  );

  app.put(
    o.documentPath,
    {
      preValidation: guard,
      config: { permission: o.permission },
      bodyLimit: o.bodyLimit,
      schema: {
        tags,
        summary: `Save a new ${o.kind} version`,
        querystring: languageQuery,
        body: o.schemas.saveBody,
        response: detail,
      },
    },
    async (request) => {
      const body = request.body;
      const before = await currentVersion(app.db, request.merchant.id, o.kind);
      const row = await saveVersion(app.db, request.merchant.id, body[o.key], saverOf(request), {
        kind: o.kind,
        baseVersion: body.baseVersion,
        note: body.note,
        language: request.language,
      });
      await auditVersion(request, o.kind, 'save', before, row);
      return ok(detailOf(row), request.language);
    },
  );

  app.get(
    o.versionsPath,
    {
      preValidation: guard,
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: `${o.kind} version history, newest first`,
        querystring: querySchema({ ...withLanguage, ...pagingParams }),
        response: consoleResponses(ref(o.schemas.page)),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await versionPage(app.db, request.merchant.id, q.pageNo, q.pageSize, o.kind), request.language);
    },
  );

  app.get(
    `${o.versionsPath}/:version`,
    {
      preValidation: guard,
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: `One ${o.kind} version with its diff`,
        params: versionParams,
        querystring: languageQuery,
        response: detail,
      },
    },
    async (request) =>
      ok(detailOf(await versionOf(app.db, request.merchant.id, request.params.version, o.kind)), request.language),
  );

  app.post(
    `${o.versionsPath}/:version/rollback`,
    {
      preValidation: guard,
      config: { permission: o.permission },
      schema: {
        tags,
        summary: `Roll the ${o.kind} back to a version (a new version)`,
        params: versionParams,
        querystring: languageQuery,
        response: detail,
      },
    },
    async (request) => {
      const before = await currentVersion(app.db, request.merchant.id, o.kind);
      const row = await rollbackTo(
        app.db,
        request.merchant.id,
        request.params.version,
        saverOf(request),
        o.kind,
        request.language,
      );
      await auditVersion(request, o.kind, 'rollback', before, row);
      return ok(detailOf(row), request.language);
    },
  );
}
