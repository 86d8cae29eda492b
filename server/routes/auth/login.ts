/**
 * Login calls (spec sections 4 and 7): POST login (encrypted; username or sms), POST login code
 * (SMS code for sms login, feature login.sms), the new-IP verification (send a code, check it
 * and log in), POST free play (encrypted; a trial account, feature game.freePlay).
 */
import type { RoutePlugin } from '../../http/routeTypes.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { recordAttempt } from '../../services/auth/attempts.ts';
import { assertCode, checkCode, sendCode } from '../../services/auth/codes.ts';
import { googleCodeMatches } from '../../services/auth/authenticator.ts';
import { payeeNameMatches } from '../../services/auth/ipBankName.ts';
import {
  assertNotLocked,
  completeLogin,
  ipMethods,
  passwordLogin,
  smsLogin,
  ticketMember,
  useTicket,
  type IpMethod,
} from '../../services/auth/login.ts';
import { createMember, findByMobile } from '../../services/auth/members.ts';
import { formatMobile, passwordExpiry, TRIAL_TYPE } from '../../services/auth/rules.ts';
import { featureOn } from '../../services/features.ts';
import { randomToken } from '../../services/auth/tokens.ts';
import { languageQuery } from '../common.ts';
import { authRef, authResponses, LIMITS, loginValueRef, mobileOf } from './common.ts';
import { CAPTCHA_COOKIE } from './session.ts';

