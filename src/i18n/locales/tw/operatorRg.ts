/**
 * Traditional Chinese: The operator console's read-only responsible gaming view (docs/responsible-gaming.md), addressed as `operator.console.rg.*`.
 */
export const operatorRg = {
  title: '責任博彩',
  intro: '查詢會員的限額、遊戲時間提醒、暫停狀態與變更紀錄。',
  readOnly:
    '唯讀：限額只能由會員本人變更，任何人（營運人員或會員本人）都無法提前解除暫停、自我排除或關閉帳戶。被排除會員的處理中提款仍可在提款佇列中處理。',
  username: '會員帳號',
  search: '查詢',
  loading: '載入中…',
  loadFailed: '查詢失敗，請再試一次。',
  empty: '輸入會員帳號以查看其責任博彩設定。',
  member: '會員 {{username}}',
  timeZone: '時區',
  realityCheck: '遊戲時間提醒',
  exclusion: '暫停',
  noExclusion: '無',
  noLimits: '未設定限額。',
  noEvents: '尚無變更。',
  periodEnds: '期間結束',
  pending: '待生效變更',
};
