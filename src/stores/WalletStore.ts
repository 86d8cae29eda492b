/**
 * The wallet in the header (spec section 2): the member's balance as the server's
 * decimal string with its currency, the hide toggle (stars; remembered in localStorage
 * `balanceHidden`), refresh (a real member's public state: balance, unread messages, the reward
 * and mission badges and the VIP level; a trial user's balance alone, spec section 6) and live
 * updates over the site socket (balance, unread and rewards events; a reconnect re-fetches). The API comes through the environment (`wallet`); tests pass a fake.
 */
import { flow, getEnv, types, toGenerator, type Instance } from 'mobx-state-tree';
import type { BalanceInfo, WalletApi } from '../api/wallet';
import { currencyDecimals, MINOR_DIGITS } from '../../contract/money';
import type { MemberState } from '../../contract/types';
import { connectSiteSocket, siteSocketUrl, type SiteSocket, type SocketFactory } from '../api/socket';
import type { BadgeSource } from '../../engine/registryTypes';
import { followLiveEvents, liveEventsOf } from './liveEvents';
import { readStorage, writeStorage } from './storage';
import { envApi } from './envApi';
import { rootOf } from './rootView';

/** What the wallet needs from the MST environment. */
export interface WalletEnv {
  /** The member-center money API (required). */
  wallet: WalletApi;
  /** The site socket: its URL (default: this page's origin) and a socket factory (tests). `null` turns live updates off. */
  walletSocket?: { url?: string; create?: SocketFactory } | null;
}

/** localStorage key remembering the hide toggle. */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';
/** What a hidden balance shows (spec section 2: hidden shows stars). */
export const HIDDEN_BALANCE = '******';