const routes: RoutePlugin = async (app) => {
  const deps = app.auth;

  app.post(
    ENDPOINTS.login,
    {
      config: { encrypted: true, rateLimit: LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Login (encrypted body: username or sms)',
        querystring: languageQuery,
        body: authRef('login'),
        response: authResponses(loginValueRef),
      },
    },
    async (request) => {
      const body = request.body;
      const ctx = await deps.context(request);
      if (body.type === 'sms') {
        if (!featureOn(ctx.merchant.config.permission, 'login.sms'))
          throw new ApiError(403, 'FEATURE_OFF', 'featureOff');
        const mobile = mobileOf(body.username, body.countryDialingCode, ctx.settings, 'username');
        return ok(await smsLogin(deps, ctx, mobile, body.password, body.agentLogin === true), request.language);
      }
      return ok(await passwordLogin(deps, ctx, body, request.cookies[CAPTCHA_COOKIE]), request.language);
    },
  );

  app.post(
    ENDPOINTS.loginCode,
    {
      config: { rateLimit: LIMITS.code },
      schema: {
        tags: ['auth'],
        summary: 'SMS code for sms login',
        querystring: languageQuery,
        body: authRef('common', 'mobileCode'),
        response: authResponses(authRef('common', 'codeValue')),
      },
    },
    async (request) => {
      const body = request.body;
      const ctx = await deps.context(request);
      if (!featureOn(ctx.merchant.config.permission, 'login.sms')) throw new ApiError(403, 'FEATURE_OFF', 'featureOff');
      const mobile = mobileOf(body.mobileNum, body.countryDialingCode, ctx.settings);
      // Whether the number is registered is not revealed: the code only goes to members.
      const member = await findByMobile(app.db, ctx.merchant.id, mobile);
      const sent = member
        ? await sendCode(
            app.db,
            deps.provider,
            {
              merchantId: ctx.merchant.id,
              merchantName: ctx.merchant.name,
              purpose: 'login',
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
    ENDPOINTS.loginIpVerificationCode,
    {
      config: { rateLimit: LIMITS.code },
      schema: {
        tags: ['auth'],
        summary: 'Send the new-IP verification code',
        querystring: languageQuery,
        body: authRef('ip-verification', 'send'),
        response: authResponses(authRef('common', 'codeValue')),
      },
    },
    async (request) => {
      const body = request.body;
      const ctx = await deps.context(request);
      const { member } = await ticketMember(deps, ctx, body.ticket);
      const target = await ipTarget(app.db, member, body.method);
      const sent = await sendCode(
        app.db,
        deps.provider,
        {
          merchantId: ctx.merchant.id,
          merchantName: ctx.merchant.name,
          purpose: 'ipVerify',
          channel: body.method,
          target,
          ip: ctx.client.ip,
          language: ctx.language,
        },
        deps.now(),
      );
      return ok(sent, request.language, 'codeSent');
    },
  );

  app.post(
    ENDPOINTS.loginIpVerification,
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: 'Check the new-IP code and log in',
        querystring: languageQuery,
        body: authRef('ip-verification', 'verify'),
        response: authResponses(loginValueRef),
      },
    },
    async (request) => {
      const body = request.body;
      const ctx = await deps.context(request);
      const ticket = await ticketMember(deps, ctx, body.ticket);
      await assertNotLocked(deps, ctx, ticket.member, ticket.request.loginType);
      const failed = (result: string) =>
        recordAttempt(
          app.db,
          {
            merchantId: ctx.merchant.id,
            memberId: ticket.member.id,
            username: ticket.member.username,
            loginType: ticket.request.loginType,
            result,
          },
          ctx.client,
          deps.now(),
        );
      if (body.method === 'bankName') {
        await assertOffered(app.db, ticket.member, 'bankName');
        if (!(await payeeNameMatches(app.db, ticket.member.id, body.code))) {
          await failed('BAD_BANK_NAME');
          throw new ApiError(400, 'BANK_NAME_MISMATCH', 'ipBankNameMismatch', { value: { field: 'code', in: 'body' } });
        }
      } else if (body.method === 'google') {
        await assertOffered(app.db, ticket.member, 'google');
        if (!(await googleCodeMatches(app.db, ticket.member.id, body.code, deps.now()))) {
          await failed('BAD_GOOGLE_CODE');
          throw new ApiError(400, 'GOOGLE_CODE_INVALID', 'ipGoogleCodeInvalid', {
            value: { field: 'code', in: 'body' },
          });
        }
      } else {
        const result = await checkCode(
          app.db,
          ctx.merchant.id,
          'ipVerify',
          await ipTarget(app.db, ticket.member, body.method),
          body.code,
          deps.now(),
        );
        if (result !== 'ok') {
          await failed('BAD_CODE');
          assertCode(result);
        }
      }
      await useTicket(deps, ticket.ticketId);
      return ok(
        await completeLogin(deps, ctx, ticket.member, ticket.request.loginType, ticket.request.usesInitial === true),
        request.language,
      );
    },
  );

  app.post(
    ENDPOINTS.freePlay,
    {
      config: { encrypted: true, rateLimit: LIMITS.freePlay },
      schema: {
        tags: ['auth'],
        summary: 'Free play: a trial account (type 4), feature game.freePlay',
        querystring: languageQuery,
        body: authRef('password', 'freePlay'),
        response: authResponses(loginValueRef),
      },
    },
    async (request) => {
      const ctx = await deps.context(request);
      if (!featureOn(ctx.merchant.config.permission, 'game.freePlay'))
        throw new ApiError(403, 'FREE_PLAY_OFF', 'freePlayOff');
      const now = deps.now();
      const suffix = randomToken(6).replace(/[-_]/g, 'x').toLowerCase();
      const member = await createMember(app.db, {
        merchantId: ctx.merchant.id,
        username: `trial_${suffix}`,
        nickname: `Trial-${suffix.slice(0, 4).toUpperCase()}`,
        password: randomToken(),
        type: TRIAL_TYPE,
        passwordExpiresAt: passwordExpiry(ctx.settings, now),
        now,
      });
      if (!member) throw new Error('trial username collision');
      return ok(await completeLogin(deps, ctx, member, 'freePlay'), request.language);
    },
  );
};

/** 400 METHOD_UNAVAILABLE unless the member is offered `method` (ipMethods). */
async function assertOffered(
  db: Parameters<typeof ipMethods>[0],
  member: Parameters<typeof ipMethods>[1],
  method: IpMethod,
): Promise<void> {
  if (!(await ipMethods(db, member)).some((m) => m.method === method))
    throw new ApiError(400, 'METHOD_UNAVAILABLE', 'ipVerificationUnavailable', {
      value: { field: 'method', in: 'body' },
    });
}

/** Where a new-IP code goes; 400 METHOD_UNAVAILABLE when the member has no such contact. */
async function ipTarget(
  db: Parameters<typeof ipMethods>[0],
  member: Parameters<typeof ipMethods>[1],
  method: 'sms' | 'email',
): Promise<string> {
  await assertOffered(db, member, method);
  return method === 'sms'
    ? formatMobile({ countryCode: member.mobileCountryCode as string, number: member.mobileNumber as string })
    : (member.email as string);
}

export default routes;
