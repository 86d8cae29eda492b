/** 繁體中文：遊戲相關路由（啟動、收藏、最近遊戲、紀錄）的拒絕訊息。 */
import type { play as en } from '../en/play.ts';

export const play: Record<keyof typeof en, string> = {
  gameMaintenance: '遊戲維護中，請稍後再試或選擇其他遊戲',
  gameUnavailable: '遊戲暫時無法開啟，請稍後再試',
  gameNotFound: '找不到此遊戲',
  trialNotAvailable: '此遊戲不提供免費試玩',
  badDateRange: '日期範圍不正確',
};
