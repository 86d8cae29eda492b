/**
 * Generated artwork (no external images), all SVG, deterministic per id and cached as
 * immutable:
 *   /media/games/<nodeId>.svg            game tile (400 x 400)
 *   /media/vendors/<code>/logo.svg       vendor wordmark (240 x 80)
 *   /media/vendors/<code>/icon.svg       large vendor icon, the spec's lagerIcon (600 x 360)
 *   /media/banners/<id>/<TW|EN>.svg      banner with its headline (1920 x 520)
 *   /media/promotions/<id>/<TW|EN>.svg   a promotion's card art when no image was uploaded (1200 x 640, no text; docs/promotions.md)
 *   /media/avatars/<id>.svg              winner avatar (128 x 128)
 *   /media/badges/<group>/<name>.svg     footer badges: payment, certification, social, licence
 *   /media/badges/index.json             the badge catalogue
 *   /media/guides/<platform>/<step>/<TW|EN>.svg  an install guide step of the app download pages (480 x 600; docs/site-pages.md)
 * and banner images uploaded in the operator console (README "Operator console"), of the host's merchant:
 *   /media/uploads/<id>                  PNG, JPEG or WebP with its own type, immutable, nosniff
 *   /media/uploads/<id>/w<width>.<avif|webp>  the same re-encoded at a width of the ladder 480, 960,
 *                                        1440, 1920 (never wider than the original), immutable, nosniff;
 *                                        made on first request and kept in memory (server/media/uploadVariants.ts);
 *                                        an image that cannot be re-encoded (animated, over 40 MP, damaged)
 *                                        redirects (302) to the original
 * Unknown ids, and unknown widths or formats of a variant, answer the 404 envelope.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashString } from '../../db/seed/random.ts';
import { ok } from '../../http/envelope.ts';
import { bannerArt } from '../../media/bannerArt.ts';
import { avatarArt, badgeArt, badgeIndex, type BadgeGroup } from '../../media/badgeArt.ts';
import { gameArt } from '../../media/gameArt.ts';
import { guideArt } from '../../media/guideArt.ts';
import { promotionArt } from '../../media/promotionArt.ts';
import { vendorIcon, vendorLogo } from '../../media/vendorArt.ts';
import { bannerById, gameArtInput, promotionArtInput, vendorArtInput } from '../../services/artwork.ts';
import { createUploadVariants, parseVariant } from '../../media/uploadVariants.ts';
import { uploadFactsOf, uploadOf, uploadUrl } from '../../services/config-versions/uploads.ts';
import { sendNotFound } from '../../plugins/errors.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Sends an SVG with immutable caching and an ETag (304 when the client has it). */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${hashString(svg).toString(36)}-${svg.length.toString(36)}"`;
  reply.header('cache-control', IMMUTABLE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

const svgResponse = { 200: { type: 'string', description: 'image/svg+xml' } };
const hide = { hide: true };

/** How long a browser keeps the redirect of a variant that is the original instead: a day (the reasons are in the bytes, which never change). */
const ORIGINAL_INSTEAD = 'public, max-age=86400';

const routes: RoutePlugin = async (app) => {
  // one cache per app: upload ids are those of this app's database
  const variants = createUploadVariants();

  app.get<{ Params: { nodeId: number } }>(
    '/media/games/:nodeId.svg',
    {
      schema: {
        ...hide,
        params: {
          type: 'object',
          required: ['nodeId'],
          properties: { nodeId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const row = await gameArtInput(app.db, request.params.nodeId);
      if (!row) return sendNotFound(request, reply);
      return sendSvg(request, reply, gameArt(row));
    },
  );

  app.get<{ Params: { code: string; kind: 'logo' | 'icon' } }>(
    '/media/vendors/:code/:kind.svg',
    {
      schema: {
        ...hide,
        params: {
          type: 'object',
          required: ['code', 'kind'],
          properties: {
            code: { type: 'string', pattern: '^[A-Z0-9_]{1,32}$' },
            kind: { type: 'string', enum: ['logo', 'icon'] },
          },
        },
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const row = await vendorArtInput(app.db, request.params.code);
      if (!row) return sendNotFound(request, reply);
      return sendSvg(request, reply, request.params.kind === 'logo' ? vendorLogo(row) : vendorIcon(row));
    },
  );

  app.get<{ Params: { id: number; lang: 'TW' | 'EN' } }>(
    '/media/banners/:id/:lang.svg',
    {
      schema: {
        ...hide,
        params: {
          type: 'object',
          required: ['id', 'lang'],
          properties: {
            id: { type: 'integer', minimum: 1, maximum: 2147483647 },
            lang: { type: 'string', enum: ['TW', 'EN'] },
          },
        },
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const b = await bannerById(app.db, request.params.id);
      if (!b) return sendNotFound(request, reply);
      const tw = request.params.lang === 'TW';
      return sendSvg(
        request,
        reply,
        bannerArt({
          id: b.id,
          groupName: b.groupName,
          title: tw ? b.titleTw : b.titleEn,
          subtitle: tw ? b.subtitleTw : b.subtitleEn,
          linkage: b.linkage,
          language: request.params.lang,
        }),
      );
    },
  );

  app.get<{ Params: { id: number; lang: 'TW' | 'EN' } }>(
    '/media/promotions/:id/:lang.svg',
    {
      schema: {
        ...hide,
        params: {
          type: 'object',
          required: ['id', 'lang'],
          properties: {
            id: { type: 'integer', minimum: 1, maximum: 2147483647 },
            lang: { type: 'string', enum: ['TW', 'EN'] },
          },
        },
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const art = await promotionArtInput(app.db, request.params.id, request.params.lang);
      return art ? sendSvg(request, reply, promotionArt(art)) : sendNotFound(request, reply);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/media/uploads/:id',
    {
      schema: {
        ...hide,
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
      },
    },
    async (request, reply) => {
      const merchant = await app.merchants.resolveByHost(request.hostname);
      const upload = merchant ? await uploadOf(app.db, merchant.id, request.params.id) : null;
      if (!upload) return sendNotFound(request, reply);
      // an upload never changes: its id names its bytes
      return reply
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .type(upload.contentType)
        .send(upload.bytes);
    },
  );

  // any variant name that is not a width of the ladder and a known format is the 404 envelope (a variant either exists or not)
  app.get<{ Params: { id: number; variant: string } }>(
    '/media/uploads/:id/:variant',
    {
      schema: {
        ...hide,
        params: {
          type: 'object',
          required: ['id', 'variant'],
          properties: {
            id: { type: 'integer', minimum: 1, maximum: 2147483647 },
            variant: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request, reply) => {
      const wanted = parseVariant(request.params.variant);
      const merchant = wanted ? await app.merchants.resolveByHost(request.hostname) : null;
      const facts = merchant ? await uploadFactsOf(app.db, merchant.id, request.params.id) : null;
      if (!wanted || !merchant || !facts) return sendNotFound(request, reply);
      const variant = await variants.variant(
        facts,
        wanted.width,
        wanted.format,
        async () => (await uploadOf(app.db, merchant.id, facts.id))?.bytes ?? null,
      );
      if (!variant) return sendNotFound(request, reply);
      if (variant.kind === 'original') {
        request.log.info({ upload: facts.id, reason: variant.reason }, 'upload variant: the original instead');
        return reply.header('cache-control', ORIGINAL_INSTEAD).redirect(uploadUrl(facts.id), 302);
      }
      return reply
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .type(variant.contentType)
        .send(variant.bytes);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/media/avatars/:id.svg',
    {
      schema: {
        ...hide,
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        response: svgResponse,
      },
    },
    async (request, reply) => sendSvg(request, reply, avatarArt(request.params.id)),
  );

  // any unknown platform, step or language is the 404 envelope (not a validation error): a guide picture either exists or not
  app.get<{ Params: { platform: string; step: string; lang: string } }>(
    '/media/guides/:platform/:step/:lang.svg',
    {
      schema: {
        ...hide,
        params: {
          type: 'object',
          required: ['platform', 'step', 'lang'],
          properties: {
            platform: { type: 'string', maxLength: 32 },
            step: { type: 'string', maxLength: 8 },
            lang: { type: 'string', maxLength: 8 },
          },
        },
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const { platform, step, lang } = request.params;
      const svg =
        /^[1-9][0-9]?$/.test(step) && (lang === 'TW' || lang === 'EN') ? guideArt(platform, Number(step), lang) : null;
      return svg ? sendSvg(request, reply, svg) : sendNotFound(request, reply);
    },
  );

  app.get('/media/badges/index.json', { schema: hide }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return ok(badgeIndex(), request.language);
  });

  app.get<{ Params: { group: BadgeGroup; name: string } }>(
    '/media/badges/:group/:name.svg',
    {
      schema: {
        ...hide,
        params: {
          type: 'object',
          required: ['group', 'name'],
          properties: {
            group: { type: 'string', enum: ['payment', 'certification', 'social', 'licence'] },
            name: { type: 'string', pattern: '^[a-z0-9]{1,32}$' },
          },
        },
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const svg = badgeArt(request.params.group, request.params.name);
      if (!svg) return sendNotFound(request, reply);
      return sendSvg(request, reply, svg);
    },
  );
};

export default routes;
