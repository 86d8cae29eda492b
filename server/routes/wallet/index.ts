/**
 * Wallet routes (README "Money"; docs/api/member-center.md "Wallet"): balance, unread count and
 * messages (category filter, mark read, delete: docs/rewards.md "Platform messages"), merchant
 * wallet, vendor wallets, transferFund (transfer, recall), transferUpline, the account record. Real members only (server/services/wallet/guard.ts).
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { TRANSACTION_RECORD_TYPES } from '../../../contract/types.ts';
import { ok } from '../../http/envelope.ts';
import { toWire } from '../../../contract/money.ts';
import { parseAmount } from '../../services/wallet/amounts.ts';
import { currencyOf, memberOf, realMember } from '../../services/wallet/guard.ts';
import { transactionHistory } from '../../services/wallet/history.ts';
import { deleteMessages, listMessages, markRead, unreadCount } from '../../services/wallet/messagesService.ts';
import {
  mainBalance,
  recallAll,
  transferToUpline,
  transferVendor,
  uplineInfo,
  walletOverview,
} from '../../services/wallet/wallet.ts';
import { querySchema, languageQuery } from '../common.ts';
import { dateOf, moneyRef, moneyResponses, pagingParams, rangeParams, withLanguage } from './common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const wallet = <Definition extends string>(definition: Definition) => moneyRef('wallet', definition);

const routes: RoutePlugin = async (app) => {
  const guard = realMember(app);
  const tags = ['wallet'];

  app.get(
    ENDPOINTS.walletBalance,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Main wallet balance',
        querystring: languageQuery,
        response: moneyResponses(wallet('balance')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { currency, currencySymbol } = currencyOf(request);
      return ok(
        {
          balance: toWire(await mainBalance(app.db, request.merchant.id, memberOf(request).id), currency),
          currency,
          currencySymbol,
        },
        request.language,
      );
    },
  );

  app.get(
    ENDPOINTS.unreadCount,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Unread platform messages',
        querystring: languageQuery,
        response: moneyResponses(wallet('unread')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ count: await unreadCount(app.db, memberOf(request).id) }, request.language);
    },
  );

  app.get(
    ENDPOINTS.memberMessages,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Platform messages, newest first (one category or all; deleted ones never)',
        querystring: wallet('messagesQuery'),
        response: moneyResponses(wallet('messages')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      return ok(
        await listMessages(app.db, memberOf(request).id, request.language, q.pageNo ?? 1, q.pageSize ?? 20, q.category),
        request.language,
      );
    },
  );

  app.post(
    ENDPOINTS.memberMessagesRead,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Mark messages read (all when no ids)',
        querystring: languageQuery,
        body: wallet('readBody'),
        response: moneyResponses(wallet('unread')),
      },
    },
    async (request) => {
      const body = request.body;
      return ok(
        { count: await markRead(app.db, request.merchant.id, memberOf(request).id, body.ids, app.auth.now()) },
        request.language,
      );
    },
  );

  app.post(
    ENDPOINTS.memberMessagesDelete,
    {
      preHandler: guard,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Delete messages (soft; another member's ids are ignored); answers the unread count",
        querystring: languageQuery,
        body: moneyRef('rewards', 'messageDeleteBody'),
        response: moneyResponses(wallet('unread')),
      },
    },
    async (request) => {
      const body = request.body;
      return ok(
        { count: await deleteMessages(app.db, request.merchant.id, memberOf(request).id, body.ids, app.auth.now()) },
        request.language,
        'messagesDeleted',
      );
    },
  );

  app.get(
    ENDPOINTS.merchantWallet,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Merchant wallet (isSingle)',
        querystring: languageQuery,
        response: moneyResponses(wallet('merchantWallet')),
      },
    },
    async (request) => ok({ isSingle: request.merchant.config.permission.merchantWallet.isSingle }, request.language),
  );

  app.get(
    ENDPOINTS.vendorWallets,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Main and vendor wallets',
        querystring: languageQuery,
        response: moneyResponses(wallet('vendorWallets')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await walletOverview(app.db, request.merchant, memberOf(request).id, request.language),
        request.language,
      );
    },
  );

  app.post(
    ENDPOINTS.walletTransfer,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Move money between the main wallet and a vendor wallet',
        querystring: languageQuery,
        body: wallet('transferBody'),
        response: moneyResponses(wallet('transferValue')),
      },
    },
    async (request) => {
      const body = request.body;
      const amount = parseAmount(body.amount, currencyOf(request).currency);
      return ok(
        await transferVendor(
          app.db,
          request.merchant,
          memberOf(request).id,
          body.from,
          body.to,
          amount,
          body.requestId,
        ),
        request.language,
        'transferDone',
      );
    },
  );

  app.post(
    ENDPOINTS.walletRecall,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Every vendor wallet back to the main wallet',
        querystring: languageQuery,
        response: moneyResponses(wallet('recallValue')),
      },
    },
    async (request) =>
      ok(await recallAll(app.db, request.merchant, memberOf(request).id), request.language, 'balanceReturned'),
  );

  app.get(
    ENDPOINTS.transferUpline,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Upline, limits and balance for transferUpline',
        querystring: languageQuery,
        response: moneyResponses(wallet('uplineInfo')),
      },
    },
    async (request) => ok(await uplineInfo(app.db, request.merchant, memberOf(request)), request.language),
  );

  app.post(
    ENDPOINTS.transferUpline,
    {
      preHandler: guard,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Transfer to the upline (payment password)',
        querystring: languageQuery,
        body: wallet('uplineBody'),
        response: moneyResponses(wallet('uplineValue')),
      },
    },
    async (request) => {
      const body = request.body;
      const amount = parseAmount(body.amount, currencyOf(request).currency);
      return ok(
        await transferToUpline(
          app.db,
          request.merchant,
          memberOf(request),
          amount,
          body.paymentPassword,
          body.requestId,
          app.auth.now(),
        ),
        request.language,
        'transferDone',
      );
    },
  );

  app.get(
    ENDPOINTS.transactionHistory,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Account record: every movement of the main wallet',
        querystring: querySchema({
          ...withLanguage,
          ...pagingParams,
          ...rangeParams,
          type: { type: 'string', enum: ['all', ...TRANSACTION_RECORD_TYPES], default: 'all' },
        }),
        response: moneyResponses(wallet('transactions')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      const history = await transactionHistory(
        app.db,
        request.merchant.id,
        memberOf(request).id,
        currencyOf(request).currency,
        { type: q.type, from: dateOf(q.from), to: dateOf(q.to), pageNo: q.pageNo, pageSize: q.pageSize },
      );
      return ok(history, request.language);
    },
  );
};

export default routes;
