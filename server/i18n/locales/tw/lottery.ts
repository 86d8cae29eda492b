/**
 * 彩票相關呼叫（docs/lottery.md 第 5 節）與彩票測試時鐘（僅限開發伺服器）的訊息。鍵以 `lottery` 開頭，併入信封的 `messages`。
 */
export const lottery = {
  lotteryGameNotFound: '找不到此彩票遊戲',
  lotteryDrawNotFound: '找不到此彩票期號',
  lotteryVendorRefused: '彩票供應商拒絕了此請求（{{status}}）',
};
