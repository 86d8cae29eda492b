/**
 * Promotions for members (docs/promotions.md "Promotions", "Activity states"; spec sections 2, 4
 * and 5; schemas/api/promotions.json): GET promotions (the catalogue) and GET promotionDetails work
 * for visitors (a guest's states) and members (their own states); GET promotionActivities (the
 * activity center), POST promotionJoin, POST promotionApply (multipart: remark and up to 3 png/jpg
 * images checked by content), GET promotionImage (the member's own application image) and POST
 * promotionClaim need a real member (401; 403 NEED_TRUE_ACCOUNT for trial accounts). The POSTs are
 * rate limited per member like the reward center's.
 */
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { formatAmount } from '../../../contract/money.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_IMAGES } from '../../../contract/spec.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { stringField } from '../../http/requestParts.ts';
import { t } from '../../i18n/messages.ts';
import { TRIAL_TYPE } from '../../services/auth/rules.ts';
import { listActivities, listPromotions, promotionDetails } from '../../services/promotions/catalog.ts';
import { imageCountError, imageTooLargeError, imageTypeError, memberImage } from '../../services/promotions/images.ts';
import {
  applyPromotion,
  claimPromotion,
  joinPromotion,
  type ActionContext,
  type ApplicationFile,
} from '../../services/promotions/participation.ts';
import { memberFacts, type MemberFacts } from '../../services/promotions/view.ts';
import { memberOf, realMember } from '../../services/wallet/guard.ts';
import { languageParam, querySchema, languageQuery } from '../common.ts';
import { idParams } from '../wallet/common.ts';
import { optionalMember } from '../launch/index.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

/** `$ref` to a definition of schemas/api/promotions.json. */
const promotionsRef = <Definition extends string>(definition: Definition) =>
  ref(`api/promotions.json#/definitions/${definition}` as const);
const responses = <Definition extends string>(definition: Definition) => envelopeResponses(promotionsRef(definition));
const tags = ['promotions'];
/** Actions per member per minute (as the reward center's claims). */
const POST_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const paging = {
  pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
} as const;

const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => (
  reply.header('cache-control', 'no-store'),
  payload
);

