/**
 * 以兩種語言儲存的 docs/rewards.md 文字（紅利標題、站內信標題與內容）：VIP 晉級禮金與每月禮金、手動返水紅利。
 */
export const rewardCenterTexts = {
  vipLevelUpTitle: 'VIP 晉級禮金：{{level}}',
  vipMonthlyTitle: 'VIP 每月禮金 {{month}}：{{level}}',
  rebateTitle: '手動返水',
  vipLevelUpNoticeTitle: '恭喜晉級 VIP {{level}}',
  vipLevelUpNoticeContent:
    '恭喜您晉級 VIP {{level}}！晉級禮金 {{amount}} 已放入獎勵中心，請於 {{days}} 天內領取（流水 {{multiple}} 倍）。',
  vipLevelUpNoticeContentNoGift: '恭喜您晉級 VIP {{level}}！即日起適用更高的返水比例。',
  vipMonthlyNoticeTitle: 'VIP 每月禮金已送達',
  vipMonthlyNoticeContent:
    '您的 {{level}} {{month}} 每月禮金 {{amount}} 已放入獎勵中心，請於 {{days}} 天內領取（流水 {{multiple}} 倍）。',
};
