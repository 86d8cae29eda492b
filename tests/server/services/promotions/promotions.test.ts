/**
 * Promotions for members (docs/promotions.md "Promotions", "Kinds and rules", "Entries", "Activity
 * states"): the catalogue for visitors and members (states, category filter, drafts hidden), the
 * details (terms sanitised, 404), join (once; wrong kind; not joinable; trial accounts), apply
 * (remark and images checked by content, nothing written on a refusal, images private to their
 * member; what the engine's form promotionApply refuses answers its localised 400), claim (once), progress of automatic and signUp entries (a replayed round offers once;
 * signUp counts only after the sign-up; firstDeposit), availablePromoCount and the activity center.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import type {
  ActivityList,
  MemberState,
  PromotionClaimAnswer,
  PromotionDetails,
  PromotionJoinAnswer,
  PromotionList,
} from '../../../../contract/types.ts';
import { memberRewards, promotionEntries, promotionEntryImages } from '../../../../server/db/schema.ts';
import { TRIAL_TYPE } from '../../../../server/services/auth/rules.ts';
import { featureSubmissionErrors } from '../../../../server/services/forms/featureSubmission.ts';
import { addMember, sessionOf, uniqueName } from '../agent/support.ts';
import { deposit, freshMember, playRound, playRoundWithReplay } from '../rewards/missionsSupport.ts';
import { apply, insertPromotion, JPG, PNG } from './support.ts';
import { bonusTransfers } from '../rewards/rewardCenterSupport.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { demoMember } from '../vendor-protocol/support.ts';
import { api } from '../wallet/support.ts';

let t: TestApp;
let merchantId: number;
let serial = 0;
const category = () => `t-${++serial}`;
const url = (path: string, id: number) => path.replace(':id', String(id));
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: false });
  merchantId = (await demoMember(t.db)).merchantId;
});
afterAll(() => t.close());

const member = (prefix = 'pm') => freshMember(t.db, merchantId, prefix);
const entriesOf = (promotionId: number) =>
  t.db.select().from(promotionEntries).where(eq(promotionEntries.promotionId, promotionId));
const offersOf = (promotionId: number, memberId: number) =>
  t.db
    .select()
    .from(memberRewards)
    .where(and(eq(memberRewards.source, 'promotion'), eq(memberRewards.sourceRef, `${promotionId}:${memberId}`)));

describe('catalogue and details', () => {
  it('shows a visitor guest states and a member their own, filters by category and hides drafts and long-ended promotions', async () => {
    const cat = category();
    const now = Date.now();
    const signUp = await insertPromotion(t.db, merchantId, {
      kind: 'signUp',
      category: cat,
      sort: 1,
      rule: { trigger: 'validBet', target: '10000' },
    });
    const applyId = await insertPromotion(t.db, merchantId, { kind: 'apply', category: cat, sort: 2 });
    const soon = await insertPromotion(t.db, merchantId, {
      kind: 'apply',
      category: cat,
      sort: 3,
      startsAt: new Date(now + DAY),
      endsAt: new Date(now + 5 * DAY),
    });
    const ended = await insertPromotion(t.db, merchantId, {
      kind: 'apply',
      category: cat,
      sort: 4,
      startsAt: new Date(now - 10 * DAY),
      endsAt: new Date(now - 2 * DAY),
    });
    await insertPromotion(t.db, merchantId, { kind: 'apply', category: cat, status: 'draft' });
    await insertPromotion(t.db, merchantId, {
      kind: 'apply',
      category: cat,
      startsAt: new Date(now - 30 * DAY),
      endsAt: new Date(now - 8 * DAY),
    });
    await insertPromotion(t.db, merchantId, { kind: 'apply', category: category() });

    const visitor = await api<PromotionList>(t.app, 'GET', `${ENDPOINTS.promotions}?category=${cat}`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers['cache-control']).toBe('no-store');
    expect(visitor.body.value.list.map((p) => [p.id, p.state])).toEqual([
      [signUp, 'joinNow'],
      [applyId, 'joinNow'],
      [soon, 'comingSoon'],
      [ended, 'close'],
    ]);
    expect(visitor.body.value.total).toBe(4);
    expect(visitor.body.value.availablePromoCount).toBe(0);
    expect(visitor.body.value.categories.map((c) => c.code)).toContain('daily');
    expect(visitor.body.value.list[0]).toMatchObject({
      title: 'Test promotion',
      kind: 'signUp',
      entry: null,
      rewardText: '10.00, 1x turnover',
    });

    const m = await member();
    await api(t.app, 'POST', url(ENDPOINTS.promotionJoin, signUp), m.token);
    const mine = await api<PromotionList>(
      t.app,
      'GET',
      `${ENDPOINTS.promotions}?category=${cat}&pageSize=2`,
      m.token,
      undefined,
      'TW',
    );
    expect(mine.body.value.list.map((p) => [p.id, p.state])).toEqual([
      [signUp, 'signedUp'],
      [applyId, 'joinNow'],
    ]);
    expect(mine.body.value.list[0]!.title).toBe('測試活動');
    expect(mine.body.value).toMatchObject({ total: 4, pageNo: 1, pageSize: 2 });

    const trialId = await addMember(t.db, merchantId, uniqueName('pt'), TRIAL_TYPE, null);
    const trial = await api<PromotionList>(
      t.app,
      'GET',
      `${ENDPOINTS.promotions}?category=${cat}`,
      await sessionOf(t.db, trialId),
    );
    expect(trial.body.value.list[1]!.state).toBe('applicationForbidden');
  });

  it('answers details with the terms sanitised again, and 404 for a draft or an unknown id', async () => {
    const id = await insertPromotion(t.db, merchantId, {
      termsHtmlEn: '<p onclick="x()">Read <b>this</b></p><script>alert(1)</script>',
      category: category(),
    });
    const res = await api<PromotionDetails>(t.app, 'GET', `${url(ENDPOINTS.promotionDetails, id)}?language=EN`);
    expect(res.status).toBe(200);
    expect(res.body.value.termsHtml).toBe('<p>Read <b>this</b></p>');
    expect(res.body.value.raffle).toBeNull();
    expect(res.body.value.promotion.id).toBe(id);
    const draft = await insertPromotion(t.db, merchantId, { status: 'draft' });
    for (const missing of [draft, 99_999_999]) {
      const r = await api(t.app, 'GET', url(ENDPOINTS.promotionDetails, missing));
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('PROMOTION_NOT_FOUND');
    }
  });
});

describe('join', () => {
  it('joins once on a double click, refuses another kind, a closed registration and trial accounts', async () => {
    const id = await insertPromotion(t.db, merchantId, {
      kind: 'signUp',
      rule: { trigger: 'validBet', target: '10000' },
    });
    const m = await member();
    const [a, b] = await Promise.all([
      api<PromotionJoinAnswer>(t.app, 'POST', url(ENDPOINTS.promotionJoin, id), m.token),
      api<PromotionJoinAnswer>(t.app, 'POST', url(ENDPOINTS.promotionJoin, id), m.token),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect((await entriesOf(id)).filter((e) => e.memberId === m.id)).toHaveLength(1);
    const ok = a.status === 200 ? a : b;
    expect(ok.body.value.promotion).toMatchObject({ id, state: 'signedUp' });
    expect(ok.body.message).toBe('Signed up: your qualifying play counts from now on');
    const again = await api(t.app, 'POST', url(ENDPOINTS.promotionJoin, id), m.token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PROMOTION_NOT_JOINABLE', value: { state: 'signedUp' } });

    const applyKind = await insertPromotion(t.db, merchantId, { kind: 'apply' });
    const wrong = await api(t.app, 'POST', url(ENDPOINTS.promotionJoin, applyKind), m.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('PROMOTION_WRONG_KIND');

    const closed = await insertPromotion(t.db, merchantId, {
      kind: 'raffle',
      signUpEndsAt: new Date(Date.now() - 1000),
      raffle: { ticketPerValidBet: '1000', ticketPerDeposit: null, maxTickets: 10, prizes: [] },
      drawAt: new Date(Date.now() + 8 * DAY),
    });
    const late = await api(t.app, 'POST', url(ENDPOINTS.promotionJoin, closed), m.token, undefined, 'TW');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'PROMOTION_NOT_JOINABLE',
      message: '此優惠活動目前無法參加',
      value: { state: 'registrationClosed' },
    });

    const trialId = await addMember(t.db, merchantId, uniqueName('pt'), TRIAL_TYPE, null);
    const trial = await api(t.app, 'POST', url(ENDPOINTS.promotionJoin, id), await sessionOf(t.db, trialId));
    expect(trial.status).toBe(403);
    expect(trial.body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await api(t.app, 'POST', url(ENDPOINTS.promotionJoin, id))).status).toBe(401);
    expect(await entriesOf(closed)).toHaveLength(0);
  });
});

describe('apply', () => {
  it('refuses bad remarks and images by content, writing nothing, then applies once with images private to the member', async () => {
    const id = await insertPromotion(t.db, merchantId, { kind: 'apply' });
    const m = await member();
    const refusals: [Record<string, string>, { name: string; data: Buffer; type?: string }[], number, string][] = [
      [{ remark: '   ' }, [], 400, 'PROMOTION_REMARK_REQUIRED'],
      [{}, [], 400, 'PROMOTION_REMARK_REQUIRED'],
      [{ remark: 'x'.repeat(141) }, [], 400, 'PROMOTION_REMARK_TOO_LONG'],
      [
        { remark: 'ok' },
        [{ name: 'shot.png', data: Buffer.from('just some text, not an image'), type: 'image/png' }],
        400,
        'PROMOTION_IMAGE_TYPE',
      ],
      [
        { remark: 'ok' },
        [PNG, PNG, PNG, PNG].map((data, i) => ({ name: `${i}.png`, data })),
        400,
        'PROMOTION_IMAGE_COUNT',
      ],
      [
        { remark: 'ok' },
        [{ name: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }],
        413,
        'PROMOTION_IMAGE_TOO_LARGE',
      ],
    ];
    for (const [fields, files, status, code] of refusals) {
      const res = await apply(t.app, m.token, id, fields, files);
      expect([res.status, res.body.code]).toEqual([status, code]);
    }
    expect(await entriesOf(id)).toHaveLength(0);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(promotionEntryImages)).toEqual([{ n: 0 }]);

    const remark = `  ${'備'.repeat(140)}  `;
    const res = await apply(t.app, m.token, id, { remark }, [
      { name: 'a.png', data: PNG },
      { name: 'b.jpg', data: JPG, type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Application successful');
    expect(res.body.value.promotion).toMatchObject({
      id,
      state: 'applying',
      entry: { state: 'applying', remark: '備'.repeat(140) },
    });
    const images = res.body.value.promotion.entry.images as { id: number; url: string }[];
    expect(images).toHaveLength(2);

    const again = await apply(t.app, m.token, id, { remark: 'again' });
    expect([again.status, again.body.code, again.body.value]).toEqual([
      409,
      'PROMOTION_NOT_JOINABLE',
      { state: 'applying' },
    ]);
    expect(await entriesOf(id)).toHaveLength(1);

    const own = await t.app.inject({
      method: 'GET',
      url: images[1]!.url,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(own.rawPayload, JPG)).toBe(0);
    const other = await member();
    const theirs = await t.app.inject({
      method: 'GET',
      url: images[0]!.url,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: images[0]!.url })).statusCode).toBe(401);
  });

  it('does not let a rejected member apply again, and refuses other kinds', async () => {
    const id = await insertPromotion(t.db, merchantId, { kind: 'apply' });
    const m = await member();
    expect((await apply(t.app, m.token, id, { remark: 'first' })).status).toBe(200);
    await t.db
      .update(promotionEntries)
      .set({ state: 'rejected', rejectReason: 'Not eligible' })
      .where(eq(promotionEntries.promotionId, id));
    const again = await apply(t.app, m.token, id, { remark: 'second' });
    expect([again.status, again.body.code, again.body.value]).toEqual([
      409,
      'PROMOTION_NOT_JOINABLE',
      { state: 'rejected' },
    ]);
    const signUp = await insertPromotion(t.db, merchantId, {
      kind: 'signUp',
      rule: { trigger: 'validBet', target: '100' },
    });
    expect((await apply(t.app, m.token, signUp, { remark: 'x' })).body.code).toBe('PROMOTION_WRONG_KIND');
  });
});

describe('the engine form promotionApply', () => {
  it('refuses what the apply dialog refuses, localised, writing nothing; what it accepts applies', async () => {
    const id = await insertPromotion(t.db, merchantId, { kind: 'apply' });
    const m = await member();
    const imageCount = async () =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(promotionEntryImages))[0]!.n;
    const imagesBefore = await imageCount();
    const engine = (remark: string, files: { name: string; data: Buffer; type?: string }[]) =>
      featureSubmissionErrors('promotionApply', {
        remark,
        images: files.map((f) => ({ name: f.name, type: f.type ?? 'image/png', size: f.data.length })),
      }).map((e) => [e.field, e.rule]);
    const refusals: [string, { name: string; data: Buffer; type?: string }[], string, string, string][] = [
      [
        '\n\t ',
        [],
        'PROMOTION_REMARK_REQUIRED',
        'Please enter a remark (1 to 140 characters)',
        '請輸入備註（1 至 140 個字）',
      ],
      [
        '🎰'.repeat(141),
        [],
        'PROMOTION_REMARK_TOO_LONG',
        'The remark may have at most 140 characters',
        '備註最多 140 個字',
      ],
      // a PNG by content, but neither named nor declared as an image: the dialog does not take it
      [
        'ok',
        [{ name: 'notes.txt', data: PNG, type: 'text/plain' }],
        'PROMOTION_IMAGE_TYPE',
        'Images must be PNG or JPG',
        '圖片須為 PNG 或 JPG 格式',
      ],
    ];
    for (const [remark, files, code, en, tw] of refusals) {
      expect(engine(remark, files)).toHaveLength(1);
      for (const [language, message] of [
        ['EN', en],
        ['TW', tw],
      ] as const) {
        const res = await apply(t.app, m.token, id, { remark }, files, language);
        expect([res.status, res.body.code, res.body.message]).toEqual([400, code, message]);
      }
    }
    expect(await entriesOf(id)).toHaveLength(0);
    expect(await imageCount()).toBe(imagesBefore);

    const files = [{ name: 'shot.PNG', data: PNG, type: 'application/octet-stream' }];
    expect(engine('🎰'.repeat(140), files)).toEqual([]);
    const res = await apply(t.app, m.token, id, { remark: '🎰'.repeat(140) }, files);
    expect(res.status).toBe(200);
    expect(res.body.value.promotion.entry).toMatchObject({ state: 'applying', remark: '🎰'.repeat(140) });
    expect(res.body.value.promotion.entry.images).toHaveLength(1);
  });
});

describe('progress and claim', () => {
  it('an automatic validBet promotion offers once when the target is reached, even with a replayed round; the claim pays once', async () => {
    const id = await insertPromotion(t.db, merchantId, {
      kind: 'automatic',
      rule: {
        trigger: 'validBet',
        category: 'BGS',
        target: '10000',
        reward: { type: 'percent', amount: '0', percentBp: 1000, max: '0' },
        multiple: 200,
      },
    });
    const m = await member();
    const who = { memberId: m.id, merchantId };
    await playRound(t.app, t.db, who, '60.00', '0', new Date());
    await playRound(t.app, t.db, who, '30.00', '0', new Date(), 'BGS_BACCARAT'); // LIVE: another category
    let [entry] = await entriesOf(id);
    expect(entry).toMatchObject({ memberId: m.id, state: 'signedUp', progress: 6000n });
    const details = await api<PromotionDetails>(t.app, 'GET', url(ENDPOINTS.promotionDetails, id), m.token);
    expect(details.body.value.promotion).toMatchObject({
      state: 'inProgress',
      entry: { progress: '60.00', target: '100.00', percent: 60 },
    });

    const nothing = await api(t.app, 'POST', url(ENDPOINTS.promotionClaim, id), m.token);
    expect([nothing.status, nothing.body.code]).toEqual([409, 'PROMOTION_NOTHING_TO_CLAIM']);

    await playRoundWithReplay(t.app, t.db, who, '50.00', '0', new Date());
    await playRound(t.app, t.db, who, '20.00', '0', new Date());
    [entry] = await entriesOf(id);
    expect(entry).toMatchObject({ state: 'issued', progress: 11000n, rewardAmount: 1000n });
    const offers = await offersOf(id, m.id);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      id: entry!.rewardId,
      amount: 1000n,
      multiple: 200,
      state: 'claimable',
      titleEn: 'Promotion: Test promotion',
    });

    const claims = await Promise.all(
      [1, 2].map(() => api<PromotionClaimAnswer>(t.app, 'POST', url(ENDPOINTS.promotionClaim, id), m.token)),
    );
    for (const c of claims) {
      expect(c.status).toBe(200);
      expect(c.body.value.promotion.state).toBe('claimed');
      expect(c.body.value.reward).toMatchObject({ id: entry!.rewardId, state: 'claimed', amount: '10.00' });
    }
    expect(claims[0]!.body.value.bonus.id).toBe(claims[1]!.body.value.bonus.id);
    expect(claims[0]!.body.message).toBe('Reward claimed: 10.00 CNY added to your balance');
    expect(await bonusTransfers(t.db, m.id)).toHaveLength(1);
  });

  it('a signUp promotion counts only valid bets after the sign-up', async () => {
    const id = await insertPromotion(t.db, merchantId, {
      kind: 'signUp',
      rule: { trigger: 'validBet', target: '5000', reward: { type: 'fixed', amount: '888', percentBp: 0, max: '0' } },
    });
    const m = await member();
    const who = { memberId: m.id, merchantId };
    await playRound(t.app, t.db, who, '40.00', '0', new Date());
    expect(await entriesOf(id)).toHaveLength(0);
    expect((await api(t.app, 'POST', url(ENDPOINTS.promotionJoin, id), m.token)).status).toBe(200);
    await playRound(t.app, t.db, who, '30.00', '0', new Date());
    expect((await entriesOf(id))[0]).toMatchObject({ state: 'signedUp', progress: 3000n });
    await playRound(t.app, t.db, who, '20.00', '0', new Date());
    expect((await entriesOf(id))[0]).toMatchObject({ state: 'issued', rewardAmount: 888n });
  });

  it('a firstDeposit promotion issues on the first credited deposit of at least the target, with base = the deposit', async () => {
    const id = await insertPromotion(t.db, merchantId, {
      kind: 'automatic',
      rule: {
        trigger: 'firstDeposit',
        target: '5000',
        reward: { type: 'percent', amount: '0', percentBp: 5000, max: '3000' },
      },
    });
    const first = await member('pf');
    await deposit(t.db, merchantId, first.id, 4000n, new Date());
    const late = await member('pf');
    await deposit(t.db, merchantId, late.id, 100_00n, new Date());
    expect((await entriesOf(id)).find((e) => e.memberId === late.id)).toMatchObject({
      state: 'issued',
      rewardAmount: 3000n,
    });
    await deposit(t.db, merchantId, first.id, 100_00n, new Date());
    expect((await entriesOf(id)).find((e) => e.memberId === first.id)).toBeUndefined();
    const fresh = await member('pf');
    await deposit(t.db, merchantId, fresh.id, 50_00n, new Date());
    expect((await entriesOf(id)).find((e) => e.memberId === fresh.id)).toMatchObject({
      state: 'issued',
      rewardAmount: 2500n,
    });
    expect(await offersOf(id, fresh.id)).toHaveLength(1);
  });
});

describe('availablePromoCount and the activity center', () => {
  it('counts the joinable promotions for the member and lists their activities', async () => {
    const m = await member();
    const state = async () =>
      (await api<MemberState>(t.app, 'GET', ENDPOINTS.memberState, m.token)).body.value.availablePromoCount;
    const before = await state();
    const listed = (await api<PromotionList>(t.app, 'GET', ENDPOINTS.promotions, m.token)).body.value
      .availablePromoCount;
    expect(listed).toBe(before);
    const signUp = await insertPromotion(t.db, merchantId, {
      kind: 'signUp',
      rule: { trigger: 'validBet', target: '10000' },
    });
    const applyId = await insertPromotion(t.db, merchantId, { kind: 'apply' });
    await insertPromotion(t.db, merchantId, { kind: 'automatic', rule: { trigger: 'validBet', target: '10000' } });
    await insertPromotion(t.db, merchantId, { kind: 'apply', startsAt: new Date(Date.now() + DAY) });
    await insertPromotion(t.db, merchantId, { kind: 'apply', vipLevels: [9] });
    expect(await state()).toBe(before + 2);
    await api(t.app, 'POST', url(ENDPOINTS.promotionJoin, signUp), m.token);
    await apply(t.app, m.token, applyId, { remark: 'please' });
    expect(await state()).toBe(before);

    const active = await api<ActivityList>(t.app, 'GET', `${ENDPOINTS.promotionActivities}?status=active`, m.token);
    expect(active.body.value.list.map((p) => [p.id, p.state])).toEqual([
      [applyId, 'applying'],
      [signUp, 'signedUp'],
    ]);
    await t.db
      .update(promotionEntries)
      .set({ state: 'rejected', rejectReason: 'No' })
      .where(and(eq(promotionEntries.promotionId, applyId), eq(promotionEntries.memberId, m.id)));
    const history = await api<ActivityList>(
      t.app,
      'GET',
      `${ENDPOINTS.promotionActivities}?status=history&pageSize=5`,
      m.token,
    );
    expect(history.body.value).toMatchObject({ total: 1, pageNo: 1, pageSize: 5 });
    expect(history.body.value.list[0]).toMatchObject({ id: applyId, state: 'rejected', entry: { rejectReason: 'No' } });
    const other = await member();
    expect((await api<ActivityList>(t.app, 'GET', ENDPOINTS.promotionActivities, other.token)).body.value.total).toBe(
      0,
    );
  });
});
