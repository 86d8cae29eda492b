/** 伺服器的繁體中文資源（預設與備援語言），與英文相同的命名空間與鍵（每個區域一個命名空間）。 */
import type { ServerLocale } from '../en/index.ts';
import { agent } from './agent.ts';
import { agentTree } from './agentTree.ts';
import { auth } from './auth.ts';
import { bonuses } from './bonuses.ts';
import { bonusTexts } from './bonusTexts.ts';
import { broadcasts } from './broadcasts.ts';
import { missions } from './missions.ts';
import { missionTexts } from './missionTexts.ts';
import { rewardCenter } from './rewardCenter.ts';
import { rewardCenterTexts } from './rewardCenterTexts.ts';
import { common } from './common.ts';
import { contractNotices } from './contractNotices.ts';
import { contracts } from './contracts.ts';
import { content } from './content.ts';
import { forms } from './forms.ts';
import { mail } from './mail.ts';
import { media } from './media.ts';
import { money } from './money.ts';
import { notices } from './notices.ts';
import { paymentPage } from './paymentPage.ts';
import { play } from './play.ts';
import { settlementNotices } from './settlementNotices.ts';
import { settlements } from './settlements.ts';
import { uploads } from './uploads.ts';
import { validation } from './validation.ts';
import { sitePages } from './sitePages.ts';
import { configVersions } from './configVersions.ts';
import { rg } from './rg.ts';
import { reports } from './reports.ts';
import { players } from './players.ts';
import { paymentsDesk, paymentsDeskTexts } from './paymentsDesk.ts';
import { staff } from './staff.ts';
import { livechat } from './livechat.ts';
import { lottery } from './lottery.ts';
import { promotions } from './promotions.ts';
import { operatorPromotions } from './operatorPromotions.ts';
import { vendorConsole } from './vendorConsole.ts';
import { raffle } from './raffle.ts';
import { points } from './points.ts';
import { promotionTexts } from './promotionTexts.ts';
import { pointsTexts } from './pointsTexts.ts';

export const tw: ServerLocale = {
  messages: {
    ...common,
    ...auth,
    ...money,
    ...agent,
    ...agentTree,
    ...contracts,
    ...settlements,
    ...bonuses,
    ...rewardCenter,
    ...missions,
    ...broadcasts,
    ...promotions,
    ...operatorPromotions,
    ...vendorConsole,
    ...raffle,
    ...points,
    ...sitePages,
    ...configVersions,
    ...rg,
    ...reports,
    ...players,
    ...paymentsDesk,
    ...staff,
    ...livechat,
    ...lottery,
  },
  validation,
  content,
  uploads,
  play,
  notices,
  contractNotices,
  settlementNotices,
  bonusTexts,
  rewardCenterTexts,
  missionTexts,
  promotionTexts,
  pointsTexts,
  mail,
  forms,
  paymentPage,
  media,
  paymentsDesk: paymentsDeskTexts,
};
