/**
 * The console's promotions (docs/promotions.md "Operator console"): body validation beyond the
 * schema (each rule names its field), drafts saved over their version (409 on a stale base), the
 * rule lock of published promotions, publish (a raffle's 64-hex hash of a secret seed that no
 * console answer or audit entry shows), end, the applications review (approve offers the reward
 * once even when two operators click together, amount limits, reject with a reason and a platform
 * message), the cost stats after an approval and a claim, authorization (member tokens, another
 * merchant's operator) and the audit log.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import type { Application, OperatorPromotion, OperatorPromotions, PromotionBody } from '../../../../contract/types.ts';
import {
  mediaUploads,
  memberMessages,
  memberRewards,
  merchants,
  operatorAudit,
  promotionEntries,
  promotionEntryImages,
  promotions,
} from '../../../../server/db/schema.ts';
import { removeUnusedUploads } from '../../../../server/services/config-versions/uploadCleanup.ts';
import { newPlayer, type Player } from '../rewards/rewardCenterSupport.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
let op: string;
let luckyOp: string;
const LUCKY = 'lucky.localhost';
const DAY = 86_400_000;

async function call<T = any>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  body?: unknown,
  host = 'localhost',
) {
  const headers: Record<string, string> = { host, 'accept-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  const image = String(res.headers['content-type'] ?? '').startsWith('image/');
  const json = image ? null : (res.json() as { success: boolean; code: string | number; message: string; value: T });
  return { status: res.statusCode, body: json!, raw: res };
}
const login = async (host = 'localhost') => await operatorSignIn(t.app, { host });
const path = (p: string, id: number) => p.replace(':id', String(id));

/** One base time for the whole file, so two offsets of one body compare exactly (a slow run crosses milliseconds between calls). */
const BASE_MS = Date.now();
const iso = (offsetMs: number) => new Date(BASE_MS + offsetMs).toISOString();

/** A valid apply-kind body, changed by `over`. */
function body(over: Partial<PromotionBody> = {}): PromotionBody {
  return {
    category: 'daily',
    kind: 'apply',
    title: { TW: '申請優惠', EN: 'Apply bonus' },
    summary: { TW: '申請即送', EN: 'Apply and get a bonus' },
    termsHtml: { TW: '<p>條款</p>', EN: '<p>Terms</p>' },
    image: null,
    startsAt: iso(-DAY),
    endsAt: iso(10 * DAY),
    signUpEndsAt: null,
    vipLevels: [],
    rule: {
      trigger: 'none',
      category: null,
      target: '0',
      reward: { type: 'fixed', amount: '88.00', percent: 0, max: '0' },
      multiple: 3,
    },
    raffle: null,
    sort: 0,
    ...over,
  };
}
const rule = (
  over: Partial<PromotionBody['rule']>,
  reward: Partial<PromotionBody['rule']['reward']> = {},
): PromotionBody['rule'] => ({ ...body().rule, ...over, reward: { ...body().rule.reward, ...reward } });
const raffleRule = (drawAt: string): NonNullable<PromotionBody['raffle']> => ({
  ticketPerValidBet: '100.00',
  ticketPerDeposit: null,
  maxTickets: 50,
  drawAt,
  prizes: [{ name: { TW: '頭獎', EN: 'First prize' }, amount: '888.00', count: 1 }],
});

const create = (b: PromotionBody, token = op, host = 'localhost') =>
  call<OperatorPromotion>('POST', ENDPOINTS.operatorPromotions, token, { baseVersion: 0, body: b }, host);
const put = (id: number, baseVersion: number, b: PromotionBody) =>
  call<OperatorPromotion>('PUT', path(ENDPOINTS.operatorPromotion, id), op, { baseVersion, body: b });
const publish = (id: number, token = op, host = 'localhost') =>
  call<OperatorPromotion>('POST', path(ENDPOINTS.operatorPromotionPublish, id), token, {}, host);
const end = (id: number) => call<OperatorPromotion>('POST', path(ENDPOINTS.operatorPromotionEnd, id), op, {});
const approve = (id: number, amount?: string, token = op, host = 'localhost') =>
  call<Application>(
    'POST',
    path(ENDPOINTS.operatorApplicationApprove, id),
    token,
    amount === undefined ? {} : { amount },
    host,
  );