const routes: RoutePlugin = async (app) => {
  // one spare file so a fourth one is seen and refused as PROMOTION_IMAGE_COUNT
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: UPLOAD_MAX_IMAGES + 1,
      fields: 4,
      parts: UPLOAD_MAX_IMAGES + 5,
      fieldSize: 4096,
    },
  });
  const member = realMember(app);

  /** The caller's facts: a visitor (no token, a bad token) is null; a trial account counts as ineligible. */
  const viewer = async (request: FastifyRequest): Promise<MemberFacts | null> => {
    const m = await optionalMember(app, request);
    if (!m) return null;
    return (await memberFacts(app.db, m.id)) ?? { memberId: m.id, trial: m.type === TRIAL_TYPE, vipLevel: 0 };
  };
  const context = (request: FastifyRequest): ActionContext => ({
    db: app.db,
    merchant: request.merchant,
    memberId: memberOf(request).id,
    language: request.language,
    now: app.auth.now(),
  });
  const currency = (request: FastifyRequest) => request.merchant.config.permission.currency;
  const idOf = (request: { params: { id: number } }) => request.params.id;

  app.get(
    ENDPOINTS.promotions,
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'The promotion catalogue with the caller’s states (visitors: a guest’s)',
        querystring: querySchema({ language: languageParam, category: { type: 'string', maxLength: 24 }, ...paging }),
        response: responses('promotionList'),
      },
    },
    async (request) =>
      ok(
        await listPromotions(
          app.db,
          request.merchant.id,
          await viewer(request),
          request.query,
          currency(request),
          request.language,
          app.auth.now(),
        ),
        request.language,
      ),
  );

  app.get(
    ENDPOINTS.promotionActivities,
    {
      preValidation: member,
      onSend: noStore,
      schema: {
        tags,
        summary: 'Activity center: the promotions the member takes part in (active or history)',
        querystring: querySchema({
          language: languageParam,
          status: { type: 'string', enum: ['active', 'history'], default: 'active' },
          ...paging,
        }),
        response: responses('activityList'),
      },
    },
    async (request) => {
      const facts = await memberFacts(app.db, memberOf(request).id);
      return ok(
        await listActivities(
          app.db,
          request.merchant.id,
          facts!,
          request.query,
          currency(request),
          request.language,
          app.auth.now(),
        ),
        request.language,
      );
    },
  );

  app.get(
    ENDPOINTS.promotionImage,
    {
      preValidation: member,
      schema: {
        tags,
        summary: 'An application image of the member (private, never cached)',
        params: idParams,
        querystring: languageQuery,
      },
    },
    async (request, reply) => {
      const image = await memberImage(app.db, request.merchant.id, memberOf(request).id, idOf(request));
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(image.mime)
        .send(image.data);
    },
  );

  app.get(
    ENDPOINTS.promotionDetails,
    {
      onSend: noStore,
      schema: {
        tags,
        summary: 'A promotion’s details: the card, the sanitised terms and the raffle',
        params: idParams,
        querystring: languageQuery,
        response: responses('promotionDetails'),
      },
    },
    async (request) =>
      ok(
        await promotionDetails(
          app.db,
          request.merchant.id,
          idOf(request),
          await viewer(request),
          currency(request),
          request.language,
          app.auth.now(),
        ),
        request.language,
      ),
  );

  app.post(
    ENDPOINTS.promotionJoin,
    {
      preValidation: member,
      config: POST_LIMIT,
      schema: {
        tags,
        summary: 'Join now (signUp and raffle kinds; once)',
        params: idParams,
        querystring: languageQuery,
        response: responses('promotionJoinAnswer'),
      },
    },
    async (request) => {
      const promotion = await joinPromotion(context(request), idOf(request));
      return ok({ promotion }, request.language, promotion.kind === 'raffle' ? 'promotionJoined' : 'promotionSignedUp');
    },
  );

  app.post(
    ENDPOINTS.promotionApply,
    {
      preValidation: member,
      config: POST_LIMIT,
      schema: {
        tags,
        summary:
          'Apply (apply kind): multipart field remark (1..140 characters) and 0..3 files (png or jpg by content, ≤5 MB each)',
        consumes: ['multipart/form-data'],
        params: idParams,
        querystring: languageQuery,
        response: responses('promotionJoinAnswer'),
      },
    },
    async (request) => {
      let remark: string | undefined;
      const files: ApplicationFile[] = [];
      if (request.isMultipart()) {
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file')
              files.push({ name: part.filename, type: part.mimetype, data: await part.toBuffer() });
            else if (part.fieldname === 'remark') remark = String(part.value ?? '');
          }
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLargeError();
          if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw imageCountError();
          throw imageTypeError();
        }
      } else {
        remark = stringField(request.body, 'remark');
      }
      const promotion = await applyPromotion(context(request), idOf(request), {
        remark,
        files,
      });
      return ok({ promotion }, request.language, 'applicationSuccessful');
    },
  );

  app.post(
    ENDPOINTS.promotionClaim,
    {
      preValidation: member,
      config: POST_LIMIT,
      schema: {
        tags,
        summary: 'Claim payout: the issued reward, once (a repeat answers the same)',
        params: idParams,
        querystring: languageQuery,
        response: responses('promotionClaimAnswer'),
      },
    },
    async (request) => {
      const answer = await claimPromotion(context(request), idOf(request));
      return {
        ...ok(answer, request.language),
        message: t('promotionClaimed', request.language, {
          amount: `${formatAmount(answer.reward.amount, request.language)} ${currency(request)}`,
        }),
      };
    },
  );
};

export default routes;
