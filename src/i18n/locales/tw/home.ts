/** 繁體中文：首頁區塊。 */
import type { Shape } from '../../shape';
import type { home as en } from '../en/home';

export const home: Shape<typeof en> = {
  notices: '公告',
  banners: '優惠輪播',
  slide: '第 {{index}} 張，共 {{total}} 張',
  videos: '精選影片',
  hotGames: '熱門遊戲',
  jackpot: '累積彩池',
  jackpotHint: '所有平台每一次旋轉都在累積',
  winners: '中獎榜',
  winnersHint: '平台最新大獎',
  winnerRank: '第 {{rank}} 名',
  wonIn: '於 {{game}} 贏得',
  sections: {
    RNG: '電子遊戲',
    LIVE: '真人娛樂',
    FISH: '捕魚遊戲',
    PVP: '棋牌遊戲',
    SPORTS: '體育賽事',
    ESPORTS: '電子競技',
    COCKFIGHT: '鬥雞',
  },
  moreOf: '更多{{category}}',
};