const reject = (id: number, reason: string, token = op, host = 'localhost') =>
  call<Application>('POST', path(ENDPOINTS.operatorApplicationReject, id), token, { reason }, host);

/** A published apply promotion. */
async function publishedApply(over: Partial<PromotionBody> = {}): Promise<OperatorPromotion> {
  const made = await create(body(over));
  expect(made.status).toBe(200);
  const pub = await publish(made.body.value.id);
  expect(pub.status).toBe(200);
  return pub.body.value;
}

/** An application of `p` to promotion `promotionId` (as promo-member's apply writes it), with one image. */
async function application(
  p: Player,
  promotionId: number,
  remark = 'My deposit slip',
): Promise<{ entryId: number; imageId: number }> {
  const [entry] = await t.db
    .insert(promotionEntries)
    .values({ merchantId: p.merchantId, promotionId, memberId: p.memberId, state: 'applying', remark })
    .returning();
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8ffbf1e000502027f3c5a2f0f0000000049454e44ae426082',
    'hex',
  );
  const [image] = await t.db
    .insert(promotionEntryImages)
    .values({ entryId: entry!.id, mime: 'image/png', size: png.length, data: png })
    .returning();
  return { entryId: entry!.id, imageId: image!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  op = await login();
  luckyOp = await login(LUCKY);
});
afterAll(async () => t.close());

