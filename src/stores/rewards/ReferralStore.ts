/**
 * Invite friends (spec sections 2 and 7 referral; docs/rewards.md "Referral"): the member's code,
 * register link, rules and totals, and the invited friends page by page, optionally of one state.
 */
import { types, type Instance } from 'mobx-state-tree';
import type { ReferralFriends, ReferralInfo, ReferralState } from '../../../contract/types';
import { resourceModel } from '../shared/ResourceModel';
import { missionsApi } from './missionsEnv';

/** The friend states in the order the filter shows them (schemas/api/rewards.json referralState). */
export const REFERRAL_STATES: readonly ReferralState[] = ['registered', 'firstDeposit', 'qualified'];
/** Friends per page. */
export const FRIENDS_PAGE_SIZE = 20;

export const ReferralStoreModel = types
  .model('ReferralStore', {
    info: types.optional(resourceModel<ReferralInfo>('ReferralInfoResource'), {}),
    friends: types.optional(resourceModel<ReferralFriends>('ReferralFriendsResource'), {}),
    /** The state filter; null: every friend. */
    state: types.maybeNull(types.enumeration<ReferralState>('ReferralState', [...REFERRAL_STATES])),
    page: 1,
  })
  .actions((self) => ({
    /** Loads the code, link, rules and totals. */
    loadInfo() {
      return self.info.load(() => missionsApi(self).referral());
    },
    /** Loads the current page of friends. */
    loadFriends() {
      return self.friends.load(() =>
        missionsApi(self).referralFriends({
          pageNo: self.page,
          pageSize: FRIENDS_PAGE_SIZE,
          ...(self.state ? { state: self.state } : {}),
        }),
      );
    },
  }))
  .actions((self) => ({
    /** Shows the friends of one state (null: all) from the first page. */
    setState(state: ReferralState | null) {
      self.state = state;
      self.page = 1;
      void self.loadFriends();
    },
    /** Shows page `page` of the friends. */
    setPage(page: number) {
      self.page = Math.max(1, Math.trunc(page));
      void self.loadFriends();
    },
  }));

export interface ReferralStore extends Instance<typeof ReferralStoreModel> {}
