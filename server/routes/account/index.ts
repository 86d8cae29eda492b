/**
 * Account routes of the securityCenter (README "Money"; docs/api/member-center.md "Account"): profile,
 * payment password set / change, bind mobile and e-mail with codes, bank cards. Real members only.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { addCard, listCards, removeCard } from '../../services/account/bankCards.ts';
import { savePaymentPassword } from '../../services/account/paymentPassword.ts';
import { bind, emailOf, profileOf, sendBindingCode } from '../../services/account/profile.ts';
import { memberOf, realMember } from '../../services/wallet/guard.ts';
import { mobileOf } from '../auth/common.ts';
import { languageQuery } from '../common.ts';
import { idParams, moneyRef, moneyResponses } from '../wallet/common.ts';
import authenticatorRoutes from './authenticator.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const account = <Definition extends string>(definition: Definition) => moneyRef('account', definition);
const card = <Definition extends string>(definition: Definition) => moneyRef('bank-card', definition);

const routes: RoutePlugin = async (app) => {
  const guard = realMember(app);
  const tags = ['account'];
  const codeLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
  await app.register(authenticatorRoutes);

  app.get(
    ENDPOINTS.accountProfile,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Profile of the securityCenter',
        querystring: languageQuery,
        response: moneyResponses(account('profile')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await profileOf(app.db, memberOf(request).id), request.language);
    },
  );

  app.post(
    ENDPOINTS.paymentPassword,
    {
      preHandler: guard,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Set (with the login password) or change the payment password',
        querystring: languageQuery,
        body: account('paymentPasswordBody'),
        response: moneyResponses(account('paymentPasswordValue')),
      },
    },
    async (request) => {
      await savePaymentPassword(app.db, memberOf(request), request.body, app.auth.now());
      return ok({ hasPaymentPassword: true }, request.language, 'paymentPasswordSaved');
    },
  );

  app.post(
    ENDPOINTS.bindMobileCode,
    {
      preHandler: guard,
      config: codeLimit,
      schema: {
        tags,
        summary: 'Send a code to bind a mobile number',
        querystring: languageQuery,
        body: account('mobileCodeBody'),
        response: moneyResponses(account('codeValue')),
      },
    },
    async (request) => {
      const ctx = await app.auth.context(request);
      const body = request.body;
      return ok(
        await sendBindingCode(app.auth, ctx, memberOf(request), {
          mobile: mobileOf(body.mobileNum, body.countryDialingCode, ctx.settings),
        }),
        request.language,
        'codeSent',
      );
    },
  );

  app.post(
    ENDPOINTS.bindMobile,
    {
      preHandler: guard,
      config: codeLimit,
      schema: {
        tags,
        summary: 'Bind a mobile number with its code',
        querystring: languageQuery,
        body: account('mobileBody'),
        response: moneyResponses(account('profile')),
      },
    },
    async (request) => {
      const ctx = await app.auth.context(request);
      const body = request.body;
      return ok(
        await bind(
          app.auth,
          memberOf(request),
          { mobile: mobileOf(body.mobileNum, body.countryDialingCode, ctx.settings) },
          body.verificationCode,
        ),
        request.language,
        'boundOk',
      );
    },
  );

  app.post(
    ENDPOINTS.bindEmailCode,
    {
      preHandler: guard,
      config: codeLimit,
      schema: {
        tags,
        summary: 'Send a code to bind an e-mail',
        querystring: languageQuery,
        body: account('emailCodeBody'),
        response: moneyResponses(account('codeValue')),
      },
    },
    async (request) => {
      const ctx = await app.auth.context(request);
      return ok(
        await sendBindingCode(app.auth, ctx, memberOf(request), {
          email: emailOf(request.body.email),
        }),
        request.language,
        'codeSent',
      );
    },
  );

  app.post(
    ENDPOINTS.bindEmail,
    {
      preHandler: guard,
      config: codeLimit,
      schema: {
        tags,
        summary: 'Bind an e-mail with its code',
        querystring: languageQuery,
        body: account('emailBody'),
        response: moneyResponses(account('profile')),
      },
    },
    async (request) => {
      const body = request.body;
      return ok(
        await bind(app.auth, memberOf(request), { email: emailOf(body.email) }, body.verificationCode),
        request.language,
        'boundOk',
      );
    },
  );

  app.get(
    ENDPOINTS.bankCards,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'The member’s bank cards',
        querystring: languageQuery,
        response: moneyResponses(card('list')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await listCards(app.db, memberOf(request).id), request.language);
    },
  );

  app.post(
    ENDPOINTS.bankCards,
    {
      preHandler: guard,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Add a bank card (payee name rules, payment password)',
        querystring: languageQuery,
        body: card('addBody'),
        response: moneyResponses(card('card')),
      },
    },
    async (request) =>
      ok(await addCard(app.db, memberOf(request), request.body, app.auth.now()), request.language, 'cardAdded'),
  );

  app.delete(
    `${ENDPOINTS.bankCards}/:id`,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Remove a bank card',
        params: idParams,
        querystring: languageQuery,
        response: moneyResponses(card('list')),
      },
    },
    async (request) =>
      ok(
        await removeCard(app.db, memberOf(request).id, request.params.id, app.auth.now()),
        request.language,
        'cardRemoved',
      ),
  );
};

export default routes;