describe('body validation', () => {
  const cases: [string, () => PromotionBody | Promise<PromotionBody>, string][] = [
    ['end before start', () => body({ startsAt: iso(DAY), endsAt: iso(DAY / 2) }), 'endsAt'],
    [
      'sign-up deadline at the start',
      () => body({ startsAt: iso(DAY), endsAt: iso(5 * DAY), signUpEndsAt: iso(DAY) }),
      'signUpEndsAt',
    ],
    [
      'sign-up deadline after the end',
      () => body({ endsAt: iso(5 * DAY), signUpEndsAt: iso(6 * DAY) }),
      'signUpEndsAt',
    ],
    ['unknown category', () => body({ category: 'nope' }), 'category'],
    ['automatic without a trigger', () => body({ kind: 'automatic', rule: rule({ trigger: 'none' }) }), 'rule.trigger'],
    [
      'signUp on a first deposit',
      () => body({ kind: 'signUp', rule: rule({ trigger: 'firstDeposit' }) }),
      'rule.trigger',
    ],
    ['apply with a deposit trigger', () => body({ rule: rule({ trigger: 'deposit' }) }), 'rule.trigger'],
    [
      'raffle with a valid bet trigger',
      () =>
        body({
          kind: 'raffle',
          rule: rule({ trigger: 'validBet', target: '10.00' }),
          raffle: raffleRule(iso(11 * DAY)),
        }),
      'rule.trigger',
    ],
    [
      'a game category on a deposit trigger',
      () => body({ kind: 'automatic', rule: rule({ trigger: 'deposit', category: 'SPORTS' }) }),
      'rule.category',
    ],
    [
      'a valid bet target of 0',
      () => body({ kind: 'automatic', rule: rule({ trigger: 'validBet', target: '0' }) }),
      'rule.target',
    ],
    ['a fixed reward of 0', () => body({ rule: rule({}, { amount: '0.00' }) }), 'rule.reward.amount'],
    [
      'a percent reward of 0',
      () => body({ rule: rule({}, { type: 'percent', percent: 0, max: '100.00' }) }),
      'rule.reward.percent',
    ],
    [
      'a percent with three decimals',
      () => body({ rule: rule({}, { type: 'percent', percent: 1.255, max: '100.00' }) }),
      'rule.reward.percent',
    ],
    ['a multiple with three decimals', () => body({ rule: rule({ multiple: 1.005 }) }), 'rule.multiple'],
    ['a raffle without raffle rules', () => body({ kind: 'raffle', raffle: null }), 'raffle'],
    [
      'a raffle drawn before its end',
      () => body({ kind: 'raffle', raffle: raffleRule(iso(9 * DAY)) }),
      'raffle.drawAt',
    ],
    [
      'a raffle without a way to earn tickets',
      () => body({ kind: 'raffle', raffle: { ...raffleRule(iso(11 * DAY)), ticketPerValidBet: null } }),
      'raffle.ticketPerValidBet',
    ],
    [
      'a raffle prize of 0',
      () =>
        body({
          kind: 'raffle',
          raffle: {
            ...raffleRule(iso(11 * DAY)),
            prizes: [{ name: { TW: '獎', EN: 'Prize' }, amount: '0.00', count: 1 }],
          },
        }),
      'raffle.prizes[0].amount',
    ],
    ['raffle rules on an apply promotion', () => body({ raffle: raffleRule(iso(11 * DAY)) }), 'raffle'],
    ['an http image', () => body({ image: 'http://example.com/a.png' }), 'image'],
    ['an image path that is no upload', () => body({ image: '/media/uploads/99999999' }), 'image'],
    ['a javascript image', () => body({ image: 'javascript:alert(1)' }), 'image'],
    ['a VIP level outside the ladder', () => body({ vipLevels: [0, 42] }), 'vipLevels[1]'],
    [
      'terms that are only a script',
      () => body({ termsHtml: { TW: '<script>alert(1)</script>', EN: '<p>ok</p>' } }),
      'termsHtml.TW',
    ],
  ];
  it.each(cases)('refuses %s naming the field, and stores nothing', async (_name, make, field) => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(promotions);
    const res = await create(await make());
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('OPERATOR_PROMOTION_INVALID');
    expect(res.body.value).toMatchObject({ field });
    expect(res.body.message).not.toMatch(/\{\{/);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(promotions);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("refuses another merchant's upload and takes this merchant's upload or an https image", async () => {
    const [lucky] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'LUCKY'));
    const [demo] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
    const bytes = Buffer.from('89504e47', 'hex');
    const [theirs] = await t.db
      .insert(mediaUploads)
      .values({ merchantId: lucky!.id, contentType: 'image/png', bytes, size: 4 })
      .returning();
    const [ours] = await t.db
      .insert(mediaUploads)
      .values({ merchantId: demo!.id, contentType: 'image/png', bytes, size: 4 })
      .returning();
    expect((await create(body({ image: `/media/uploads/${theirs!.id}` }))).body.value).toMatchObject({
      field: 'image',
    });
    const good = await create(body({ image: `/media/uploads/${ours!.id}` }));
    expect(good.status).toBe(200);
    expect(good.body.value.body.image).toBe(`/media/uploads/${ours!.id}`);
    expect((await create(body({ image: 'https://cdn.example.com/promo.jpg' }))).status).toBe(200);
  });

  it("keeps a promotion's uploaded image through the unused-uploads clean-up", async () => {
    const [demo] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
    const old = new Date(Date.now() - 3 * DAY);
    const bytes = Buffer.from('89504e47', 'hex');
    const [used] = await t.db
      .insert(mediaUploads)
      .values({ merchantId: demo!.id, contentType: 'image/png', bytes, size: 4, createdAt: old })
      .returning();
    const [unused] = await t.db
      .insert(mediaUploads)
      .values({ merchantId: demo!.id, contentType: 'image/png', bytes, size: 4, createdAt: old })
      .returning();
    expect((await create(body({ image: `/media/uploads/${used!.id}` }))).status).toBe(200);
    const removed = await removeUnusedUploads(t.db, new Date());
    expect(removed.get(demo!.id)).toContain(unused!.id);
    expect(removed.get(demo!.id)).not.toContain(used!.id);
    expect(
      await t.db.select({ id: mediaUploads.id }).from(mediaUploads).where(eq(mediaUploads.id, used!.id)),
    ).toHaveLength(1);
  });

  it('sanitises the terms HTML before storing it and answers the body as the console edits it', async () => {
    const res = await create(
      body({
        termsHtml: {
          TW: '<p onclick="x()">條款<script>alert(1)</script></p>',
          EN: '<a href="javascript:alert(1)">Terms</a><b>bold</b>',
        },
        vipLevels: [2, 1],
      }),
    );
    expect(res.status).toBe(200);
    const v = res.body.value;
    expect(v).toMatchObject({
      status: 'draft',
      version: 1,
      serverSeedHash: null,
      drawnAt: null,
      publishedAt: null,
      endedAt: null,
      stats: { entries: 0, applying: 0, issued: 0, claimed: 0, offered: '0.00', paid: '0.00', tickets: 0 },
    });
    expect(v.body.termsHtml.TW).toBe('<p>條款</p>');
    expect(v.body.termsHtml.EN).not.toMatch(/javascript|script/);
    expect(v.body.termsHtml.EN).toContain('<b>bold</b>');
    expect(v.body.vipLevels).toEqual([1, 2]);
    expect(v.body.rule).toEqual({ ...body().rule, target: '0.00', reward: { ...body().rule.reward, max: '0.00' } });
  });

  it('answers TW messages in TW', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.operatorPromotions,
      headers: { authorization: `Bearer ${op}`, 'accept-language': 'zh-TW' },
      payload: { baseVersion: 0, body: body({ category: 'nope' }) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('請選擇已設定的分類');
  });
});

describe('drafts, versions, publish and end', () => {
  it('saves over the current version only (409 OPERATOR_PROMOTION_STALE for an old base)', async () => {
    const made = (await create(body())).body.value;
    const first = await put(made.id, 1, body({ title: { TW: '新標題', EN: 'New title' } }));
    expect(first.status).toBe(200);
    expect(first.body.value.version).toBe(2);
    const second = await put(made.id, 1, body({ title: { TW: '另一個', EN: 'Another' } }));
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('OPERATOR_PROMOTION_STALE');
    expect(
      (await call<OperatorPromotion>('GET', path(ENDPOINTS.operatorPromotion, made.id), op)).body.value.body.title.EN,
    ).toBe('New title');
    expect((await create(body())).status).toBe(200);
    expect((await call('POST', ENDPOINTS.operatorPromotions, op, { baseVersion: 3, body: body() })).body.code).toBe(
      'OPERATOR_PROMOTION_STALE',
    );
  });

  it('keeps the kind and rule of a published promotion; texts, audience and a later end may change', async () => {
    const p = await publishedApply();
    const changedRule = await put(p.id, p.version, body({ rule: rule({}, { amount: '99.00' }) }));
    expect(changedRule.status).toBe(409);
    expect(changedRule.body.code).toBe('OPERATOR_PROMOTION_PUBLISHED_RULE');
    const changedKind = await put(p.id, p.version, body({ kind: 'automatic', rule: rule({ trigger: 'deposit' }) }));
    expect(changedKind.body.code).toBe('OPERATOR_PROMOTION_PUBLISHED_RULE');
    const pastEnd = await put(p.id, p.version, { ...p.body, endsAt: iso(-DAY / 2) });
    expect(pastEnd.status).toBe(400);
    expect(pastEnd.body.value).toMatchObject({ field: 'endsAt' });
    const ok = await put(p.id, p.version, {
      ...p.body,
      title: { TW: '改標題', EN: 'Renamed' },
      vipLevels: [1],
      endsAt: iso(20 * DAY),
      sort: 5,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({
      status: 'published',
      version: p.version + 1,
      body: { title: { EN: 'Renamed' }, vipLevels: [1], sort: 5 },
    });
  });

  it('publishes a raffle with the SHA-256 hex of a secret 32-byte seed that no console answer or audit entry shows', async () => {
    const made = await create(
      body({ kind: 'raffle', raffle: raffleRule(iso(11 * DAY)), rule: rule({}, { amount: '0' }) }),
    );
    expect(made.status).toBe(200);
    expect(made.body.value.serverSeedHash).toBeNull();
    const pub = await publish(made.body.value.id);
    expect(pub.status).toBe(200);
    const hash = pub.body.value.serverSeedHash!;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, made.body.value.id));
    expect(row!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(row!.serverSeed!).digest('hex')).toBe(hash);
    expect(row!.serverSeedHash).toBe(hash);
    const seed = row!.serverSeed!;
    const answers = [
      pub.raw.body,
      (await call('GET', path(ENDPOINTS.operatorPromotion, row!.id), op)).raw.body,
      (await call('GET', `${ENDPOINTS.operatorPromotions}?status=published&pageSize=100`, op)).raw.body,
      (await put(row!.id, pub.body.value.version, { ...pub.body.value.body, title: { TW: '抽獎', EN: 'Raffle' } })).raw
        .body,
      (await end(row!.id)).raw.body,
      JSON.stringify(await t.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, row!.id))),
    ];
    for (const a of answers) expect(a).not.toContain(seed);
    expect((await publish(row!.id)).body.code).toBe('OPERATOR_PROMOTION_NOT_DRAFT');
  });

  it('ends a published promotion now and refuses drafts and ended ones', async () => {
    const draft = (await create(body())).body.value;
    const refused = await end(draft.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('OPERATOR_PROMOTION_NOT_PUBLISHED');
    const p = await publishedApply();
    const ended = await end(p.id);
    expect(ended.status).toBe(200);
    expect(ended.body.value.status).toBe('ended');
    expect(ended.body.value.endedAt).not.toBeNull();
    expect((await end(p.id)).body.code).toBe('OPERATOR_PROMOTION_NOT_PUBLISHED');
    expect((await put(p.id, ended.body.value.version, ended.body.value.body)).body.code).toBe(
      'OPERATOR_PROMOTION_ENDED',
    );
  });

  it('refuses to publish a draft whose period is over', async () => {
    const made = (await create(body({ startsAt: iso(-3 * DAY), endsAt: iso(-DAY) }))).body.value;
    const res = await publish(made.id);
    expect(res.status).toBe(400);
    expect(res.body.value).toMatchObject({ field: 'endsAt' });
  });

  it('lists by status, newest first, paged', async () => {
    const a = (await create(body({ title: { TW: '甲', EN: 'List A' } }))).body.value;
    const b = (await create(body({ title: { TW: '乙', EN: 'List B' } }))).body.value;
    const page = await call<OperatorPromotions>('GET', `${ENDPOINTS.operatorPromotions}?status=draft&pageSize=2`, op);
    expect(page.status).toBe(200);
    expect(page.body.value.list.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(page.body.value.total).toBeGreaterThan(2);
    expect(page.body.value.list.every((p) => p.status === 'draft')).toBe(true);
    const second = await call<OperatorPromotions>(
      'GET',
      `${ENDPOINTS.operatorPromotions}?status=draft&pageSize=2&pageNo=2`,
      op,
    );
    expect(second.body.value.list.map((p) => p.id)).not.toContain(b.id);
  });

  it('saves the categories over their version', async () => {
    const before = (
      await call<{ version: number; categories: { code: string; name: { TW: string; EN: string } }[] }>(
        'GET',
        ENDPOINTS.operatorPromotionSettings,
        op,
      )
    ).body.value;
    const categories = [...before.categories, { code: 'weekend', name: { TW: '週末', EN: 'Weekend' } }];
    const saved = await call('PUT', ENDPOINTS.operatorPromotionSettings, op, {
      baseVersion: before.version,
      categories,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value.version).toBe(before.version + 1);
    expect(
      (await call('PUT', ENDPOINTS.operatorPromotionSettings, op, { baseVersion: before.version, categories })).status,
    ).toBe(409);
    expect((await create(body({ category: 'weekend' }))).status).toBe(200);
  });
});

describe('applications', () => {
  it('approves with the fixed amount: one offer to the reward center, a platform message; the cost counts the approval and the claim', async () => {
    const p = await publishedApply();
    const member = await newPlayer(t.db);
    const { entryId, imageId } = await application(member, p.id);
    const queue = await call<{ list: Application[] }>(
      'GET',
      `${ENDPOINTS.operatorApplications}?promotionId=${p.id}`,
      op,
    );
    expect(queue.status).toBe(200);
    expect(queue.body.value.list).toHaveLength(1);
    expect(queue.body.value.list[0]).toMatchObject({
      id: entryId,
      promotionId: p.id,
      promotionTitle: 'Apply bonus',
      state: 'applying',
      remark: 'My deposit slip',
      vipLevel: 0,
      reviewedBy: null,
      images: [{ id: imageId, url: path(ENDPOINTS.operatorApplicationImage, imageId) }],
    });

    const res = await approve(entryId);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ state: 'issued', reward: '88.00', reviewedBy: 'operator' });
    const [entry] = await t.db.select().from(promotionEntries).where(eq(promotionEntries.id, entryId));
    const [reward] = await t.db.select().from(memberRewards).where(eq(memberRewards.id, entry!.rewardId!));
    expect(reward).toMatchObject({
      source: 'promotion',
      sourceRef: `${p.id}:${member.memberId}`,
      amount: 8800n,
      multiple: 300,
      state: 'claimable',
      memberId: member.memberId,
      titleEn: 'Apply bonus',
    });
    expect(reward!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    const messages = await t.db.select().from(memberMessages).where(eq(memberMessages.memberId, member.memberId));
    expect(
      messages.some(
        (m) => m.category === 'reward' && m.contentEn.includes('88.00') && m.titleEn.includes('Apply bonus'),
      ),
    ).toBe(true);

    let stats = (await call<OperatorPromotion>('GET', path(ENDPOINTS.operatorPromotion, p.id), op)).body.value.stats;
    expect(stats).toEqual({
      entries: 1,
      applying: 0,
      issued: 1,
      claimed: 0,
      offered: '88.00',
      paid: '0.00',
      tickets: 0,
    });
    const claim = await call('POST', path(ENDPOINTS.rewardClaim, reward!.id), member.session, {});
    expect(claim.status).toBe(200);
    stats = (await call<OperatorPromotion>('GET', path(ENDPOINTS.operatorPromotion, p.id), op)).body.value.stats;
    expect(stats).toMatchObject({ issued: 1, claimed: 1, offered: '88.00', paid: '88.00' });
    const reviewed = await call<{ list: Application[] }>(
      'GET',
      `${ENDPOINTS.operatorApplications}?promotionId=${p.id}&state=issued`,
      op,
    );
    expect(reviewed.body.value.list[0]).toMatchObject({ id: entryId, reward: '88.00', reviewedBy: 'operator' });
  });

  it('two operators approving together offer once; the second gets 409 APPLICATION_ALREADY_REVIEWED', async () => {
    const p = await publishedApply();
    const member = await newPlayer(t.db);
    const { entryId } = await application(member, p.id);
    const answers = await Promise.all([approve(entryId), approve(entryId), reject(entryId, 'late')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'APPLICATION_ALREADY_REVIEWED')).toBe(
      true,
    );
    const offers = await t.db
      .select()
      .from(memberRewards)
      .where(and(eq(memberRewards.source, 'promotion'), eq(memberRewards.sourceRef, `${p.id}:${member.memberId}`)));
    expect(offers).toHaveLength(1);
  });

  it('limits the amount: at most the fixed amount; a percent rule needs one up to its max', async () => {
    const fixed = await publishedApply();
    const m1 = await newPlayer(t.db);
    const a1 = await application(m1, fixed.id);
    for (const amount of ['88.01', '0', '0.00']) {
      const res = await approve(a1.entryId, amount);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('APPLICATION_AMOUNT_INVALID');
    }
    expect((await t.db.select().from(promotionEntries).where(eq(promotionEntries.id, a1.entryId)))[0]!.state).toBe(
      'applying',
    );
    expect((await approve(a1.entryId, '50.00')).body.value.reward).toBe('50.00');

    const percent = await publishedApply({
      rule: rule({}, { type: 'percent', amount: '0', percent: 10, max: '200.00' }),
    });
    const m2 = await newPlayer(t.db);
    const a2 = await application(m2, percent.id);
    const none = await approve(a2.entryId);
    expect(none.body.code).toBe('APPLICATION_AMOUNT_INVALID');
    expect(none.body.value).toMatchObject({ max: '200.00' });
    expect((await approve(a2.entryId, '200.01')).body.code).toBe('APPLICATION_AMOUNT_INVALID');
    expect((await approve(a2.entryId, '150.00')).body.value).toMatchObject({ state: 'issued', reward: '150.00' });
  });

  it('rejects with a reason and tells the member; a blank reason is refused', async () => {
    const p = await publishedApply();
    const member = await newPlayer(t.db);
    const { entryId } = await application(member, p.id);
    const blank = await reject(entryId, '   ');
    expect(blank.status).toBe(400);
    const res = await reject(entryId, 'The slip is unreadable');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      state: 'rejected',
      rejectReason: 'The slip is unreadable',
      reviewedBy: 'operator',
    });
    expect((await approve(entryId)).body.code).toBe('APPLICATION_ALREADY_REVIEWED');
    const messages = await t.db.select().from(memberMessages).where(eq(memberMessages.memberId, member.memberId));
    expect(
      messages.some(
        (m) =>
          m.category === 'reward' &&
          m.contentEn.includes('The slip is unreadable') &&
          m.contentTw.includes('The slip is unreadable'),
      ),
    ).toBe(true);
    expect((await t.db.select().from(memberRewards).where(eq(memberRewards.memberId, member.memberId))).length).toBe(0);
  });

  it('serves application images to operators of the merchant only, private and not sniffed', async () => {
    const p = await publishedApply();
    const member = await newPlayer(t.db);
    const { imageId } = await application(member, p.id);
    const url = path(ENDPOINTS.operatorApplicationImage, imageId);
    const res = await call('GET', url, op);
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('image/png');
    expect(res.raw.headers['cache-control']).toBe('private, no-store');
    expect(res.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(res.raw.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');
    expect((await call('GET', url, luckyOp, undefined, LUCKY)).status).toBe(404);
    expect((await call('GET', url, member.session)).status).toBe(401);
    expect((await call('GET', url, null)).status).toBe(401);
  });
});

describe('authorization and audit', () => {
  it('refuses member tokens and missing tokens on every call', async () => {
    const member = await newPlayer(t.db);
    const calls: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['GET', ENDPOINTS.operatorPromotions],
      ['POST', ENDPOINTS.operatorPromotions, { baseVersion: 0, body: body() }],
      ['GET', path(ENDPOINTS.operatorPromotion, 1)],
      ['PUT', path(ENDPOINTS.operatorPromotion, 1), { baseVersion: 1, body: body() }],
      ['POST', path(ENDPOINTS.operatorPromotionPublish, 1), {}],
      ['POST', path(ENDPOINTS.operatorPromotionEnd, 1), {}],
      ['GET', ENDPOINTS.operatorPromotionSettings],
      ['PUT', ENDPOINTS.operatorPromotionSettings, { baseVersion: 0, categories: [] }],
      ['GET', ENDPOINTS.operatorApplications],
      ['POST', path(ENDPOINTS.operatorApplicationApprove, 1), {}],
      ['POST', path(ENDPOINTS.operatorApplicationReject, 1), { reason: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      for (const token of [member.session, null]) {
        const res = await call(method, url, token, payload);
        expect([method, url, res.status, res.body.code]).toEqual([method, url, 401, 'OPERATOR_NOT_LOGGED_IN']);
      }
    }
  });

  it("keeps merchants apart: another merchant's promotion and application are not found", async () => {
    const p = await publishedApply();
    const member = await newPlayer(t.db);
    const { entryId } = await application(member, p.id);
    expect((await call('GET', path(ENDPOINTS.operatorPromotion, p.id), luckyOp, undefined, LUCKY)).status).toBe(404);
    expect((await publish(p.id, luckyOp, LUCKY)).status).toBe(404);
    const theirs = await approve(entryId, undefined, luckyOp, LUCKY);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('APPLICATION_NOT_FOUND');
    expect((await reject(entryId, 'no', luckyOp, LUCKY)).status).toBe(404);
    const list = await call<{ list: Application[] }>('GET', ENDPOINTS.operatorApplications, luckyOp, undefined, LUCKY);
    expect(list.body.value.list.map((a) => a.id)).not.toContain(entryId);
    const promos = await call<OperatorPromotions>(
      'GET',
      `${ENDPOINTS.operatorPromotions}?pageSize=100`,
      luckyOp,
      undefined,
      LUCKY,
    );
    expect(promos.body.value.list.map((x) => x.id)).not.toContain(p.id);
    expect((await t.db.select().from(promotionEntries).where(eq(promotionEntries.id, entryId)))[0]!.state).toBe(
      'applying',
    );
  });

  it('writes the audit log for every change', async () => {
    const made = (await create(body())).body.value;
    await put(made.id, 1, body({ sort: 3 }));
    await publish(made.id);
    const member = await newPlayer(t.db);
    const a = await application(member, made.id);
    const b = await application(await newPlayer(t.db), made.id);
    await approve(a.entryId);
    await reject(b.entryId, 'Duplicate');
    await end(made.id);
    const rows = await t.db
      .select()
      .from(operatorAudit)
      .where(
        sql`${operatorAudit.targetType} in ('promotion', 'application') and ${operatorAudit.targetId} in (${made.id}, ${a.entryId}, ${b.entryId})`,
      )
      .orderBy(operatorAudit.id);
    const actions = rows.map(
      (r) => `${r.action}:${r.targetId === made.id ? 'p' : r.targetId === a.entryId ? 'a' : 'b'}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'promotion.create:p',
        'promotion.update:p',
        'promotion.publish:p',
        'application.approve:a',
        'application.reject:b',
        'promotion.end:p',
      ]),
    );
    const settings = await t.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'promotionSettings.update'));
    expect(settings.length).toBeGreaterThan(0);
  });
});
