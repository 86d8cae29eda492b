/**
 * Member center test support: fake money and account APIs that record their calls (each call can
 * be replaced), a loaded root store with a signed-in member of a given type, and a render wrapper.
 */
import { CenterPagesProvider } from '../../../src/renderers/center/offeredPages';
import { CENTER_PAGE_COMPONENTS } from '../../../src/features/routing/centerPages';
import { fakeForms } from '../../support/forms';
import { PARTS } from '../../../src/features/routing/parts';
import { PartsProvider } from '../../../src/renderers/parts';
import '../../support/webPolyfills';
import type { ReactNode } from 'react';
import type { AccountApi, AccountProfile, BankCard } from '../../../src/api/account';
import type { DepositOrder, WalletApi, Withdrawal } from '../../../src/api/wallet';
import { createRootStore, StoreProvider, type RootStore, type StoreEnv } from '../../../src/stores';
import type { SocketFactory } from '../../../src/api/socket';
import { loadSample } from '../../support/samples';
import { storeEnvFor } from '../../support/storeEnv';
import { renderWith } from '../helpers';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '../../../src/i18n';

export type Calls = { name: string; args: unknown[] }[];

export const card = (id: number, patch: Partial<BankCard> = {}): BankCard => ({
  id,
  bankName: 'Bank of Taiwan',
  cardNumber: `**** **** **** ${1000 + id}`,
  payeeName: '王小明',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...patch,
});

export const depositOrder = (patch: Partial<DepositOrder> = {}): DepositOrder => ({
  id: 7,
  orderNo: 'D202611210007',
  channel: 'DEMOPAY',
  channelName: 'Demo Pay',
  type: 'gateway',
  amount: '100.00',
  status: 'pending',
  redirectUrl: '/pay/demo/checkout/g7',
  createdAt: '2026-11-21T10:00:00.000Z',
  completedAt: null,
  remark: null,
  ...patch,
});

export const withdrawal = (patch: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 3,
  orderNo: 'W202611210003',
  amount: '200.00',
  status: 'applied',
  bankCard: { id: 1, bankName: 'Bank of Taiwan', cardNumber: '**** **** **** 1001', payeeName: '王小明' },
  createdAt: '2026-11-21T10:00:00.000Z',
  reviewedAt: null,
  paidAt: null,
  remark: null,
  confirmation: null,
  proofs: [],
  confirmDeadline: null,
  ...patch,
});

export const profile = (patch: Partial<AccountProfile> = {}): AccountProfile => ({
  username: 'demo01',
  nickname: 'Demo',
  type: 0,
  payeeName: null,
  email: null,
  mobile: null,
  emailBound: false,
  mobileBound: false,
  hasPaymentPassword: false,
  bankCardCount: 0,
  createdAt: '2026-10-01T08:00:00.000Z',
  lastLoginAt: null,
  ...patch,
});

