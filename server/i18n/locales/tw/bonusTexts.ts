/** 繁體中文：雙語儲存的紅利文字（首存與續存紅利的名稱、紅利入帳與放棄的站內信），金額已含幣別格式化。 */
import type { bonusTexts as en } from '../en/bonusTexts.ts';

export const bonusTexts: Record<keyof typeof en, string> = {
  firstDepositTitle: '首存紅利 {{percent}}%',
  firstDepositTitleCapped: '首存紅利 {{percent}}%（最高 {{max}}）',
  reloadTitle: '續存紅利 {{percent}}%',
  reloadTitleCapped: '續存紅利 {{percent}}%（最高 {{max}}）',
  grantedTitle: '紅利已入帳：{{title}}',
  grantedContent:
    '{{amount}} 已存入您的錢包。請於 {{expiresAt}} 前完成有效投注 {{required}} 後即可提款；各遊戲類別依其貢獻比例計入（詳見紅利明細）。',
  grantedFreeContent: '{{amount}} 已存入您的錢包，無流水要求。',
  forfeitedTitle: '已放棄紅利：{{title}}',
  forfeitedContent: '您已放棄此紅利，已從錢包扣回 {{returned}}，其流水要求不再適用。',
};
