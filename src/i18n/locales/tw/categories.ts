/** 繁體中文：十個遊戲類別。 */
import type { Shape } from '../../shape';
import type { categories as en } from '../en/categories';

export const categories: Shape<typeof en> = {
  SPORTS: '體育',
  ESPORTS: '電競',
  LIVE: '真人娛樂',
  LOTT: '彩票',
  ELOTT: '電子彩票',
  FISH: '捕魚',
  PVP: '棋牌',
  RNG: '電子',
  BGS: '自家遊戲',
  COCKFIGHT: '鬥雞',
  blurb: {
    SPORTS: '每日上千場賽事，賽前與滾球盤口應有盡有。',
    ESPORTS: '投注全球頂級電競賽事。',
    LIVE: '真人荷官、高清直播，百家樂、輪盤一應俱全。',
    LOTT: '數分鐘一期，玩法豐富。',
    ELOTT: '極速電子彩票，越南彩與東南亞彩。',
    FISH: '瞄準開炮，捕獲大獎。',
    PVP: '與真實玩家同桌競技。',
    RNG: '數千款電子遊戲，彩池大獎等你拿。',
    BGS: '獨家原創遊戲。',
    COCKFIGHT: '全天候鬥雞現場直播。',
  },
};
