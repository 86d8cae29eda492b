/**
 * Per-request context, decided in one place:
 * - `request.language`: TW or EN from the `language` query, else Accept-Language, else TW;
 * - `request.merchant`: for /api calls, the merchant serving the request's host through the
 *   domain routes, falling back to the default merchant (DEMO). Several merchants are told apart here (README "Operator console").
 */
import fp from 'fastify-plugin';
import { ApiError } from '../http/errors.ts';
import { DEFAULT_LANGUAGE } from '../../contract/spec.ts';
import type { Language } from '../i18n/language.ts';
import { requestLanguage } from '../http/requestParts.ts';
import type { MerchantContext } from '../services/merchants.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    /** Set for /api routes (except the docs); reading it elsewhere throws. */
    merchant: MerchantContext;
  }
}

/** Whether a URL is an API call that needs a merchant. */
export const needsMerchant = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

const merchantOf = new WeakMap<object, MerchantContext>();

export default fp(
  async (app) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.decorateRequest('merchant', {
      getter(): MerchantContext {
        const ctx = merchantOf.get(this);
        if (!ctx) throw new Error('request.merchant read outside an /api route');
        return ctx;
      },
    });
    app.addHook('onRequest', async (request) => {
      request.language = requestLanguage(request);
      if (!needsMerchant(request.url)) return;
      const merchant = await app.merchants.resolveByHost(request.hostname);
      if (!merchant) throw new ApiError(503, 'NO_MERCHANT', 'noMerchant');
      merchantOf.set(request, merchant);
    });
  },
  { name: 'request-context', dependencies: ['services'] },
);