/** Wraps every method of `api` so each call is recorded in `calls` before it runs. */
export function recording<T extends object>(api: T, calls: Calls): T & { calls: Calls } {
  const wrapped = Object.fromEntries(
    Object.entries(api).map(([name, fn]) => [
      name,
      (...args: unknown[]) => {
        calls.push({ name, args });
        return (fn as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as T;
  return Object.assign(wrapped, { calls });
}

const paged = <T,>(list: T[]) => ({ list, total: list.length, pageNo: 1, pageSize: 20 });

/** A money API with plausible answers; `over` replaces calls. Every call is recorded in `calls`. */
export function fakeWallet(over: Partial<WalletApi> = {}, calls: Calls = []): WalletApi & { calls: Calls } {
  const base: WalletApi = {
    balance: async () => ({ balance: '1234.50', currency: 'CNY', currencySymbol: '¥' }),
    unreadCount: async () => 2,
    // the server's member state answers the balance and unread count as their own calls do
    memberState: async () => ({
      ...(await merged.balance()),
      currencySymbol: '¥',
      hasVip: true,
      vipLabelName: 'Silver',
      vipRankLevel: 1,
      availablePromoCount: 4,
      unreadMessage: await merged.unreadCount(),
      rewardCount: 3,
      missionCount: 1,
    }),
    messages: async () => paged([]),
    markRead: async () => 0,
    deleteMessages: async () => 0,
    vendorWallets: async () => ({
      isSingle: false,
      main: '500.00',
      currency: 'CNY',
      wallets: [
        { vendorCode: 'PG', name: 'PG Soft', balance: '20.00' },
        { vendorCode: 'EVO', name: 'Evolution', balance: '0.00' },
      ],
    }),
    transfer: async (b) => ({ main: '400.00', vendorCode: b.to === 'main' ? b.from : b.to, vendorBalance: '120.00' }),
    recall: async () => ({ main: '520.00', recalled: '20.00' }),
    uplineInfo: async () => ({
      upline: 'agent01',
      min: '1.00',
      max: '50000.00',
      balance: '500.00',
      hasPaymentPassword: true,
    }),
    transferUpline: async () => ({ balance: '450.00', upline: 'agent01' }),
    transactions: async () => ({
      list: [],
      total: 0,
      pageNo: 1,
      pageSize: 20,
      totals: { in: '0.00', out: '0.00', net: '0.00' },
    }),
    depositChannels: async () => ({
      currency: 'CNY',
      currencySymbol: '¥',
      channels: [
        {
          code: 'DEMOPAY',
          type: 'gateway',
          nameTw: 'Demo Pay',
          nameEn: 'Demo Pay',
          name: 'Demo Pay',
          min: '10.00',
          max: '50000.00',
        },
        {
          code: 'BANK',
          type: 'bank',
          nameTw: 'Bank transfer',
          nameEn: 'Bank transfer',
          name: 'Bank transfer',
          min: '100.00',
          max: '200000.00',
          bank: { bankName: 'Royal Bank', accountName: 'Royal Ace Ltd', accountNumber: '1234567890', branch: 'Taipei' },
        },
      ],
    }),
    createDeposit: async (b) =>
      depositOrder({
        channel: b.channel,
        amount: b.amount,
        ...(b.channel === 'BANK' ? { type: 'bank', redirectUrl: null, channelName: 'Bank transfer' } : {}),
      }),
    deposits: async () => paged([]),
    deposit: async () => depositOrder({ status: 'success', completedAt: '2026-11-21T10:01:00.000Z' }),
    withdrawSettings: async () => ({
      min: '100.00',
      max: '50000.00',
      dailyMax: '200000.00',
      balance: '1234.50',
      currency: 'CNY',
      hasPaymentPassword: true,
      cards: [card(1)],
      confirmMinutes: 60,
    }),
    createWithdrawal: async (b) => withdrawal({ amount: b.amount }),
    withdrawals: async () => paged([]),
    cancelWithdrawal: async (id) => withdrawal({ id, status: 'cancelled' }),
    uploadProofs: async () => ({ proofs: [{ id: 1, url: '/api/withdraw/proofs/1' }] }),
    confirmWithdrawal: async (id, b) =>
      withdrawal({
        id,
        status: 'paid',
        confirmation: {
          result: b.result,
          remainingAmount: b.remainingAmount ?? null,
          proofs: [],
          confirmedAt: '2026-11-21T11:00:00.000Z',
          auto: false,
        },
      }),
  };
  const merged: WalletApi = { ...base, ...over };
  return recording(merged, calls);
}

/** An account API with plausible answers; `over` replaces calls. */
export function fakeAccount(over: Partial<AccountApi> = {}, calls: Calls = []): AccountApi & { calls: Calls } {
  const base: AccountApi = {
    profile: async () => profile(),
    setPaymentPassword: async () => ({ hasPaymentPassword: true }),
    sendMobileCode: async () => 5,
    bindMobile: async (b) => profile({ mobile: `${b.mobileNum.slice(0, 3)}****`, mobileBound: true }),
    sendEmailCode: async () => 5,
    bindEmail: async () => profile({ email: 'de***@example.com', emailBound: true }),
    bankCards: async () => ({ list: [], max: 5, payeeName: null }),
    addBankCard: async (b) => card(9, { bankName: b.bankName, payeeName: b.payeeName }),
    removeBankCard: async () => ({ list: [] }),
  };
  return recording({ ...base, ...over }, calls);
}

export interface CenterEnvOptions {
  wallet?: WalletApi;
  account?: AccountApi;
  socket?: SocketFactory | null;
  sample?: string;
}

/** A loaded root store for a config sample with a signed-in member of `type` (4 = trial). */
export async function centerStore(type = 0, options: CenterEnvOptions = {}): Promise<RootStore> {
  const env = {
    ...storeEnvFor(loadSample(options.sample ?? 'default.json')),
    wallet: options.wallet ?? fakeWallet(),
    account: options.account ?? fakeAccount(),
    // the merchant's forms (the security center's change-password part)
    forms: fakeForms(options.sample ?? 'default.json'),
    // the security center's authenticator card: not bound (its own tests pass their fake)
    authenticator: {
      status: async () => ({ bound: false }),
      setup: async () => ({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/demo' }),
      confirm: async () => ({ bound: true }),
      unbind: async () => ({ bound: false }),
    },
    walletSocket: options.socket ? { url: 'ws://test/api/ws', create: options.socket } : null,
    // the withdraw page's open-turnover notice: no bonus open (the bonus pages' own tests pass theirs)
    bonuses: {
      list: async (q: { pageNo?: number; pageSize?: number }) => ({
        list: [],
        total: 0,
        pageNo: q.pageNo ?? 1,
        pageSize: q.pageSize ?? 10,
        summary: { activeCount: 0, remaining: '0.00' },
      }),
      forfeit: async () => {
        throw new Error('no bonus to forfeit');
      },
    },
  } as StoreEnv;
  const store = createRootStore(env, {});
  await store.config.load();
  const member = {
    id: 1,
    account: 'demo01',
    nickname: 'Demo',
    type,
    isAgent: [1, 2, 41, 42].includes(type),
    isTrial: type === 4,
    email: null,
    mobileNum: null,
    countryDialingCode: null,
    affiliateCode: null,
  };
  store.session.setMember(member as Parameters<typeof store.session.setMember>[0], 'tok-1');
  return store;
}

/** Renders `ui` with i18n (EN by default, or TW), the store and a router at `path`. */
export function renderCenter(
  store: RootStore,
  ui: ReactNode,
  { lang = 'EN', path = '/' }: { lang?: 'EN' | 'TW'; path?: string } = {},
) {
  // the build's center page tables and parts, as the router provides them (src/features/routing/AppRoutes.tsx)
  const withPages = (
    <CenterPagesProvider tables={CENTER_PAGE_COMPONENTS}>
      <PartsProvider parts={PARTS}>{ui}</PartsProvider>
    </CenterPagesProvider>
  );
  if (lang === 'EN') return renderWith(store, withPages, path);
  return render(
    <I18nextProvider i18n={createI18n(lang)}>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[path]}>{withPages}</MemoryRouter>
      </StoreProvider>
    </I18nextProvider>,
  );
}