export const WalletStoreModel = types
  .model('WalletStore', {
    /** Decimal string from the server (never a float), null until loaded. */
    balance: types.maybeNull(types.string),
    currency: types.maybeNull(types.string),
    currencySymbol: types.maybeNull(types.string),
    hidden: types.optional(types.boolean, () => readStorage('local', BALANCE_HIDDEN_KEY) === '1'),
    unreadMessage: 0,
    rewardCount: 0,
    missionCount: 0,
    /** Promotions the member can still join (public state availablePromoCount; docs/promotions.md). */
    availablePromoCount: 0,
    /** The merchant runs VIP levels (member state). */
    hasVip: false,
    /** The member's VIP level name in the language of the last refresh, and its rank. */
    vipLabelName: types.maybeNull(types.string),
    vipRankLevel: types.maybeNull(types.number),
    refreshing: false,
    /** The last refresh failed (the header keeps the last known balance). */
    failed: false,
  })
  .volatile(() => ({ socket: null as SiteSocket | null }))
  .actions((self) => {
    const api = (): WalletApi => envApi(self, 'wallet');
    const session = () => rootOf(self).session;
    /** Applies a balance the server sent (refresh answer or socket event). */
    function setBalance(info: BalanceInfo) {
      self.balance = info.balance;
      if (info.currency) self.currency = info.currency;
      if (info.currencySymbol) self.currencySymbol = info.currencySymbol;
    }
    /** Applies the public member state (spec section 4): balance, unread, badges and the VIP fields. */
    function applyState(state: MemberState) {
      setBalance({ balance: state.balance, currency: state.currency, currencySymbol: state.currencySymbol });
      self.unreadMessage = Math.max(0, state.unreadMessage);
      self.rewardCount = Math.max(0, state.rewardCount);
      self.missionCount = Math.max(0, state.missionCount);
      self.availablePromoCount = Math.max(0, state.availablePromoCount);
      self.hasVip = state.hasVip;
      self.vipLabelName = state.hasVip ? state.vipLabelName : null;
      self.vipRankLevel = state.hasVip ? state.vipRankLevel : null;
    }
    return {
      setBalance,
      applyState,
      setUnread(count: number) {
        self.unreadMessage = Math.max(0, Math.trunc(count));
      },
      /** Applies the reward badge counts (member state or the socket's `rewards` event). */
      setRewardCounts(rewardCount: number, missionCount: number) {
        self.rewardCount = Math.max(0, Math.trunc(rewardCount));
        self.missionCount = Math.max(0, Math.trunc(missionCount));
      },
      /** Shows or hides the amount (stars); remembered across visits. */
      toggleHidden() {
        self.hidden = !self.hidden;
        writeStorage('local', BALANCE_HIDDEN_KEY, self.hidden ? '1' : null);
      },
      /** Forgets the member's figures (logout). */
      reset() {
        self.balance = null;
        self.currency = null;
        self.unreadMessage = 0;
        self.rewardCount = 0;
        self.missionCount = 0;
        self.availablePromoCount = 0;
        self.hasVip = false;
        self.vipLabelName = null;
        self.vipRankLevel = null;
        self.failed = false;
      },
      /**
       * Refresh (spec sections 2, 4 and 7): a real member's GET member state (balance, unread
       * messages, reward and mission badges, VIP level in one call); a trial user's GET balance
       * alone (spec section 6). Failures keep the last figures and set `failed`.
       */
      refresh: flow(function* refresh() {
        self.refreshing = true;
        const trial = session()?.isTrial === true;
        try {
          if (trial) {
            setBalance(yield* toGenerator(api().balance()));
          } else {
            applyState(yield* toGenerator(api().memberState()));
          }
          self.failed = false;
        } catch {
          self.failed = true;
        } finally {
          self.refreshing = false;
        }
      }),
      /** Closes the site socket (logout, header unmount). */
      stopLive() {
        self.socket?.close();
        self.socket = null;
      },
    };
  })
  .actions((self) => ({
    /**
     * Follows the wallet's own live events (src/stores/liveEvents.ts): `balance` sets the balance,
     * `unread` the unread count, `rewards` the reward and mission badges (docs/rewards.md "Reward center").
     */
    afterCreate() {
      // a frame is not trusted: a malformed payload changes nothing
      followLiveEvents(self, {
        balance: (p) => {
          if (typeof p.balance === 'string')
            self.setBalance({
              balance: p.balance,
              currency: typeof p.currency === 'string' ? p.currency : (self.currency ?? ''),
            });
        },
        unread: (p) => {
          if (typeof p.count === 'number') self.setUnread(p.count);
        },
        rewards: (p) => {
          if (typeof p.rewardCount === 'number' && typeof p.missionCount === 'number')
            self.setRewardCounts(p.rewardCount, p.missionCount);
        },
      });
    },
  }))
  .actions((self) => ({
    /**
     * Opens the site socket with the session token (README "Member center and header wallet": live updates when the balance
     * changes elsewhere); its frames go to the tree's live event hub as the member's channel (every
     * store follows its own events there); each open (the first too) re-fetches the balance. Does nothing without a token or
     * when the environment turns live updates off; a second call keeps the open socket.
     */
    startLive() {
      const env = getEnv(self) as WalletEnv;
      const session = rootOf(self).session;
      const token = session?.token;
      // trial accounts have no money events (spec section 6; the server closes their socket with 4403)
      if (!token || session?.isTrial || self.socket || env.walletSocket === null) return;
      const create = env.walletSocket?.create;
      if (!create && typeof WebSocket === 'undefined') return;
      const url = env.walletSocket?.url ?? siteSocketUrl(globalThis.location);
      self.socket = connectSiteSocket({
        url,
        token,
        create,
        onMessage: (m) => liveEventsOf(self).dispatch(m, 'member'),
        // every open, the first too: a change between the first refresh and the open (a settlement,
        // a payout) sends its event before this socket listens
        onOpen: () => void self.refresh(),
      });
    },
  }))
  .views((self) => ({
    /** The currency symbol to show: the wallet's, else the merchant's (permission.currencySymbol). */
    get symbol(): string | null {
      return self.currencySymbol ?? rootOf(self).config?.permission?.currencySymbol ?? null;
    },
    /** The minor digits of the wallet's currency (contract/money currencyDecimals; MINOR_DIGITS before the balance is read). */
    get decimals(): number {
      return self.currency ? currencyDecimals(self.currency) : MINOR_DIGITS;
    },
    /** Red badge counts of the menus (spec section 2): member center, account menu, the promotions entry. */
    get badges(): Record<BadgeSource, number> {
      return {
        unreadMessage: self.unreadMessage,
        rewardCount: self.rewardCount,
        missionCount: self.missionCount,
        availablePromoCount: self.availablePromoCount,
      };
    },
  }));

export interface WalletStore extends Instance<typeof WalletStoreModel> {}
