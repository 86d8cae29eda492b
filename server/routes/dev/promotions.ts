/**
 * Sample promotions for the e2e tests and screenshots (development servers only, never production;
 * the demo seed proper is server/db/seed/promotions.ts): POST /dev/promotions/sample `{ kind }`
 * inserts one published promotion of DEMO of that kind (apply, signUp, automatic validBet) running
 * from an hour ago for two weeks, and answers its id. A raffle (one ticket per 100.00 deposited,
 * prizes 188.00 and 18.00) runs for an hour and is drawn at its end, its seed hash published as the
 * console's publish does. POST /dev/promotions/:id/draw `{ at }` draws that raffle alone at `at`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ok } from '../../http/envelope.ts';
import { merchants, promotions, type PromotionRuleColumn } from '../../db/schema.ts';
import { DEMO_MERCHANT_CODE } from '../../db/seed/index.ts';
import { forgetActivePromotions } from '../../services/promotions/active.ts';
import { drawRaffle } from '../../services/promotions/jobs.ts';
import { runAfterCommit } from '../../services/rewards/hooks.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

/** The sample kinds `{ kind }` names (the body schema's enum, in this order). */
const SAMPLE_KINDS = ['apply', 'signUp', 'raffle', 'automatic'] as const;

const SAMPLES: Record<
  (typeof SAMPLE_KINDS)[number],
  {
    titleTw: string;
    titleEn: string;
    summaryTw: string;
    summaryEn: string;
    category: string;
    rule: PromotionRuleColumn;
  }
> = {
  apply: {
    titleTw: '連勝挑戰申請獎金',
    titleEn: 'Winning streak bonus',
    summaryTw: '真人百家樂連贏 8 局，附上截圖即可申請 888 元獎金。',
    summaryEn: 'Win 8 baccarat hands in a row and apply with a screenshot for an 888.00 bonus.',
    category: 'live',
    rule: {
      trigger: 'none',
      category: null,
      target: '0',
      reward: { type: 'fixed', amount: '88800', percentBp: 0, max: '0' },
      multiple: 100,
    },
  },
  signUp: {
    titleTw: '電子週末衝刺',
    titleEn: 'Slots weekend sprint',
    summaryTw: '報名後電子有效投注達 5,000 元，即送 10% 獎金。',
    summaryEn: 'Sign up and reach 5,000.00 of slots valid bets for a 10% bonus.',
    category: 'slots',
    rule: {
      trigger: 'validBet',
      category: 'BGS',
      target: '500000',
      reward: { type: 'percent', amount: '0', percentBp: 1000, max: '100000' },
      multiple: 300,
    },
  },
  raffle: {
    titleTw: '夜場幸運抽獎',
    titleEn: 'Night lucky draw',
    summaryTw: '每存款 100 元得一張抽獎券，頭獎 188 元。',
    summaryEn: 'One ticket per 100.00 deposited. First prize 188.00.',
    category: 'daily',
    rule: {
      trigger: 'none',
      category: null,
      target: '0',
      reward: { type: 'fixed', amount: '0', percentBp: 0, max: '0' },
      multiple: 100,
    },
  },
  automatic: {
    titleTw: '每日投注回饋',
    titleEn: 'Daily turnover cashback',
    summaryTw: '每日有效投注達 1,000 元自動獲得 18 元獎勵。',
    summaryEn: 'Reach 1,000.00 of valid bets and get 18.00 automatically.',
    category: 'daily',
    rule: {
      trigger: 'validBet',
      category: null,
      target: '100000',
      reward: { type: 'fixed', amount: '1800', percentBp: 0, max: '0' },
      multiple: 100,
    },
  },
};

const routes: RoutePlugin = async (app) => {
  app.post(
    '/dev/promotions/sample',
    {
      schema: {
        hide: true,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['kind'],
          properties: { kind: { type: 'string', enum: SAMPLE_KINDS } },
        },
      },
    },
    async (request) => {
      const { kind } = request.body;
      const sample = SAMPLES[kind];
      const [merchant] = await app.db
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.code, DEMO_MERCHANT_CODE))
        .limit(1);
      const now = app.auth.now();
      const serverSeed = kind === 'raffle' ? randomBytes(32).toString('hex') : null;
      const endsAt = new Date(now.getTime() + (kind === 'raffle' ? 3_600_000 : 14 * 86_400_000));
      const raffle =
        kind === 'raffle'
          ? {
              raffle: {
                ticketPerValidBet: null,
                ticketPerDeposit: '10000',
                maxTickets: 50,
                prizes: [
                  { name: { TW: '頭獎', EN: 'First prize' }, amount: '18800', count: 1 },
                  { name: { TW: '幸運獎', EN: 'Lucky prize' }, amount: '1800', count: 2 },
                ],
              },
              drawAt: endsAt,
              serverSeed,
              serverSeedHash: createHash('sha256').update(serverSeed!).digest('hex'),
            }
          : {};
      const [row] = await app.db
        .insert(promotions)
        .values({
          merchantId: merchant!.id,
          status: 'published',
          kind,
          ...sample,
          ...raffle,
          termsHtmlTw:
            '<p>每位會員限申請一次。</p><ul><li>獎金需完成流水後方可提款。</li><li>本公司保留最終解釋權。</li></ul>',
          termsHtmlEn:
            '<p>One application per member.</p><ul><li>The bonus must be wagered before withdrawal.</li><li>The operator’s decision is final.</li></ul>',
          startsAt: new Date(now.getTime() - 3_600_000),
          endsAt,
          publishedAt: now,
        })
        .returning({ id: promotions.id });
      forgetActivePromotions();
      return ok({ id: row!.id }, request.language);
    },
  );

  // draws one raffle as if the present were `at` (a test's clock that touches no other raffle, unlike POST /dev/rewards/run)
  app.post(
    '/dev/promotions/:id/draw',
    {
      schema: {
        hide: true,
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['at'],
          properties: { at: { type: 'string', format: 'date-time' } },
        },
      },
    },
    async (request) => {
      const done = await drawRaffle(app.db, request.params.id, new Date(request.body.at));
      if (done) await runAfterCommit(app.db, done.after);
      forgetActivePromotions();
      return ok({ drawn: done !== null, winners: done?.winners ?? 0 }, request.language);
    },
  );
};

export default routes;
