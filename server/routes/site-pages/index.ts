/**
 * Site pages (docs/site-pages.md; schemas/api/site-pages.json): the public calls of blog, news,
 * about us and the help center (no token; texts in the request language; HTML sanitised), and the
 * console's versioned `pages` document (operator token of the request's merchant: GET current, PUT
 * save with baseVersion and note, history, one version with its diff, rollback; the same routes as
 * the configuration and the content, server/routes/console/versionRoutes.ts). Article covers are
 * uploaded through the console's content upload (ENDPOINTS.consoleContentUploads).
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { livePages } from '../../services/pages/store.ts';
import { aboutPage, articleDetails, articleList, helpContent } from '../../services/pages/views.ts';
import { languageParam, querySchema, languageQuery } from '../common.ts';
import { consoleGuard } from '../console/guard.ts';
import { versionRoutes } from '../console/versionRoutes.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const sp = <Definition extends string>(definition: Definition) =>
  `api/site-pages.json#/definitions/${definition}` as const;
const responses = <Definition extends string>(definition: Definition) => envelopeResponses(ref(sp(definition)));
const tags = ['site-pages'];
const kindParam = { type: 'string', enum: ['blog', 'news'] } as const;
const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' } },
} as const;

/** The console's version detail of the pages document (the shape of the content's, key `pages`). */
const detail = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'savedBy', 'savedAt', 'rollbackOf', 'note', 'changes', 'pages', 'diff'],
  properties: {
    version: { type: 'integer', minimum: 1 },
    savedBy: { type: 'string' },
    savedAt: { type: 'string', format: 'date-time' },
    rollbackOf: { type: ['integer', 'null'] },
    note: { type: 'string' },
    changes: { type: 'integer', minimum: 0 },
    pages: ref(sp('pagesDocument')),
    diff: ref('api/console.json#/definitions/detail/properties/diff'),
  },
};

/** Public answers are not kept by the browser: a console save's `pages` event makes open pages ask again and they must get the new version (the server caches the document, ../../services/pages/store.ts). */
const noStore = async (
  _request: unknown,
  reply: { header(name: string, value: string): unknown },
  payload: unknown,
) => (reply.header('cache-control', 'no-store'), payload);

const routes: RoutePlugin = async (app) => {
  const pages = (merchantId: number) => livePages(app.db, merchantId);

  app.get(
    ENDPOINTS.articles,
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'Blog or news: active articles published by now, newest first, with the kind’s categories',
        querystring: querySchema(
          {
            language: languageParam,
            kind: kindParam,
            category: { type: 'string', maxLength: 64 },
            pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
          },
          ['kind'],
        ),
        response: responses('articleList'),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(articleList(await pages(request.merchant.id), q, request.language, app.auth.now()), request.language);
    },
  );

  app.get(
    ENDPOINTS.article,
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'One article with its sanitised body and the previous (older) and next (newer) one',
        params: idParams,
        querystring: querySchema({ language: languageParam, kind: kindParam }, ['kind']),
        response: responses('articleDetails'),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { kind } = request.query;
      return ok(
        articleDetails(await pages(request.merchant.id), id, kind, request.language, app.auth.now()),
        request.language,
      );
    },
  );

  app.get(
    ENDPOINTS.aboutPage,
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'About us',
        querystring: languageQuery,
        response: responses('aboutPage'),
      },
    },
    async (request) => ok(aboutPage(await pages(request.merchant.id), request.language), request.language),
  );

  app.get(
    ENDPOINTS.helpContent,
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'The help center (spec section 7), filtered by search words',
        querystring: querySchema({ language: languageParam, q: { type: 'string', maxLength: 100 } }),
        response: responses('helpContent'),
      },
    },
    async (request) =>
      ok(helpContent(await pages(request.merchant.id), request.language, request.query.q), request.language),
  );

  versionRoutes(app, {
    kind: 'pages',
    documentPath: ENDPOINTS.consolePages,
    versionsPath: ENDPOINTS.consolePagesVersions,
    key: 'pages',
    schemas: { saveBody: ref(sp('pagesSaveBody')), detail, page: 'api/console.json#/definitions/page' },
    bodyLimit: 4 * 1024 * 1024,
    guard: consoleGuard(app),
    permission: 'content.edit',
  });
};

export default routes;
