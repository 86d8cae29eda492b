/**
 * The console's content API (README "Operator console"; schemas/api/console-content.json): the merchant's
 * announcements and banners as one versioned document (GET current, PUT save, history, one
 * version with its diff, rollback), and banner image uploads (multipart field `file`: PNG, JPEG
 * or WebP by content, at most 2 MB). Operator token of the request's merchant on every call.
 * Uploads that no version uses are removed on start and every hour while the app runs
 * (server/services/config-versions/uploadCleanup.ts).
 */
import multipart from '@fastify/multipart';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok, ref } from '../../http/envelope.ts';
import { startUploadCleanup } from '../../services/config-versions/uploadCleanup.ts';
import { MAX_UPLOAD_BYTES, storeUpload, uploadRefusal } from '../../services/config-versions/uploads.ts';
import { languageQuery } from '../common.ts';

import { consoleGuard } from './guard.ts';
import { consoleResponses, versionRoutes } from './versionRoutes.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const cc = <Definition extends string>(definition: Definition) =>
  `api/console-content.json#/definitions/${definition}` as const;

const routes: RoutePlugin = async (app) => {
  const guard = consoleGuard(app);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3 } });
  let cleanup: ReturnType<typeof startUploadCleanup> | null = null;
  app.addHook('onReady', async () => {
    cleanup = startUploadCleanup(app.db, app.log);
  });
  app.addHook('onClose', async () => cleanup?.stop());

  versionRoutes(app, {
    kind: 'content',
    documentPath: ENDPOINTS.consoleContent,
    versionsPath: ENDPOINTS.consoleContentVersions,
    key: 'content',
    schemas: { saveBody: ref(cc('saveBody')), detail: cc('detail'), page: 'api/console.json#/definitions/page' },
    bodyLimit: 2 * 1024 * 1024,
    guard,
    permission: 'content.edit',
  });

  app.post(
    ENDPOINTS.consoleContentUploads,
    {
      preValidation: guard.guard,
      config: { permission: 'content.edit' },
      schema: {
        tags: ['console'],
        summary: 'Upload a banner image (multipart field file: PNG, JPEG or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        querystring: languageQuery,
        response: consoleResponses(ref(cc('upload'))),
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw uploadRefusal('upload-missing', request.language);
      let bytes: Buffer | null;
      try {
        const part = await request.file();
        bytes = part ? await part.toBuffer() : null;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw uploadRefusal('upload-size', request.language);
        throw uploadRefusal('upload-missing', request.language);
      }
      if (!bytes) throw uploadRefusal('upload-missing', request.language);
      return ok(
        await storeUpload(app.db, request.merchant.id, guard.saverOf(request).id, bytes, request.language),
        request.language,
      );
    },
  );
};

export default routes;
