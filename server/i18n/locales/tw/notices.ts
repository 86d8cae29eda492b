/** 繁體中文：伺服器寫給會員的站內信（下級與上級代理的轉帳、充值結果、提款審核），金額已格式化。 */
import type { notices as en } from '../en/notices.ts';

export const notices: Record<keyof typeof en, string> = {
  transferReceivedTitle: '收到下級轉帳',
  transferReceivedContent: '{{username}} 轉入 {{amount}} {{currency}}',
  uplineTransferTitle: '收到上級轉帳',
  uplineTransferContent: '您的上級 {{name}} 轉入 {{amount}} {{currency}} 給您',
  depositCreditedTitle: '充值成功',
  depositCreditedContent: '訂單 {{orderNo}} 已入帳 {{amount}}',
  depositFailedTitle: '充值未成功',
  depositFailedContent: '訂單 {{orderNo}}（{{amount}}）未成功',
  withdrawalApproveTitle: '提款已審核',
  withdrawalApproveContent: '提款 {{orderNo}}（{{amount}}）：提款已審核',
  withdrawalRejectTitle: '提款被拒絕',
  withdrawalRejectContent: '提款 {{orderNo}}（{{amount}}）：提款被拒絕',
  withdrawalPaidTitle: '提款已出款',
  withdrawalPaidContent: '提款 {{orderNo}}（{{amount}}）：提款已出款',
};
