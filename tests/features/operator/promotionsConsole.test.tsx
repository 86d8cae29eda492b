/**
 * The console's Promotions tab (docs/promotions.md "Operator console"): the list shows each
 * promotion's phase (draft, scheduled, running, ended) and cost; the editor creates a draft from
 * the TW and EN texts, shows a refusal next to the field it names, publishes after a confirmation;
 * the review dialog shows the remark and the private images (fetched as blobs), refuses a
 * rejection without a reason before calling the server, approves with the amount given. The
 * store's pure rules: phases and the kind switch (triggers, raffle rules). TW and EN.
 */
import '../../support/webPolyfills';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ApiProblem } from '../../../src/api/client';
import type { OperatorPromotionsApi } from '../../../src/api/operatorPromotions';
import type { Application, OperatorPromotion, PromotionBody } from '../../../contract/types';
import { PromotionsPanel } from '../../../src/features/operator/promotions/PromotionsPanel';
import { createI18n } from '../../../src/i18n';
import { operatorConsole as en } from '../../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as tw } from '../../../src/i18n/locales/tw/operatorConsole';
import { ConsoleStoreProvider } from '../../../src/stores';
import { createConsoleRootStore } from '../../../src/stores/ConsoleRootStore';
import { newPromotionBody, promotionPhase, withKind } from '../../../src/stores/operator/PromotionsConsoleStore';
import { fakeConsoleEnv } from '../../support/storeEnv';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const stats = { entries: 3, applying: 1, issued: 2, claimed: 1, offered: '176.00', paid: '88.00', tickets: 0 };

function promo(id: number, status: OperatorPromotion['status'], body: Partial<PromotionBody> = {}): OperatorPromotion {
  return {
    id,
    status,
    version: 1,
    body: {
      ...newPromotionBody('daily', new Date()),
      title: { TW: `優惠${id}`, EN: `Promo ${id}` },
      summary: { TW: '摘要', EN: 'Summary' },
      termsHtml: { TW: '<p>條款</p>', EN: '<p>Terms</p>' },
      rule: {
        trigger: 'none',
        category: null,
        target: '0.00',
        reward: { type: 'fixed', amount: '88.00', percent: 0, max: '0.00' },
        multiple: 1,
      },
      ...body,
    },
    serverSeedHash: null,
    drawnAt: null,
    createdAt: new Date().toISOString(),
    publishedAt: status === 'draft' ? null : new Date().toISOString(),
    endedAt: status === 'ended' ? new Date().toISOString() : null,
    stats,
  };
}

const application: Application = {
  id: 7,
  promotionId: 1,
  promotionTitle: 'Promo 1',
  username: 'player01',
  vipLevel: 2,
  state: 'applying',
  remark: 'Deposit slip attached',
  images: [{ id: 31, url: '/api/operator/promotion-applications/images/31' }],
  rejectReason: null,
  reward: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: new Date().toISOString(),
};

/** A fake API like the server's: a running, a scheduled and a draft promotion; a refusal for a fixed amount of 0; one waiting application. */
function fakeApi() {
  const promos = [
    promo(1, 'published', { startsAt: iso(-DAY), endsAt: iso(DAY) }),
    promo(2, 'published', { startsAt: iso(DAY), endsAt: iso(3 * DAY) }),
    promo(3, 'draft'),
  ];
  const calls: { name: string; args: unknown[] }[] = [];
  const log = (name: string, ...args: unknown[]) => calls.push({ name, args });
  const api: OperatorPromotionsApi = {
    list: async () => ({ list: [...promos], total: promos.length, pageNo: 1, pageSize: 10 }),
    get: async (id) => promos.find((p) => p.id === id)!,
    create: async (body) => {
      log('create', body);
      if (body.rule.reward.type === 'fixed' && Number(body.rule.reward.amount) <= 0)
        throw new ApiProblem('badRequest', 'Enter an amount above 0', 400, 'OPERATOR_PROMOTION_INVALID', {
          field: 'rule.reward.amount',
          in: 'body',
        });
      const made = { ...promo(9, 'draft'), body };
      promos.unshift(made);
      return made;
    },
    update: async (id, baseVersion, body) => {
      log('update', id, baseVersion, body);
      return { ...promo(id, 'draft'), body, version: baseVersion + 1 };
    },
    publish: async (id) => {
      log('publish', id);
      const p = promos.find((x) => x.id === id)!;
      const done = { ...p, status: 'published' as const, version: p.version + 1 };
      promos.splice(promos.indexOf(p), 1, done);
      return done;
    },
    end: async (id) => (log('end', id), { ...promo(id, 'ended') }),
    settings: async () => ({ version: 0, categories: [{ code: 'daily', name: { TW: '每日優惠', EN: 'Daily' } }] }),
    saveSettings: async (s) => ({ version: s.baseVersion + 1, categories: s.categories }),
    applications: async () => ({ list: [application], total: 1, pageNo: 1, pageSize: 10 }),
    approve: async (id, body) => (
      log('approve', id, body),
      {
        ...application,
        state: 'issued',
        reward: body.amount ?? '88.00',
        reviewedBy: 'operator',
        reviewedAt: new Date().toISOString(),
      }
    ),
    reject: async (id, reason) => (
      log('reject', id, reason),
      { ...application, state: 'rejected', rejectReason: reason }
    ),
    image: async (url) => (
      log('image', url),
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })
    ),
    upload: async () => ({ url: '/media/uploads/5' }),
    vipLevels: async () => [
      { level: 0, name: { TW: '一般會員', EN: 'Member' } },
      { level: 1, name: { TW: '白銀', EN: 'Silver' } },
    ],
  };
  return { api, calls };
}

