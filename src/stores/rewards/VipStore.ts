/**
 * The VIP page's data (docs/rewards.md "VIP"): the level table (thresholds, gifts, rebate rates
 * per category) and the member's level with the progress toward the next one.
 */
import { types, type Instance } from 'mobx-state-tree';
import type { VipInfo } from '../../api/rewardCenter';
import { resourceModel } from '../shared/ResourceModel';
import { rewardCenterApi } from './rewardCenterEnv';

export const VipStoreModel = types
  .model('VipStore', { info: types.optional(resourceModel<VipInfo>('VipInfo'), {}) })
  .actions((self) => ({
    /** Loads (or reloads) the VIP page. */
    load() {
      return self.info.load(() => rewardCenterApi(self).vip());
    },
  }));

export interface VipStore extends Instance<typeof VipStoreModel> {}
