/**
 * Registration calls (spec section 7): GET affiliate check (code, domain), GET username
 * availability, PUT register and PUT mobile register (encrypted; success logs in), POST
 * registration SMS code (feature register.mobileVerification).
 */
import type { RoutePlugin } from '../../http/routeTypes.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { sendCode } from '../../services/auth/codes.ts';
import { findByMobile, usernameFree } from '../../services/auth/members.ts';
import { resolveInvitation } from '../../services/agent/tree.ts';
import { registerMember } from '../../services/auth/register.ts';
import { resolveReferralCode } from '../../services/rewards/referral.ts';
import { formatMobile } from '../../services/auth/rules.ts';
import { featureOn } from '../../services/features.ts';
import { languageParam, querySchema, languageQuery } from '../common.ts';
import { authRef, authResponses, LIMITS, loginValueRef, mobileOf } from './common.ts';
import { CAPTCHA_COOKIE } from './session.ts';

const routes: RoutePlugin = async (app) => {
  const deps = app.auth;

  app.get(
    ENDPOINTS.affiliateCheck,
    {
      config: { rateLimit: LIMITS.check },
      schema: {
        tags: ['auth'],
        summary: 'Checks an affiliate (invitation) code',
        querystring: querySchema(
          {
            language: languageParam,
            code: { type: 'string', minLength: 1, maxLength: 32 },
            domain: { type: 'string', maxLength: 253 },
          },
          ['code'],
        ),
        response: authResponses(authRef('common', 'affiliateValue')),
      },
    },
    async (request) => {
      const { code } = request.query;
      // the codes registration accepts: an agent's own affiliate code or one of its invitation links, switched on,
      // else a member's referral code while the merchant runs the referral promotion (docs/rewards.md "Referral")
      const target =
        (await resolveInvitation(app.db, request.merchant.id, code)) ??
        (await resolveReferralCode(app.db, request.merchant, code));
      if (!target)
        throw new ApiError(400, 'INVITATION_CODE_ERROR', 'invitationCodeError', {
          value: { field: 'code', in: 'querystring' },
        });
      return ok({ valid: true, code: code.trim().toUpperCase() }, request.language);
    },
  );

  app.get(
    ENDPOINTS.usernameCheck,
    {
      config: { rateLimit: LIMITS.check },
      schema: {
        tags: ['auth'],
        summary: 'Whether a username is free',
        querystring: querySchema(
          { language: languageParam, username: { type: 'string', minLength: 1, maxLength: 64 } },
          ['username'],
        ),
        response: authResponses(authRef('common', 'usernameValue')),
      },
    },
    async (request) => {
      const { username } = request.query;
      return ok({ available: await usernameFree(app.db, request.merchant.id, username) }, request.language);
    },
  );

  for (const [mode, url, definition, summary] of [
    ['username', ENDPOINTS.register, 'username', 'Register by username (encrypted); logs in'],
    [
      'mobile',
      ENDPOINTS.registerMobile,
      'mobile',
      'Register by mobile (encrypted); username = the mobile number; logs in',
    ],
  ] as const) {
    app.put(
      url,
      {
        config: { encrypted: true, rateLimit: LIMITS.register },
        schema: {
          tags: ['auth'],
          summary,
          querystring: languageQuery,
          body: authRef('register', definition),
          response: authResponses(loginValueRef),
        },
      },
      async (request) => {
        const ctx = await deps.context(request);
        const body = request.body;
        const value = await registerMember(deps, ctx, {
          body,
          mode,
          captchaId: request.cookies[CAPTCHA_COOKIE],
          mobile: (n) => mobileOf(n, body.countryDialingCode, ctx.settings),
        });
        return ok(value, request.language, 'registered');
      },
    );
  }

  app.post(
    ENDPOINTS.registerCode,
    {
      config: { rateLimit: LIMITS.code },
      schema: {
        tags: ['auth'],
        summary: 'Registration SMS code (feature register.mobileVerification)',
        querystring: languageQuery,
        body: authRef('common', 'registerCode'),
        response: authResponses(authRef('common', 'codeValue')),
      },
    },
    async (request) => {
      const body = request.body;
      const ctx = await deps.context(request);
      if (!featureOn(ctx.merchant.config.permission, 'register.mobileVerification'))
        throw new ApiError(403, 'FEATURE_OFF', 'featureOff');
      const mobile = mobileOf(body.mobileNo ?? body.mobileNum, body.countryDialingCode, ctx.settings, 'mobileNo');
      if (await findByMobile(app.db, ctx.merchant.id, mobile))
        throw new ApiError(409, 'MOBILE_TAKEN', 'mobileTaken', { value: { field: 'mobileNo', in: 'body' } });
      const sent = await sendCode(
        app.db,
        deps.provider,
        {
          merchantId: ctx.merchant.id,
          merchantName: ctx.merchant.name,
          purpose: 'register',
          channel: 'sms',
          target: formatMobile(mobile),
          ip: ctx.client.ip,
          language: ctx.language,
        },
        deps.now(),
      );
      return ok(sent, request.language, 'codeSent');
    },
  );
};

export default routes;