beforeAll(() => {
  let n = 0;
  (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL ??= () => `blob:test/${++n}`;
  (URL as unknown as { revokeObjectURL: (u: string) => void }).revokeObjectURL ??= () => undefined;
});

async function setup(lang: 'TW' | 'EN') {
  const fake = fakeApi();
  const root = createConsoleRootStore(fakeConsoleEnv({ operatorPromotionsApi: fake.api }));
  const store = root.promotions;
  const i18n = createI18n(lang);
  i18n.addResourceBundle(lang, 'translation', { operator: { console: lang === 'EN' ? en : tw } }, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <ConsoleStoreProvider store={root}>
        <PromotionsPanel />
      </ConsoleStoreProvider>
    </I18nextProvider>,
  );
  await waitFor(() => expect(screen.getAllByTestId('promo-row')).toHaveLength(3));
  return { ...fake, store };
}

afterEach(cleanup);

describe('promotions list', () => {
  it('shows each phase and the cost columns (EN)', async () => {
    await setup('EN');
    const phases = screen.getAllByTestId('promo-phase').map((e) => e.getAttribute('data-phase'));
    expect(phases).toEqual(['running', 'scheduled', 'draft']);
    expect(screen.getAllByText('Running')).toBeTruthy();
    const row = screen.getAllByTestId('promo-row')[0]!;
    expect(row.textContent).toContain('176.00');
    expect(row.textContent).toContain('88.00');
    expect(row.textContent).toContain('Promo 1');
  });

  it('shows the TW texts (TW)', async () => {
    await setup('TW');
    expect(screen.getAllByText('進行中').length).toBeGreaterThan(0);
    expect(screen.getAllByText('排程中').length).toBeGreaterThan(0);
    expect(screen.getByTestId('promo-create').textContent).toContain('新增優惠');
  });
});

describe('promotion editor', () => {
  it('creates a draft from the TW and EN texts; a refusal shows next to its field; publish asks first (EN)', async () => {
    const { calls } = await setup('EN');
    fireEvent.click(screen.getByTestId('promo-create'));
    await screen.findByTestId('promo-editor');
    fireEvent.change(screen.getByTestId('promo-title-TW'), { target: { value: '週末加碼' } });
    fireEvent.change(screen.getByTestId('promo-title-EN'), { target: { value: 'Weekend boost' } });
    fireEvent.change(screen.getByTestId('promo-summary-TW'), { target: { value: '申請即送' } });
    fireEvent.change(screen.getByTestId('promo-summary-EN'), { target: { value: 'Apply and get it' } });
    fireEvent.change(screen.getByTestId('promo-terms-EN'), {
      target: { value: '<p>Rules<script>alert(1)</script></p>' },
    });
    expect(screen.getByTestId('promo-terms-preview-EN').innerHTML).not.toContain('script');
    expect(screen.getByTestId('promo-terms-preview-EN').textContent).toContain('Rules');
    fireEvent.change(screen.getByTestId('promo-amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('promo-vip-1'));
    await act(async () => void fireEvent.click(screen.getByTestId('promo-save')));
    const amountField = screen.getByTestId('promo-amount').closest('label')!;
    expect(within(amountField).getByTestId('promo-field-error').textContent).toContain('Enter an amount above 0');
    expect(
      screen.getByTestId('promo-title-EN').closest('label')!.querySelector('[data-testid="promo-field-error"]'),
    ).toBeNull();

    fireEvent.change(screen.getByTestId('promo-amount'), { target: { value: '58.00' } });
    await act(async () => void fireEvent.click(screen.getByTestId('promo-save')));
    await screen.findByTestId('promo-editor-done');
    const created = calls.filter((c) => c.name === 'create').at(-1)!.args[0] as PromotionBody;
    expect(created).toMatchObject({
      kind: 'apply',
      title: { TW: '週末加碼', EN: 'Weekend boost' },
      vipLevels: [1],
      rule: { trigger: 'none', reward: { type: 'fixed', amount: '58.00' } },
      raffle: null,
    });

    fireEvent.click(screen.getByTestId('promo-publish'));
    expect(calls.some((c) => c.name === 'publish')).toBe(false);
    await act(async () => void fireEvent.click(await screen.findByTestId('promo-confirm-publish-confirm')));
    await waitFor(() => expect(calls.some((c) => c.name === 'publish' && c.args[0] === 9)).toBe(true));
  });

  it('locks the kind and rule of a published promotion (TW)', async () => {
    await setup('TW');
    fireEvent.click(screen.getAllByTestId('promo-edit')[0]!);
    await screen.findByTestId('promo-editor');
    expect(screen.getByText('已發佈：類型、規則及抽獎規則已鎖定。')).toBeTruthy();
    expect((screen.getByTestId('promo-kind-raffle') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('promo-amount') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('promo-title-TW') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByTestId('promo-end')).toBeTruthy();
  });
});

describe('applications review', () => {
  it('shows the remark and the images as blobs; a rejection needs a reason; approves with the amount (EN)', async () => {
    const { calls } = await setup('EN');
    fireEvent.click(screen.getByTestId('promotions-view-applications'));
    fireEvent.click(await screen.findByTestId('application-open'));
    const dialog = await screen.findByTestId('application-review');
    expect(within(dialog).getByTestId('application-remark').textContent).toBe('Deposit slip attached');
    await waitFor(() => expect(within(dialog).getByTestId('application-image').getAttribute('src')).toMatch(/^blob:/));
    expect(calls.some((c) => c.name === 'image' && c.args[0] === application.images[0]!.url)).toBe(true);

    await act(async () => void fireEvent.click(within(dialog).getByTestId('application-reject')));
    expect(within(dialog).getByText('Give the reason of the rejection')).toBeTruthy();
    expect(calls.some((c) => c.name === 'reject')).toBe(false);

    fireEvent.change(within(dialog).getByTestId('application-amount'), { target: { value: '50.00' } });
    await act(async () => void fireEvent.click(within(dialog).getByTestId('application-approve')));
    await within(dialog).findByTestId('application-done');
    expect(calls.find((c) => c.name === 'approve')!.args).toEqual([7, { amount: '50.00' }]);
  });
});

describe('store rules', () => {
  it('tells the phases apart', () => {
    const now = new Date();
    expect(promotionPhase(promo(1, 'draft'), now)).toBe('draft');
    expect(promotionPhase(promo(1, 'published', { startsAt: iso(DAY), endsAt: iso(2 * DAY) }), now)).toBe('scheduled');
    expect(promotionPhase(promo(1, 'published', { startsAt: iso(-DAY), endsAt: iso(DAY) }), now)).toBe('running');
    expect(promotionPhase(promo(1, 'published', { startsAt: iso(-2 * DAY), endsAt: iso(-DAY) }), now)).toBe('ended');
    expect(promotionPhase(promo(1, 'ended', { startsAt: iso(-DAY), endsAt: iso(DAY) }), now)).toBe('ended');
  });

  it('switches kinds with fitting triggers and raffle rules', () => {
    const base = newPromotionBody('daily', new Date());
    const auto = withKind(base, 'automatic');
    expect(auto.rule.trigger).toBe('firstDeposit');
    expect(auto.raffle).toBeNull();
    const raffle = withKind({ ...auto, rule: { ...auto.rule, trigger: 'validBet', category: 'SPORTS' } }, 'raffle');
    expect(raffle.rule).toMatchObject({ trigger: 'none', category: null });
    expect(new Date(raffle.raffle!.drawAt).getTime()).toBeGreaterThanOrEqual(new Date(raffle.endsAt).getTime());
    const signUp = withKind({ ...auto, rule: { ...auto.rule, trigger: 'validBet', category: 'SPORTS' } }, 'signUp');
    expect(signUp.rule).toMatchObject({ trigger: 'validBet', category: 'SPORTS' });
    expect(withKind(raffle, 'apply').raffle).toBeNull();
  });
});
