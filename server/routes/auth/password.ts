/**
 * Password calls (spec section 7): POST change password (token, encrypted), POST forgot by email
 * (form-encoded username, email), POST forgot code (SMS code for set password by phone; the
 * client offers it first when the feature forgotPassword.mobile is on), POST set password by phone (encrypted; logs in).
 */
import type { RoutePlugin } from '../../http/routeTypes.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { sendCode } from '../../services/auth/codes.ts';
import { findByMobile } from '../../services/auth/members.ts';
import { changePassword, forgotByEmail, setPasswordByPhone } from '../../services/auth/passwordReset.ts';
import { formatMobile } from '../../services/auth/rules.ts';
import { languageQuery } from '../common.ts';
import { authRef, authResponses, LIMITS, loginValueRef, mobileOf } from './common.ts';

const routes: RoutePlugin = async (app) => {
  const deps = app.auth;

  app.post(
    ENDPOINTS.changePassword,
    {
      preHandler: app.requireMember,
      config: { encrypted: true, duringPasswordChange: true, rateLimit: LIMITS.register },
      schema: {
        tags: ['auth'],
        summary: 'Change password (token, encrypted)',
        querystring: languageQuery,
        body: authRef('password', 'change'),
        response: authResponses({ type: 'null' }),
      },
    },
    async (request) => {
      const ctx = await deps.context(request);
      await changePassword(deps, ctx, request.member!, request.sessionId as number, request.body);
      return ok(null, request.language, 'passwordChanged');
    },
  );

  app.post(
    ENDPOINTS.forgotByEmail,
    {
      config: { rateLimit: LIMITS.code },
      schema: {
        tags: ['auth'],
        summary: 'Forgot password by email (form-encoded username, email)',
        querystring: languageQuery,
        body: authRef('password', 'forgotEmail'),
        response: authResponses({ type: 'null' }),
      },
    },
    async (request) => {
      const { username, email } = request.body;
      await forgotByEmail(deps, await deps.context(request), username, email);
      return ok(null, request.language, 'resetEmailSent');
    },
  );

  app.post(
    ENDPOINTS.forgotCode,
    {
      config: { rateLimit: LIMITS.code },
      schema: {
        tags: ['auth'],
        summary: 'SMS code for set password by phone',
        querystring: languageQuery,
        body: authRef('common', 'mobileCode'),
        response: authResponses(authRef('common', 'codeValue')),
      },
    },
    async (request) => {
      const body = request.body;
      const ctx = await deps.context(request);
      const mobile = mobileOf(body.mobileNum, body.countryDialingCode, ctx.settings);
      // Whether the number is registered is not revealed: the code only goes to members.
      const sent = (await findByMobile(app.db, ctx.merchant.id, mobile))
        ? await sendCode(
            app.db,
            deps.provider,
            {
              merchantId: ctx.merchant.id,
              merchantName: ctx.merchant.name,
              purpose: 'forgot',
              channel: 'sms',
              target: formatMobile(mobile),
              ip: ctx.client.ip,
              language: ctx.language,
            },
            deps.now(),
          )
        : { expiredMinutes: 5 };
      return ok(sent, request.language, 'codeSent');
    },
  );

  app.post(
    ENDPOINTS.setPasswordByPhone,
    {
      config: { encrypted: true, rateLimit: LIMITS.register },
      schema: {
        tags: ['auth'],
        summary: 'Set password by phone (encrypted); logs in',
        querystring: languageQuery,
        body: authRef('password', 'phone'),
        response: authResponses(loginValueRef),
      },
    },
    async (request) => {
      const body = request.body;
      const ctx = await deps.context(request);
      const mobile = mobileOf(body.mobileNum, body.countryDialingCode, ctx.settings);
      return ok(
        await setPasswordByPhone(deps, ctx, mobile, body.verificationCode, body.newPassword, body.confirmNewPassword),
        request.language,
        'passwordReset',
      );
    },
  );
};

export default routes;
